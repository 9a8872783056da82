import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import { mockTabletState } from '../data/tablet';
import type { MockStore } from '../data/store';

/** The room tablet (docs/decisions/100): the room's state for its tablet code. */
const tabletHandlers = (store: MockStore) => [contractHandler(store, contract.tablet.state, ({ tablet }) => mockTabletState(store, tablet))];

export default tabletHandlers;
