import { bulkRefusal } from '@roombook/domain/common/rules/bulk-refusal';
import type { Feature } from '@roombook/domain/features/schemas';
import { featureNameRefusal } from '@roombook/domain/features/rules/name-refusal';
import { ERRORS } from '@roombook/domain/messages';
import type { Room } from '@roombook/domain/rooms/schemas';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import { mockFeatures } from './rooms';

/**
 * The mocks' features, with the API's rules: names unique whatever their case (`featureNameRefusal`), bulk
 * changes all or nothing (`bulkRefusal`), and every room showing a feature as it is now (the API joins them; here each
 * room's copy is updated, and a deleted feature leaves every room).
 */
export class MockFeatures {
  list: Feature[] = mockFeatures();

  constructor(private readonly rooms: () => Room[]) {}

  sorted(): Feature[] {
    return [...this.list].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  create(name: string): Feature {
    refuseWith(featureNameRefusal(name, this.list));
    const feature = { id: Math.max(0, ...this.list.map((f) => f.id)) + 1, name, isActive: true };
    this.list.push(feature);
    return feature;
  }

  rename(id: number, name: string): Feature {
    const feature = this.find(id);
    refuseWith(featureNameRefusal(name, this.list, id));
    feature.name = name;
    this.updateRooms();
    return feature;
  }

  setActive(ids: readonly number[], isActive: boolean): void {
    refuseWith(bulkRefusal(ids, this.list.map((f) => f.id)));
    for (const feature of this.list) if (ids.includes(feature.id)) feature.isActive = isActive;
    this.updateRooms();
  }

  delete(ids: readonly number[]): void {
    refuseWith(bulkRefusal(ids, this.list.map((f) => f.id)));
    this.list = this.list.filter((f) => !ids.includes(f.id));
    this.updateRooms();
  }

  private find(id: number): Feature {
    const feature = this.list.find((f) => f.id === id);
    if (!feature) throw new MockHttpError(404, ERRORS.notFound);
    return feature;
  }

  /** Each room's features as they are now: renamed, marked, or gone. */
  private updateRooms(): void {
    const byId = new Map(this.list.map((f) => [f.id, f]));
    for (const room of this.rooms()) {
      room.features = room.features.flatMap((f) => {
        const now = byId.get(f.id);
        return now ? [{ ...now }] : [];
      });
    }
  }
}
