import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, type CallInput } from '@roombook/domain/contract/client';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { createHandlers } from '../handlers';
import { MockStore } from '../data/store';

/**
 * What deleting a location does in the mocks, through the calls, on a store of its own: the demo data it
 * takes with it cannot be taken from the shared contract suite (its case "deleting a location takes its
 * rooms with it" runs there once the room calls are mocked).
 */
describe('the mocks delete a location with its rooms, canteens and receptions', () => {
  // Mid-month, so that the month of generated bookings has some on each side of now.
  const store = new MockStore(undefined, () => Date.parse('2026-11-18T09:07:00Z'));
  const server = setupServer(...createHandlers(store));
  const client = createApiClient({ baseUrl: 'http://mock-api.roombook.test' });
  let token = '';
  const send = async <C extends ApiCall>(call: C, input: Omit<CallInput<C>, 'token'> = {} as Omit<CallInput<C>, 'token'>) => {
    const result = await client.send(call, { ...input, token } as CallInput<C>);
    if (!result.ok) throw new Error(`${call.method} ${call.path}: ${result.status} ${result.error.message}`);
    return result.data;
  };

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    const login = await client.send(contract.auth.login, { body: { email: 'superadmin@roombook.test', password: 'roombook' } });
    if (!login.ok) throw new Error('no sign-in');
    token = login.data.token;
  });
  afterAll(() => server.close());

  it('its rooms leave the calendar and the room list; the bookings that have ended stay, the others are cancelled', async () => {
    const home = (await send(contract.location.mine)).find((location) => location.rooms.length > 0)!;
    const roomIds = home.rooms.map((room) => room.id);
    const now = store.now();
    const ofRooms = () => store.calendar.bookings.filter((booking) => roomIds.includes(booking.roomId));
    expect(ofRooms().some((booking) => Date.parse(booking.bookingEnd) <= now)).toBe(true);
    expect(ofRooms().some((booking) => Date.parse(booking.bookingEnd) > now)).toBe(true);
    const ended = ofRooms().filter((booking) => Date.parse(booking.bookingEnd) <= now);

    expect(await send(contract.location.deleteMany, { body: { items: [home.id] } })).toEqual({ message: LOCATION_MESSAGES.manyDeleted });

    expect((await send(contract.location.mine)).map((location) => location.id)).not.toContain(home.id);
    expect((await send(contract.room.list)).filter((room) => roomIds.includes(room.id))).toEqual([]);
    expect(ofRooms()).toEqual(ended);
  });

  it('its canteens and receptions go too; the canteens’ orders stay for the reports (docs/decisions/039)', async () => {
    const home = (await send(contract.location.list))[0]!;
    const canteenIds = (await send(contract.canteen.list)).filter((canteen) => canteen.locationId === home.id).map((canteen) => canteen.id);
    expect(canteenIds.length, 'a canteen at the location').toBeGreaterThan(0);
    expect((await send(contract.reception.list)).some((reception) => reception.locationId === home.id), 'a reception at the location').toBe(true);
    const orders = store.canteenOrders.filter((order) => canteenIds.includes(order.canteenId));
    expect(orders.length, 'orders at its canteens').toBeGreaterThan(0);

    await send(contract.location.delete, { params: { id: home.id } });

    expect((await send(contract.canteen.list)).filter((canteen) => canteen.locationId === home.id)).toEqual([]);
    expect((await send(contract.reception.list)).filter((reception) => reception.locationId === home.id)).toEqual([]);
    expect(store.canteenOrders.filter((order) => canteenIds.includes(order.canteenId))).toEqual(orders);
  });
});
