import { contract } from '@roombook/domain/contract/index';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { contractHandler } from '../lib/contract-handler';
import { storeMockImage } from '../lib/images';
import type { MockStore } from '../data/store';

/** The calendar's locations (the signed-in user's, with their active rooms) and Manage Locations, with the API's rules (`MockLocations`). */
const locationHandlers = (store: MockStore) => [
  contractHandler(store, contract.location.mine, ({ actor }) => store.calendar.calendarLocationsOf(actor)),
  contractHandler(store, contract.location.public, () => store.locations.activeNames()),
  contractHandler(store, contract.location.list, () => store.locations.sorted()),
  contractHandler(store, contract.location.create, async ({ body, files }) => store.locations.create(body, await storeMockImage(files))),
  contractHandler(store, contract.location.update, async ({ params, body, files }) => store.locations.update(params.id, body, await storeMockImage(files))),
  contractHandler(store, contract.location.delete, ({ params }) => {
    store.locations.delete([params.id]);
    return { message: LOCATION_MESSAGES.deleted };
  }),
  contractHandler(store, contract.location.setActive, ({ body }) => {
    store.locations.setActive(body.items, true);
    return { message: LOCATION_MESSAGES.manyUpdated };
  }),
  contractHandler(store, contract.location.setInactive, ({ body }) => {
    store.locations.setActive(body.items, false);
    return { message: LOCATION_MESSAGES.manyUpdated };
  }),
  contractHandler(store, contract.location.deleteMany, ({ body }) => {
    store.locations.delete(body.items);
    return { message: LOCATION_MESSAGES.manyDeleted };
  }),
];

export default locationHandlers;
