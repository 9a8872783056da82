import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { z } from 'zod';
import { TabletBookNowBody, TabletChangeBody, TabletCompany, TabletState } from './schemas';

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
  companies: defineCall({
    method: 'GET',
    path: '/api/tablet/companies',
    auth: 'tablet',
    summary: 'The companies that rent at the room’s location, by name: whose staff may book at the tablet',
    response: z.array(TabletCompany),
  }),
  bookNow: defineCall({
    method: 'POST',
    path: '/api/tablet/book-now',
    auth: 'tablet',
    summary: 'Books the room now, from the quarter hour going on, for at least 15, 30 or 60 minutes, for the person of that company and PIN; answers the new state',
    body: TabletBookNowBody,
    status: 201,
    response: TabletState,
  }),
  endEarly: defineCall({
    method: 'POST',
    path: '/api/tablet/end-early',
    auth: 'tablet',
    summary: 'Ends the booking going on at the end of this quarter hour, for someone of its company; answers the new state',
    body: TabletChangeBody,
    response: TabletState,
  }),
  checkIn: defineCall({
    method: 'POST',
    path: '/api/tablet/check-in',
    auth: 'tablet',
    summary: 'Checks in a booking of the room, from 5 minutes before to 10 minutes after its start, for someone of its company; answers the new state',
    body: TabletChangeBody,
    response: TabletState,
  }),
  extend: defineCall({
    method: 'POST',
    path: '/api/tablet/extend',
    auth: 'tablet',
    summary: 'Extends the booking going on by 15 minutes when the room is free then, for someone of its company; answers the new state',
    body: TabletChangeBody,
    response: TabletState,
  }),
} as const;

/** The room tablet: a device of its own kind, outside the §6 table. */
export const tabletArea = defineArea({
  name: 'tablet',
  calls: tabletCalls,
  targets: { state: 'none', companies: 'none', bookNow: 'none', endEarly: 'none', checkIn: 'none', extend: 'none' },
});
