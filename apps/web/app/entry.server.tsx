import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { DocumentEndLast } from '~/lib/document-end.server';
import { NonceProvider } from '~/lib/nonce';

/** The parsed settings, for server.js (a wrong value stops the build's import there, docs/decisions/075). */
export { settings } from '~/lib/settings.server';

/**
 * `npm run dev:mock` (MOCKS=true): MSW answers the API calls of this server from the in-memory store.
 * `import.meta.env.DEV` is false in `remix vite:build`, so the branch and the msw import are removed from
 * the production build.
 */
if (import.meta.env.DEV && process.env.MOCKS === 'true') {
  const started = globalThis as typeof globalThis & { __roombookMocks?: boolean };
  if (!started.__roombookMocks) {
    started.__roombookMocks = true;
    const { startMockServer } = await import('@roombook/mocks/node');
    startMockServer();
  }
}

/**
 * Pages and their data hold a signed-in user's bookings, profile and PIN: the browser keeps none of them
 * (`Cache-Control: no-store`), so that after sign-out Back cannot show them again, also on a shared
 * computer at a front desk. A response that sets its own Cache-Control keeps it.
 */
const NOT_KEPT = 'no-store';

/** Single fetch's data (`….data`) and the redirects it answers, as Remix sends them. */
export function handleDataRequest(response: Response): Response {
  if (response.headers.has('Cache-Control')) return response;
  // A copy: a response's headers may be immutable (Response.redirect).
  const notKept = new Response(response.body, response);
  notKept.headers.set('Cache-Control', NOT_KEPT);
  return notKept;
}

/** How long deferred data may stream (single fetch: Remix reads this export). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const ready = () => {
      shellRendered = true;
      // What React streams after the shell (Remix's data scripts) must come before `</body></html>`.
      const body = new DocumentEndLast();
      responseHeaders.set('Content-Type', 'text/html');
      if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', NOT_KEPT);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} {...(nonce ? { nonce } : {})} />
      </NonceProvider>,
      {
        ...(nonce ? { nonce } : {}),
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject and are logged by Remix.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
