import { createApiClient, type CallInput } from '@roombook/domain/contract/client';
import type { ApiCall, CallResponse } from '@roombook/domain/contract/define';
import { contract } from '@roombook/domain/contract/index';
import { copenhagenDate, copenhagenInstant, parseDateText, parseTimeText } from '@roombook/domain/time/zone';
import { PASSWORD } from './fixtures';

/**
 * Test data through the API itself (the server `npm start` runs for the e2e suite, on E2E_API_PORT): what
 * another person does meanwhile (a colleague books a room) or what the screens cannot do (an Admin moves
 * a booking into the past). The contract client checks every answer, as the web server does.
 */

const client = () => createApiClient({ baseUrl: `http://localhost:${process.env.E2E_API_PORT}` });

export interface ApiSession {
  user: CallResponse<typeof contract.auth.login>['user'];
  call<C extends ApiCall>(call: C, input?: Omit<CallInput<C>, 'token'>): Promise<CallResponse<C>>;
}

/** Signs a demo user in at the API and answers calls as them. */
export async function apiAs(email: string, password = PASSWORD): Promise<ApiSession> {
  const api = client();
  const { user, token } = await api.call(contract.auth.login, { body: { email, password } });
  return {
    user,
    call: (call, input = {} as never) => api.call(call, { ...input, token } as CallInput<typeof call>),
  };
}

/** The Copenhagen day `days` after today, 'YYYY-MM-DD' (the calendar's date parameter). */
export const dayFromToday = (days: number): string => copenhagenDate(new Date().toISOString()).add({ days }).toString();

/** A Copenhagen day and wall-clock time ('10:00') as an ISO instant. */
export function at(day: string, time: string): string {
  const date = parseDateText(day);
  const clock = parseTimeText(time);
  if (!date || !clock) throw new Error(`Not a day and time: ${day} ${time}`);
  return copenhagenInstant(date, clock).toString();
}

/** A location the user books in, and its rooms, by name. */
export async function locationOf(api: ApiSession, name: string) {
  const location = (await api.call(contract.location.mine)).find((l) => l.name === name);
  if (!location) throw new Error(`${api.user.email} does not book in ${name}`);
  const room = (roomName: string) => {
    const found = location.rooms.find((r) => r.name === roomName);
    if (!found) throw new Error(`${name} has no room ${roomName}`);
    return found;
  };
  return { id: location.id, room };
}

/** A title no other test uses (tests share one database; each books its own slots). */
export const uniqueTitle = (text: string) => `${text} ${Math.random().toString(36).slice(2, 7)}`;
