/**
 * The expected guests of a booking (issue 29 §2, docs/decisions/103): our words, the spec has no guests. No
 * calls and no zod, so a screen reads them without loading every call (docs/decisions/062).
 */
export const GUEST_MESSAGES = {
  heading: 'Guests',
  help: 'Add the guests you expect, so that the reception can welcome them and tell you when they arrive.',
  name: 'Guest name',
  email: 'Guest email (optional)',
  add: 'Add guest',
  remove: (name: string) => `Remove ${name}`,
  none: 'No guests expected',
  /** The guest list while it loads (the spinner's name), and the button that asks again after a failure. */
  loading: 'Loading guests',
  retry: 'Try again',
  arrived: 'Arrived',
  expected: 'Expected',
  added: 'Guest added',
  removed: 'Guest removed',
  /** Another company's guest, as a user of another company sees it (the name is personal data). */
  guestOf: (company: string) => `Guest of ${company}`,
  /** A guest of a booker without a company (an administrator). */
  guestOfReception: 'Guest',
  tooMany: (max: number) => `A booking can have at most ${max} guests`,
  notFound: 'The guest was not found',
} as const;
