import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AvailabilityEntry } from '@roombook/domain/bookings/schemas';
import { SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import { SERIES_SCOPE_LABELS, SERIES_SCOPE_TEXTS } from '@roombook/domain/bookings/series/scopes';
import type { SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import { describeRule, expandSeries } from '@roombook/domain/bookings/series/series-rule';
import { AVAILABILITY_REASONS, CONFIRM, VALIDATION } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { storyNow } from '../BookingCalendar/storyHelpers';
import { BookingDialog, BOOKING_DIALOG_TITLES, BOOKING_FIELD_LABELS, type BookingDialogProps, type BookingDialogRoom } from './BookingDialog';

const feature = (id: number, name: string, isActive = true) => ({ id, name, isActive });
const PROJECTOR = feature(1, 'Projector');
const WHITEBOARD = feature(2, 'Whiteboard');

/** Rooms as the calendar has them: seats, features (an inactive one is not shown), an hourly rate in øre or none. */
const ROOMS: BookingDialogRoom[] = [
  { id: 2, name: 'Fjord', seatsNumber: 8, features: [PROJECTOR, WHITEBOARD], hourlyRate: 25_000 },
  { id: 3, name: 'Birk', seatsNumber: 4, features: [WHITEBOARD, feature(3, 'Fax', false)], hourlyRate: 0 },
  { id: 4, name: 'Kattegat', seatsNumber: 12, features: [feature(4, 'Video conferencing'), PROJECTOR], hourlyRate: 42_050 },
  { id: 5, name: 'Lyngby', seatsNumber: 1, features: [], hourlyRate: null },
];

/** Hours Nordlys ApS has left in each room on the asked day and in its week. */
const HOURS_LEFT: Record<number, AvailabilityEntry['hoursLeft']> = {
  2: { day: 2, week: 6 },
  3: { day: 1.5, week: 4.25 },
  4: { day: 4, week: 10 },
  5: { day: 0.75, week: 2.5 },
};
const ref = ({ id, name }: BookingDialogRoom) => ({ id, name });

const allAvailable: AvailabilityEntry[] = ROOMS.map((room) => ({ room: ref(room), isAvailable: true, reason: null, hoursLeft: HOURS_LEFT[room.id]! }));
const fjordBooked: AvailabilityEntry[] = allAvailable.map((entry) => (entry.room.id === 2 ? { ...entry, isAvailable: false, reason: AVAILABILITY_REASONS.booked } : entry));
/** As an Admin is answered: the company limits do not bind them, so no hours left. */
const adminAvailable: AvailabilityEntry[] = allAvailable.map((entry) => ({ ...entry, hoursLeft: null }));
/** What the dialog says Fjord offers. */
const FJORD_FACTS = '8 seats · Projector, Whiteboard · 250,00 DKK (312,50 with tax) per hour';

/** The dialog as a page opens it, open from the start and reopened by a button. */
function OpenDialog(props: Omit<BookingDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add</Button>
      <BookingDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Calendar/BookingDialog',
  component: BookingDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    rooms: ROOMS,
    availability: allAvailable,
    onAvailabilityRequest: fn(),
    onSubmit: fn(),
    now: storyNow,
    initialValues: { date: '2026-11-19', start: '09:00', end: '10:00' },
  },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <OpenDialog {...args} />,
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const segment = (scope: HTMLElement, field: string, part: 'hour' | 'minute') =>
  within(within(scope).getByRole('group', { name: field })).getByRole('spinbutton', { name: new RegExp(part, 'i') });
/**
 * The open dialog, once its time fields are named: react-aria joins a segment's own label ('hour') to the
 * field's label in a render after the first, so the segments are asked for until they carry both.
 */
const dialog = async () => {
  const body = await screen.findByRole('dialog', { name: BOOKING_DIALOG_TITLES.create });
  await waitFor(() => segment(body, BOOKING_FIELD_LABELS.start, 'hour'));
  return body;
};
/** Waits until the availability answer is shown ('Checking availability…' gone): the dialog's height is settled. */
const availabilityShown = (body: HTMLElement) =>
  waitFor(() => expect(within(body).queryByText(BOOKING_FIELD_LABELS.checking)).not.toBeInTheDocument(), { timeout: 3000 });
/**
 * Scrolls the dialog to its end, where the room list's message and the buttons are: the picture of a story that
 * saved then does not depend on where the click left the scroll.
 */
const scrollToEnd = (body: HTMLElement) => {
  for (let element: HTMLElement | null = body; element; element = element.parentElement) {
    if (element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY !== 'visible') element.scrollTop = element.scrollHeight;
  }
};
const timeOf = (scope: HTMLElement, field: string) =>
  `${segment(scope, field, 'hour').textContent}:${segment(scope, field, 'minute').textContent}`;

/** §4 defaults: 30 minutes after now rounded to the quarter hour, and an hour later. */
export const Defaults: Story = {
  args: { initialValues: undefined },
  play: async () => {
    const body = await dialog();
    // Now is 10:07 → rounded 10:00 → 10:30 to 11:30.
    await expect(timeOf(body, BOOKING_FIELD_LABELS.start)).toBe('10:30');
    await expect(timeOf(body, BOOKING_FIELD_LABELS.end)).toBe('11:30');
    await waitFor(() => expect(within(body).getByRole('textbox', { name: BOOKING_FIELD_LABELS.title })).toHaveFocus());
  },
};

/** Changing the start moves the end to one hour later. */
export const StartMovesEnd: Story = {
  play: async () => {
    const body = await dialog();
    await userEvent.click(segment(body, BOOKING_FIELD_LABELS.start, 'hour'));
    await userEvent.keyboard('13');
    await waitFor(() => expect(timeOf(body, BOOKING_FIELD_LABELS.end)).toBe('14:00'));
    await userEvent.click(segment(body, BOOKING_FIELD_LABELS.start, 'minute'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(timeOf(body, BOOKING_FIELD_LABELS.start)).toBe('13:15');
    await expect(timeOf(body, BOOKING_FIELD_LABELS.end)).toBe('14:15');
  },
};

/** An unavailable room shows why and cannot be chosen; the others can. */
export const UnavailableRoom: Story = {
  args: { availability: fjordBooked },
  play: async () => {
    const body = within(await dialog());
    const fjord = body.getByRole('radio', { name: 'Fjord' });
    await expect(fjord).toBeDisabled();
    // What the room offers, the hours left, then why it cannot be chosen.
    await expect(fjord).toHaveAccessibleDescription(
      `${FJORD_FACTS} 2 h left on Thu 19 Nov · 6 h left this week ${AVAILABILITY_REASONS.booked}`,
    );
    await expect(body.getByText(AVAILABILITY_REASONS.booked)).toBeVisible();
    await userEvent.click(body.getByText('Fjord'), { pointerEventsCheck: 0 });
    await expect(fjord).not.toBeChecked();
    await userEvent.click(body.getByRole('radio', { name: 'Birk' }));
    await expect(body.getByRole('radio', { name: 'Birk' })).toBeChecked();
  },
};

/** Each room says what it offers and the hours the company has left, named for the asked day (tomorrow here). */
export const RoomFacts: Story = {
  play: async () => {
    const body = within(await dialog());
    // Seats, the active features, the price with tax an hour; the hours left that day and that week.
    const kattegat = body.getByRole('radio', { name: 'Kattegat' });
    await expect(kattegat).toHaveAccessibleDescription(
      '12 seats · Video conferencing, Projector · 420,50 DKK (525,63 with tax) per hour 4 h left on Thu 19 Nov · 10 h left this week',
    );
    await expect(body.getByText('420,50 DKK (525,63 with tax) per hour')).toBeVisible();
    await expect(body.getByText('4 h left on Thu 19 Nov ·')).toBeVisible();
    // An inactive feature left out; a free room; hours in Danish decimals.
    await expect(body.getByRole('radio', { name: 'Birk' })).toHaveAccessibleDescription('4 seats · Whiteboard · Free 1,5 h left on Thu 19 Nov · 4,25 h left this week');
    // One seat, no features and no rate: the seats alone.
    await expect(body.getByRole('radio', { name: 'Lyngby' })).toHaveAccessibleDescription('1 seat 0,75 h left on Thu 19 Nov · 2,5 h left this week');
  },
};

/** Booking Fjord at 11:00 on `date`: what it offers, then its hours left named for that day and its week. */
const fjordHoursOn = (date: string, hoursLeft: string): Story => ({
  args: { initialValues: { date, start: '11:00', end: '12:00' } },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('radio', { name: 'Fjord' })).toHaveAccessibleDescription(`${FJORD_FACTS} ${hoursLeft}`);
  },
});

/** Booking today: the hours left read 'today'. */
export const RoomFactsToday = fjordHoursOn('2026-11-18', '2 h left today · 6 h left this week');

/** A day in another week: the week is named by its ISO number. */
export const RoomFactsAnotherWeek = fjordHoursOn('2026-11-30', '2 h left on Mon 30 Nov · 6 h left in week 49');

/** An Admin: the limits do not bind them, so no room has a line of hours left; the rest is there. */
export const NoHoursLeft: Story = {
  args: { availability: adminAvailable },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('radio', { name: 'Fjord' })).toHaveAccessibleDescription(FJORD_FACTS);
    await expect(body.queryAllByText(/ h left /)).toEqual([]);
  },
};

