// A browser in New York: Copenhagen is 6 hours ahead, so Copenhagen days start the evening before there.
process.env.TZ = 'America/New_York';

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { BookingCalendar, PROGRESSIVE_MIN_BOOKINGS, roomStateText } from './BookingCalendar';
import { toCalendarEvent } from './event';
import { bookingsInWeek } from './fixtures';

const booking = (id: number, name: string, bookingStart: string, bookingEnd: string): Booking => ({
  id,
  name,
  bookingStart,
  bookingEnd,
  room: { id: 2, name: 'Fjord', location: { id: 1, name: 'Copenhagen Harbour' } },
  roomId: 2,
  userId: 6,
  user: { firstName: 'Ulla', lastName: 'User', company: { id: 1, name: 'Nordlys ApS' } },
  series: null,
  bookingCost: { total: 25000 },
});

const NOW = new Date('2026-11-23T09:00:00+01:00');

/** Renders the week of Monday 23 November 2026 and returns each day column's HTML, Monday first. */
function weekColumns(bookings: Booking[], view: 'week' | 'work_week' = 'week', date = new Date('2026-11-25T12:00:00+01:00')): { headers: string[]; columns: string[] } {
  const html = renderToString(
    <BookingCalendar
      bookings={bookings}
      isOwn={() => true}
      view={view}
      date={date}
      now={() => NOW}
      onCreate={() => undefined}
      onSelect={() => undefined}
    />,
  );
  const headers = [...html.matchAll(/class="rbc-header[^"]*"><button[^>]*><span[^>]*>([^<]*)</g)].map((m) => m[1]!);
  const columns = html.split('class="rbc-day-slot').slice(1);
  return { headers, columns };
}

describe('BookingCalendar in a browser zone other than Copenhagen', () => {
  it('checks that the test really runs in New York time', () => {
    expect(new Date('2026-11-23T00:00:00+01:00').getDate()).toBe(22);
  });

  it('draws a booking at its Copenhagen time, in its Copenhagen day', () => {
    // Tuesday 10:00–11:00 in Copenhagen is Tuesday 04:00–05:00 in New York.
    const { columns } = weekColumns([booking(1, 'Sprint review', '2026-11-24T10:00:00+01:00', '2026-11-24T11:00:00+01:00')]);
    expect(columns).toHaveLength(7);
    const day = columns.findIndex((column) => column.includes('Sprint review'));
    expect(day).toBe(1);
    const column = columns[day]!;
    expect(column).toContain('10:00 – 11:00');
    // 10:00 is 10/24 of the way down the day; 1 hour is 1/24 of it.
    expect(column).toMatch(/top:41\.666\d*%/);
    expect(column).toMatch(/height:4\.166\d*%/);
  });

  it('keeps a booking just after Copenhagen midnight on its Copenhagen day', () => {
    // 00:15 Wednesday in Copenhagen is 18:15 Tuesday in New York.
    const { columns } = weekColumns([booking(2, 'Night shift handover', '2026-11-25T00:15:00+01:00', '2026-11-25T01:00:00+01:00')]);
    expect(columns.findIndex((column) => column.includes('Night shift handover'))).toBe(2);
    expect(columns[2]).toContain('00:15 – 01:00');
  });

  it('shows Monday to Friday in the work week', () => {
    const { headers, columns } = weekColumns([
      booking(3, 'Monday standup', '2026-11-23T09:00:00+01:00', '2026-11-23T09:15:00+01:00'),
      booking(4, 'Friday demo', '2026-11-27T15:00:00+01:00', '2026-11-27T16:00:00+01:00'),
      booking(5, 'Saturday workshop', '2026-11-28T10:00:00+01:00', '2026-11-28T12:00:00+01:00'),
    ], 'work_week');
    expect(headers).toEqual(['Mon 23/11', 'Tue 24/11', 'Wed 25/11', 'Thu 26/11', 'Fri 27/11']);
    expect(columns).toHaveLength(5);
    expect(columns[0]).toContain('Monday standup');
    expect(columns[4]).toContain('Friday demo');
    expect(columns.join('')).not.toContain('Saturday workshop');
  });

  it('draws the DST days on the wall clock beside the gutter: 24 hours, each booking at the time it says', () => {
    const top = (column: string, name: string) => Number(new RegExp(`top:([\\d.]+)%[^>]*>(?:(?!role="button").)*${name}`).exec(column)?.[1]);
    // Spring: 02:00–03:00 does not exist; 10:00 is still 10/24 down, and 23:00 is the last hour, not lost below.
    const spring = weekColumns(
      [
        booking(6, 'Spring review', '2026-03-29T10:00:00+02:00', '2026-03-29T11:00:00+02:00'),
        booking(7, 'Late call', '2026-03-29T23:00:00+02:00', '2026-03-29T23:45:00+02:00'),
      ],
      'week',
      new Date('2026-03-25T12:00:00+01:00'),
    ).columns[6]!;
    expect(spring.split('class="rbc-timeslot-group"').length - 1).toBe(24);
    expect(top(spring, 'Spring review')).toBeCloseTo((10 / 24) * 100, 6);
    expect(top(spring, 'Late call')).toBeCloseTo((23 / 24) * 100, 6);
    // Autumn: 02:00–03:00 comes twice; 10:00 is 10/24 down.
    const autumn = weekColumns([booking(8, 'Autumn review', '2026-10-25T10:00:00+01:00', '2026-10-25T11:00:00+01:00')], 'week', new Date('2026-10-21T12:00:00+02:00'))
      .columns[6]!;
    expect(autumn.split('class="rbc-timeslot-group"').length - 1).toBe(24);
    expect(top(autumn, 'Autumn review')).toBeCloseTo((10 / 24) * 100, 6);
  });

  it('names each drawn booking by its Copenhagen time, title, room, day and who, and draws the time, title and room', () => {
    const { columns } = weekColumns([booking(1, 'Sprint review', '2026-11-24T10:00:00+01:00', '2026-11-24T11:00:00+01:00')]);
    const match = /<div role="button"([^>]*class="rbc-event[^"]*"[^>]*)>(.*?)<\/div><\/div>/.exec(columns[1]!);
    expect(/aria-label="([^"]*)"/.exec(match?.[1] ?? '')?.[1]).toBe('10:00 – 11:00 Sprint review, Fjord, Tue 24 Nov, Ulla User');
    // What is drawn, block by block: time label, title, room (the separator between them is aria-hidden),
    // in the name's order.
    const drawn = (match?.[2] ?? '')
      .replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
      .replace(/<!-- -->/g, '')
      .split(/<[^>]+>/)
      .filter((part) => part.trim() !== '');
    expect(drawn).toEqual(['10:00 – 11:00', 'Sprint review', 'Fjord']);
  });
});

