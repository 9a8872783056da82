import { redirect } from '@remix-run/node';
import { resolveRoute } from '@roombook/domain/permissions/routes';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { getSessionUser, type SessionUserResult } from './session.server';

/**
 * The routing rules of spec §2, enforced in a screen's loader (and action): the domain decides from the
 * user (or its absence) and the path whether the screen may be shown or where to go instead.
 */
export async function guardRoute(request: Request): Promise<SessionUserResult> {
  const result = await getSessionUser(request);
  const url = new URL(request.url);
  // With its query: a signed-out visit goes on to the whole address after signing in.
  const path = `${url.pathname}${url.search}`;
  const decision = resolveRoute({ user: routeUser(result.user), path });
  if ('redirect' in decision) throw redirect(decision.redirect, { headers: result.headers });
  return result;
}

const routeUser = (user: SessionUser | null) => (user ? { role: user.role, firstLogin: user.firstLogin } : null);

/** Like `guardRoute`, for screens that only a signed-in user can reach. */
export async function guardSignedInRoute(
  request: Request,
): Promise<SessionUserResult & { user: SessionUser; tokens: NonNullable<SessionUserResult['tokens']> }> {
  const result = await guardRoute(request);
  if (!result.user || !result.tokens) throw redirect('/', { headers: result.headers });
  return { ...result, user: result.user, tokens: result.tokens };
}
