import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** Locations: the calendar's `mine` for now (the Locations screen's calls come with their own issue). */
export const locationHandlers = ({ bookings }: Services) =>
  ({
    mine: { handler: ({ user }) => bookings.mine(user) },
  }) satisfies AreaHandlers<typeof contract.location>;