describe('BookingCalendar with a large list of bookings', () => {
  const week = (count: number) => bookingsInWeek(count, '2026-11-23');
  const drawnIn = (columns: string[]) => columns.join('').split('class="rbc-event ').length - 1;

  it('draws a list just under the threshold in its first render', () => {
    const { columns } = weekColumns(week(PROGRESSIVE_MIN_BOOKINGS - 1));
    expect(drawnIn(columns)).toBe(PROGRESSIVE_MIN_BOOKINGS - 1);
  });

  it('draws the grid without bookings in the first render of a list at the threshold (the client adds them)', () => {
    const { headers, columns } = weekColumns(week(PROGRESSIVE_MIN_BOOKINGS));
    expect(headers).toHaveLength(7);
    expect(columns).toHaveLength(7);
    expect(drawnIn(columns)).toBe(0);
  });
});

describe("a room's free or busy text in the Day view of all rooms", () => {
  const day = new Date('2026-11-24T00:00:00+01:00').getTime();
  const at = (time: string) => new Date(`2026-11-24T${time}:00+01:00`).getTime();
  const events = [
    booking(1, 'Standup', '2026-11-24T09:00:00+01:00', '2026-11-24T10:00:00+01:00'),
    booking(2, 'Review', '2026-11-24T10:00:00+01:00', '2026-11-24T11:30:00+01:00'),
    booking(3, 'Retro', '2026-11-24T14:00:00+01:00', '2026-11-24T15:00:00+01:00'),
  ].map(toCalendarEvent);

  it('says until when a room is busy today, following bookings that join on', () => {
    expect(roomStateText(events, day, at('09:30'))).toEqual({ busy: true, text: 'Busy until 11:30' });
  });

  it('says until when a room is free today, or that it is free for the rest of the day', () => {
    expect(roomStateText(events, day, at('12:00'))).toEqual({ busy: false, text: 'Free until 14:00' });
    expect(roomStateText(events, day, at('15:00'))).toEqual({ busy: false, text: 'Free all day' });
  });

  it('counts the bookings of another day', () => {
    expect(roomStateText(events, day, at('09:30') - 86_400_000)).toEqual({ busy: false, text: '3 bookings' });
    expect(roomStateText(events.slice(0, 1), day, at('09:30') + 86_400_000)).toEqual({ busy: false, text: '1 booking' });
    expect(roomStateText([], day, at('09:30') + 86_400_000)).toEqual({ busy: false, text: 'Free all day' });
  });
});