function AvailabilityChanges(props: Omit<BookingDialogProps, 'isOpen' | 'onOpenChange' | 'availability'>) {
  const [availability, setAvailability] = useState<AvailabilityEntry[]>(allAvailable);
  return (
    <>
      <Button onPress={() => setAvailability(fjordBooked)}>Someone books Fjord</Button>
      <BookingDialog {...props} availability={availability} isOpen onOpenChange={() => undefined} />
    </>
  );
}

/** The chosen room is cleared when a new answer says it is taken. */
export const ChosenRoomBecomesUnavailable: Story = {
  args: { initialValues: { title: 'Sprint review', date: '2026-11-19', start: '09:00', end: '10:00', roomId: 2 } },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, availability: _availability, ...args }) => <AvailabilityChanges {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(await dialog());
    await expect(body.getByRole('radio', { name: 'Fjord' })).toBeChecked();
    // The page's button is behind the modal: press it the way an outside update would arrive.
    within(canvasElement).getByRole('button', { name: 'Someone books Fjord', hidden: true }).click();
    await waitFor(() => expect(body.getByRole('radio', { name: 'Fjord' })).not.toBeChecked());
    await expect(body.getByRole('radiogroup', { name: BOOKING_FIELD_LABELS.room })).toHaveAccessibleDescription(VALIDATION.selectAvailableRoom);
  },
};

