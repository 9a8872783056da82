import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Booking } from '@roombook/domain/bookings/schemas';
import type { Repeat } from '@roombook/domain/bookings/series/schemas';
import { describeRule, expandSeries } from '@roombook/domain/bookings/series/series-rule';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';
import { BookingCalendar, LOADING_BOOKINGS_LABEL, PROGRESSIVE_MIN_BOOKINGS } from './BookingCalendar';
import {
  clickAt,
  dayHeaders,
  dragBooking,
  dragFromTo,
  monthCellPoint,
  ownBy,
  STORY_USER_ID,
  storyBookings,
  storyNow,
  storyRooms,
  timeSlotPoint,
} from './storyHelpers';
import { whenInPlace } from '../storyUtils';
import { bookingsInWeek } from './fixtures';
import { eventRoom, eventTitle } from './BookingCalendar.css';
import { repeatMark } from './RepeatMark.css';

const bookings = storyBookings();
const isOwn = ownBy(STORY_USER_ID);

const LONG_TITLE = 'Competition jury: the new harbour bath, the landscape around it and the bridge to Islands Brygge';

const meta = {
  title: 'Calendar/BookingCalendar',
  component: BookingCalendar,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    bookings,
    isOwn,
    now: storyNow,
    onCreate: fn(),
    onSelect: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof BookingCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewButton = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'View' })).getByRole('radio', { name: new RegExp(`^${name}`) });

const expectView = async (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(viewButton(canvasElement, name)).toBeChecked());

const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 2 });

/** Month view by default, November 2026 with the mocks' bookings: own filled, others outlined. */
export const Month: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectView(canvasElement, 'Month');
    await expect(heading(canvasElement)).toHaveTextContent('November 2026');
    // Weeks start on Monday.
    const weekdays = dayHeaders(canvasElement);
    await expect(weekdays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // Each day number is a button of at least 24 × 24 px (WCAG 2.2 target size).
    const dayButton = canvas.getByRole('button', { name: 'Wednesday 18 November 2026' }).getBoundingClientRect();
    await expect(Math.min(dayButton.width, dayButton.height)).toBeGreaterThanOrEqual(24);
    const own = canvas.getAllByRole('button', { name: /, Ulla User$/ })[0]!;
    const other = canvas.getAllByRole('button', { name: /, Emil Dahl$/ })[0]!;
    const ownStyle = getComputedStyle(own);
    const otherStyle = getComputedStyle(other);
    // Filled: a coloured background. Outlined: the surface colour inside a coloured border. (The story's
    // stylesheet may still be arriving when the calendar has drawn: the first check waits for it.)
    await waitFor(() => expect(otherStyle.backgroundColor).toBe('rgb(255, 255, 255)'));
    await expect(ownStyle.backgroundColor).not.toBe(otherStyle.backgroundColor);
    await expect(otherStyle.borderTopColor).toBe(ownStyle.backgroundColor);
    await expect(Number.parseFloat(otherStyle.borderTopWidth)).toBeGreaterThanOrEqual(2);
    // A month booking is a tab stop, and Enter opens it.
    const onSelect = args.onSelect as ReturnType<typeof fn>;
    own.focus();
    await waitFor(() => expect(own).toHaveFocus());
    await expect(own).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await expect(own).toHaveAccessibleName(expect.stringContaining((onSelect.mock.calls[0]![0] as Booking).name));
    own.blur();
  },
};

/** Eight more bookings on Friday 20 November, so that its cell overflows. */
const busyFriday: Booking[] = bookings.slice(0, 8).map((booking, index) => ({
  ...booking,
  id: 10_000 + index,
  bookingStart: `2026-11-20T${String(8 + index).padStart(2, '0')}:00:00+01:00`,
  bookingEnd: `2026-11-20T${String(8 + index).padStart(2, '0')}:45:00+01:00`,
}));

