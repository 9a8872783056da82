import { deviceLocationRefusal } from '@roombook/domain/canteens/rules/references';
import { ERRORS } from '@roombook/domain/messages';
import type { Reception, ReceptionBody } from '@roombook/domain/receptions/schemas';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import { mockState } from '../lib/state';
import { mockLocations } from './factories';

/** A reception as the store keeps it: its location by id, named when listed (the API joins it). */
export type MockReception = Omit<Reception, 'location'>;

/**
 * Reception fixtures: the Copenhagen front desk with guest wifi, and an Aarhus desk without wifi details
 * (both optional, §5).
 */
export const mockReceptionRecords = (): MockReception[] => [
  { id: 1, name: 'Harbour front desk', password: 'reception-cph', locationId: mockLocations[0]!.id, wifiName: 'Harbour-Guest', wifiPass: 'welcome-guest' },
  { id: 2, name: 'Central lobby', password: 'lobby-aar', locationId: mockLocations[1]!.id, wifiName: null, wifiPass: null },
];

/**
 * Manage Receptions for the mocks, with the API's rules: a reception's location must exist
 * (`deviceLocationRefusal`); a PUT replaces every field (a wifi field left out is cleared); the location's
 * name is read when listed, and a location's delete takes its receptions (the API's cascade). A new password
 * or location, or a delete, ends the reception's board sessions (`onSessionsEnd`, as Manage Canteens ends its
 * kiosks'). Ids are never given again, like identity columns.
 */
export class MockReceptions {
  records: MockReception[] = mockReceptionRecords();
  private highestId = 0;
  /** Told of the receptions whose board sessions end (the reception board's state listens, docs/decisions/103). */
  private readonly sessionEnders: Array<(receptionIds: readonly number[]) => void> = [];

  constructor(private readonly locations: { readonly list: ReadonlyArray<{ id: number; name: string }> }) {}

  /** Every reception, by location name, then name and id. */
  all(): Reception[] {
    return this.records
      .map((record) => this.named(record))
      .sort((a, b) => a.location.name.localeCompare(b.location.name) || a.name.localeCompare(b.name) || a.id - b.id);
  }

  create(body: ReceptionBody): Reception {
    const record = { id: Math.max(this.highestId, ...this.records.map((r) => r.id)) + 1, ...this.fieldsOf(body) };
    this.highestId = record.id;
    this.records.push(record);
    return this.named(record);
  }

  update(id: number, body: ReceptionBody): Reception {
    const record = this.find(id);
    const fields = this.fieldsOf(body);
    if (record.password !== fields.password || record.locationId !== fields.locationId) this.endSessionsOf([id]);
    Object.assign(record, fields);
    return this.named(record);
  }

  delete(id: number): void {
    this.find(id);
    this.endSessionsOf([id]);
    this.records = this.records.filter((record) => record.id !== id);
  }

  removeAtLocations(locationIds: readonly number[]): void {
    this.endSessionsOf(this.records.filter((record) => locationIds.includes(record.locationId)).map((record) => record.id));
    this.records = this.records.filter((record) => !locationIds.includes(record.locationId));
  }

  /** Calls `listener` with the receptions whose board sessions end, from now on (the API ends them in the change's transaction). */
  onSessionsEnd(listener: (receptionIds: readonly number[]) => void): void {
    this.sessionEnders.push(listener);
  }

  private endSessionsOf(receptionIds: readonly number[]): void {
    if (receptionIds.length > 0) for (const listener of this.sessionEnders) listener(receptionIds);
  }

  private fieldsOf(body: ReceptionBody): Omit<MockReception, 'id'> {
    refuseWith(deviceLocationRefusal(this.locations.list.some((location) => location.id === body.locationId)));
    return { name: body.name, password: body.password, locationId: body.locationId, wifiName: body.wifiName ?? null, wifiPass: body.wifiPass ?? null };
  }

  private named(record: MockReception): Reception {
    return { ...record, location: { name: this.locations.list.find((location) => location.id === record.locationId)?.name ?? '' } };
  }

  private find(id: number): MockReception {
    const record = this.records.find((candidate) => candidate.id === id);
    if (!record) throw new MockHttpError(404, ERRORS.notFound);
    return record;
  }
}

/** Manage Receptions' state in a store: the front-desk tablets. */
export const mockReceptions = mockState((store) => new MockReceptions(store.locations));
