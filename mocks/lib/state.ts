import type { MockStore } from '../data/store';

/**
 * An area's own in-memory state, kept on each store without a field in store.ts: made on a store's first
 * use and the same for that store afterwards (a new store, a new state). An area declares it beside its
 * data (`export const mockReceptions = mockState((store) => new MockReceptions(store.locations))`), and its
 * handlers, other areas and stories read it with `mockReceptions(store)`.
 */
export const mockState =
  <T>(make: (store: MockStore) => T) =>
  (store: Pick<MockStore, 'own'>): T =>
    store.own(make);