/** Availability is asked 500 ms after the last change, and only while the times are on the grid. */
export const AvailabilityIsDebounced: Story = {
  play: async ({ args }) => {
    const request = args.onAvailabilityRequest as ReturnType<typeof fn>;
    const body = await dialog();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(request).toHaveBeenLastCalledWith({
      date: '2026-11-19',
      start: '09:00',
      end: '10:00',
      bookingStart: '2026-11-19T08:00:00Z',
      bookingEnd: '2026-11-19T09:00:00Z',
    });
    // Three quick changes: one request, for the last values.
    await userEvent.click(segment(body, BOOKING_FIELD_LABELS.end, 'hour'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(request).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2), { timeout: 2000 });
    await expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ end: '13:00' }));
    // Off the grid: no request.
    await userEvent.click(segment(body, BOOKING_FIELD_LABELS.end, 'minute'));
    await userEvent.keyboard('10');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(request).toHaveBeenCalledTimes(2);
  },
};

/** Typing a minute off the grid and saving shows the §5 slot message and sends nothing. */
export const OffGridTime: Story = {
  args: { initialValues: { title: 'Sprint review', date: '2026-11-19', start: '09:00', end: '10:00', roomId: 3 } },
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(segment(body, BOOKING_FIELD_LABELS.end, 'minute'));
    await userEvent.keyboard('10');
    await userEvent.click(within(body).getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    const end = within(body).getByRole('group', { name: BOOKING_FIELD_LABELS.end });
    await expect(within(body).getAllByText(VALIDATION.slotMinutes).length).toBeGreaterThan(0);
    await expect(segment(body, BOOKING_FIELD_LABELS.end, 'minute')).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An hour that would end after midnight: the end is refused, and its message leaves the start's box as it was. */
export const EndBeforeStart: Story = {
  args: { initialValues: { title: 'Late call', date: '2026-11-19', start: '23:30', end: '00:30', roomId: 3 } },
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(within(body).getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(await within(body).findByText(VALIDATION.endBeforeStart)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const height = (label: string) => within(body).getByRole('group', { name: label }).getBoundingClientRect().height;
    await expect(height(BOOKING_FIELD_LABELS.start)).toBe(height(BOOKING_FIELD_LABELS.end));
    within(body).getByRole('group', { name: BOOKING_FIELD_LABELS.date }).scrollIntoView({ block: 'start' });
  },
};

/** An empty form names what is missing. */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    const element = await dialog();
    const body = within(element);
    await availabilityShown(element);
    await userEvent.click(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(body.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title })).toHaveAccessibleDescription(VALIDATION.bookingTitleRequired);
    await expect(body.getByRole('radiogroup', { name: BOOKING_FIELD_LABELS.room })).toHaveAccessibleDescription(VALIDATION.selectAvailableRoom);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    scrollToEnd(element);
  },
};

