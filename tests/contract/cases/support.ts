import { expect } from 'vitest';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import type { CallInput, CallResult, LooseCallInput } from '@roombook/domain/contract/client';
import type { LoginResponse } from '@roombook/domain/auth/schemas';
import { VALIDATION } from '@roombook/domain/messages';
import type { CalendarRoom } from '@roombook/domain/rooms/schemas';
import { copenhagenDate, copenhagenInstant, parseTimeText } from '@roombook/domain/time/zone';
import { testStart } from '@roombook/api/test-clock';
import { expectOk, type CaseContext } from '../harness';

/**
 * Helpers of the contract cases: demo sign-ins, dates relative to the instant under test (both targets' clock
 * starts there: @roombook/api/test-clock), and rooms picked by their data. Nothing here knows a target's
 * ids: the demo logins are the same on the API's seed and in the mocks, everything else is asked for.
 */

/** The demo logins (password 'roombook'): the same e-mails in `apps/api/src/seed/demo.ts` and `mocks/data/factories.ts`. */
export const DEMO = {
  superAdmin: 'superadmin@roombook.test',
  admin: 'admin@roombook.test',
  owner: 'owner@roombook.test',
  manager: 'manager@roombook.test',
  canteenManager: 'canteen@roombook.test',
  user: 'user@roombook.test',
} as const;

/** A signed-in demo user: the session, and `send` with their token. */
export interface SignedIn {
  session: LoginResponse;
  send<C extends ApiCall>(call: C, input?: Omit<CallInput<C>, 'token'>): Promise<CallResult<C>>;
  /** Sends anything with their token, for cases about bad input. */
  sendLoose(call: ApiCall, input: Omit<LooseCallInput, 'token'>): Promise<CallResult<ApiCall>>;
}

export async function signIn(t: CaseContext, email: string): Promise<SignedIn> {
  const session = await t.login(email);
  return {
    session,
    send: (call, input) => t.send(call, { ...input, token: session.token } as CallInput<typeof call>),
    sendLoose: (call, input) => t.sendLoose(call, { ...input, token: session.token }),
  };
}

/** The ids of the locations of a signed-in user's company (none without a company). */
export const companyLocationIds = (who: SignedIn): number[] => who.session.user.company?.locations.map((location) => location.id) ?? [];

type PlainDate = ReturnType<typeof copenhagenDate>;

/** The day of the instant under test in Copenhagen: the day the demo data is built around, on both targets. */
export const today = (): PlainDate => copenhagenDate(testStart().toISOString());

/**
 * A week of its own for each case that books, so that no case meets another's bookings or company hours:
 * the weeks start six weeks from today, past the month of today that the demo data fills with bookings
 * (the mocks' fixtures and the API's seed), and a case asks for its week by the index given here.
 */
export const WEEKS = {
  create: 0,
  overlap: 1,
  refusedTimes: 2,
  dailyLimit: 3,
  /** Two weeks: the limit, then the next week. */
  weeklyLimit: 4,
  availability: 6,
  edit: 7,
  permissions: 8,
  past: 9,
  bookingReport: 10,
  completed: 11,
  /** Rooms made and deleted by the room cases. */
  rooms: 12,
  /** Bookings at a company discount that changes between them (the booking report's øre case). */
  reportDiscount: 13,
  /** The hours used on a day the calendar shows (`usedTime` with `date`). */
  usedOnADay: 14,
  /** The bookings whose expected guests the guest cases add, list and remove (a day of it per case). */
  guests: 15,
  /** The bookings the calendar feed cases read back from the feeds. */
  feeds: 16,
  /** Four weeks: the series the booking series cases book. */
  series: 17,
  /** The bookings the Insights cases count. */
  insights: 21,
} as const;

/** The Monday of the case's own week (see WEEKS). */
export function mondayOf(week: number): PlainDate {
  const day = today().add({ days: 42 + 7 * week });
  return day.subtract({ days: day.dayOfWeek - 1 });
}

/** A Copenhagen wall time on a date, as an ISO instant. */
export const at = (date: PlainDate, time: string): string => copenhagenInstant(date, parseTimeText(time)!).toString();

/** The interval [date time, + minutes) of a booking body. */
export function slot(date: PlainDate, time: string, minutes: number): { bookingStart: string; bookingEnd: string } {
  const start = copenhagenInstant(date, parseTimeText(time)!);
  return { bookingStart: start.toString(), bookingEnd: start.add({ minutes }).toString() };
}

