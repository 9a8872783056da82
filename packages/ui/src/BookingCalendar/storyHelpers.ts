import { fireEvent, within } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { MockStore } from '@roombook/mocks/handlers';

/**
 * Shared by the calendar stories (story-only, not part of the package's exports): the stories' clock,
 * the mocks' bookings for it, and pointer clicks at a place of the calendar (the calendar selects slots
 * from the pointer's coordinates, so a click needs real ones).
 */

/** Wednesday 18 November 2026, 10:07 in Copenhagen: the stories' "now". */
export const STORY_NOW = new Date('2026-11-18T10:07:00+01:00');
export const storyNow = () => STORY_NOW;

/** Ulla User (id 6, Nordlys ApS): the signed-in user of the calendar stories. */
export const STORY_USER_ID = 6;

/** The mocks' bookings of Copenhagen Harbour for the stories' month (about seventy). */
export function storyBookings(): Booking[] {
  const store = new MockStore(undefined, () => STORY_NOW.getTime());
  return store.calendar.bookings.filter((booking) => booking.room.location.id === 1);
}

/** The active rooms of Copenhagen Harbour, as the Day view of all rooms shows them in columns. */
export function storyRooms(): Array<{ id: number; name: string; seatsNumber: number }> {
  const store = new MockStore(undefined, () => STORY_NOW.getTime());
  return store.rooms.filter((room) => room.locationId === 1 && room.isActive).map(({ id, name, seatsNumber }) => ({ id, name, seatsNumber }));
}

export const ownBy =
  (userId: number) =>
  (booking: Booking): boolean =>
    booking.userId === userId;

/** A press of the main mouse button at (x, y), as the calendar's slot selection hears it (pointer events). */
export function clickAt(x: number, y: number): void {
  const target = document.elementFromPoint(x, y);
  if (target === null) throw new Error(`Nothing at (${x}, ${y})`);
  const init = { clientX: x, clientY: y, button: 0, bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  fireEvent.pointerDown(target, init);
  fireEvent.mouseDown(target, init);
  fireEvent.pointerUp(target, init);
  fireEvent.mouseUp(target, init);
  fireEvent.click(target, init);
}

/**
 * A drag of the main mouse button from one point to another, in steps (mouse events, as react-big-calendar's
 * selection hears them, with the pointer events a browser sends beside them). `whileDragging` runs with the
 * button still down at the last point.
 */
export async function dragFromTo(from: { x: number; y: number }, to: { x: number; y: number }, whileDragging?: () => Promise<void>): Promise<void> {
  const start = document.elementFromPoint(from.x, from.y);
  if (start === null) throw new Error(`Nothing at (${from.x}, ${from.y})`);
  const pointer = { button: 0, buttons: 1, bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  fireEvent.pointerDown(start, { ...pointer, clientX: from.x, clientY: from.y });
  fireEvent.mouseDown(start, { ...pointer, clientX: from.x, clientY: from.y });
  // A hand takes a moment before it moves (the drag-and-drop addon hears the press in a render).
  await new Promise((resolve) => setTimeout(resolve, 50));
  // First a few pixels, as a hand starts: react-big-calendar's selection starts in the slot where the
  // pointer is once it has moved more than its click tolerance (5 px).
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const nudge = { clientX: from.x + ((to.x - from.x) * 6) / length, clientY: from.y + ((to.y - from.y) * 6) / length };
  // Each move and the release go to what is under the pointer, as a browser sends them (a drag may redraw
  // the element it started on).
  const at = (x: number, y: number): Element => document.elementFromPoint(x, y) ?? document.body;
  fireEvent.pointerMove(at(nudge.clientX, nudge.clientY), { ...pointer, ...nudge });
  fireEvent.mouseMove(at(nudge.clientX, nudge.clientY), { ...pointer, ...nudge });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const steps = 5;
  for (let step = 1; step <= steps; step++) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    fireEvent.pointerMove(at(x, y), { ...pointer, clientX: x, clientY: y });
    fireEvent.mouseMove(at(x, y), { ...pointer, clientX: x, clientY: y });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await whileDragging?.();
  fireEvent.pointerUp(at(to.x, to.y), { ...pointer, buttons: 0, clientX: to.x, clientY: to.y });
  fireEvent.mouseUp(at(to.x, to.y), { ...pointer, buttons: 0, clientX: to.x, clientY: to.y });
}

/** The empty bottom edge of a month cell, found by its day button ('Wednesday 18 November 2026'). */
export function monthCellPoint(canvasElement: HTMLElement, dayName: string): { x: number; y: number } {
  const button = within(canvasElement).getByRole('button', { name: dayName });
  const cell = button.closest('[role="cell"]') ?? button;
  const row = button.closest('.rbc-month-row');
  if (row === null) throw new Error(`${dayName} is not in a month row`);
  const cellBox = cell.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  return { x: cellBox.left + cellBox.width / 2, y: rowBox.bottom - 3 };
}

/** The texts of the calendar's day headers, left to right ('Mon', … in month; 'Mon 16/11', … in week). */
export const dayHeaders = (canvasElement: HTMLElement): string[] =>
  [...canvasElement.querySelectorAll('.rbc-header')].map((header) => header.textContent ?? '');

/** A point inside the time-grid slot at 'HH:mm' of the column headed `columnName` ('Wed 18/11'). */
export function timeSlotPoint(canvasElement: HTMLElement, columnName: string, time: string): { x: number; y: number } {
  const index = dayHeaders(canvasElement).indexOf(columnName);
  if (index < 0) throw new Error(`No column ${columnName}`);
  const column = canvasElement.querySelectorAll('.rbc-time-content .rbc-day-slot')[index];
  if (!column) throw new Error(`No day column for ${columnName}`);
  const box = column.getBoundingClientRect();
  const minutes = Temporal.PlainTime.from(time).since('00:00').total('minutes');
  return { x: box.left + box.width / 2, y: box.top + (box.height * (minutes + 5)) / (24 * 60) };
}

/**
 * A drag of a booking by the drag-and-drop addon. The addon hears a press in two listeners: React's, which
 * marks the booking as moving, and its selection's on the document, which reads that mark. A browser's own
 * press runs React's update between the two (microtasks run after each listener of a trusted event); a press
 * dispatched by a script does not, so the booking is pressed once to be marked, and then dragged.
 */
export async function dragBooking(booking: Element, to: { x: number; y: number }): Promise<void> {
  const box = booking.getBoundingClientRect();
  const from = { x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 12) };
  const pointer = { button: 0, buttons: 1, bubbles: true, clientX: from.x, clientY: from.y };
  fireEvent.mouseDown(booking, pointer);
  fireEvent.mouseUp(booking, { ...pointer, buttons: 0 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await dragFromTo(from, to);
}
