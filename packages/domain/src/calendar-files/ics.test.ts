import { describe, expect, it } from 'vitest';
import { calendarFile, isRepeatedWallTime, type CalendarEvent, type CalendarFileOptions } from './ics';
import { readCalendarFile } from './read-calendar-file';

const parse = readCalendarFile;

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'booking-7@roombook.example',
  sequence: 2,
  start: '2026-06-10T08:00:00Z',
  end: '2026-06-10T09:30:00Z',
  summary: 'Board meeting',
  location: 'Blixen, Copenhagen',
  ...over,
});

const file = (over: Partial<CalendarFileOptions> = {}): string =>
  calendarFile({
    method: 'REQUEST',
    events: [event()],
    stamp: '2026-06-01T12:00:00Z',
    organizer: { name: 'roombook', email: 'noreply@roombook.example' },
    attendee: { name: 'Anna Jensen', email: 'anna@example.com' },
    ...over,
  });

describe('a booking as a calendar file', () => {
  it('is a REQUEST with the UID, SEQUENCE, room and location, in Europe/Copenhagen with its VTIMEZONE', () => {
    const parsed = parse(file());
    expect(parsed.method).toBe('REQUEST');
    expect(parsed.zone).toBe('Europe/Copenhagen');
    expect(parsed.events).toEqual([
      expect.objectContaining({
        uid: 'booking-7@roombook.example',
        sequence: 2,
        summary: 'Board meeting',
        location: 'Blixen, Copenhagen',
        start: '2026-06-10T08:00:00.000Z',
        end: '2026-06-10T09:30:00.000Z',
        startZone: 'Europe/Copenhagen',
        status: 'CONFIRMED',
        organizer: 'mailto:noreply@roombook.example',
        attendee: 'mailto:anna@example.com',
      }),
    ]);
    // The wall time of the booking, as Copenhagen reads it (10:00 in summer time).
    expect(file()).toContain('DTSTART;TZID=Europe/Copenhagen:20260610T100000');
  });

  it('asks for no answer and says the booker has accepted', () => {
    expect(file()).toMatch(/ATTENDEE;[^\r\n]*RSVP=FALSE/);
    expect(file()).toMatch(/ATTENDEE;[^\r\n]*PARTSTAT=ACCEPTED/);
  });

  it('is a CANCEL of the same UID with the event cancelled', () => {
    const parsed = parse(file({ method: 'CANCEL', events: [event({ sequence: 3, cancelled: true })] }));
    expect(parsed.method).toBe('CANCEL');
    expect(parsed.events[0]).toMatchObject({ uid: 'booking-7@roombook.example', sequence: 3, status: 'CANCELLED' });
  });

  it.each([
    ['the spring DST day, after the change', '2027-03-28T08:00:00Z', '2027-03-28T09:00:00Z', '20270328T100000'],
    ['the spring DST day, before the change', '2027-03-28T00:00:00Z', '2027-03-28T00:45:00Z', '20270328T010000'],
    ['the autumn DST day, after the change', '2026-10-25T09:00:00Z', '2026-10-25T10:00:00Z', '20261025T100000'],
    ['the autumn DST day, before the change', '2026-10-24T23:00:00Z', '2026-10-24T23:30:00Z', '20261025T010000'],
    ['a booking over midnight', '2026-12-31T22:30:00Z', '2027-01-01T00:15:00Z', '20261231T233000'],
  ])('puts a booking on %s at its hour', (_day, start, end, wall) => {
    const text = file({ events: [event({ start, end })] });
    expect(text).toContain(`DTSTART;TZID=Europe/Copenhagen:${wall}`);
    expect(parse(text).events[0]).toMatchObject({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
  });

  it.each([
    ['the first 02:30 (summer time)', '2026-10-25T00:30:00Z'],
    ['the second 02:30 (winter time)', '2026-10-25T01:30:00Z'],
  ])('writes a booking that begins in the repeated autumn hour, at %s, in UTC', (_which, start) => {
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    const text = file({ events: [event({ start, end })] });
    expect(text).not.toContain('DTSTART;TZID');
    expect(parse(text).events[0]).toMatchObject({ start: new Date(start).toISOString(), end });
  });

  it('knows which wall times occur twice', () => {
    expect(isRepeatedWallTime('2026-10-25T00:30:00Z')).toBe(true);
    expect(isRepeatedWallTime('2026-10-25T01:30:00Z')).toBe(true);
    expect(isRepeatedWallTime('2026-10-25T02:00:00Z')).toBe(false);
    expect(isRepeatedWallTime('2026-10-24T23:59:00Z')).toBe(false);
    expect(isRepeatedWallTime('2027-03-28T01:00:00Z')).toBe(false);
  });

  it.each([
    ['commas and semicolons', 'Budget, Q3; final', 'Room A, B; C'],
    ['new lines', 'Line one\nline two\r\nline three', 'Blixen\nCopenhagen'],
    ['non-Latin letters', 'Совещание 会议 Æbleø', 'Ålborg — 東京'],
    ['a backslash and quotes', 'C:\\share "x"', 'Room \\1'],
  ])('keeps names with %s as they are', (_what, summary, location) => {
    const parsed = parse(file({ events: [event({ summary, location })] }));
    expect(parsed.events[0]).toMatchObject({ summary: summary.replace(/\r\n/g, '\n'), location });
  });

  it('folds long lines at 75 octets without splitting a letter', () => {
    const summary = 'Møde om ærlige øl og åndehuller '.repeat(8);
    const text = file({ events: [event({ summary })] });
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(text).events[0]!.summary).toBe(summary);
  });

  it('names a feed and lists many events, without a method that asks for an answer', () => {
    const parsed = parse(
      calendarFile({ method: 'PUBLISH', name: 'Blixen · roombook', stamp: '2026-06-01T12:00:00Z', events: [event(), event({ uid: 'booking-8@roombook.example', start: '2026-06-11T08:00:00Z', end: '2026-06-11T09:00:00Z' })] }),
    );
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.name).toBe('Blixen · roombook');
    expect(parsed.events.map((e) => e.uid)).toEqual(['booking-7@roombook.example', 'booking-8@roombook.example']);
  });
});

