import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetchers,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
  type NavigateFunction,
} from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { z } from 'zod';
import { menuFor } from '@roombook/domain/permissions/menu';
import { Alert } from '@roombook/ui/Alert';
import { Link } from '@roombook/ui/Link';
import { SignInLayout } from '@roombook/ui/SignInLayout';
import { ShellScreen } from '@roombook/ui/screens/ShellScreen';
import { GlobalProgress } from '@roombook/ui/GlobalProgress';
import { MAIN_FONT_URL, themeClass } from '@roombook/ui/theme';
import { LocaleProvider } from '@roombook/ui/Locale';
import { ToastRegion, createToastQueue, showToast } from '@roombook/ui/Toast';
import { routeErrorMessage } from '~/components/route-error';
import { getSessionUser, takeToasts } from '~/lib/session.server';
import { settings } from '~/lib/settings.server';
import { ToastQueueContext } from '~/components/toasts';
import { toUserView } from '~/lib/user-view';
import { APP_DESCRIPTION, APP_NAME } from '~/lib/meta';
import { useNonce } from '~/lib/nonce';
import { TRACK_PATH } from '~/lib/paths';

// The browser runs under a content security policy without 'unsafe-eval' (docs/decisions/012): zod must
// not probe for `new Function`, which the browser reports as a violation even though zod catches it.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** The options of Remix's `navigate(to, options)` (the first of its two overloads). */
type NavigateOptions =
  NavigateFunction extends { (to: infer _To, options?: infer Options): void; (delta: number): void } ? Options : never;

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NonNullable<NavigateOptions>;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, headers } = await getSessionUser(request);
  const { toasts, setCookie } = await takeToasts(request);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data(
    {
      user: user ? toUserView(user) : null,
      // The side menu is made here, on the server: it is derived from every area of the domain, which the
      // browser's first script need not load (docs/decisions/062). The menu opens its group on this page only
      // when it is first drawn, so it does not need to follow client navigation.
      menu: user ? menuFor(user.role, new URL(request.url).pathname) : null,
      toasts,
      // ROOMBOOK_THEME picks the theme (an unknown one stops the server at start-up); unset, the default theme.
      themeClassName: themeClass(settings.ROOMBOOK_THEME),
    },
    { headers },
  );
}

/**
 * The main face is fetched with the page's head, not once its style sheet has been read, so that the first
 * paint is already set in it (ADR 071). Fonts are fetched in CORS mode, hence `crossOrigin`, or the preloaded
 * file would not be the one the @font-face rule uses.
 */
export const links: LinksFunction = () => [
  { rel: 'preload', href: MAIN_FONT_URL, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body className={root?.themeClassName ?? themeClass()}>
        <LocaleProvider>{children}</LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every route change of a signed-in user is recorded by the API (spec §2), through our own server. */
function usePageViewTracking(signedIn: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    void fetch(TRACK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: pathname }),
      credentials: 'same-origin',
      redirect: 'manual',
    }).catch(() => undefined);
  }, [pathname, signedIn]);
}

export default function App() {
  const { user, menu, toasts } = useRouteLoaderData<typeof loader>('root') ?? { user: null, menu: null, toasts: [] };
  const navigate = useNavigate();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { pathname } = useLocation();
  const [queue] = useState(() => createToastQueue());
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const toast of toasts) {
      if (shown.current.has(toast.id)) continue;
      shown.current.add(toast.id);
      showToast(queue, { kind: toast.kind, message: toast.message });
    }
  }, [toasts, queue]);

  usePageViewTracking(user !== null);

  // Marks the document once React has hydrated, so that tests (and people debugging) can tell a
  // progressively enhanced page from one still running on plain HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  // A device page (the canteen kiosk, `handle = { shell: false }`) stands alone, whoever is signed in here.
  const deviceRoute = useMatches().some((match) => (match.handle as { shell?: boolean } | undefined)?.shell === false);

  return (
    <ToastQueueContext.Provider value={queue}>
      <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
        <GlobalProgress isActive={busy} />
        {user && menu && !user.firstLogin && !deviceRoute ? (
          <ShellScreen user={user} menu={menu} currentPath={pathname}>
            <Outlet />
          </ShellScreen>
        ) : (
          <Outlet />
        )}
        <ToastRegion queue={queue} />
      </RouterProvider>
    </ToastQueueContext.Provider>
  );
}

export const meta: MetaFunction = () => [{ title: APP_NAME }, { name: 'description', content: APP_DESCRIPTION }];

export function ErrorBoundary() {
  const message = routeErrorMessage(useRouteError());
  return (
    <SignInLayout title={APP_NAME}>
      <Alert kind="error" title="Something went wrong">
        {message}
      </Alert>
      <Link href="/">Return to the start page</Link>
    </SignInLayout>
  );
}
