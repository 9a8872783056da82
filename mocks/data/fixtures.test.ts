import { describe, expect, it } from 'vitest';
import { MockStore } from './store';
import { EMPTY_LOCATION_ID, mockLocationRecords } from './locations';

/**
 * The fixture data the stories are built on (not contract behaviour: the contract suite asks the mocks
 * through the calls, in tests/contract/cases). If one of these fails, a story's premise is gone.
 */

/** Wednesday 18 November 2026, 10:07 in Copenhagen: the calendar stories' clock. */
const NOVEMBER = Date.parse('2026-11-18T09:07:00Z');
/** Tuesday 17 March 2026, 11:00 in Copenhagen: the report stories' clock. */
const MARCH = Date.parse('2026-03-17T10:00:00Z');
const inMonth = (iso: string, month: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().startsWith(month);

describe('the calendar fixture (calendar and booking stories)', () => {
  const bookings = new MockStore(undefined, () => NOVEMBER).calendar.bookings;

  it.each([
    { name: 'Copenhagen Harbour has over sixty bookings in the month of now (the month view’s "+N more")', count: () => bookings.filter((b) => b.room.location.id === 1 && inMonth(b.bookingStart, '2026-11')).length, atLeast: 60 },
    { name: 'Aarhus has some', count: () => bookings.filter((b) => b.room.location.id === 2).length, atLeast: 1 },
  ])('$name', ({ count, atLeast }) => {
    expect(count()).toBeGreaterThanOrEqual(atLeast);
  });

  it('never has two bookings at once in one room', () => {
    const clashes = bookings.flatMap((a) =>
      bookings.filter((b) => a.id < b.id && a.roomId === b.roomId && a.bookingStart < b.bookingEnd && b.bookingStart < a.bookingEnd).map((b) => [a.id, b.id]),
    );
    expect(clashes).toEqual([]);
  });

  it.each([
    { name: 'Birk', id: 3 },
    { name: 'Tivoli', id: 8 },
  ])('leaves $name free for the booking dialog stories', ({ id }) => {
    expect(bookings.filter((b) => b.roomId === id)).toEqual([]);
  });

  it('has a location without rooms (Odense Docks: "No rooms in this locations")', () => {
    const store = new MockStore(undefined, () => NOVEMBER);
    expect(mockLocationRecords().some((l) => l.id === EMPTY_LOCATION_ID)).toBe(true);
    expect(store.rooms.filter((room) => room.locationId === EMPTY_LOCATION_ID)).toEqual([]);
  });

  it('has bookings before and after the report stories’ now in their month', () => {
    const march = new MockStore(undefined, () => MARCH).calendar.bookings.filter((b) => inMonth(b.bookingStart, '2026-03'));
    expect(march.some((b) => Date.parse(b.bookingStart) <= MARCH)).toBe(true);
    expect(march.some((b) => Date.parse(b.bookingStart) > MARCH)).toBe(true);
  });
});

describe('the canteen orders fixture (canteen report stories)', () => {
  const orders = new MockStore(undefined, () => MARCH).canteenOrders;
  const copenhagenInMarch = orders.filter((o) => o.canteenId === 1 && inMonth(o.createdAt, '2026-03'));

  it('has at least 20 orders of 1 to 4 items at the Copenhagen canteen in the month of now', () => {
    expect(copenhagenInMarch.length).toBeGreaterThanOrEqual(20);
    expect(copenhagenInMarch.every((o) => o.lines.length >= 1 && o.lines.length <= 4)).toBe(true);
  });

  it('has guests and at least three companies among them', () => {
    expect(copenhagenInMarch.some((o) => o.companyId === null && o.employee === null)).toBe(true);
    expect(new Set(copenhagenInMarch.map((o) => o.companyId).filter((id) => id !== null)).size).toBeGreaterThanOrEqual(3);
  });

  it('has orders of the month before, which the default range leaves out', () => {
    expect(orders.filter((o) => inMonth(o.createdAt, '2026-02')).length).toBeGreaterThan(0);
  });
});