/** "+N more" opens the day's other bookings in a popup; a booking there opens like any other. */
export const ShowMore: Story = {
  args: { bookings: [...bookings, ...busyFriday] },
  parameters: {
    // The open popup covers the day's bookings under it, as a popover does; the targets checked for their size
    // are those of the popup and the month's links (every other month story checks the month's bookings).
    a11y: { config: { rules: [{ id: 'target-size', enabled: true, selector: '.rbc-overlay .rbc-event, .rbc-show-more, .rbc-button-link' }] } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const more = (await canvas.findAllByRole('button', { name: /^\+\d+ more$/ }))[0]!;
    const hidden = Number(/\d+/.exec(more.textContent ?? '')![0]);
    // By keyboard: the popup opens on Enter like on a click.
    await whenInPlace(more);
    more.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await waitFor(() => {
      // A popover at the end of <body>.
      const overlay = document.querySelector<HTMLElement>('.rbc-overlay');
      expect(overlay).not.toBeNull();
      return overlay!;
    });
    // Every booking of the day, the hidden ones too.
    await expect(within(popup).getAllByRole('button', { name: /Nov \d\d:\d\d/ }).length).toBeGreaterThan(hidden);
    await userEvent.click(within(popup).getAllByRole('button', { name: /Nov \d\d:\d\d/ })[0]!);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** W, X, D, A, M switch the view and T goes back to today. */
export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Month');
    await userEvent.keyboard('w');
    await expectView(canvasElement, 'Week');
    await expect(heading(canvasElement)).toHaveTextContent('16 Nov – 22 Nov 2026');
    await userEvent.keyboard('x');
    await expectView(canvasElement, 'Work week');
    await expect(dayHeaders(canvasElement)).toEqual([
      'Mon 16/11',
      'Tue 17/11',
      'Wed 18/11',
      'Thu 19/11',
      'Fri 20/11',
    ]);
    await userEvent.keyboard('d');
    await expectView(canvasElement, 'Day');
    await expect(heading(canvasElement)).toHaveTextContent('Wednesday 18 November 2026');
    await userEvent.keyboard('a');
    await expectView(canvasElement, 'Agenda');
    await userEvent.keyboard('M');
    await expectView(canvasElement, 'Month');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(heading(canvasElement)).toHaveTextContent('December 2026');
    await userEvent.keyboard('t');
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent('November 2026'));
  },
};

function WithField(props: Parameters<typeof BookingCalendar>[0]) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end', marginBottom: 12 }}>
        <TextField label="Search" name="search" />
        <Button onPress={() => setOpen(true)}>Open dialog</Button>
      </div>
      <BookingCalendar {...props} />
      <Dialog title="Room Rules" isOpen={isOpen} onOpenChange={setOpen}>
        <p>Leave the room as you found it.</p>
      </Dialog>
    </>
  );
}

/** Typing in a field or pressing keys while a dialog is open does not switch the view. */
export const ShortcutsOffInFieldsAndDialogs: Story = {
  render: (args) => <WithField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'wxdat');
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('wxdat');
    await expectView(canvasElement, 'Month');

    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room Rules' });
    await userEvent.keyboard('w');
    await userEvent.keyboard('d');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectView(canvasElement, 'Month');
    // Closed again: the shortcuts work.
    await userEvent.keyboard('w');
    await expectView(canvasElement, 'Week');
  },
};

/** With `shortcutsDisabled` (the page has its own dialog open) the keys do nothing. */
export const ShortcutsDisabled: Story = {
  args: { shortcutsDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('w');
    await userEvent.keyboard('d');
    await expectView(canvasElement, 'Month');
  },
};

/** A click on a past day does nothing; today's cell (its midnight) and later days open Create booking. */
export const SlotClicksInMonth: Story = {
  play: async ({ args, canvasElement }) => {
    const onCreate = args.onCreate as ReturnType<typeof fn>;
    const past = monthCellPoint(canvasElement, 'Monday 16 November 2026');
    clickAt(past.x, past.y);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(onCreate).not.toHaveBeenCalled();

    const today = monthCellPoint(canvasElement, 'Wednesday 18 November 2026');
    clickAt(today.x, today.y);
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    const [start, end] = onCreate.mock.calls[0] as [Date, Date];
    await expect(start.toISOString()).toBe('2026-11-17T23:00:00.000Z');
    await expect(end.toISOString()).toBe('2026-11-18T23:00:00.000Z');

    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = monthCellPoint(canvasElement, 'Friday 27 November 2026');
    clickAt(later.x, later.y);
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    await expect((onCreate.mock.calls[1] as [Date, Date])[0].toISOString()).toBe('2026-11-26T23:00:00.000Z');
  },
};

/** The week view scrolls to 08:00; a past slot is ignored, a later one opens Create booking. */
export const Week: Story = {
  args: { defaultView: 'week' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectView(canvasElement, 'Week');
    const content = canvasElement.querySelector('.rbc-time-content')!;
    const eight = canvas.getByText('08:00');
    await waitFor(() =>
      expect(Math.abs(eight.getBoundingClientRect().top - content.getBoundingClientRect().top)).toBeLessThan(12),
    );
    const onCreate = args.onCreate as ReturnType<typeof fn>;
    const past = timeSlotPoint(canvasElement, 'Tue 17/11', '18:00');
    clickAt(past.x, past.y);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(onCreate).not.toHaveBeenCalled();

    const future = timeSlotPoint(canvasElement, 'Thu 19/11', '18:00');
    clickAt(future.x, future.y);
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    const [start, end] = onCreate.mock.calls[0] as [Date, Date];
    await expect(start.toISOString()).toBe('2026-11-19T17:00:00.000Z');
    await expect(end.toISOString()).toBe('2026-11-19T17:15:00.000Z');
  },
};

