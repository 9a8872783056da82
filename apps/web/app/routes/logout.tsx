import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { endSession } from '~/lib/session.server';

/** GET /logout has nothing to show. */
export function loader() {
  return redirect('/');
}

/** Sign out (spec §2, §4): revoke the refresh token (its failure is ignored), clear the session, go to '/'. */
export async function action({ request }: ActionFunctionArgs) {
  return redirect('/', { headers: { 'Set-Cookie': await endSession(request) } });
}
