import type { LoaderFunctionArgs } from '@remix-run/node';
import { forwardedFor } from '~/lib/api.server';
import { tabletCompanies } from '~/lib/tablet.server';

/** The companies whose staff may act at the room tablet (docs/decisions/101), by name, as JSON; never cached. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return Response.json(await tabletCompanies(params.code ?? '', forwardedFor(request, context)), { headers: { 'cache-control': 'no-store' } });
}