/**
 * A mouse dragged over empty quarter hours selects them all, shown while it drags; dragged over month days,
 * it selects those days. A drag that starts in the past selects nothing.
 */
export const DragToSelect: Story = {
  args: { defaultView: 'week' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectView(canvasElement, 'Week');
    // The hours keep their place first (the toolbar's font can still arrive and move them).
    await whenInPlace(canvasElement.querySelector('.rbc-time-content .rbc-day-slot')!);
    const onCreate = args.onCreate as ReturnType<typeof fn>;
    await dragFromTo(timeSlotPoint(canvasElement, 'Thu 19/11', '18:00'), timeSlotPoint(canvasElement, 'Thu 19/11', '19:00'), async () => {
      await waitFor(() => expect(canvasElement.querySelector('.rbc-slot-selection')).toHaveTextContent('18:00 – 19:15'));
    });
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    const [start, end] = onCreate.mock.calls[0] as [Date, Date];
    await expect(start.toISOString()).toBe('2026-11-19T17:00:00.000Z');
    await expect(end.toISOString()).toBe('2026-11-19T18:15:00.000Z');
    await expect(canvasElement.querySelector('.rbc-slot-selection')).toBeNull();

    await dragFromTo(timeSlotPoint(canvasElement, 'Tue 17/11', '18:00'), timeSlotPoint(canvasElement, 'Tue 17/11', '19:00'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(onCreate).toHaveBeenCalledTimes(1);

    await userEvent.click(viewButton(canvasElement, 'Month'));
    await expectView(canvasElement, 'Month');
    await whenInPlace(canvasElement.querySelector('.rbc-month-row')!);
    await dragFromTo(monthCellPoint(canvasElement, 'Thursday 19 November 2026'), monthCellPoint(canvasElement, 'Saturday 21 November 2026'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    const [first, after] = onCreate.mock.calls[1] as [Date, Date];
    await expect(first.toISOString()).toBe('2026-11-18T23:00:00.000Z');
    await expect(after.toISOString()).toBe('2026-11-21T23:00:00.000Z');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('November 2026');
  },
};

const dstBooking = (id: number, name: string, bookingStart: string, bookingEnd: string): Booking => ({
  ...bookings[0]!,
  id,
  name,
  bookingStart,
  bookingEnd,
});

/**
 * The autumn DST Sunday on the wall clock, like every day beside the one gutter: 24 hours, a booking from 00:30
 * to 04:30 (five hours, as 02:00–03:00 comes twice) from 00:30 to 04:30, and one at 10:00 at 10:00. The booking
 * across midnight into Monday sits in the row above the hours, on Sunday, continuing into the next week.
 */
export const DaylightSaving: Story = {
  args: {
    defaultView: 'week',
    defaultDate: new Date('2026-10-25T12:00:00+01:00'),
    bookings: [
      dstBooking(901, 'Night shift', '2026-10-25T00:30:00+02:00', '2026-10-25T04:30:00+01:00'),
      dstBooking(902, 'Sprint review', '2026-10-25T10:00:00+01:00', '2026-10-25T11:00:00+01:00'),
      dstBooking(903, 'Server move', '2026-10-25T22:00:00+01:00', '2026-10-26T02:00:00+01:00'),
    ],
  },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Week');
    const sunday = canvasElement.querySelectorAll('.rbc-time-content .rbc-day-slot')[6]!;
    await expect(sunday.querySelectorAll('.rbc-timeslot-group')).toHaveLength(24);
    const night = within(sunday as HTMLElement).getByRole('button', { name: /Night shift/ });
    await expect(Number.parseFloat(night.style.top)).toBeCloseTo((0.5 / 24) * 100, 3);
    await expect(Number.parseFloat(night.style.height)).toBeCloseTo((4 / 24) * 100, 3);
    await expect(night).toHaveTextContent('00:30 – 04:30');
    const review = within(sunday as HTMLElement).getByRole('button', { name: /Sprint review/ });
    await expect(Number.parseFloat(review.style.top)).toBeCloseTo((10 / 24) * 100, 3);
    const across = within(canvasElement.querySelector<HTMLElement>('.rbc-allday-cell')!).getByRole('button', { name: /Server move/ });
    // On Sunday, the week's last day, continuing into the next week.
    await expect(across.closest('.rbc-row-segment')).toHaveStyle({ flexBasis: `${(1 / 7) * 100}%` });
    await expect(across).toHaveClass(/rbc-event-continues-after/);
    await whenInPlace(canvasElement.querySelector('.rbc-time-content')!);
    canvasElement.querySelector('.rbc-time-content')!.scrollTop = 0;
  },
};

/** A click on a booking, or Enter on it, calls onSelect with the booking. */
export const SelectBooking: Story = {
  args: { defaultView: 'week' },
  play: async ({ args, canvasElement }) => {
    const onSelect = args.onSelect as ReturnType<typeof fn>;
    const own = within(canvasElement).getAllByRole('button', { name: /, Ulla User$/ })[0]!;
    await userEvent.click(own);
    await expect(onSelect).toHaveBeenCalledTimes(1);
    const chosen = onSelect.mock.calls[0]![0] as Booking;
    await expect(own).toHaveAccessibleName(expect.stringContaining(chosen.name));
    own.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledTimes(2);
  },
};

/** The toolbar: Today, Previous, Next and Add by name. */
export const Toolbar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(heading(canvasElement)).toHaveTextContent('October 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(heading(canvasElement)).toHaveTextContent('November 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(heading(canvasElement)).toHaveTextContent('December 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    // The view switcher is a radio group: arrow keys move between the views, Space picks one.
    viewButton(canvasElement, 'Month').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(viewButton(canvasElement, 'Week')).toHaveFocus());
    await userEvent.keyboard(' ');
    await expectView(canvasElement, 'Week');
  },
};

/** The agenda lists only the user's own bookings. */
export const Agenda: Story = {
  args: { defaultView: 'agenda' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const listed = canvas.getAllByRole('button', { name: /, Ulla User$/ });
    await expect(listed.length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('button', { name: /, (Emil Dahl|Olivia Owner|Clara Juhl|Anders Admin)$/ })).toHaveLength(0);
    await userEvent.click(listed[0]!);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /, Ulla User$/ })).toHaveLength(0);
    await userEvent.keyboard('a');
    await expect(await within(canvasElement).findByText('There are no bookings of yours in this range.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: LOADING_BOOKINGS_LABEL })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bookings calendar' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { bookings: [], errorMessage: 'Your session has expired. Please log in again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your session has expired. Please log in again');
  },
};


export const LongTitles: Story = {
  args: {
    defaultView: 'week',
    bookings: bookings.map((booking, index) => (index % 2 === 0 ? { ...booking, name: LONG_TITLE } : booking)),
  },
  play: async ({ canvasElement }) => {
    const long = within(canvasElement).getAllByRole('button', { name: new RegExp(LONG_TITLE) })[0]!;
    // The title is cut inside its booking instead of spilling over the grid.
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth + 1);
  },
};

