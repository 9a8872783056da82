import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { RECEPTION_BOARD_MESSAGES as T } from '@roombook/domain/reception-board/page';
import { createHandlers } from '../handlers';
import { mockGuests } from '../data/guests';
import { mockReceptions } from '../data/receptions';
import { MockStore } from '../data/store';

/**
 * The reception board in the mocks (docs/decisions/103), at a fixed moment of a store's clock: which meetings are
 * today's in Copenhagen, a guest's arrival and the host's one e-mail, and the sessions that a reception's change
 * ends.
 */
describe('the mocks’ reception board at a fixed moment', () => {
  // Wednesday 18 November 2026, 10:07 in Copenhagen.
  const clock = Date.parse('2026-11-18T09:07:00Z');
  let store = new MockStore(undefined, () => clock);
  const server = setupServer();
  const client = createApiClient({ baseUrl: 'http://mock-api.roombook.test' });
  /** The front desk of Copenhagen Harbour (location 1), with guest wifi; Aarhus Central's desk has none. */
  const HARBOUR = { locationId: 1, password: 'reception-cph' };
  const AARHUS = { locationId: 2, password: 'lobby-aar' };
  /** Rooms of Copenhagen Harbour (Fjord, Birk, Aurora) and of Aarhus Central (Skagen). */
  const FJORD = 2;
  const BIRK = 3;
  const AURORA = 6;
  const SKAGEN = 1;
  let nextId = 9000;

  /** A booking of Ulla User (Nordlys ApS), or of Anders Admin (no company), from `start` to `end` (UTC instants). */
  const book = (name: string, roomId: number, start: string, end: string, who: 'ulla' | 'anders' = 'ulla') => {
    nextId += 1;
    const user = who === 'ulla' ? { userId: 6, firstName: 'Ulla', lastName: 'User', companyId: 1 } : { userId: 2, firstName: 'Anders', lastName: 'Admin', companyId: null };
    const booking = store.calendar.build({ id: nextId, name, roomId, bookingStart: start, bookingEnd: end, user });
    store.calendar.bookings = [...store.calendar.bookings, booking];
    return booking;
  };

  const signIn = async (body = HARBOUR) => {
    const answer = await client.send(contract.receptionBoard.signIn, { body });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data.token;
  };
  const board = (token: string) => client.send(contract.receptionBoard.board, { token });
  const refusal = async (answer: { ok: true } | { ok: false; status: number; error: { message: string } }) => (answer.ok ? null : [answer.status, answer.error.message]);

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    store = new MockStore(undefined, () => clock);
    store.calendar.bookings = [];
    server.resetHandlers(...createHandlers(store));
  });
  afterAll(() => server.close());

  it('offers the locations that have a reception, by name', async () => {
    const answer = await client.send(contract.receptionBoard.locations, {});
    expect(answer.ok && answer.data).toEqual([
      { id: 2, name: 'Aarhus Central' },
      { id: 1, name: 'Copenhagen Harbour' },
    ]);
  });

  it('signs in with the location and the reception’s password, and refuses a wrong one or another location alike', async () => {
    const answer = await client.send(contract.receptionBoard.signIn, { body: HARBOUR });
    expect(answer.ok && answer.data.token).toMatch(/^reception_/);
    expect(answer.ok && answer.data.reception).toEqual({ id: 1, name: 'Harbour front desk', locationName: 'Copenhagen Harbour', wifiName: 'Harbour-Guest', wifiPass: 'welcome-guest' });
    const wrong = await client.send(contract.receptionBoard.signIn, { body: { ...HARBOUR, password: 'reception-cp' } });
    const elsewhere = await client.send(contract.receptionBoard.signIn, { body: { ...AARHUS, password: HARBOUR.password } });
    expect(await refusal(wrong)).toEqual([401, T.signInFailed]);
    expect(await refusal(elsewhere)).toEqual([401, T.signInFailed]);
  });

  it('takes only a board’s token on the board’s calls', async () => {
    expect(await refusal(await client.send(contract.receptionBoard.board, {}))).toEqual([401, ERRORS.unauthorized]);
    expect(await refusal(await board('reception_unknown'))).toEqual([401, ERRORS.unauthorized]);
    const kiosk = store.kiosk.signIn({ locationId: 1, password: 'kantine-cph' }).token;
    expect(await refusal(await board(kiosk))).toEqual([401, ERRORS.unauthorized]);
    const user = store.issueTokens(2).token;
    expect(await refusal(await board(user))).toEqual([401, ERRORS.unauthorized]);
    // And a board's token opens no user's call.
    expect((await client.send(contract.auth.me, { token: await signIn() })).ok).toBe(false);
  });

  it('shows the meetings of today in Copenhagen in the rooms of its location, by start then room, with hosts and guests', async () => {
    // From 23:30 yesterday to 00:30 today (Copenhagen is UTC+1 in November): it overlaps today.
    const overnight = book('Night shift handover', BIRK, '2026-11-17T22:30:00Z', '2026-11-17T23:30:00Z');
    const aurora = book('Board meeting', AURORA, '2026-11-18T10:00:00Z', '2026-11-18T11:00:00Z', 'anders');
    const fjord = book('Client workshop', FJORD, '2026-11-18T10:00:00Z', '2026-11-18T12:00:00Z');
    // Ended at midnight yesterday, starts at midnight tomorrow, or in Aarhus: not on the board.
    book('Yesterday', FJORD, '2026-11-17T21:00:00Z', '2026-11-17T23:00:00Z');
    book('Tomorrow', FJORD, '2026-11-18T23:00:00Z', '2026-11-19T00:00:00Z');
    book('In Aarhus', SKAGEN, '2026-11-18T10:00:00Z', '2026-11-18T11:00:00Z');
    mockGuests(store).add(fjord.id, 'Ada Lovelace', 'ada@example.test');

    const answer = await board(await signIn());
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.at).toBe('2026-11-18T09:07:00.000Z');
    expect(answer.data.reception.locationName).toBe('Copenhagen Harbour');
    expect(answer.data.meetings.map((m) => [m.id, m.roomName])).toEqual([
      [overnight.id, 'Birk'],
      [aurora.id, 'Aurora'],
      [fjord.id, 'Fjord'],
    ]);
    expect(answer.data.meetings[1]).toMatchObject({ name: 'Board meeting', companyName: null, hostName: 'Anders Admin', guests: [] });
    const [guest] = answer.data.meetings[2]!.guests;
    expect(answer.data.meetings[2]).toMatchObject({ companyName: 'Nordlys ApS', hostName: 'Ulla User' });
    // Never the guest's e-mail.
    expect(guest).toEqual({ id: guest!.id, name: 'Ada Lovelace', arrivedAt: null });
  });

  it('marks a guest arrived and mails the host once; a guest of another place is not here', async () => {
    const fjord = book('Client workshop', FJORD, '2026-11-18T10:00:00Z', '2026-11-18T12:00:00Z');
    const aarhus = book('In Aarhus', SKAGEN, '2026-11-18T10:00:00Z', '2026-11-18T11:00:00Z');
    const ada = mockGuests(store).add(fjord.id, 'Ada Lovelace', null);
    const bo = mockGuests(store).add(aarhus.id, 'Bo Berg', null);
    const token = await signIn();
    const mails = store.outbox.length;

    const arrived = await client.send(contract.receptionBoard.arrive, { token, body: { guestId: ada.id } });
    expect(arrived.ok && arrived.data.meetings.find((m) => m.id === fjord.id)?.guests).toEqual([{ id: ada.id, name: 'Ada Lovelace', arrivedAt: '2026-11-18T09:07:00.000Z' }]);
    expect(store.outbox.slice(mails)).toEqual([
      {
        to: 'user@roombook.test',
        subject: 'Ada Lovelace has arrived · roombook',
        text: 'Hello Ulla,\n\nAda Lovelace has arrived at the reception of Copenhagen Harbour for Client workshop (Fjord, 11:00 – 13:00).\n',
      },
    ]);
    // Tapped again: the board as it is, and no second e-mail.
    expect((await client.send(contract.receptionBoard.arrive, { token, body: { guestId: ada.id } })).ok).toBe(true);
    expect(store.outbox).toHaveLength(mails + 1);

    expect(await refusal(await client.send(contract.receptionBoard.arrive, { token, body: { guestId: bo.id } }))).toEqual([404, T.guestNotHere]);
    expect(await refusal(await client.send(contract.receptionBoard.arrive, { token, body: { guestId: 999 } }))).toEqual([404, T.guestNotHere]);
    expect(mockGuests(store).find(bo.id)?.arrivedAt).toBeNull();
  });

  it('ends a board’s session when it signs out, and when its reception’s password or location changes or it goes', async () => {
    const receptions = mockReceptions(store);
    const harbour = receptions.records.find((reception) => reception.id === 1)!;
    const body = { name: harbour.name, password: harbour.password, locationId: harbour.locationId, wifiName: harbour.wifiName ?? undefined, wifiPass: harbour.wifiPass ?? undefined };
    const ended = async (token: string) => (await refusal(await board(token)))?.[0] === 401;

    const signedOut = await signIn();
    expect((await client.send(contract.receptionBoard.signOut, { token: signedOut })).ok).toBe(true);
    expect(await ended(signedOut)).toBe(true);

    // A new name or wifi keeps the board signed in; a new password ends it.
    let token = await signIn();
    receptions.update(1, { ...body, name: 'Harbour desk', wifiName: 'Harbour-5G' });
    expect(await ended(token)).toBe(false);
    receptions.update(1, { ...body, password: 'new-password' });
    expect(await ended(token)).toBe(true);

    token = await signIn({ ...HARBOUR, password: 'new-password' });
    receptions.update(1, { ...body, password: 'new-password', locationId: 3 });
    expect(await ended(token)).toBe(true);

    const aarhus = await signIn(AARHUS);
    receptions.delete(2);
    expect(await ended(aarhus)).toBe(true);
  });

  it('ends the sessions of a deleted location’s receptions', async () => {
    const token = await signIn();
    const other = await signIn(AARHUS);
    mockReceptions(store).removeAtLocations([1]);
    expect((await board(token)).ok).toBe(false);
    expect((await board(other)).ok).toBe(true);
  });
});
