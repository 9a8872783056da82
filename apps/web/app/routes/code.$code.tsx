import { useCallback } from 'react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, type MetaFunction } from '@remix-run/react';
import { TabletScreen, type TabletAnswer } from '@roombook/ui/screens/TabletScreen';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { forwardedFor } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import { tabletStatePath } from '~/lib/paths';
import { tabletAnswer } from '~/lib/tablet.server';

/** A device page (root.tsx reads this): no shell, no menu, whoever is signed in on the tablet. */
export const handle = { shell: false };

/**
 * '/code/{code}' (§7 "Other", issue 29 §1, docs/decisions/100): the room tablet. The code of the URL is the
 * tablet's only credential; the page asks for the room's state again every few seconds
 * (`/code/{code}/state`), so a tablet set up once keeps showing its room.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return { answer: await tabletAnswer(params.code ?? '', forwardedFor(request, context)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.answer.kind === 'state'
    ? pageMeta(data.answer.state.room.name, `Whether ${data.answer.state.room.name} is free now, and its bookings today.`)
    : pageMeta(TABLET_MESSAGES.setUpAgain, TABLET_MESSAGES.setUpAgainHelp);

export default function TabletRoute() {
  const { answer } = useLoaderData<typeof loader>();
  const code = useParams().code ?? '';
  const load = useCallback(
    async (signal: AbortSignal): Promise<TabletAnswer> => {
      const res = await fetch(tabletStatePath(code), { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
      if (!res.ok) throw new Error(`The tablet's state answered ${res.status}`);
      return (await res.json()) as TabletAnswer;
    },
    [code],
  );
  return <TabletScreen key={code} initial={answer} load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