const MANY = PROGRESSIVE_MIN_BOOKINGS + 50;

/**
 * A week with 250 bookings: so large a list is drawn in a second, interruptible commit after the calendar
 * around it (the first commit and the server's HTML have the grid without bookings; see the unit test),
 * and then every booking is there, own ones filled, and the calendar goes on working.
 */
export const ManyBookings: Story = {
  args: { defaultView: 'week', bookings: bookingsInWeek(MANY, '2026-11-16') },
  parameters: {
    // Ten rooms' bookings at once in a day's column are slivers under 24 px wide. WCAG 2.2's target size (2.5.8)
    // excepts a target whose function another one of at least 24 px offers: each of these bookings is a full
    // column's width in the Day view of all rooms and a row of the agenda. Everything else is checked.
    a11y: { config: { rules: [{ id: 'target-size', enabled: true, selector: 'button, a, [role="radio"], .rbc-button-link' }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawn = () => canvasElement.querySelectorAll('.rbc-time-content .rbc-event');
    await waitFor(() => expect(drawn()).toHaveLength(MANY), { timeout: 10_000 });
    // Busy while drawing, and no longer once every booking is there.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Bookings calendar' })).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getAllByRole('button', { name: /, Ulla User$/ })).toHaveLength(MANY / 2);
    await expect(canvas.getAllByRole('button', { name: /, Emil Dahl$/ })).toHaveLength(MANY / 2);
    await expect(canvas.getByRole('button', { name: /^07:00 – 07:45\s*Booking 1\s*,\s*Room 1\s*,\s*Mon 16 Nov, Ulla User$/ })).toBeVisible();
    await userEvent.keyboard('m');
    await expectView(canvasElement, 'Month');
    await expect(await canvas.findAllByRole('button', { name: /^\+\d+ more$/ })).toHaveLength(7);
    await userEvent.keyboard('w');
    await expectView(canvasElement, 'Week');
    await waitFor(() => expect(drawn()).toHaveLength(MANY));
  },
};

/**
 * 600 px or less: the day view, and a compact toolbar (the range and Add, then the navigation and the
 * views as a Select named 'View'), so that the hours start high on the screen.
 */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const views = canvas.getByRole('button', { name: /View$/ });
    await waitFor(() => expect(views).toHaveTextContent('Day'));
    await expect(heading(canvasElement)).toHaveTextContent('Wednesday 18 November 2026');
    // The row of view buttons gives way to the Select.
    await expect(canvas.queryByRole('radiogroup', { name: 'View' })).not.toBeInTheDocument();
    // Two rows at most: no wrapped view buttons above the hours.
    const add = canvas.getByRole('button', { name: 'Add' });
    const toolbar = heading(canvasElement).parentElement!;
    await expect(toolbar.getBoundingClientRect().height).toBeLessThanOrEqual(2 * add.getBoundingClientRect().height + 16);
    // Every view is in the Select, by keyboard too.
    views.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = within(await screen.findByRole('listbox'));
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['Month', 'Week', 'Work week', 'Day', 'Agenda']);
    await userEvent.click(list.getByRole('option', { name: 'Week' }));
    await waitFor(() => expect(views).toHaveTextContent('Week'));
    await expect(heading(canvasElement)).toHaveTextContent('16 Nov – 22 Nov 2026');
    // The shortcuts still switch the view.
    await userEvent.keyboard('d');
    await waitFor(() => expect(views).toHaveTextContent('Day'));
  },
};

