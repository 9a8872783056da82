import type { LoaderFunctionArgs } from '@remix-run/node';
import { RECEPTION_BOARD_MESSAGES } from '@roombook/domain/reception-board/page';
import { forwardedFor } from '~/lib/api.server';
import { receptionBoard } from '~/lib/reception.server';
import { getReceptionSession } from '~/lib/reception-session.server';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The reception board's poll (docs/decisions/103): the board of the cookie's device token as JSON, never cached;
 * 401 when the board is signed out or the API no longer takes its token (its page then signs it in again).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const board = await receptionBoard((await getReceptionSession(request)).get('token'), forwardedFor(request, context));
  if (board === null) return Response.json({ message: RECEPTION_BOARD_MESSAGES.sessionEnded, statusCode: 401 }, { status: 401, headers: NO_STORE });
  return Response.json(board, { headers: NO_STORE });
}
