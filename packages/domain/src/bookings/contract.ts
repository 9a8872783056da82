import { z } from 'zod';
import { BOOKING_RANGE_MAX_DAYS } from '../constants';
import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { IdParams, MessageResponse } from '../common/schemas';
import { SUCCESS } from '../messages';
import {
  AvailabilityEntry,
  AvailabilityRequest,
  Booking,
  BookingBody,
  BookingLimitsEntry,
  BookingRangeQuery,
  LocationIdParams,
  UsedTimeQuery,
} from './schemas';
import { CALENDAR } from './page';
import { SeriesBody, SeriesCreated, SeriesPreview, SeriesPreviewBody, SeriesScopeQuery } from './series/schemas';
import { SERIES_MAX_OCCURRENCES } from './series/page';

/**
 * Calendar bookings (§7 "Calendar and bookings"). Every role books; who may change or delete which
 * booking (creator, company roles on their company's bookings, Admin and SuperAdmin; past bookings only
 * by Admin and SuperAdmin) is the domain's booking permission, enforced by the API.
 */
const bookingCalls = {
  byRoom: defineCall({
    method: 'GET',
    path: '/api/booking/room/{id}',
    auth: 'bearer',
    summary: `A room's bookings that overlap [from, to), a range of at most ${BOOKING_RANGE_MAX_DAYS} days`,
    params: IdParams,
    query: BookingRangeQuery,
    response: z.array(Booking),
  }),
  byLocation: defineCall({
    method: 'GET',
    path: '/api/booking/location/{id}',
    auth: 'bearer',
    summary: `The bookings of a location's active rooms that overlap [from, to), a range of at most ${BOOKING_RANGE_MAX_DAYS} days`,
    params: IdParams,
    query: BookingRangeQuery,
    response: z.array(Booking),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/booking/',
    auth: 'bearer',
    summary: 'Book a room for the signed-in user (refused if taken, in the past or over the company limits)',
    body: BookingBody,
    status: 201,
    response: Booking,
    successMessage: SUCCESS.bookingCreated,
  }),
  seriesPreview: defineCall({
    method: 'POST',
    path: '/api/booking/series/preview',
    auth: 'bearer',
    summary: `The bookings a repeat of a booking gives (at most ${SERIES_MAX_OCCURRENCES}, within a year), each with why it cannot be booked or null; nothing is booked`,
    body: SeriesPreviewBody,
    response: SeriesPreview,
  }),
  createSeries: defineCall({
    method: 'POST',
    path: '/api/booking/series',
    auth: 'bearer',
    summary:
      'Book the chosen bookings of a repeat for the signed-in user, all or none: each decided as a single booking would be, the earlier ones of the series counted (409 with the first refusal, nothing booked)',
    body: SeriesBody,
    status: 201,
    response: SeriesCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/booking/{id}',
    auth: 'bearer',
    summary: "Change a booking's title, room or time; of an occurrence of a series, with `scope`, also the later ones or all (each decided again, all or none)",
    params: IdParams,
    query: SeriesScopeQuery,
    body: BookingBody,
    response: Booking,
    successMessage: SUCCESS.bookingUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/booking/{id}',
    auth: 'bearer',
    summary: 'Delete a booking; of an occurrence of a series, with `scope`, also the later ones or all that have not started',
    params: IdParams,
    query: SeriesScopeQuery,
    response: MessageResponse,
    successMessage: SUCCESS.bookingDeleted,
  }),
  availableRooms: defineCall({
    method: 'POST',
    path: '/api/booking/getAvailableRooms/',
    auth: 'bearer',
    summary:
      "Each active room of a location with whether it can be booked for the interval and why not; with `id`, also that booking's room once it or its location is inactive (failures are silent in the web app)",
    body: AvailabilityRequest,
    response: z.array(AvailabilityEntry),
  }),
  usedTime: defineCall({
    method: 'GET',
    path: '/api/booking/getUsedTime/{locationId}',
    auth: 'bearer',
    summary:
      "Hours the signed-in user's company has booked in each room of a location on a day and in its ISO week (today and this week unless `date` is given)",
    params: LocationIdParams,
    query: UsedTimeQuery,
    response: z.array(BookingLimitsEntry),
  }),
} as const;

/** The calendar and its bookings (§2 "Calendar"), which every signed-in user opens. */
export const bookingArea = defineArea({
  name: 'booking',
  calls: bookingCalls,
  targets: {
    byRoom: 'room',
    byLocation: 'location',
    create: 'room',
    seriesPreview: 'room',
    createSeries: 'room',
    update: 'booking',
    delete: 'booking',
    availableRooms: 'location',
    usedTime: 'location',
  },
  capabilities: { calendar: CALENDAR },
});
