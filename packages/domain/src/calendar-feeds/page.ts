/**
 * Calendar feeds (issue 30 §2, docs/decisions/105): our words, the spec has none. No calls and no zod, so a screen
 * reads them without loading every call (docs/decisions/062).
 */
export const CALENDAR_FEED_MESSAGES = {
  heading: 'Calendar feeds',
  help: 'Subscribe to these addresses in Outlook, Google Calendar or Apple Calendar to see bookings there. Each address works without signing in: keep it to yourself.',
  yourBookings: 'Your bookings',
  yourAndCompanyBookings: 'Your and your company’s bookings',
  room: 'Room',
  roomFeed: (room: string) => `Bookings of ${room}`,
  copy: 'Copy',
  copied: 'Address copied',
  reset: 'Reset addresses',
  confirmReset: 'Reset your calendar feed addresses? The old addresses stop working at once, and every calendar subscribed to them must subscribe again.',
  wasReset: 'Calendar feed addresses reset',
  /** The addresses could not be read (the API did not answer). */
  unavailable: 'The calendar feed addresses cannot be shown right now. Reload the page to try again.',
  noRooms: 'No rooms to subscribe to',
  /** An event of another company in a room's feed: the time is taken, nothing more. */
  busy: 'Busy',
  bookedBy: (name: string) => `Booked by ${name}`,
  /** The names of the feeds in a calendar program. */
  bookingsFeedName: 'My bookings · roombook',
  roomFeedName: (room: string, location: string) => `${room}, ${location} · roombook`,
} as const;
