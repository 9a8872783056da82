import type { MailCalendar, OutgoingEmail } from './outgoing-emails-repository';

/**
 * The product's e-mails (issue 9 §2), each as plain text and HTML with the product's name and the
 * recipient's name. A secret link never appears in the stored text: it is the placeholder `{{link}}`,
 * and the link itself travels sealed in `secretParams` until the sender renders the mail.
 */

const PRODUCT = 'roombook';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface Letter {
  to: string;
  firstName: string;
  subject: string;
  /** Paragraphs of plain text (no markup); `{{link}}` stands for the sealed link, on a line of its own. */
  paragraphs: string[];
  link?: string;
}

/** One layout for every mail: a greeting, the paragraphs, a button for the link, and the product's name. */
function letter({ to, firstName, subject, paragraphs, link }: Letter): OutgoingEmail {
  const text = [`Hello ${firstName},`, ...paragraphs, `— ${PRODUCT}`].join('\n\n') + '\n';
  const htmlParagraphs = paragraphs
    .map((paragraph) =>
      paragraph === '{{link}}'
        ? '<p><a href="{{link}}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">Open roombook</a></p>' +
          '<p style="font-size:13px;color:#555555">Or copy this address into your browser: {{link}}</p>'
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('');
  const html =
    '<!doctype html><html lang="en"><body style="font-family:system-ui,Segoe UI,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111111">' +
    `<p>Hello ${escapeHtml(firstName)},</p>${htmlParagraphs}<p style="color:#555555">— ${PRODUCT}</p></body></html>`;
  return { to, subject, text, html, ...(link === undefined ? {} : { secretParams: { link } }) };
}

export interface Recipient {
  email: string;
  firstName: string;
}

/** Password recovery: a single-use link, valid for an hour. */
export const recoveryMail = (user: Recipient, link: string): OutgoingEmail =>
  letter({
    to: user.email,
    firstName: user.firstName,
    subject: `Account recovery · ${PRODUCT}`,
    paragraphs: [
      'Use this link within one hour to set a new password:',
      '{{link}}',
      'If you did not ask for it, ignore this e-mail; your password stays as it is.',
    ],
    link,
  });

/** Where an invited user works: a company's staff book meeting rooms, a canteen manager follows a canteen. */
export type InvitationPlace = { company: string } | { canteenAt: string };

const invitationIntro = (place: InvitationPlace | undefined): string => {
  if (place === undefined) return `An account has been created for you on ${PRODUCT}, where you book meeting rooms.`;
  if ('company' in place) return `An account has been created for you on ${PRODUCT}, where the staff of ${place.company} book meeting rooms.`;
  return `An account has been created for you on ${PRODUCT}, as the manager of the canteen at ${place.canteenAt}.`;
};

/** An invitation: the new user sets their password through a single-use link that expires. */
export const invitationMail = (user: Recipient, link: string, validDays: number, place?: InvitationPlace): OutgoingEmail =>
  letter({
    to: user.email,
    firstName: user.firstName,
    subject: `Your ${PRODUCT} account`,
    paragraphs: [
      invitationIntro(place),
      `Set your password with this link within ${validDays} days (it works once):`,
      '{{link}}',
      `After that, sign in with your e-mail address, ${user.email}.`,
    ],
    link,
  });

/** The decision on a company application, to the person who applied. */
export const applicationDecisionMail = (applicant: Recipient, companyName: string, accepted: boolean): OutgoingEmail =>
  letter({
    to: applicant.email,
    firstName: applicant.firstName,
    subject: accepted ? `${companyName} is on ${PRODUCT}` : `Your application for ${companyName}`,
    paragraphs: accepted
      ? [
          `Your application for ${companyName} has been accepted.`,
          'You will receive a separate e-mail with a link to set your password.',
        ]
      : [`Your application for ${companyName} has been declined.`, 'If you think this is a mistake, contact the office.'],
  });

/**
 * Sign-in to the account was locked after `failures` wrong passwords in a row (docs/decisions/079): when it
 * opens again (`opensAt`, Copenhagen time), and where to set a new password if it was not the user.
 */
export const accountLockedMail = (user: Recipient, lock: { failures: number; opensAt: string; recoveryUrl: string }): OutgoingEmail =>
  letter({
    to: user.email,
    firstName: user.firstName,
    subject: `Sign-in to your ${PRODUCT} account is paused`,
    paragraphs: [
      `Someone gave a wrong password for your account (${user.email}) ${lock.failures} times in a row, so signing in is paused until ${lock.opensAt} (Copenhagen time).`,
      'If it was you, wait until then and sign in again.',
      `If it was not you, someone may be guessing your password: choose a new one with 'Forgot password?' on the sign-in page, ${lock.recoveryUrl}`,
    ],
  });

/** A booking as a check-in e-mail names it: its name, room, location and Copenhagen start. */
export interface CheckInBooking {
  name: string;
  roomName: string;
  locationName: string;
  /** 'dd.MM.yyyy HH:mm', Copenhagen time. */
  startsAt: string;
  /** 'HH:mm', Copenhagen time: when check-in closes. */
  checkInBy: string;
}

/** The booker is reminded to check in at the room's tablet (docs/decisions/102). */
export const checkInReminderMail = (user: Recipient, booking: CheckInBooking): OutgoingEmail =>
  letter({
    to: user.email,
    firstName: user.firstName,
    subject: `Check in for ${booking.name} · ${PRODUCT}`,
    paragraphs: [
      `Your booking ${booking.name} of ${booking.roomName} (${booking.locationName}) starts at ${booking.startsAt} (Copenhagen time).`,
      `${booking.locationName} asks every meeting to check in at the room's tablet, with your company and PIN code, from 5 minutes before the start until ${booking.checkInBy}. A booking that is not checked in by then is released, and the room is free for others.`,
    ],
  });

/**
 * A booking was released because no one checked in (docs/decisions/102), with the calendar file that removes it from
 * the booker's calendar (docs/decisions/104).
 */
export const releasedMail = (user: Recipient, booking: CheckInBooking, calendar: MailCalendar): OutgoingEmail => ({
  ...letter({
    to: user.email,
    firstName: user.firstName,
    subject: `${booking.name} was released · ${PRODUCT}`,
    paragraphs: [
      `No one checked in for your booking ${booking.name} of ${booking.roomName} (${booking.locationName}) at ${booking.startsAt} (Copenhagen time) by ${booking.checkInBy}, so it was released and the room is free for others.`,
      'The booking stays in the booking report as it was booked.',
      CALENDAR_LINES.cancelled,
    ],
  }),
  calendar,
});

/** A guest of a meeting, as the host's e-mail names them and the meeting. */
export interface ArrivedGuest {
  guestName: string;
  meetingName: string;
  roomName: string;
  locationName: string;
  /** 'HH:mm', Copenhagen time. */
  startsAt: string;
}

/** The host is told at once that their guest has arrived at the reception (issue 29 §2, docs/decisions/103). */
export const guestArrivedMail = (host: Recipient, guest: ArrivedGuest): OutgoingEmail =>
  letter({
    to: host.email,
    firstName: host.firstName,
    subject: `${guest.guestName} has arrived · ${PRODUCT}`,
    paragraphs: [
      `${guest.guestName} has arrived at the reception of ${guest.locationName} for your meeting ${guest.meetingName} in ${guest.roomName} at ${guest.startsAt}.`,
    ],
  });

/** A booking as its e-mail names it (docs/decisions/104). */
export interface MailedBooking {
  name: string;
  roomName: string;
  locationName: string;
  /** When, in Copenhagen time: 'on 10.06.2026 from 10:00 to 11:30', or with both dates over midnight. */
  when: string;
}

export type BookingMailKind = 'created' | 'changed' | 'cancelled';

const CALENDAR_LINES: Record<BookingMailKind, string> = {
  created: 'The attached calendar file puts the booking in your calendar (Outlook, Google Calendar, Apple Calendar).',
  changed: 'The attached calendar file moves the booking in your calendar.',
  cancelled: 'The attached calendar file removes the booking from your calendar.',
};
const WHY = 'You get these e-mails because Email notifications are on in your profile.';

/**
 * A booking was made, changed or deleted (issue 30 §1, docs/decisions/104), whoever did it: the booker is told,
 * with a calendar file (`calendar`) that adds, moves or removes the event. `was`: what a changed booking was.
 */
export const bookingMail = (
  user: Recipient,
  kind: BookingMailKind,
  booking: MailedBooking,
  calendar: MailCalendar,
  was?: { roomName: string; when: string },
): OutgoingEmail => {
  const what = `${booking.name} of ${booking.roomName} (${booking.locationName})`;
  const first: Record<BookingMailKind, string> = {
    created: `Your booking ${what} is made: ${booking.when} (Copenhagen time).`,
    changed: `Your booking ${what} has changed. It is now ${booking.when} (Copenhagen time).`,
    cancelled: `Your booking ${what} ${booking.when} (Copenhagen time) has been cancelled.`,
  };
  const subjects: Record<BookingMailKind, string> = { created: 'Booked', changed: 'Changed', cancelled: 'Cancelled' };
  const before = was && (was.roomName === booking.roomName ? `Before, it was ${was.when}.` : `Before, it was ${was.when} in ${was.roomName}.`);
  return {
    ...letter({
      to: user.email,
      firstName: user.firstName,
      subject: `${subjects[kind]}: ${booking.name} · ${PRODUCT}`,
      paragraphs: [first[kind], ...(before ? [before] : []), CALENDAR_LINES[kind], WHY],
    }),
    calendar,
  };
};

/** A series as its e-mail names it (docs/decisions/106). */
export interface MailedSeries {
  name: string;
  roomName: string;
  locationName: string;
  /** The rule in words: 'Repeats weekly on Wednesday'. */
  description: string;
  /** How many bookings are made, and from and to which day, at which time (Copenhagen): '14.10.2026', '09:00 to 10:00'. */
  count: number;
  firstDay: string;
  lastDay: string;
  times: string;
  /** The days the rule gives that are not booked. */
  notBooked: readonly string[];
}

/**
 * A series was booked (issue 30 §3): one e-mail for all of its bookings, with a calendar file that puts the series in
 * the booker's calendar as one repeating event.
 */
export const seriesMail = (user: Recipient, series: MailedSeries, calendar: MailCalendar): OutgoingEmail => {
  const what = `${series.name} of ${series.roomName} (${series.locationName})`;
  const made =
    `Your recurring booking ${what} is made: ${series.description.replace(/^Repeats/, 'it repeats')}, ` +
    `${series.count === 1 ? 'one booking' : `${series.count} bookings`} from ${series.firstDay} to ${series.lastDay}, ${series.times} (Copenhagen time).`;
  const left = series.notBooked.length === 0 ? [] : [`Not booked: ${series.notBooked.join(', ')}.`];
  return {
    ...letter({
      to: user.email,
      firstName: user.firstName,
      subject: `Booked: ${series.name} · ${PRODUCT}`,
      paragraphs: [made, ...left, 'The attached calendar file puts the series in your calendar (Outlook, Google Calendar, Apple Calendar).', WHY],
    }),
    calendar,
  };
};

/**
 * Several bookings of a series were changed or cancelled at once (a change or delete of the following ones or all,
 * issue 30 §3): one e-mail, whose calendar file moves or removes each of those dates of the series.
 */
export const seriesChangedMail = (
  user: Recipient,
  kind: 'changed' | 'cancelled',
  series: { name: string; roomName: string; locationName: string; whens: readonly string[] },
  calendar: MailCalendar,
): OutgoingEmail => {
  const what = `${series.name} of ${series.roomName} (${series.locationName})`;
  const said =
    kind === 'changed'
      ? `${series.whens.length} bookings of your recurring booking ${what} have changed. They are now: ${series.whens.join('; ')} (Copenhagen time).`
      : `${series.whens.length} bookings of your recurring booking ${what} have been cancelled: ${series.whens.join('; ')} (Copenhagen time).`;
  return {
    ...letter({
      to: user.email,
      firstName: user.firstName,
      subject: `${kind === 'changed' ? 'Changed' : 'Cancelled'}: ${series.name} · ${PRODUCT}`,
      paragraphs: [said, CALENDAR_LINES[kind], WHY],
    }),
    calendar,
  };
};
