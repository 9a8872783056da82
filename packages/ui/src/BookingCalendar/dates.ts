import type { CalendarView } from '@roombook/domain/constants';
import { add, copenhagenText, dayStart, endOf, startOf } from './calendarTime';

/** How many days the agenda lists after its first (react-big-calendar's default). */
const AGENDA_LENGTH_DAYS = 30;

/** 'Tue 24 Nov' in Copenhagen time. */
export const dayText = (date: Date | number): string => copenhagenText(date, 'EEE dd MMM');

/** 'HH:mm – HH:mm' in Copenhagen time. */
export const timeRangeText = (start: Date | number, end: Date | number): string =>
  `${copenhagenText(start, 'HH:mm')} – ${copenhagenText(end, 'HH:mm')}`;

/**
 * The interval [start, end) of instants a view shows around `date` (its Copenhagen days, weeks from
 * Monday): what the page loads bookings for (contract: GET /api/booking/location/{id}?from&to). The same
 * days as react-big-calendar's views on the calendar's localizer (dates.test.ts compares them).
 */
export function visibleRange(view: CalendarView, date: Date): { start: Date; end: Date } {
  const ms = date.getTime();
  const day = dayStart(ms);
  switch (view) {
    case 'month': {
      const first = startOf(startOf(ms, 'month'), 'week');
      return { start: new Date(first), end: new Date(add(dayStart(endOf(endOf(ms, 'month'), 'week')), 1, 'day')) };
    }
    case 'week':
    case 'work_week': {
      const monday = startOf(ms, 'week');
      return { start: new Date(monday), end: new Date(add(monday, view === 'week' ? 7 : 5, 'day')) };
    }
    case 'day':
      return { start: new Date(day), end: new Date(add(day, 1, 'day')) };
    case 'agenda':
      return { start: new Date(day), end: new Date(add(day, AGENDA_LENGTH_DAYS + 1, 'day')) };
  }
}

/**
 * The interval a slot selection stands for. In the time grid react-big-calendar's own start and end are
 * right; a selection of whole days (the month view, the all-day row), which it ends by the browser's
 * zone, ends at the Copenhagen midnight after its last day.
 */
export function slotSelection(slot: { start: Date; end: Date; slots: readonly Date[] }, view: CalendarView): { start: Date; end: Date } {
  const days = slot.slots.length > 0 ? slot.slots.map((d) => d.getTime()) : [slot.start.getTime()];
  const wholeDays = view === 'month' || days.every((d) => dayStart(d) === d);
  if (!wholeDays) return { start: slot.start, end: slot.end };
  const first = Math.min(...days);
  const last = Math.max(...days);
  return { start: new Date(dayStart(first)), end: new Date(add(dayStart(last), 1, 'day')) };
}