/** An ISO instant `minutes` after another. */
export const plusMinutes = (iso: string, minutes: number): string => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The locations a signed-in user books in, and their rooms. */
export async function calendarOf(who: SignedIn) {
  const locations = expectOk(await who.send(contract.location.mine));
  return { locations, rooms: locations.flatMap((location) => location.rooms) };
}

/** The first room of `rooms` that `fits` (the least by `by` when given); fails, saying `what` was wanted, when none fits. */
export function roomWhere(rooms: readonly CalendarRoom[], what: string, fits: (room: CalendarRoom) => boolean, by?: (room: CalendarRoom) => number): CalendarRoom {
  const candidates = rooms.filter(fits).sort((a, b) => (by ? by(a) - by(b) : 0));
  expect(candidates[0], `a room ${what}`).toBeDefined();
  return candidates[0]!;
}

/** A room with a daily limit of 1 to 8 hours (booked whole from 08:00, it ends by 16:00) and room for more in the week. */
export const dailyLimitedRoom = (rooms: readonly CalendarRoom[]): CalendarRoom =>
  roomWhere(rooms, 'with a daily limit of 1 to 8 hours below its weekly limit', (r) => r.dailyLimit >= 1 && r.dailyLimit <= 8 && r.weeklyLimit > r.dailyLimit, (r) => r.dailyLimit);

/** An id no record has (the ids are small integers on both targets). */
export const UNKNOWN_ID = 2_000_000_000;

/** A name no other case uses, so that the cases can run in any order on one target. */
export const uniqueName = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;

/** A 2 × 2 PNG (96 bytes), the smallest real picture an upload can be. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWPgqjjBVXGCAUIBACEuBSmZwwQyAAAAAElFTkSuQmCC';

/** Another 2 × 2 PNG (red): a picture that replaces TINY_PNG gets another URL. */
const TINY_RED_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mM4oaEBRAwQCgAhLgRh9uHCTQAAAABJRU5ErkJggg==';

const pictureFile = (base64: string, name: string, type: string) => new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type });

/** A real picture as an upload: TINY_PNG under any name and type (the targets judge the bytes). */
export const tinyPicture = (name = 'picture.png', type = 'image/png') => pictureFile(TINY_PNG, name, type);

/** A real picture other than `tinyPicture`'s, to replace it. */
export const otherPicture = (name = 'other.png', type = 'image/png') => pictureFile(TINY_RED_PNG, name, type);

/** A file that is no picture, named and typed as one. */
export const notAPicture = () => new File([new TextEncoder().encode('not a picture')], 'evil.png', { type: 'image/png' });

/** Two locations to put records at (the demo data have two on each target). */
export async function twoLocations(who: SignedIn) {
  const [first, second] = expectOk(await who.send(contract.location.list));
  expect(first && second, 'two locations').toBeTruthy();
  return [first!, second!] as const;
}

/** The ids of a list. */
export const idsOf = (records: ReadonlyArray<{ id: number }>): number[] => records.map((record) => record.id);

/** The person fields of the profile and the user forms (§5). */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'office', 'mobile'] as const;

/**
 * Values of the person fields that §5 refuses, each with its message: every field required ('This field is
 * required': empty or only white space), the e-mail 'Must be an email', the mobile an international number
 * ('+', a digit 1–9, then 1 to 14 digits: 'Please enter a valid international phone number').
 */
export const PERSON_FIELD_REFUSALS: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
  ...PERSON_FIELDS.flatMap((field) => [[{ [field]: '' }, VALIDATION.required] as const, [{ [field]: '   ' }, VALIDATION.required] as const]),
  [{ email: 'not-an-email' }, VALIDATION.mustBeEmail],
  [{ email: 'someone@' }, VALIDATION.mustBeEmail],
  [{ email: 'two words@roombook.test' }, VALIDATION.mustBeEmail],
  [{ mobile: '4520304050' }, VALIDATION.mobileInvalid],
  [{ mobile: '+0520304050' }, VALIDATION.mobileInvalid],
  [{ mobile: '+4' }, VALIDATION.mobileInvalid],
  [{ mobile: '+45 20 30 40 50' }, VALIDATION.mobileInvalid],
  [{ mobile: '+45-20304050' }, VALIDATION.mobileInvalid],
  [{ mobile: `+1${'2'.repeat(15)}` }, VALIDATION.mobileInvalid],
];
