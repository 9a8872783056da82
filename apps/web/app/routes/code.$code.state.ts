import type { LoaderFunctionArgs } from '@remix-run/node';
import { forwardedFor } from '~/lib/api.server';
import { tabletAnswer } from '~/lib/tablet.server';

/** The room tablet's poll (docs/decisions/100): its state as JSON, never cached. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return Response.json(await tabletAnswer(params.code ?? '', forwardedFor(request, context)), { headers: { 'cache-control': 'no-store' } });
}
