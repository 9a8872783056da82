import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { RECEPTION_BOARD_MESSAGES } from '@roombook/domain/reception-board/page';
import { dayWindow } from '@roombook/domain/time/windows';
import type { Room } from '@roombook/domain/rooms/schemas';
import { expectError, expectOk, type CaseContext, type CaseGroup, type ContractCase } from '../harness';
import { DEMO, UNKNOWN_ID, companyLocationIds, signIn, uniqueName, type SignedIn } from './support';

const { receptionBoard, reception, room, booking, guest, auth, location } = contract;

const QUARTER_MS = 15 * 60_000;

/** What a board case works with: a reception of its own at a location of the demo User's company, signed in. */
interface BoardContext {
  superAdmin: SignedIn;
  user: SignedIn;
  receptionId: number;
  locationId: number;
  password: string;
  token: string;
}

const boardOf = (t: CaseContext, token: string) => t.send(receptionBoard.board, { token });

/** Runs `use` with a reception of its own (wifi 'Guests'), signed in; the SuperAdmin deletes it afterwards. */
async function withBoard(t: CaseContext, use: (b: BoardContext) => Promise<void>) {
  const superAdmin = await signIn(t, DEMO.superAdmin);
  const user = await signIn(t, DEMO.user);
  const locationId = companyLocationIds(user)[0]!;
  const password = `desk-${Math.random().toString(36).slice(2, 10)}`;
  const body = { name: uniqueName('Front desk'), password, locationId, wifiName: 'Guests; 2nd floor', wifiPass: 'welcome:2026' };
  const made = expectOk(await superAdmin.send(reception.create, { body }), 201);
  try {
    const session = expectOk(await t.send(receptionBoard.signIn, { body: { locationId, password } }));
    await use({ superAdmin, user, receptionId: made.id, locationId, password, token: session.token });
  } finally {
    await superAdmin.send(reception.delete, { params: { id: made.id } });
  }
}

/**
 * Runs `use` with a room of its own at the board's location and a meeting of the demo User in it at the next
 * quarter hour, when a quarter hour is left of today (the suites also run late at night: otherwise `use` is not
 * run); the meeting and the room are deleted afterwards.
 */
async function withMeetingToday(t: CaseContext, b: BoardContext, use: (made: Room, meetingId: number) => Promise<void>) {
  const now = t.now().getTime();
  const start = Math.ceil((now + 60_000) / QUARTER_MS) * QUARTER_MS;
  if (start + QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds) return;
  const admin = await signIn(t, DEMO.admin);
  const body = { name: uniqueName('Board room'), rules: 'None', seatsNumber: 8, dailyLimit: 8, weeklyLimit: 20, hourlyRate: 10_000, locationId: b.locationId, features: [] };
  const made = expectOk(await admin.send(room.create, { body }), 201);
  try {
    const interval = { bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + QUARTER_MS).toISOString() };
    const meeting = expectOk(await b.user.send(booking.create, { body: { name: uniqueName('Visit'), roomId: made.id, ...interval } }), 201);
    try {
      await use(made, meeting.id);
    } finally {
      await b.user.send(booking.delete, { params: { id: meeting.id } });
    }
  } finally {
    await admin.send(room.delete, { params: { id: made.id } });
  }
}