/** Three bookings on Thursday 19 November: 45 minutes, one hour, and two hours with a long title. */
const textBookings: Booking[] = [
  ['Sprint review', '11:30', '12:15'],
  ['Client workshop', '08:30', '09:30'],
  [LONG_TITLE, '14:00', '16:00'],
].map(([name, start, end], index) => ({
  ...bookings.find((booking) => booking.userId === STORY_USER_ID)!,
  id: 20_000 + index,
  name: name!,
  bookingStart: `2026-11-19T${start}:00+01:00`,
  bookingEnd: `2026-11-19T${end}:00+01:00`,
}));

/** The parts of a drawn booking: its box, title, room and time (react-big-calendar's label). */
const bookingParts = (canvasElement: HTMLElement, name: string) => {
  const box = within(canvasElement).getByRole('button', { name: new RegExp(name) });
  const part = (selector: string) => box.querySelector<HTMLElement>(selector)!;
  return { box, title: part(`.${eventTitle}`), room: part(`.${eventRoom}`), time: part('.rbc-event-label') };
};
const isInside = (inner: HTMLElement, outer: HTMLElement) => {
  const [a, b] = [inner.getBoundingClientRect(), outer.getBoundingClientRect()];
  return a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
};
/** Drawn for sighted users: not the 1 px box of a visually hidden text. */
const isShown = (element: HTMLElement) => element.getBoundingClientRect().width > 1;

/**
 * A booking's text fits its box: a short one shows 'title · room' on one line, a one-hour one title and
 * room on two lines, a longer one title, room and time; every line is cut with an ellipsis, never
 * wrapped or spilled, and the name and the tooltip keep the full text.
 */
export const BookingText: Story = {
  args: { defaultView: 'week', bookings: textBookings },
  play: async ({ canvasElement }) => {
    const short = bookingParts(canvasElement, '^11:30 – 12:15 Sprint review');
    await expect(short.box).toHaveAccessibleName(/^11:30 – 12:15 Sprint review\s*,\s*Fjord\s*,\s*Thu 19 Nov, Ulla User$/);
    await expect(Math.abs(short.title.getBoundingClientRect().top - short.room.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(isInside(short.title, short.box) && isInside(short.room, short.box)).toBe(true);
    await expect(isShown(short.time)).toBe(false);

    const hour = bookingParts(canvasElement, '^08:30 – 09:30 Client workshop');
    await expect(hour.room.getBoundingClientRect().top).toBeGreaterThanOrEqual(hour.title.getBoundingClientRect().bottom - 1);
    await expect(isInside(hour.title, hour.box) && isInside(hour.room, hour.box)).toBe(true);
    await expect(isShown(hour.time)).toBe(false);

    const long = bookingParts(canvasElement, '^14:00 – 16:00 Competition jury');
    await expect(long.room.getBoundingClientRect().top).toBeGreaterThanOrEqual(long.title.getBoundingClientRect().bottom - 1);
    await expect(long.time.getBoundingClientRect().top).toBeGreaterThanOrEqual(long.room.getBoundingClientRect().bottom - 1);
    await expect([long.title, long.room, long.time].every((part) => isShown(part) && isInside(part, long.box))).toBe(true);
    // The long title is cut on its one line; the tooltip has it whole.
    await expect(long.title.scrollWidth).toBeGreaterThan(long.title.clientWidth);
    await expect(long.box.getAttribute('title')).toContain(LONG_TITLE);
  },
};

/** The middle of a drawn booking, found by its name ('14:00 – 17:00 Design review, Lyngby, …'). */
const middleOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 12) };
};

