import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AvailabilityEntry } from '@roombook/domain/bookings/schemas';
import { AVAILABILITY_REASONS, CONFIRM, VALIDATION } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { storyNow } from '../BookingCalendar/storyHelpers';
import { BookingDialog, BOOKING_DIALOG_TITLES, BOOKING_FIELD_LABELS, type BookingDialogProps } from './BookingDialog';

const ROOMS = [
  { id: 2, name: 'Fjord' },
  { id: 3, name: 'Birk' },
  { id: 4, name: 'Kattegat' },
  { id: 5, name: 'Lyngby' },
];

const allAvailable: AvailabilityEntry[] = ROOMS.map((room) => ({ room, isAvailable: true, reason: null }));
const fjordBooked: AvailabilityEntry[] = ROOMS.map((room) =>
  room.id === 2 ? { room, isAvailable: false, reason: AVAILABILITY_REASONS.booked } : { room, isAvailable: true, reason: null },
);

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
    await expect(fjord).toHaveAccessibleDescription(AVAILABILITY_REASONS.booked);
    await expect(body.getByText(AVAILABILITY_REASONS.booked)).toBeVisible();
    await userEvent.click(body.getByText('Fjord'), { pointerEventsCheck: 0 });
    await expect(fjord).not.toBeChecked();
    await userEvent.click(body.getByRole('radio', { name: 'Birk' }));
    await expect(body.getByRole('radio', { name: 'Birk' })).toBeChecked();
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

/** An empty form names what is missing. */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(body.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title })).toHaveAccessibleDescription(VALIDATION.bookingTitleRequired);
    await expect(body.getByRole('radiogroup', { name: BOOKING_FIELD_LABELS.room })).toHaveAccessibleDescription(VALIDATION.selectAvailableRoom);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A time earlier today is refused. */
export const PastTime: Story = {
  args: { initialValues: { title: 'Stand-up', date: '2026-11-18', start: '09:00', end: '09:30', roomId: 3 } },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(await body.findByText(VALIDATION.pastBooking)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form sends the API body: ISO instants of the Copenhagen wall times. */
export const Submit: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.type(body.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title }), 'Sprint review');
    await userEvent.click(body.getByRole('radio', { name: 'Kattegat' }));
    await userEvent.click(body.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
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
  },
};

const LONG_ROOMS = [
  { id: 11, name: 'The large conference hall on the fourth floor overlooking the harbour' },
  { id: 12, name: 'Birk' },
];

export const LongTexts: Story = {
  args: {
    rooms: LONG_ROOMS,
    availability: [
      { room: LONG_ROOMS[0]!, isAvailable: false, reason: AVAILABILITY_REASONS.weeklyLimit(24, 1.5) },
      { room: LONG_ROOMS[1]!, isAvailable: true, reason: null },
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
