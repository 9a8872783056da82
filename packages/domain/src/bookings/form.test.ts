import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  availabilityIntervalFrom,
  bookingFormValuesFrom,
  createBookingFormSchema,
  defaultBookingFormValues,
  defaultFormValuesForDay,
  endTimeForNewStart,
  type BookingFormOptions,
  type BookingFormValues,
} from './form';

const NOW = Temporal.Instant.from('2026-11-21T10:00:00+01:00'); // Saturday 10:00 in Copenhagen

const TITLE = 'Booking title is required';
const PAST = 'You can not create past bookings';
const BEFORE = 'End time can not be before start time';
const EQUAL = 'End time should be different than start time';
const SLOTS = 'Please choose 00, 15, 30 or 45 minute slots';
const ROOM = 'Please select an available room';
const REQUIRED = 'This field is required';
const INVALID = 'Invalid Date';

const valid: BookingFormValues = { title: 'Standup', date: '2026-11-21', start: '10:15', end: '11:00', roomId: '3' };

const fieldErrors = (input: BookingFormValues, now = NOW, options?: BookingFormOptions) => {
  const result = createBookingFormSchema(now, options).safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('createBookingFormSchema: every §5 booking message', () => {
  it.each([
    { name: 'title missing', input: { ...valid, title: undefined }, errors: { title: [TITLE] } },
    { name: 'title blank', input: { ...valid, title: '   ' }, errors: { title: [TITLE] } },
    { name: 'room missing', input: { ...valid, roomId: undefined }, errors: { roomId: [ROOM] } },
    { name: 'room empty choice', input: { ...valid, roomId: '' }, errors: { roomId: [ROOM] } },
    { name: 'room not a number', input: { ...valid, roomId: 'abc' }, errors: { roomId: [ROOM] } },
    { name: 'date yesterday', input: { ...valid, date: '2026-11-20' }, errors: { date: [PAST] } },
    { name: 'start earlier today', input: { ...valid, start: '09:45' }, errors: { start: [PAST] } },
    { name: 'end before start', input: { ...valid, start: '11:00', end: '10:30' }, errors: { end: [BEFORE] } },
    { name: 'end equal to start', input: { ...valid, start: '11:00', end: '11:00' }, errors: { end: [EQUAL] } },
    { name: 'start off the grid', input: { ...valid, start: '10:20' }, errors: { start: [SLOTS] } },
    { name: 'end off the grid', input: { ...valid, end: '11:05' }, errors: { end: [SLOTS] } },
    { name: '23:45 + 30 min crosses into the next day', input: { ...valid, start: '23:45', end: '00:15' }, errors: { end: [BEFORE] } },
    { name: 'date missing', input: { ...valid, date: undefined }, errors: { date: [REQUIRED] } },
    { name: 'date blank', input: { ...valid, date: '' }, errors: { date: [REQUIRED] } },
    { name: 'date not YYYY-MM-DD', input: { ...valid, date: '21/11/2026' }, errors: { date: [INVALID] } },
    { name: 'date that does not exist', input: { ...valid, date: '2026-02-30' }, errors: { date: [INVALID] } },
    { name: 'start missing', input: { ...valid, start: undefined }, errors: { start: [REQUIRED] } },
    { name: 'start not HH:mm', input: { ...valid, start: '9:15' }, errors: { start: [INVALID] } },
    { name: 'end 24:00', input: { ...valid, end: '24:00' }, errors: { end: [INVALID] } },
    {
      name: 'everything missing: every field at once',
      input: {},
      errors: { title: [TITLE], date: [REQUIRED], start: [REQUIRED], end: [REQUIRED], roomId: [ROOM] },
    },
    {
      name: 'title and room missing do not hide the time messages',
      input: { date: '2026-11-21', start: '09:00', end: '08:00' },
      errors: { title: [TITLE], roomId: [ROOM], start: [PAST], end: [BEFORE] },
    },
    {
      name: 'a yesterday booking ending before it starts',
      input: { ...valid, date: '2026-11-20', start: '11:00', end: '10:00' },
      errors: { date: [PAST], end: [BEFORE] },
    },
    {
      name: 'DST Sunday 29 March: 02:00 does not exist and reads as 03:00, the same as the end',
      input: { ...valid, date: '2026-03-29', start: '02:00', end: '03:00' },
      now: Temporal.Instant.from('2026-03-01T00:00:00+01:00'),
      errors: { end: [EQUAL] },
    },
  ])('$name', ({ input, errors, now }) => {
    expect(fieldErrors(input, now ?? NOW)).toEqual(errors);
  });

  it.each([
    { name: 'a room the availability answer does not list', roomId: '4', available: [3, 5], errors: { roomId: [ROOM] } },
    { name: 'no room available', roomId: '3', available: [], errors: { roomId: [ROOM] } },
    { name: 'an available room', roomId: '3', available: [3, 5], errors: {} },
  ])('availability: $name', ({ roomId, available, errors }) => {
    expect(fieldErrors({ ...valid, roomId }, NOW, { availableRoomIds: available })).toEqual(errors);
  });
});

describe('createBookingFormSchema: output is the API body with ISO instants', () => {
  it.each([
    {
      name: 'winter day',
      input: valid,
      now: NOW,
      output: { name: 'Standup', roomId: 3, bookingStart: '2026-11-21T09:15:00Z', bookingEnd: '2026-11-21T10:00:00Z' },
    },
    {
      name: 'starting exactly now',
      input: { ...valid, start: '10:00', end: '10:15' },
      now: NOW,
      output: { name: 'Standup', roomId: 3, bookingStart: '2026-11-21T09:00:00Z', bookingEnd: '2026-11-21T09:15:00Z' },
    },
    {
      name: 'exactly midnight to 01:00, title trimmed, numeric room',
      input: { title: '  Night shift ', date: '2026-11-22', start: '00:00', end: '01:00', roomId: 12 },
      now: NOW,
      output: { name: 'Night shift', roomId: 12, bookingStart: '2026-11-21T23:00:00Z', bookingEnd: '2026-11-22T00:00:00Z' },
    },
    {
      name: 'summer time',
      input: { ...valid, date: '2027-06-01', start: '08:00', end: '09:30' },
      now: NOW,
      output: { name: 'Standup', roomId: 3, bookingStart: '2027-06-01T06:00:00Z', bookingEnd: '2027-06-01T07:30:00Z' },
    },
    {
      name: 'DST Sunday 29 March: 01:00 to 04:00 is 2 real hours',
      input: { ...valid, date: '2026-03-29', start: '01:00', end: '04:00' },
      now: Temporal.Instant.from('2026-03-01T00:00:00+01:00'),
      output: { name: 'Standup', roomId: 3, bookingStart: '2026-03-29T00:00:00Z', bookingEnd: '2026-03-29T02:00:00Z' },
    },
    {
      name: 'DST Sunday 25 October: 02:00 (summer time) to 03:00 is 2 real hours',
      input: { ...valid, date: '2026-10-25', start: '02:00', end: '03:00' },
      now: Temporal.Instant.from('2026-10-01T00:00:00+02:00'),
      output: { name: 'Standup', roomId: 3, bookingStart: '2026-10-25T00:00:00Z', bookingEnd: '2026-10-25T02:00:00Z' },
    },
  ])('$name', ({ input, now, output }) => {
    expect(createBookingFormSchema(now).parse(input)).toEqual(output);
  });

  it('Admin/SuperAdmin editing a past booking (allowPast) keeps its past time', () => {
    expect(createBookingFormSchema(NOW, { allowPast: true }).parse({ ...valid, date: '2026-11-20' })).toEqual({
      name: 'Standup',
      roomId: 3,
      bookingStart: '2026-11-20T09:15:00Z',
      bookingEnd: '2026-11-20T10:00:00Z',
    });
  });
});

describe('defaultBookingFormValues', () => {
  it.each([
    { name: 'on a slot', now: '2026-11-21T10:00:00+01:00', values: { date: '2026-11-21', start: '10:30', end: '11:30' } },
    { name: '7:30 past rounds up first', now: '2026-11-21T10:07:30+01:00', values: { date: '2026-11-21', start: '10:45', end: '11:45' } },
    { name: 'exactly midnight', now: '2026-11-23T00:00:00+01:00', values: { date: '2026-11-23', start: '00:30', end: '01:30' } },
    { name: '23:45 + 30 min crosses into the next day', now: '2026-11-21T23:45:00+01:00', values: { date: '2026-11-22', start: '00:15', end: '01:15' } },
    { name: 'DST Sunday 29 March', now: '2026-03-29T01:40:00+01:00', values: { date: '2026-03-29', start: '03:15', end: '04:15' } },
  ])('$name', ({ now, values }) => {
    const defaults = defaultBookingFormValues(Temporal.Instant.from(now));
    expect(defaults).toEqual(values);
    // The defaults are a valid booking once a title and a room are chosen.
    expect(createBookingFormSchema(Temporal.Instant.from(now)).safeParse({ ...defaults, title: 'x', roomId: 1 }).success).toBe(true);
  });

  it('at 22:50 the default end falls after midnight, which the one-date form refuses', () => {
    const now = Temporal.Instant.from('2026-11-21T22:50:00+01:00');
    const defaults = defaultBookingFormValues(now);
    expect(defaults).toEqual({ date: '2026-11-21', start: '23:15', end: '00:15' });
    expect(fieldErrors({ ...defaults, title: 'x', roomId: 1 }, now)).toEqual({ end: [BEFORE] });
  });
});

describe('endTimeForNewStart: one hour after the new start', () => {
  it.each([
    { start: '09:00', end: '10:00' },
    { start: '09:45', end: '10:45' },
    { start: '23:00', end: '00:00' },
    { start: '23:30', end: '00:30' },
    { start: '9:00', end: null },
    { start: undefined, end: null },
  ])('$start → $end', ({ start, end }) => {
    expect(endTimeForNewStart(start)).toBe(end);
  });
});

describe('availabilityIntervalFrom: only when date and times are valid on the grid', () => {
  it.each([
    { name: 'valid', values: { date: '2026-11-21', start: '10:15', end: '11:00' }, interval: { bookingStart: '2026-11-21T09:15:00Z', bookingEnd: '2026-11-21T10:00:00Z' } },
    { name: 'start off the grid', values: { date: '2026-11-21', start: '10:10', end: '11:00' }, interval: null },
    { name: 'end off the grid', values: { date: '2026-11-21', start: '10:15', end: '11:01' }, interval: null },
    { name: 'date missing', values: { start: '10:15', end: '11:00' }, interval: null },
    { name: 'date unreadable', values: { date: '2026-02-30', start: '10:15', end: '11:00' }, interval: null },
    { name: 'end missing', values: { date: '2026-11-21', start: '10:15' }, interval: null },
  ])('$name', ({ values, interval }) => {
    expect(availabilityIntervalFrom(values)).toEqual(interval);
  });
});

describe('bookingFormValuesFrom: Edit booking starts from the booking in Copenhagen time', () => {
  it.each([
    {
      name: 'UTC texts shown as Copenhagen wall time',
      booking: { name: 'Standup', roomId: 3, bookingStart: '2026-11-21T09:15:00Z', bookingEnd: '2026-11-21T10:00:00Z' },
      values: { title: 'Standup', date: '2026-11-21', start: '10:15', end: '11:00', roomId: 3 },
    },
    {
      name: 'UTC evening is the next Copenhagen day',
      booking: { name: 'Late', roomId: 4, bookingStart: '2026-11-21T23:00:00Z', bookingEnd: '2026-11-21T23:30:00Z' },
      values: { title: 'Late', date: '2026-11-22', start: '00:00', end: '00:30', roomId: 4 },
    },
  ])('$name', ({ booking, values }) => {
    expect(bookingFormValuesFrom(booking)).toEqual(values);
  });
});

describe('defaultFormValuesForDay: Add on the day the calendar shows, at the next free quarter hour', () => {
  const now = Temporal.Instant.from('2026-11-24T10:00:00+01:00');
  const booking = (roomId: number, day: string, from: string, to: string) => ({
    roomId,
    bookingStart: `${day}T${from}:00+01:00`,
    bookingEnd: `${day}T${to}:00+01:00`,
  });
  it.each([
    { name: 'today, nothing booked: the §4 default', day: '2026-11-24', taken: [], values: { date: '2026-11-24', start: '10:30', end: '11:30' } },
    { name: 'a day in the past: today', day: '2026-11-20', taken: [], values: { date: '2026-11-24', start: '10:30', end: '11:30' } },
    { name: 'a later day: that day, at the same time', day: '2026-11-26', taken: [], values: { date: '2026-11-26', start: '10:30', end: '11:30' } },
    {
      name: 'the room is booked then: the first quarter hour with a free hour',
      day: '2026-11-26',
      taken: [booking(1, '2026-11-26', '10:00', '11:00'), booking(1, '2026-11-26', '12:00', '13:00')],
      values: { date: '2026-11-26', start: '11:00', end: '12:00' },
    },
    {
      name: 'a gap shorter than an hour is skipped',
      day: '2026-11-26',
      taken: [booking(1, '2026-11-26', '10:30', '11:30'), booking(1, '2026-11-26', '12:00', '13:00')],
      values: { date: '2026-11-26', start: '13:00', end: '14:00' },
    },
    {
      name: 'another room is not in the way',
      day: '2026-11-26',
      taken: [booking(2, '2026-11-26', '10:00', '18:00')],
      values: { date: '2026-11-26', start: '10:30', end: '11:30' },
    },
    {
      name: 'booked to the end of the day: the first free hour from 08:00',
      day: '2026-11-26',
      taken: [booking(1, '2026-11-26', '08:30', '09:00'), booking(1, '2026-11-26', '10:00', '23:30')],
      values: { date: '2026-11-26', start: '09:00', end: '10:00' },
    },
    {
      name: 'booked all day: the first time stays',
      day: '2026-11-26',
      taken: [booking(1, '2026-11-26', '00:00', '23:45')],
      values: { date: '2026-11-26', start: '10:30', end: '11:30' },
    },
  ])('$name', ({ day, taken, values }) => {
    expect(defaultFormValuesForDay(now, day, [1], taken)).toEqual(values);
  });

  it('with every room of the location, one free room is enough', () => {
    const taken = [booking(1, '2026-11-26', '10:00', '12:00'), booking(2, '2026-11-26', '10:00', '11:00')];
    expect(defaultFormValuesForDay(now, '2026-11-26', [1, 2], taken)).toMatchObject({ start: '11:00', end: '12:00' });
  });

  it('late in the evening, a later day offers its morning; today keeps the §4 default', () => {
    const evening = Temporal.Instant.from('2026-11-24T22:52:00+01:00');
    expect(defaultFormValuesForDay(evening, '2026-11-26', [1], [])).toEqual({ date: '2026-11-26', start: '08:00', end: '09:00' });
    expect(defaultFormValuesForDay(evening, '2026-11-24', [1], [])).toEqual({ date: '2026-11-24', start: '23:15', end: '00:15' });
  });

  it('on the spring DST day the hour is a real hour', () => {
    const early = Temporal.Instant.from('2026-03-27T01:40:00+01:00');
    expect(defaultFormValuesForDay(early, '2026-03-29', [1], [])).toEqual({ date: '2026-03-29', start: '03:15', end: '04:15' });
  });
});
