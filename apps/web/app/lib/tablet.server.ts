import { z } from 'zod';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { TabletBookNowBody, TabletChangeBody, TabletPerson, type TabletCompany } from '@roombook/domain/tablet/schemas';
import type { TabletActResult, TabletAnswer } from '@roombook/ui/screens/TabletScreen';
import { callApi, isApiCallError } from './api.server';

/** The tablet's credential as the API takes it (docs/decisions/100). */
const tokenOf = (code: string) => `tablet_${code}`;

/**
 * The room tablet's state for the code of its URL (docs/decisions/100): the code is the tablet's credential, sent
 * to the API as `tablet_{code}`; a code that no room has (reset, or never one) is `setUpAgain`. Anything else
 * (the API down) is thrown: the page's first draw fails, and a poll counts it as no answer.
 */
export async function tabletAnswer(code: string, forwardedFor: string | undefined): Promise<TabletAnswer> {
  try {
    return { kind: 'state', state: await callApi(contract.tablet.state, { token: tokenOf(code), forwardedFor }) };
  } catch (error) {
    if (isApiCallError(error) && error.statusCode === 401) return { kind: 'setUpAgain' };
    throw error;
  }
}

/** The companies whose staff may act at the tablet (those renting at its room's location); a failure is thrown. */
export const tabletCompanies = (code: string, forwardedFor: string | undefined): Promise<TabletCompany[]> =>
  callApi(contract.tablet.companies, { token: tokenOf(code), forwardedFor });

/** What the tablet posts to `/code/{code}/act`: the action (the screen's `TabletAction`) and who does it. */
export const TabletActRequest = z.object({
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('bookNow'), minutes: TabletBookNowBody.shape.minutes }),
    z.object({ kind: z.enum(['endEarly', 'extend', 'checkIn']), bookingId: TabletChangeBody.shape.bookingId }),
  ]),
  person: TabletPerson,
});
export type TabletActRequest = z.infer<typeof TabletActRequest>;

/** The API's refusals that the tablet's dialog shows as they are (a wrong PIN, a taken room, another company's booking…). */
const REFUSALS = new Set([400, 403, 404, 409, 429]);

/**
 * Book now, End early or Extend at the tablet (docs/decisions/101): the room's new state; a refused code is
 * `setUpAgain`; a refusal of the API is `refused` with its message, and the HTTP status to answer it with.
 * Anything else (the API down) is thrown, which the tablet counts as no answer.
 */
export async function tabletAct(code: string, { action, person }: TabletActRequest, forwardedFor: string | undefined): Promise<{ result: TabletActResult; status: number }> {
  const token = tokenOf(code);
  try {
    const state =
      action.kind === 'bookNow'
        ? await callApi(contract.tablet.bookNow, { token, body: { minutes: action.minutes, person }, forwardedFor })
        : await callApi(contract.tablet[action.kind], { token, body: { bookingId: action.bookingId, person }, forwardedFor });
    return { result: { kind: 'state', state }, status: 200 };
  } catch (error) {
    if (!isApiCallError(error)) throw error;
    if (error.statusCode === 401) return { result: { kind: 'setUpAgain' }, status: 401 };
    if (REFUSALS.has(error.statusCode)) return { result: { kind: 'refused', message: error.message }, status: error.statusCode };
    throw error;
  }
}

/** A posted body the schema does not take: refused with the first issue's message. */
export const badActRequest = (error: z.ZodError): { result: TabletActResult; status: number } => ({
  result: { kind: 'refused', message: error.issues[0]?.message ?? ERRORS.validation },
  status: 400,
});