/** A time earlier today is refused. */
export const PastTime: Story = {
  args: { initialValues: { title: 'Stand-up', date: '2026-11-18', start: '09:00', end: '09:30', roomId: 3 } },
  play: async ({ args }) => {
    const element = await dialog();
    const body = within(element);
    await availabilityShown(element);
    await userEvent.click(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(await body.findByText(VALIDATION.pastBooking)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    scrollToEnd(element);
  },
};

/** A valid form sends the API body: ISO instants of the Copenhagen wall times. */
export const Submit: Story = {
  play: async ({ args }) => {
    const element = await dialog();
    const body = within(element);
    await userEvent.type(body.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title }), 'Sprint review');
    await availabilityShown(element);
    await userEvent.click(body.getByRole('radio', { name: 'Kattegat' }));
    await userEvent.click(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    scrollToEnd(element);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Sprint review',
      roomId: 4,
      bookingStart: '2026-11-19T08:00:00Z',
      bookingEnd: '2026-11-19T09:00:00Z',
    });
  },
};

/** Closing a changed form asks first; Cancel keeps what was typed. */
export const CloseAsksFirst: Story = {
  play: async () => {
    const body = await dialog();
    await userEvent.type(within(body).getByRole('textbox', { name: BOOKING_FIELD_LABELS.title }), 'Draft');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(CONFIRM.closeDialog);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(body).getByRole('textbox', { name: BOOKING_FIELD_LABELS.title })).toHaveValue('Draft');
  },
};

export const CheckingAvailability: Story = {
  args: { availability: null, isCheckingAvailability: true },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('status')).toHaveTextContent(BOOKING_FIELD_LABELS.checking);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, initialValues: { title: 'Sprint review', date: '2026-11-19', start: '09:00', end: '10:00', roomId: 3 } },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { submitError: VALIDATION.selectAvailableRoom },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(VALIDATION.selectAvailableRoom);
  },
};

