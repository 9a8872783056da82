import { Temporal } from 'temporal-polyfill';
import type { BoardGuest, BoardMeeting } from '../schemas';

/**
 * The wifi as a QR code's text, in the `WIFI:` format phones read (the ZXing "Wi-Fi network config" form):
 * `WIFI:T:WPA;S:{name};P:{password};;`, or `T:nopass` without a password. `\`, `;`, `,`, `:` and `"` in the
 * name and password are escaped with a backslash. Null without a network name.
 */
export function wifiQrText(name: string | null, password: string | null): string | null {
  if (name === null || name === '') return null;
  const escape = (text: string) => text.replace(/([\\;,:"])/g, '\\$1');
  if (password === null || password === '') return `WIFI:T:nopass;S:${escape(name)};;`;
  return `WIFI:T:WPA;S:${escape(name)};P:${escape(password)};;`;
}

const isBefore = (a: string, b: Temporal.Instant) => Temporal.Instant.compare(Temporal.Instant.from(a), b) <= 0;
const isAfter = (a: string, b: Temporal.Instant) => Temporal.Instant.compare(Temporal.Instant.from(a), b) > 0;

/**
 * What the board shows as Now and Next at the moment `at`: the meetings going on (start ≤ at < end), and the
 * meetings that start next (every meeting with the earliest start after `at`), each by start then room.
 */
export function nowAndNext<M extends Pick<BoardMeeting, 'bookingStart' | 'bookingEnd' | 'roomName'>>(
  meetings: readonly M[],
  at: string,
): { now: M[]; next: M[] } {
  const instant = Temporal.Instant.from(at);
  const order = (a: M, b: M) =>
    Temporal.Instant.compare(Temporal.Instant.from(a.bookingStart), Temporal.Instant.from(b.bookingStart)) || a.roomName.localeCompare(b.roomName, 'da');
  const now = meetings.filter((m) => isBefore(m.bookingStart, instant) && isAfter(m.bookingEnd, instant)).sort(order);
  const later = meetings.filter((m) => isAfter(m.bookingStart, instant)).sort(order);
  const first = later[0];
  const next = first === undefined ? [] : later.filter((m) => m.bookingStart === first.bookingStart);
  return { now, next };
}

/** A text folded for searching: lower case, accents gone (é → e), the Danish letters kept as they are. */
const folded = (text: string) =>
  text
    .toLocaleLowerCase('da')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, (mark, offset: number, whole: string) => (mark === '\u030a' && /[aA]$/.test(whole.slice(0, offset)) ? mark : ''))
    .normalize('NFC');

/**
 * Whether a guest's name answers what was typed at the reception: every typed word is the beginning of a word of
 * the name, each word of the name used once ('ad lo' finds 'Ada Lovelace'), ignoring case and accents (but not
 * the ring of å, a letter of its own in Danish). Blank finds nobody.
 */
export function guestNameMatches(name: string, typed: string): boolean {
  const words = folded(typed).split(/[\s-]+/).filter(Boolean);
  if (words.length === 0) return false;
  const nameWords = folded(name).split(/[\s-]+/).filter(Boolean);
  const used = new Set<number>();
  return words.every((word) => {
    const index = nameWords.findIndex((candidate, i) => !used.has(i) && candidate.startsWith(word));
    if (index < 0) return false;
    used.add(index);
    return true;
  });
}

/** A guest of a meeting, with the meeting: what the reception's search lists. */
export interface FoundGuest {
  guest: BoardGuest;
  meeting: BoardMeeting;
}

/** The guests of the day's meetings whose names answer `typed` (`guestNameMatches`), by name then meeting start. */
export function findGuests(meetings: readonly BoardMeeting[], typed: string): FoundGuest[] {
  return meetings
    .flatMap((meeting) => meeting.guests.filter((guest) => guestNameMatches(guest.name, typed)).map((guest) => ({ guest, meeting })))
    .sort((a, b) => a.guest.name.localeCompare(b.guest.name, 'da') || a.meeting.bookingStart.localeCompare(b.meeting.bookingStart));
}
