import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { TabletState } from './schemas';

/**
 * The room tablet (issue 29 §1, docs/decisions/100). The tablet URL's code is the device's credential: a call
 * sends it as `Authorization: Bearer tablet_{code}` (`auth: 'tablet'`), and it opens only that room's calls.
 * Reset URL gives the room a new code, so the old one is refused (401) at once.
 */
const tabletCalls = {
  state: defineCall({
    method: 'GET',
    path: '/api/tablet/state',
    auth: 'tablet',
    summary: "The tablet's room: the booking going on, the rest of today's bookings and the next free time",
    response: TabletState,
  }),
} as const;

/** The room tablet: a device of its own kind, outside the §6 table. */
export const tabletArea = defineArea({
  name: 'tablet',
  calls: tabletCalls,
  targets: { state: 'none' },
});