export const Edit: Story = {
  args: { mode: 'edit', initialValues: { title: 'Sprint review', date: '2026-11-19', start: '09:00', end: '10:00', roomId: 4 } },
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: BOOKING_DIALOG_TITLES.edit }));
    await expect(body.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title })).toHaveValue('Sprint review');
    await expect(body.getByRole('radio', { name: 'Kattegat' })).toBeChecked();
    // A single booking: no question of which bookings.
    await expect(body.queryByRole('radiogroup', { name: SERIES_SCOPE_TEXTS.changeWhich })).not.toBeInTheDocument();
  },
};

/**
 * Edit booking of an occurrence of a series (issue 30 §3) asks which of its bookings the change takes: this one at
 * first; the following ones or all say what they leave alone. Save sends the body and the choice (`?scope=`).
 */
export const EditAnOccurrence: Story = {
  args: {
    mode: 'edit',
    series: { id: 5, description: 'Repeats weekly on Thursday' },
    initialValues: { title: 'Sprint review', date: '2026-11-19', start: '09:00', end: '10:00', roomId: 4 },
  },
  play: async ({ args }) => {
    const element = await screen.findByRole('dialog', { name: BOOKING_DIALOG_TITLES.edit });
    const body = within(element);
    const which = body.getByRole('radiogroup', { name: SERIES_SCOPE_TEXTS.changeWhich });
    const choice = (scope: keyof typeof SERIES_SCOPE_LABELS) => within(which).getByRole('radio', { name: SERIES_SCOPE_LABELS[scope] });
    await expect(within(which).getAllByRole('radio')).toHaveLength(3);
    await expect(choice('this')).toBeChecked();
    await expect(body.queryByText(SERIES_SCOPE_TEXTS.allLeaves)).not.toBeInTheDocument();
    await userEvent.click(choice('following'));
    await expect(which).toHaveAccessibleDescription(SERIES_SCOPE_TEXTS.allLeaves);
    await userEvent.click(choice('all'));
    await expect(choice('all')).toBeChecked();
    await expect(body.getByText(SERIES_SCOPE_TEXTS.allLeaves)).toBeVisible();
    const title = body.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title });
    await userEvent.clear(title);
    await userEvent.type(title, 'Sprint planning');
    await userEvent.click(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'Sprint planning', roomId: 4, bookingStart: '2026-11-19T08:00:00Z', bookingEnd: '2026-11-19T09:00:00Z' },
      'all',
    );
    scrollToEnd(element);
  },
};

const LONG_ROOMS: BookingDialogRoom[] = [
  {
    id: 11,
    name: 'The large conference hall on the fourth floor overlooking the harbour',
    seatsNumber: 120,
    features: ['Projector', 'Video conferencing', 'Wheelchair access', 'Sound system', 'Catering'].map((name, i) => feature(10 + i, name)),
    hourlyRate: 123_456_789,
  },
  ROOMS[1]!,
];

export const LongTexts: Story = {
  args: {
    rooms: LONG_ROOMS,
    availability: [
      { room: ref(LONG_ROOMS[0]!), isAvailable: false, reason: AVAILABILITY_REASONS.weeklyLimit(24, 1.5), hoursLeft: { day: 12.25, week: 1.5 } },
      { room: ref(LONG_ROOMS[1]!), isAvailable: true, reason: null, hoursLeft: { day: 1.5, week: 4.25 } },
    ],
    initialValues: { title: 'Competition jury: the new harbour bath and the landscape around it', date: '2026-11-19', start: '09:00', end: '10:00' },
  },
  play: async () => {
    const body = await dialog();
    await expect(within(body).getByText(AVAILABILITY_REASONS.weeklyLimit(24, 1.5))).toBeVisible();
    // Measured once the dialog has risen into place (its entering animation scales it).
    await waitFor(() => expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1));
  },
};

