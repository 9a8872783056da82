import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { KIOSK_PIN_ATTEMPTS_MAX } from '@roombook/domain/constants';
import { ERRORS, KIOSK_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import type { TabletPerson } from '@roombook/domain/tablet/schemas';
import { createHandlers } from '../handlers';
import { MockStore } from '../data/store';

/**
 * The room tablet's Book now, End early and Extend in the mocks, at fixed moments of a store's clock, which the
 * shared contract suite (real time) cannot choose: the quarter hour going on, a booking's kept price rate, and
 * the wrong PINs of a room and of its location.
 */
describe('the mocks’ room tablet at a fixed moment', () => {
  // Wednesday 18 November 2026, 10:07 in Copenhagen.
  let clock = Date.parse('2026-11-18T09:07:00Z');
  let store = new MockStore(undefined, () => clock);
  const server = setupServer();
  const client = createApiClient({ baseUrl: 'http://mock-api.roombook.test' });
  /** Fjord and Birk: rooms of Copenhagen Harbour, where Nordlys ApS (1) rents; Aarhus' Nordhavn is not. */
  const FJORD = 2;
  const BIRK = 3;
  const ulla: TabletPerson = { companyId: 1, pinCode: '6666' };
  const wrong: TabletPerson = { companyId: 1, pinCode: '0000' };
  const token = (roomId: number) => `tablet_${store.rooms.find((room) => room.id === roomId)!.code}`;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    clock = Date.parse('2026-11-18T09:07:00Z');
    store = new MockStore(undefined, () => clock);
    store.calendar.bookings = store.calendar.bookings.filter((booking) => booking.roomId !== FJORD && booking.roomId !== BIRK);
    server.resetHandlers(...createHandlers(store));
  });
  afterAll(() => server.close());

  it('lists the companies of the room’s location by name', async () => {
    const answer = await client.send(contract.tablet.companies, { token: token(FJORD) });
    const expected = store.companies.filter((company) => company.locations.some((place) => place.id === 1)).map(({ id, name }) => ({ id, name }));
    expect(answer.ok && answer.data).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
  });

  it('Book now at 10:07 books from 10:00 for Ulla’s company, priced as a new booking; the calendar has it', async () => {
    const answer = await client.send(contract.tablet.bookNow, { token: token(FJORD), body: { minutes: 15, person: ulla } });
    expect(answer.ok && answer.status).toBe(201);
    const current = answer.ok ? answer.data.current : null;
    expect(current).toMatchObject({ name: TABLET_MESSAGES.bookNowTitle, companyName: 'Nordlys ApS', bookingStart: '2026-11-18T09:00:00.000Z', bookingEnd: '2026-11-18T09:30:00.000Z' });
    const booked = store.calendar.bookings.find((booking) => booking.id === current!.id)!;
    expect(booked.userId).toBe(6);
    expect(store.calendar.priceOf(booked)).toMatchObject({ hourlyRate: store.rooms.find((room) => room.id === FJORD)!.hourlyRate, discountPercent: 10 });

    // Taken now: refused as the calendar refuses it.
    const again = await client.send(contract.tablet.bookNow, { token: token(FJORD), body: { minutes: 15, person: ulla } });
    expect(!again.ok && [again.status, again.error.message]).toEqual([409, VALIDATION.selectAvailableRoom]);
  });

  it('End early and Extend move the end of the booking going on, at the rate it was booked at (10:07 books 10:00–11:15)', async () => {
    const booked = await client.send(contract.tablet.bookNow, { token: token(FJORD), body: { minutes: 60, person: ulla } });
    const id = booked.ok ? booked.data.current!.id : 0;
    const rate = store.calendar.priceOf(store.calendar.bookings.find((booking) => booking.id === id)!);
    store.rooms = store.rooms.map((room) => (room.id === FJORD ? { ...room, hourlyRate: (room.hourlyRate ?? 0) * 2 } : room));

    const extended = await client.send(contract.tablet.extend, { token: token(FJORD), body: { bookingId: id, person: ulla } });
    expect(extended.ok && extended.data.current?.bookingEnd).toBe('2026-11-18T10:30:00.000Z');
    const ended = await client.send(contract.tablet.endEarly, { token: token(FJORD), body: { bookingId: id, person: ulla } });
    expect(ended.ok && ended.data.current?.bookingEnd).toBe('2026-11-18T09:15:00.000Z');
    const price = store.calendar.priceOf(store.calendar.bookings.find((booking) => booking.id === id)!);
    expect(price).toMatchObject({ hourlyRate: rate.hourlyRate, discountPercent: rate.discountPercent });
    // A quarter hour at the rate it was booked at, not at the room's new one.
    expect(price.total).toBe(rate.hourlyRate! / 4);

    // 10:07 is in its last quarter hour now: nothing is left to free.
    const none = await client.send(contract.tablet.endEarly, { token: token(FJORD), body: { bookingId: id, person: ulla } });
    expect(!none.ok && [none.status, none.error.message]).toEqual([409, TABLET_MESSAGES.endsThisQuarter]);
  });

  it('changes only this room’s booking going on, of the person’s company, once the PIN is right', async () => {
    const booked = await client.send(contract.tablet.bookNow, { token: token(FJORD), body: { minutes: 30, person: ulla } });
    const id = booked.ok ? booked.data.current!.id : 0;
    const refusal = async (roomId: number, person: TabletPerson, bookingId = id) => {
      const answer = await client.send(contract.tablet.extend, { token: token(roomId), body: { bookingId, person } });
      return answer.ok ? null : [answer.status, answer.error.message];
    };
    expect(await refusal(FJORD, wrong)).toEqual([400, KIOSK_MESSAGES.wrongPin(KIOSK_PIN_ATTEMPTS_MAX - 1, 0)]);
    expect(await refusal(BIRK, ulla)).toEqual([404, ERRORS.notFound]);
    // Someone of Hygge Design ApS (3), which rents at Copenhagen Harbour too; Fjord Consulting (2) does not.
    const { discount: _discount, ...hygge } = store.companies.find((company) => company.id === 3)!;
    store.users.push({ ...store.users.find((user) => user.id === 6)!, id: 200, email: 'hygge@roombook.test', company: hygge, pinCode: '9999' });
    expect(await refusal(FJORD, { companyId: 3, pinCode: '9999' })).toEqual([403, TABLET_MESSAGES.notYourCompany]);
    expect(await refusal(FJORD, { companyId: 2, pinCode: '6666' })).toEqual([400, KIOSK_MESSAGES.companyNotHere]);
    // 10:45: it has ended.
    clock = Date.parse('2026-11-18T09:45:00Z');
    expect(await refusal(FJORD, ulla)).toEqual([409, TABLET_MESSAGES.notGoingOn]);
  });

  it('counts wrong PINs per room tablet, then locks it; another room of the location still checks', async () => {
    const bookNow = (roomId: number, person: TabletPerson) => client.send(contract.tablet.bookNow, { token: token(roomId), body: { minutes: 15, person } });
    for (let left = KIOSK_PIN_ATTEMPTS_MAX - 1; left >= 1; left -= 1) {
      const answer = await bookNow(FJORD, wrong);
      expect(!answer.ok && answer.error.message).toBe(KIOSK_MESSAGES.wrongPin(left, 0));
    }
    const last = await bookNow(FJORD, wrong);
    expect(!last.ok && last.error.message).toBe(KIOSK_MESSAGES.wrongPin(0, 15 * 60));
    const locked = await bookNow(FJORD, ulla);
    expect(!locked.ok && [locked.status, locked.error.message]).toEqual([429, KIOSK_MESSAGES.pinLocked(15 * 60)]);
    expect((await bookNow(BIRK, ulla)).ok).toBe(true);
    // The window passes: the room checks PINs again.
    clock += 15 * 60_000;
    expect((await bookNow(FJORD, ulla)).ok).toBe(true);
  });
});