/** The Day view of all rooms: a column per room, headed by its name, seats and whether it is free now. */
export const RoomsAsColumns: Story = {
  args: { defaultView: 'day', rooms: storyRooms(), canMove: (booking: Booking) => isOwn(booking), onMove: fn() },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Day');
    const headers = [...canvasElement.querySelectorAll('.rbc-time-header .rbc-row-resource .rbc-header')].map((header) => header.textContent);
    await expect(headers).toEqual(storyRooms().map((room) => expect.stringMatching(new RegExp(`^${room.name}\\d+ seats?(Busy|Free) `))));
    // Wednesday 18 November, 10:07: Lyngby's next booking is Design review at 14:00.
    const lyngby = [...canvasElement.querySelectorAll('.rbc-row-resource .rbc-header')].find((header) => header.textContent?.startsWith('Lyngby'))!;
    await expect(lyngby).toHaveTextContent(/Free until 14:00$/);
    // Each booking sits in its room's column.
    const index = storyRooms().findIndex((room) => room.name === 'Lyngby');
    const column = canvasElement.querySelectorAll('.rbc-time-content .rbc-day-slot')[index]!;
    await expect(within(column as HTMLElement).getByRole('button', { name: /Design review, Lyngby, Wed 18 Nov/ })).toBeVisible();
  },
};

/**
 * Drag to move and resize: a booking the user may change moves on the 15-minute grid; one they may not does
 * not move. The calendar reports the move; the booking stays where the bookings given say until they change.
 */
export const DragToMove: Story = {
  args: {
    defaultView: 'week',
    canMove: (booking: Booking) => isOwn(booking) && new Date(booking.bookingStart).getTime() > storyNow().getTime(),
    onMove: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await expectView(canvasElement, 'Week');
    await whenInPlace(canvasElement.querySelector('.rbc-time-content .rbc-day-slot')!);
    // The drag-and-drop code arrives after the first render.
    await waitFor(() => expect(canvasElement.querySelector('.rbc-addons-dnd')).not.toBeNull());
    const onMove = args.onMove as ReturnType<typeof fn>;
    const own = within(canvasElement).getByRole('button', { name: /^14:00 – 17:00 Design review, Lyngby, Wed 18 Nov/ });
    const from = middleOf(own);
    const hour = timeSlotPoint(canvasElement, 'Wed 18/11', '15:00').y - timeSlotPoint(canvasElement, 'Wed 18/11', '14:00').y;
    await dragBooking(own, { x: from.x, y: from.y + hour });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    const [moved, change] = onMove.mock.calls[0] as [Booking, { start: Date; end: Date; roomId: number }];
    await expect(moved.name).toBe('Design review');
    await expect(change.start.toISOString()).toBe('2026-11-18T14:00:00.000Z');
    await expect(change.end.toISOString()).toBe('2026-11-18T17:00:00.000Z');
    await expect(change.roomId).toBe(moved.room.id);
    // Someone else's booking does not move.
    const other = within(canvasElement).getAllByRole('button', { name: /, Emil Dahl$/ })[0]!;
    const start = middleOf(other);
    await dragBooking(other, { x: start.x, y: start.y + hour });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(onMove).toHaveBeenCalledTimes(1);
  },
};

/**
 * The bookings of a series as the API lists them: each booking the repeat gives from `first` (its title, room, time
 * and booker), an occurrence of series `seriesId` said in words as the API says it.
 */
function seriesOf(first: Booking, repeat: Repeat, seriesId: number): Booking[] {
  const expanded = expandSeries(repeat, first);
  if ('issue' in expanded) throw new Error(expanded.issue.message);
  const series = { id: seriesId, description: describeRule(expanded.rule) };
  return expanded.occurrences.map((occurrence, index) => ({ ...first, id: first.id + index, ...occurrence, series }));
}

const roomNamed = (name: string) => bookings.find((booking) => booking.room.name === name)!.room;
const bookerOf = (userId: number) => {
  const { user } = bookings.find((booking) => booking.userId === userId)!;
  return { userId, user };
};