/** The long texts on a phone: every line under a room's name wraps inside its room, none is cut. */
export const LongTextsOnAPhone: Story = {
  ...LongTexts,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const body = await dialog();
    await expect(window.innerWidth).toBe(390);
    await expect(within(body).getByText('1.234.567,89 DKK (1.543.209,86 with tax) per hour')).toBeVisible();
    await waitFor(() => expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1));
    for (const room of within(body).getAllByRole('radio')) {
      const item = room.closest('label')!;
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
      for (const line of item.querySelectorAll('span[id]')) {
        await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(item.getBoundingClientRect().right + 1);
      }
    }
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { availability: fjordBooked },
  play: async () => {
    const body = await dialog();
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const start = within(body).getByRole('group', { name: BOOKING_FIELD_LABELS.start });
    const end = within(body).getByRole('group', { name: BOOKING_FIELD_LABELS.end });
    // The two times stack.
    await expect(end.getBoundingClientRect().top).toBeGreaterThan(start.getBoundingClientRect().bottom - 1);
  },
};

/**
 * The preview as the API answers it (POST /api/booking/series/preview): the repeat's bookings, the second one
 * refused as a taken room is; a repeat the rules refuse is a 400 naming its field ('repeat.until').
 */
async function previewWithTheSecondTaken(body: SeriesPreviewBody): Promise<SeriesPreview> {
  const series = expandSeries(body.repeat, body.booking);
  if ('issue' in series) throw Object.assign(new Error(series.issue.message), { field: `repeat.${series.issue.path}` });
  return {
    rule: series.rule,
    description: describeRule(series.rule),
    occurrences: series.occurrences.map((occurrence, index) => ({ ...occurrence, refusal: index === 1 ? VALIDATION.selectAvailableRoom : null })),
  };
}

/** Sprint review in Birk on Wednesday 25 November 2026, 09:00–10:00, with Repeat offered. */
const repeatArgs = {
  initialValues: { title: 'Sprint review', date: '2026-11-25', start: '09:00', end: '10:00', roomId: 3 },
  onPreviewSeries: fn(previewWithTheSecondTaken),
  onSaveSeries: fn(),
};

