import { withDevicePassword } from '@roombook/domain/canteens/rules/device-password';
import { byPosition } from '@roombook/domain/canteens/rules/by-position';
import { deviceLocationRefusal, managedCanteenRefusal } from '@roombook/domain/canteens/rules/references';
import { visibleCanteens } from '@roombook/domain/canteens/rules/visible-canteens';
import type { Canteen, CanteenBody, CanteenManagerBody } from '@roombook/domain/canteens/schemas';
import type { CanteenItem, CanteenItemBody } from '@roombook/domain/canteens/item-schemas';
import { ERRORS } from '@roombook/domain/messages';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import { mockLocations } from './factories';
import { compareText } from '@roombook/domain/common/rules/text-order';

/** A canteen as the store keeps it: its location and manager by id, named when listed (the API joins them). */
export interface MockCanteen {
  id: number;
  locationId: number;
  password: string;
  printerEnabled: boolean;
  managerId: number | null;
}

/**
 * Canteen fixtures: one canteen at each mock location. The Copenhagen canteen is managed by the demo
 * CanteenManager (Karen Kantine) when the store has that login; the Aarhus one has no manager ('No manager
 * selected').
 */
export const mockCanteenRecords = (users: ReadonlyArray<Pick<SessionUser, 'id' | 'email'>>): MockCanteen[] => [
  {
    id: 1,
    locationId: mockLocations[0]!.id,
    password: 'kantine-cph',
    printerEnabled: true,
    managerId: users.find((user) => user.email === 'canteen@roombook.test')?.id ?? null,
  },
  { id: 2, locationId: mockLocations[1]!.id, password: 'kantine-aar', printerEnabled: false, managerId: null },
];

/** The canteen menu (prices in øre, as charged), by position; one item with a long name. */
export const mockCanteenItems = (): CanteenItem[] => [
  { id: 1, name: 'Coffee', price: 2500, position: 1 },
  { id: 2, name: 'Croissant', price: 3200, position: 2 },
  { id: 3, name: 'Soup of the day', price: 5500, position: 3 },
  { id: 4, name: 'Sandwich, chicken and pesto', price: 6500, position: 4 },
  { id: 5, name: 'Salad bowl', price: 7950, position: 5 },
  { id: 6, name: 'Sparkling water', price: 1800, position: 6 },
  {
    id: 7,
    name: 'Smørrebrød with roast beef, remoulade, crispy onions, pickles and freshly grated horseradish',
    price: 8950,
    position: 7,
  },
  { id: 8, name: 'Carrot cake', price: 3475, position: 8 },
];

/** What the canteens read of the rest of the store (the store passes itself). */
export interface CanteensStoreView {
  users: SessionUser[];
  readonly locations: { list: ReadonlyArray<{ id: number; name: string }> };
  /** The kiosk: a canteen's new password or location, or its delete, ends its device sessions (docs/decisions/038). */
  readonly kiosk: { endSessionsOf(canteenIds: readonly number[]): void };
  /** A new user who sets a password through a mailed link (a taken e-mail is 409, like the API's). */
  addUser(fields: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'office' | 'mobile' | 'role' | 'company'>): SessionUser;
}

const nextId = (records: ReadonlyArray<{ id: number }>, highest: number) => Math.max(highest, ...records.map((record) => record.id)) + 1;

/**
 * Manage Canteens and the canteen lists for the mocks, with the API's rules: the list is `visibleCanteens`
 * of the caller with `withDevicePassword`; a canteen's location must exist (`deviceLocationRefusal`); a new
 * canteen manager is a CanteenManager invited by mail (`addUser`) who takes the canteen's place of manager
 * (`managedCanteenRefusal` for an unknown canteen). Names are read when listed, so a renamed location or
 * manager shows, and a deleted manager leaves 'No manager selected'. A delete keeps the canteen's orders
 * (`canteenOrders` is not touched, docs/decisions/039). Ids are never given again, like identity columns.
 */
export class MockCanteens {
  records: MockCanteen[];
  private highestId = 0;

  constructor(private readonly store: CanteensStoreView) {
    this.records = mockCanteenRecords(store.users);
  }

