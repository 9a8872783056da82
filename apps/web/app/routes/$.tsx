import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { guardRoute } from '~/lib/guard.server';

/**
 * Every path without a screen. The routing rules come first (signed out → '/', first login →
 * '/update-password'); a path the user may reach but that has no screen yet is unknown, so → '/'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await guardRoute(request);
  return redirect('/', { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const { headers } = await guardRoute(request);
  return redirect('/', { headers });
}