/** Chooses a repeat in the Repeat list. */
async function chooseRepeat(body: HTMLElement, label: string) {
  await userEvent.click(within(body).getByRole('button', { name: new RegExp(SERIES_MESSAGES.repeat) }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Weekly, four times: the booking's Wednesday is ticked from the start. */
async function weeklyFourTimes(body: HTMLElement) {
  await chooseRepeat(body, SERIES_MESSAGES.frequency.weekly);
  await expect(within(body).getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
  await expect(within(body).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  await expect(within(body).getByRole('textbox', { name: SERIES_MESSAGES.everyWeeks })).toHaveValue('1');
  const count = within(body).getByRole('textbox', { name: SERIES_MESSAGES.count });
  await expect(count).toHaveValue('10');
  await userEvent.clear(count);
  await userEvent.type(count, '4');
  // Leaving the field sets the number: a click beside it, as a pointer leaves it (Tab would mark the next field).
  await userEvent.click(within(body).getByRole('heading', { name: BOOKING_DIALOG_TITLES.create }));
  await expect(count).toHaveValue('4');
  const list = await within(body).findByRole('group', { name: SERIES_MESSAGES.occurrences }, { timeout: 3000 });
  await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(4), { timeout: 3000 });
  return list;
}

/**
 * Weekly on the booking's Wednesday, four times: the list says how it repeats and that 3 of 4 can be booked; the
 * taken week is unticked, cannot be ticked and says why. Unticking one more, Save books the two ticked ones.
 */
export const RepeatWeeklyWithARefusedWeek: Story = {
  args: repeatArgs,
  play: async ({ args }) => {
    const body = await dialog();
    const list = await weeklyFourTimes(body);
    await expect(args.onPreviewSeries).toHaveBeenLastCalledWith({
      booking: { name: 'Sprint review', roomId: 3, bookingStart: '2026-11-25T08:00:00Z', bookingEnd: '2026-11-25T09:00:00Z' },
      repeat: { frequency: 'weekly', weeksApart: 1, weekdays: ['WE'], count: 4 },
    });
    await expect(list).toHaveAccessibleDescription('Repeats weekly on Wednesday 3 of 4 can be booked');
    const occurrence = (text: string) => within(list).getByRole('checkbox', { name: text });
    await expect(occurrence('25.11.2026 09:00 – 10:00')).toBeChecked();
    const taken = occurrence('02.12.2026 09:00 – 10:00');
    await expect(taken).not.toBeChecked();
    await expect(taken).toBeDisabled();
    await expect(taken).toHaveAccessibleDescription(VALIDATION.selectAvailableRoom);
    await expect(within(list).getByText(VALIDATION.selectAvailableRoom)).toBeVisible();
    await expect(occurrence('09.12.2026 09:00 – 10:00')).toBeChecked();
    await userEvent.click(occurrence('16.12.2026 09:00 – 10:00'));
    await expect(occurrence('16.12.2026 09:00 – 10:00')).not.toBeChecked();
    await userEvent.click(within(body).getByRole('button', { name: SERIES_MESSAGES.bookSeries(2) }));
    await expect(args.onSaveSeries).toHaveBeenCalledTimes(1);
    await expect(args.onSaveSeries).toHaveBeenCalledWith({
      booking: { name: 'Sprint review', roomId: 3, bookingStart: '2026-11-25T08:00:00Z', bookingEnd: '2026-11-25T09:00:00Z' },
      repeat: { frequency: 'weekly', weeksApart: 1, weekdays: ['WE'], count: 4 },
      occurrences: ['2026-11-25T08:00:00.000Z', '2026-12-09T08:00:00.000Z'],
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    scrollToEnd(body);
  },
};

/** The same on a phone: the repeat's fields and the bookings stay inside the dialog, none is cut. */
export const RepeatWeeklyOnAPhone: Story = {
  args: repeatArgs,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const body = await dialog();
    await expect(window.innerWidth).toBe(390);
    const list = await weeklyFourTimes(body);
    await waitFor(() => expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1));
    const right = body.getBoundingClientRect().right;
    for (const box of [...within(body).getAllByRole('checkbox'), ...within(body).getAllByRole('radio')]) {
      await expect(box.closest('label')!.getBoundingClientRect().right).toBeLessThanOrEqual(right + 1);
    }
    await expect(within(list).getByText(VALIDATION.selectAvailableRoom).getBoundingClientRect().right).toBeLessThanOrEqual(right + 1);
    within(body).getByRole('button', { name: new RegExp(SERIES_MESSAGES.repeat) }).scrollIntoView({ block: 'start' });
  },
};

/**
 * Every day until the default end, three months on: the preview refuses the end date (more than 52 bookings), and
 * the message shows at End date; no list, and Save books nothing.
 */
export const RepeatFieldError: Story = {
  args: repeatArgs,
  play: async ({ args }) => {
    const body = await dialog();
    await chooseRepeat(body, SERIES_MESSAGES.frequency.daily);
    await userEvent.click(within(body).getByRole('radio', { name: SERIES_MESSAGES.endsOn }));
    const until = within(body).getByRole('group', { name: SERIES_MESSAGES.until });
    // react-aria says the chosen date first, then the field's message.
    await waitFor(() => expect(until).toHaveAccessibleDescription(new RegExp(`${SERIES_MESSAGES.tooManyOccurrences}$`)), { timeout: 3000 });
    await expect(within(body).getByText(SERIES_MESSAGES.tooManyOccurrences)).toBeVisible();
    await expect(args.onPreviewSeries).toHaveBeenLastCalledWith(expect.objectContaining({ repeat: { frequency: 'daily', until: '2027-02-25' } }));
    await expect(within(body).queryByRole('group', { name: SERIES_MESSAGES.occurrences })).not.toBeInTheDocument();
    await expect(within(body).queryByText(SERIES_MESSAGES.checking)).not.toBeInTheDocument();
    await userEvent.click(within(body).getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(args.onSaveSeries).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    until.scrollIntoView({ block: 'center' });
  },
};
