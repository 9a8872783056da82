import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import { mockTablet } from '../data/tablet';
import type { MockStore } from '../data/store';

/** The room tablet (docs/decisions/100, 101): the room's state for its tablet code, and Book now, End early, Extend and Check in. */
const tabletHandlers = (store: MockStore) => {
  const tablets = mockTablet(store);
  return [
    contractHandler(store, contract.tablet.state, ({ tablet }) => tablets.state(tablet)),
    contractHandler(store, contract.tablet.companies, ({ tablet }) => tablets.companies(tablet)),
    contractHandler(store, contract.tablet.bookNow, ({ tablet, body }) => tablets.bookNow(tablet, body)),
    contractHandler(store, contract.tablet.endEarly, ({ tablet, body }) => tablets.endEarly(tablet, body)),
    contractHandler(store, contract.tablet.extend, ({ tablet, body }) => tablets.extend(tablet, body)),
    contractHandler(store, contract.tablet.checkIn, ({ tablet, body }) => tablets.checkIn(tablet, body)),
  ];
};

export default tabletHandlers;