/** The reception board (issue 29 §2, docs/decisions/103): a front-desk tablet signed in with a location and password. */
const boardCases: ContractCase[] = [
  {
    name: 'signs in with the location and the reception password, one 401 for a wrong one, and shows the reception with its wifi',
    calls: [receptionBoard.locations, receptionBoard.signIn, receptionBoard.board, reception.create, reception.delete, location.list],
    async run(t) {
      await withBoard(t, async ({ token, locationId, password }) => {
        const locations = expectOk(await t.send(receptionBoard.locations));
        expect(locations.map((l) => l.id)).toContain(locationId);
        expect(Object.keys(locations[0]!).sort()).toEqual(['id', 'name']);

        expectError(await t.send(receptionBoard.signIn, { body: { locationId, password: `${password}x` } }), 401, RECEPTION_BOARD_MESSAGES.signInFailed);
        expectError(await t.send(receptionBoard.signIn, { body: { locationId: UNKNOWN_ID, password } }), 401, RECEPTION_BOARD_MESSAGES.signInFailed);
        expectError(await t.send(receptionBoard.signIn, { body: { locationId, password: '' } }), 400, VALIDATION.passwordRequired);

        const board = expectOk(await boardOf(t, token));
        expect(board.reception).toMatchObject({ wifiName: 'Guests; 2nd floor', wifiPass: 'welcome:2026' });
        expect(Math.abs(Date.parse(board.at) - t.now().getTime())).toBeLessThan(60_000);
        const window = dayWindow(board.at);
        for (const meeting of board.meetings) {
          expect(Date.parse(meeting.bookingStart)).toBeLessThan(window.end.epochMilliseconds);
          expect(Date.parse(meeting.bookingEnd)).toBeGreaterThan(window.start.epochMilliseconds);
        }
      });
    },
  },
  {
    name: "takes only a reception's token: a user's token, a wrong one or none is 401, and sign-out ends it",
    calls: [receptionBoard.board, receptionBoard.signOut, receptionBoard.arrive],
    async run(t) {
      await withBoard(t, async ({ token, user }) => {
        expectError(await t.send(receptionBoard.board, { token: user.session.token }), 401, ERRORS.unauthorized);
        expectError(await t.send(receptionBoard.board, { token: `${token}x` }), 401, ERRORS.unauthorized);
        expectError(await t.sendLoose(receptionBoard.board, {}), 401, ERRORS.unauthorized);
        expectOk(await t.send(receptionBoard.signOut, { token }));
        expectError(await boardOf(t, token), 401, ERRORS.unauthorized);
        expectError(await t.send(receptionBoard.arrive, { token, body: { guestId: 1 } }), 401, ERRORS.unauthorized);
      });
    },
  },
  {
    name: "signs the board out when the reception's password or location changes, not when its wifi does",
    calls: [receptionBoard.board, reception.update],
    async run(t) {
      await withBoard(t, async ({ superAdmin, receptionId, locationId, password, token }) => {
        const body = { name: 'Front desk', password, locationId, wifiName: 'Other network' };
        expectOk(await superAdmin.send(reception.update, { params: { id: receptionId }, body }));
        expect(expectOk(await boardOf(t, token)).reception.wifiPass).toBeNull();
        expectOk(await superAdmin.send(reception.update, { params: { id: receptionId }, body: { ...body, password: `${password}-new` } }));
        expectError(await boardOf(t, token), 401, ERRORS.unauthorized);
        const again = expectOk(await t.send(receptionBoard.signIn, { body: { locationId, password: `${password}-new` } }));
        expectOk(await boardOf(t, again.token));
      });
    },
  },
  {
    name: "shows today's meeting with its room, host, company and guests (no e-mails), and marks a guest arrived once",
    calls: [receptionBoard.board, receptionBoard.arrive, guest.add, guest.list, booking.create, room.create, auth.me],
    async run(t) {
      await withBoard(t, async (b) => {
        await withMeetingToday(t, b, async (made, meetingId) => {
          const added = expectOk(await b.user.send(guest.add, { params: { id: meetingId }, body: { name: 'Ada Lovelace', email: 'ada@example.com' } }), 201);
          const ada = added[0]!;
          const me = expectOk(await b.user.send(auth.me));
          const board = expectOk(await boardOf(t, b.token));
          const meeting = board.meetings.find((m) => m.id === meetingId);
          expect(meeting).toMatchObject({ roomName: made.name, companyName: me.company!.name, hostName: `${me.firstName} ${me.lastName}` });
          expect(meeting!.guests).toEqual([{ id: ada.id, name: 'Ada Lovelace', arrivedAt: null }]);
          expect(JSON.stringify(board)).not.toContain('ada@example.com');

          const arrived = expectOk(await t.send(receptionBoard.arrive, { token: b.token, body: { guestId: ada.id } }));
          const arrivedAt = arrived.meetings.find((m) => m.id === meetingId)!.guests[0]!.arrivedAt;
          expect(arrivedAt).not.toBeNull();
          // Pressed again (another board, a double tap): the same arrival, not a new one.
          const again = expectOk(await t.send(receptionBoard.arrive, { token: b.token, body: { guestId: ada.id } }));
          expect(again.meetings.find((m) => m.id === meetingId)!.guests[0]!.arrivedAt).toBe(arrivedAt);
          // The booker sees the arrival too.
          expect(expectOk(await b.user.send(guest.list, { params: { id: meetingId } }))[0]!.arrivedAt).toBe(arrivedAt);
        });
      });
    },
  },
  {
    name: 'refuses the arrival of a guest who is not expected at this location today (404), and bad input (400)',
    calls: [receptionBoard.arrive],
    async run(t) {
      await withBoard(t, async ({ token }) => {
        expectError(await t.send(receptionBoard.arrive, { token, body: { guestId: UNKNOWN_ID } }), 404, RECEPTION_BOARD_MESSAGES.guestNotHere);
        const refused = await t.sendLoose(receptionBoard.arrive, { token, body: { guestId: 'Ada' } });
        expect(refused.status).toBe(400);
        expect((await t.sendLoose(receptionBoard.arrive, { token, body: null })).status).toBe(400);
      });
    },
  },
];

export default { name: 'reception board', cases: boardCases } satisfies CaseGroup;