/**
 * The stories' bookings and two series (a copy: the other stories keep theirs): Ulla's 'Weekly sync', 15 minutes on
 * Wednesdays at 09:30 in Fjord, and Emil Dahl's 'Strategy workshop', Fridays 09:00–12:00 in Kattegat, four weeks each.
 */
const WEEKLY_SYNC = seriesOf(
  { ...bookings[0]!, ...bookerOf(STORY_USER_ID), id: 30_000, name: 'Weekly sync', room: roomNamed('Fjord'), roomId: roomNamed('Fjord').id, bookingStart: '2026-11-04T09:30:00+01:00', bookingEnd: '2026-11-04T09:45:00+01:00' },
  { frequency: 'weekly', weekdays: ['WE'], count: 4 },
  1,
);
const STRATEGY_WORKSHOP = seriesOf(
  { ...bookings[0]!, ...bookerOf(104), id: 30_100, name: 'Strategy workshop', room: roomNamed('Kattegat'), roomId: roomNamed('Kattegat').id, bookingStart: '2026-11-06T09:00:00+01:00', bookingEnd: '2026-11-06T12:00:00+01:00' },
  { frequency: 'weekly', weekdays: ['FR'], count: 4 },
  2,
);
const withSeries = [...bookings, ...WEEKLY_SYNC, ...STRATEGY_WORKSHOP];
const SYNC = { title: 'Weekly sync', description: 'Repeats weekly on Wednesday' };
const WORKSHOP = { title: 'Strategy workshop', description: 'Repeats weekly on Friday' };

/** The drawn occurrences of a series in `container`, by their names (which end with how the series repeats). */
const occurrences = (container: HTMLElement, { title, description }: typeof SYNC) =>
  within(container).queryAllByRole('button', { name: new RegExp(`^(\\d\\d:\\d\\d – \\d\\d:\\d\\d )?${title}\\s*,.*, ${description}$`) });

/**
 * Each drawn occurrence in `container` has the repeat mark before its title, on the title's line and inside the
 * booking, and says how it repeats in its name; a single booking has no mark. Answers the occurrences' boxes.
 */
async function expectMarked(container: HTMLElement, series: typeof SYNC, count: number) {
  const drawn = occurrences(container, series);
  await expect(drawn).toHaveLength(count);
  for (const box of drawn) {
    const titleLine = box.querySelector<HTMLElement>(`.${eventTitle}`)!;
    const mark = titleLine.querySelector(`.${repeatMark}`)!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(titleLine).toHaveTextContent(series.title);
    // Measured once the story's stylesheet has come (it may arrive after the calendar has drawn).
    await waitFor(() => {
      const [markBox, lineBox, outer] = [mark.getBoundingClientRect(), titleLine.getBoundingClientRect(), box.getBoundingClientRect()];
      // On the title's line, at its start, and inside the booking.
      expect(markBox.top).toBeGreaterThanOrEqual(lineBox.top - 0.5);
      expect(markBox.bottom).toBeLessThanOrEqual(lineBox.bottom + 0.5);
      expect(markBox.left - lineBox.left).toBeLessThan(1);
      expect(markBox.left >= outer.left && markBox.right <= outer.right && markBox.bottom <= outer.bottom + 0.5).toBe(true);
      // The title's text still shows beside the mark: the mark takes a place at the start of the line, not the line.
      expect(lineBox.right - markBox.right).toBeGreaterThan(2 * markBox.width);
    });
  }
  const single = within(container).queryAllByRole('button', { name: /, Ulla User$/ })[0];
  if (single) await expect(single.querySelector(`.${repeatMark}`)).toBeNull();
  return drawn;
}

/**
 * Bookings that are occurrences of a series (issue 30 §3) have a small repeat mark before their title, filled and
 * outlined alike, and their names end with how they repeat ('…, Emil Dahl, Repeats weekly on Friday'); a month
 * booking with the mark is as high as one without.
 */
export const RepeatingBookings: Story = {
  args: { bookings: withSeries },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Month');
    await whenInPlace(canvasElement.querySelector('.rbc-month-row')!);
    const [workshop] = await expectMarked(canvasElement, WORKSHOP, 4);
    const single = within(canvasElement).getAllByRole('button', { name: /, Ulla User$/ })[0]!;
    await expect(workshop!.getBoundingClientRect().height).toBeCloseTo(single.getBoundingClientRect().height, 1);
    // The tooltip says how it repeats too (the month view puts it on the booking's content).
    await expect(workshop!.querySelector('[title]')).toHaveAttribute('title', 'Strategy workshop – Kattegat – Repeats weekly on Friday');
  },
};

