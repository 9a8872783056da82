import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { RECEPTION_BOARD_MESSAGES } from '@roombook/domain/reception-board/page';
import { ArriveBody, type ReceptionBoard } from '@roombook/domain/reception-board/schemas';
import type { ReceptionArriveResult } from '@roombook/ui/screens/ReceptionBoardScreen';
import { callApi, isApiCallError } from './api.server';

/**
 * The board of the reception whose device token the board's cookie holds (docs/decisions/103); null without a
 * token, or when the API no longer takes it (a new reception password or location, a deleted reception). Anything
 * else (the API down) is thrown: the page's first draw fails, and a poll counts it as no answer.
 */
export async function receptionBoard(token: string | undefined, forwardedFor: string | undefined): Promise<ReceptionBoard | null> {
  if (!token) return null;
  try {
    return await callApi(contract.receptionBoard.board, { token, forwardedFor });
  } catch (error) {
    if (isApiCallError(error) && error.statusCode === 401) return null;
    throw error;
  }
}

/** The API's refusals that the board shows as they are (a guest not expected here, a body it does not take). */
const REFUSALS = new Set([400, 404, 409, 429]);

/** The answer to a board the API no longer takes: the board's page then signs it in again (401). */
const SIGNED_OUT = { result: { kind: 'refused', message: RECEPTION_BOARD_MESSAGES.sessionEnded }, status: 401 } as const;

/**
 * "I have arrived" at the board: the posted `{ guestId }` checked with the domain's schema (400 refused), then
 * the API's new board, or its refusal with its message and status; a token the API no longer takes is 401.
 * Anything else (the API down) is thrown, which the board counts as no answer.
 */
export async function receptionArrive(
  token: string | undefined,
  posted: unknown,
  forwardedFor: string | undefined,
): Promise<{ result: ReceptionArriveResult; status: number }> {
  const body = ArriveBody.safeParse(posted);
  if (!body.success) return { result: { kind: 'refused', message: body.error.issues[0]?.message ?? ERRORS.validation }, status: 400 };
  if (!token) return SIGNED_OUT;
  try {
    return { result: { kind: 'board', board: await callApi(contract.receptionBoard.arrive, { token, body: body.data, forwardedFor }) }, status: 200 };
  } catch (error) {
    if (!isApiCallError(error)) throw error;
    if (error.statusCode === 401) return SIGNED_OUT;
    if (REFUSALS.has(error.statusCode)) return { result: { kind: 'refused', message: error.message }, status: error.statusCode };
    throw error;
  }
}