describe('a series as a calendar file (issue 30 §3)', () => {
  // Weekly on Wednesday at 09:00 Copenhagen from 14 October 2026, across the change to winter time on 25 October.
  const master = event({
    uid: 'series-3@roombook.example',
    sequence: 0,
    start: '2026-10-14T07:00:00Z',
    end: '2026-10-14T08:00:00Z',
    summary: 'Team meeting',
    repeat: { rule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=5', exclude: ['2026-10-28T08:00:00Z'] },
  });

  it("is one event with the RRULE and the EXDATE of a week not booked: a calendar program expands it to the series' dates at 09:00", () => {
    const parsed = parse(file({ events: [master] }));
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0]).toMatchObject({ uid: 'series-3@roombook.example', rrule: 'FREQ=WEEKLY;COUNT=5;BYDAY=WE', startZone: 'Europe/Copenhagen' });
    // 09:00 in summer time (07:00Z), then 09:00 in winter time (08:00Z); the 28th is left out.
    expect(parsed.events[0]!.occurrences).toEqual(['2026-10-14T07:00:00.000Z', '2026-10-21T07:00:00.000Z', '2026-11-04T08:00:00.000Z', '2026-11-11T08:00:00.000Z']);
    expect(file({ events: [master] })).toContain('EXDATE;TZID=Europe/Copenhagen:20261028T090000');
  });

  it('writes an occurrence changed by itself under the series UID with its RECURRENCE-ID', () => {
    const moved = event({ uid: 'series-3@roombook.example', sequence: 1, start: '2026-11-04T09:00:00Z', end: '2026-11-04T10:00:00Z', summary: 'Team meeting', recurrenceId: '2026-11-04T08:00:00Z' });
    const parsed = parse(file({ events: [master, moved] }));
    expect(parsed.events[1]).toMatchObject({ uid: 'series-3@roombook.example', recurrenceId: '2026-11-04T08:00:00.000Z', start: '2026-11-04T09:00:00.000Z', end: '2026-11-04T10:00:00.000Z' });
    expect(file({ events: [moved] })).toContain('RECURRENCE-ID;TZID=Europe/Copenhagen:20261104T090000');
  });
});