  /** Every canteen with its location's and manager's names and its password, by location name. */
  all(): Array<Canteen & { managerId: number | null }> {
    const locations = new Map(this.store.locations.list.map((location) => [location.id, location.name]));
    return this.records
      .map((record): Canteen & { managerId: number | null } => {
        const manager = record.managerId === null ? undefined : this.store.users.find((user) => user.id === record.managerId);
        return {
          id: record.id,
          locationId: record.locationId,
          location: { name: locations.get(record.locationId) ?? '' },
          password: record.password,
          printerEnabled: record.printerEnabled,
          user: manager ? { firstName: manager.firstName, lastName: manager.lastName } : null,
          managerId: record.managerId,
        };
      })
      .sort((a, b) => compareText(a.location.name, b.location.name) || a.id - b.id);
  }

  /** `GET /api/canteen/` as the caller gets it. */
  listFor(actor: Pick<SessionUser, 'id' | 'role' | 'company'>): Canteen[] {
    const viewer = { userId: actor.id, role: actor.role, companyLocationIds: actor.company?.locations.map((location) => location.id) ?? [] };
    return visibleCanteens(viewer, this.all()).map(({ managerId: _managerId, ...canteen }) => withDevicePassword(actor, canteen));
  }

  exists(id: number): boolean {
    return this.records.some((record) => record.id === id);
  }

  create(body: CanteenBody): Canteen {
    this.checkLocation(body.locationId);
    const record = { id: nextId(this.records, this.highestId), ...body, managerId: null };
    this.highestId = record.id;
    this.records.push(record);
    return this.listed(record.id);
  }

  update(id: number, body: CanteenBody): Canteen {
    const record = this.find(id);
    this.checkLocation(body.locationId);
    if (record.password !== body.password || record.locationId !== body.locationId) this.store.kiosk.endSessionsOf([id]);
    Object.assign(record, { locationId: body.locationId, password: body.password, printerEnabled: body.printerEnabled });
    return this.listed(id);
  }

  delete(id: number): void {
    this.find(id);
    this.records = this.records.filter((record) => record.id !== id);
    this.store.kiosk.endSessionsOf([id]);
  }

  /** The canteens of deleted locations go with them (the API's cascade), and their kiosks' sessions; their orders stay. */
  removeAtLocations(locationIds: readonly number[]): void {
    this.store.kiosk.endSessionsOf(this.records.filter((record) => locationIds.includes(record.locationId)).map((record) => record.id));
    this.records = this.records.filter((record) => !locationIds.includes(record.locationId));
  }

  /** `POST /api/user/register-canteen-manager`: the new CanteenManager, invited, now the canteen's manager. */
  registerManager(body: CanteenManagerBody): SessionUser {
    const record = this.records.find((canteen) => canteen.id === body.canteenId);
    refuseWith(managedCanteenRefusal(record !== undefined));
    const manager = this.store.addUser({ firstName: body.firstName, lastName: body.lastName, email: body.email, office: '', mobile: '', role: 'CanteenManager', company: null });
    record!.managerId = manager.id;
    return manager;
  }

  private listed(id: number): Canteen {
    const { managerId: _managerId, ...canteen } = this.all().find((c) => c.id === id)!;
    return canteen;
  }

  private find(id: number): MockCanteen {
    const record = this.records.find((canteen) => canteen.id === id);
    if (!record) throw new MockHttpError(404, ERRORS.notFound);
    return record;
  }

  private checkLocation(locationId: number): void {
    refuseWith(deviceLocationRefusal(this.store.locations.list.some((location) => location.id === locationId)));
  }
}

/** Manage Canteen Items for the mocks: the one menu of every canteen, listed by position (`byPosition`). */
export class MockCanteenItems {
  list: CanteenItem[] = mockCanteenItems();
  private highestId = 0;

  byPosition(): CanteenItem[] {
    return [...this.list].sort(byPosition);
  }

  create(body: CanteenItemBody): CanteenItem {
    const item = { id: nextId(this.list, this.highestId), name: body.name, price: body.price, position: body.position };
    this.highestId = item.id;
    this.list.push(item);
    return item;
  }

  update(id: number, body: CanteenItemBody): CanteenItem {
    const item = this.find(id);
    Object.assign(item, { name: body.name, price: body.price, position: body.position });
    return item;
  }

  delete(id: number): void {
    this.find(id);
    this.list = this.list.filter((item) => item.id !== id);
  }

  private find(id: number): CanteenItem {
    const item = this.list.find((candidate) => candidate.id === id);
    if (!item) throw new MockHttpError(404, ERRORS.notFound);
    return item;
  }
}