/** The Wednesdays are full: the 15-minute 'Weekly sync' is behind "+N more", and its popup shows it with the same mark. */
export const RepeatingBookingsBehindMore: Story = {
  args: { bookings: withSeries },
  parameters: {
    // The open popup covers the bookings and "+N more" of the week under it, as a popover does: the targets checked
    // for their size are the popup's bookings (RepeatingBookings checks the month's).
    a11y: { config: { rules: [{ id: 'target-size', enabled: true, selector: '.rbc-overlay .rbc-event' }] } },
  },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Month');
    await whenInPlace(canvasElement.querySelector('.rbc-month-row')!);
    await expect(occurrences(canvasElement, SYNC)).toHaveLength(0);
    // Wednesday 18 November's "+N more": the one of its week's row under its date (the dates stand at the cells' right).
    const day = within(canvasElement).getByRole('button', { name: 'Wednesday 18 November 2026' });
    const row = day.closest('.rbc-month-row')!;
    const right = day.getBoundingClientRect().right;
    const width = row.getBoundingClientRect().width / 7;
    const more = [...row.querySelectorAll<HTMLElement>('.rbc-show-more')].find((button) => {
      const middle = button.getBoundingClientRect().left + button.getBoundingClientRect().width / 2;
      return middle > right - width && middle < right;
    });
    await whenInPlace(more!);
    more!.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await waitFor(() => {
      const overlay = document.querySelector<HTMLElement>('.rbc-overlay');
      expect(overlay).not.toBeNull();
      return overlay!;
    });
    await expectMarked(popup, SYNC, 1);
  },
};

/**
 * The week: the 15-minute 'Weekly sync' shows the mark, its title and room on one line, and the three-hour 'Strategy
 * workshop' the mark and its title, then its room and time on their lines; nothing spills out of a booking.
 */
export const RepeatingBookingsInTheWeek: Story = {
  args: { bookings: withSeries, defaultView: 'week' },
  parameters: {
    // A booking of 15 minutes is drawn to scale, 20 px high: its height is its length (WCAG 2.2's target size, 2.5.8,
    // excepts a presentation that is essential), and the same booking is a target of 24 px in the month and the agenda.
    a11y: { config: { rules: [{ id: 'target-size', enabled: true, selector: 'button, a, [role="radio"], .rbc-button-link' }] } },
  },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Week');
    const [sync] = await expectMarked(canvasElement, SYNC, 1);
    await expect(sync).toHaveAccessibleName('09:30 – 09:45 Weekly sync, Fjord, Wed 18 Nov, Ulla User, Repeats weekly on Wednesday');
    const short = bookingParts(canvasElement, '^09:30 – 09:45 Weekly sync');
    await expect(Math.abs(short.title.getBoundingClientRect().top - short.room.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(isInside(short.title, short.box) && isInside(short.room, short.box)).toBe(true);
    await expect(isShown(short.time)).toBe(false);
    await expectMarked(canvasElement, WORKSHOP, 1);
    const long = bookingParts(canvasElement, '^09:00 – 12:00 Strategy workshop');
    await expect(long.room.getBoundingClientRect().top).toBeGreaterThanOrEqual(long.title.getBoundingClientRect().bottom - 1);
    await expect(long.time.getBoundingClientRect().top).toBeGreaterThanOrEqual(long.room.getBoundingClientRect().bottom - 1);
    await expect([long.title, long.room, long.time].every((part) => isShown(part) && isInside(part, long.box))).toBe(true);
  },
};

/** The Day view of all rooms: the occurrence in its room's column, with the same mark. */
export const RepeatingBookingsByRoom: Story = {
  args: { bookings: withSeries, defaultView: 'day', rooms: storyRooms() },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Day');
    const [sync] = await expectMarked(canvasElement, SYNC, 1);
    const fjord = canvasElement.querySelectorAll('.rbc-time-content .rbc-day-slot')[storyRooms().findIndex((room) => room.name === 'Fjord')]!;
    await expect(fjord).toContainElement(sync!);
  },
};

/** The agenda: the user's own occurrences with the mark, named with how they repeat (the others are not listed). */
export const RepeatingBookingsInTheAgenda: Story = {
  args: { bookings: withSeries, defaultView: 'agenda' },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, 'Agenda');
    const [first] = await expectMarked(canvasElement, SYNC, 2);
    await expect(first).toHaveAccessibleName(/^Weekly sync\s*,\s*Fjord\s*,\s*Ulla User, Repeats weekly on Wednesday$/);
    await expect(within(canvasElement).queryAllByRole('button', { name: /Strategy workshop/ })).toHaveLength(0);
  },
};
