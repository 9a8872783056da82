import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { CONFIRM, ERRORS } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/index';
import { Button } from '../Button/Button';
import { storyNow } from '../BookingCalendar/storyHelpers';
import { BookingDetails, BOOKING_DETAILS_LABELS, type BookingDetailsProps } from './BookingDetails';

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 41,
  name: 'Sprint review',
  bookingStart: '2026-11-19T09:00:00+01:00',
  bookingEnd: '2026-11-19T10:30:00+01:00',
  room: { id: 2, name: 'Fjord', location: { id: 1, name: 'Copenhagen Harbour' } },
  roomId: 2,
  userId: 6,
  user: { firstName: 'Ulla', lastName: 'User', company: { id: 1, name: 'Nordlys ApS' } },
  bookingCost: { total: 33750 },
  ...overrides,
});

const ULLA: Actor = { id: 6, role: 'User', companyId: 1 };
const OLIVIA_OWNER: Actor = { id: 3, role: 'CompanyOwner', companyId: 1 };
const EMIL_OTHER_COMPANY: Actor = { id: 104, role: 'User', companyId: 2 };
const ADMIN: Actor = { id: 2, role: 'Admin', companyId: null };
/** Tuesday 17 November, before the stories' now (Wednesday 18th, 10:07). */
const PAST = { bookingStart: '2026-11-17T09:00:00+01:00', bookingEnd: '2026-11-17T10:00:00+01:00' };

/** Opened by the page when a booking is clicked; closes by itself after a delete. */
function Opened(props: BookingDetailsProps) {
  const [shown, setShown] = useState<Booking | null>(props.booking);
  return (
    <>
      <Button onPress={() => setShown(props.booking)}>Show booking</Button>
      <BookingDetails
        {...props}
        booking={shown}
        onClose={() => setShown(null)}
        onDelete={(b) => {
          props.onDelete(b);
          setShown(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Calendar/BookingDetails',
  component: BookingDetails,
  args: { booking: booking(), actor: ULLA, onClose: fn(), onEdit: fn(), onDelete: fn(), now: storyNow },
  render: (args) => <Opened {...args} />,
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = () => screen.findByRole('dialog', { name: 'Sprint review' });

/** The creator sees title, room, time in Copenhagen, who and the cost, with Edit and Delete. */
export const Own: Story = {
  play: async ({ args }) => {
    const body = within(await details());
    await expect(body.getByText('Fjord')).toBeVisible();
    await expect(body.getByText('Thursday 19/11/2026')).toBeVisible();
    await expect(body.getByText('09:00 – 10:30')).toBeVisible();
    await expect(body.getByText('Ulla User, Nordlys ApS')).toBeVisible();
    await expect(body.getByText('337,50 DKK (421,88 with tax)')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.edit }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.booking);
  },
};

/** Delete asks the §8 question first; Cancel keeps the booking, Delete removes it. */
export const DeleteAsksFirst: Story = {
  play: async ({ args }) => {
    const body = within(await details());
    await userEvent.click(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: BOOKING_DETAILS_LABELS.deleteTitle });
    await expect(confirm).toHaveTextContent(CONFIRM.deleteBooking);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete }));
    const again = await screen.findByRole('alertdialog', { name: BOOKING_DETAILS_LABELS.deleteTitle });
    await userEvent.click(within(again).getByRole('button', { name: BOOKING_DETAILS_LABELS.delete }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.booking);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A past booking: Edit and Delete are shown disabled, and the §6 reason is written under them, on screen
 * without a hover (a touch user sees it), describing both buttons.
 */
export const PastBooking: Story = {
  args: { booking: booking(PAST) },
  play: async ({ args }) => {
    const dialog = await details();
    const body = within(dialog);
    const reason = body.getByText(ERRORS.pastBookingChange);
    await expect(reason).toBeVisible();
    const [edit, remove] = [body.getByRole('button', { name: BOOKING_DETAILS_LABELS.edit }), body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete })];
    for (const button of [edit, remove]) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(ERRORS.pastBookingChange);
      await expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    }
    // Under the buttons, inside the dialog, and no tooltip is needed for it.
    await expect(reason.getBoundingClientRect().top).toBeGreaterThanOrEqual(edit.getBoundingClientRect().bottom);
    await expect(reason.getBoundingClientRect().bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(edit);
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** On a phone, where nothing hovers: the reason is on screen under the disabled buttons. */
export const PastBookingOnAPhone: Story = {
  args: { booking: booking(PAST) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const body = within(await details());
    await expect(window.innerWidth).toBe(390);
    const reason = body.getByText(ERRORS.pastBookingChange).getBoundingClientRect();
    await expect(reason.left).toBeGreaterThanOrEqual(0);
    await expect(reason.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(reason.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete })).toHaveAccessibleDescription(ERRORS.pastBookingChange);
  },
};

/** The owner of the creator's company may change it. */
export const CompanyOwner: Story = {
  args: { actor: OLIVIA_OWNER },
  play: async () => {
    const body = within(await details());
    await expect(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.edit })).toBeEnabled();
  },
};

/** Someone of another company sees the details only: the API answers no cost to them (decision 018). */
export const SomeoneElses: Story = {
  args: { actor: EMIL_OTHER_COMPANY, booking: booking({ bookingCost: null }) },
  play: async () => {
    const body = within(await details());
    await expect(body.queryByText(BOOKING_DETAILS_LABELS.cost)).not.toBeInTheDocument();
    await expect(body.queryByRole('button', { name: BOOKING_DETAILS_LABELS.edit })).not.toBeInTheDocument();
    await expect(body.queryByRole('button', { name: BOOKING_DETAILS_LABELS.delete })).not.toBeInTheDocument();
  },
};

/** An Admin may change a past booking. */
export const AdminOnPastBooking: Story = {
  args: { actor: ADMIN, booking: booking(PAST) },
  play: async () => {
    const body = within(await details());
    await expect(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete })).toBeEnabled();
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async () => {
    const body = within(await details());
    await userEvent.click(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: BOOKING_DETAILS_LABELS.deleteTitle });
    await expect(within(confirm).getByRole('button', { name: BOOKING_DETAILS_LABELS.delete })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongTexts: Story = {
  args: {
    booking: booking({
      name: 'Competition jury: the new harbour bath, the landscape around it and the bridge to Islands Brygge',
      user: {
        firstName: 'Bartholomæus Christoffer',
        lastName: 'Vestergaard-Rasmussen',
        company: { id: 4, name: 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab' },
      },
    }),
  },
  play: async () => {
    const body = await screen.findByRole('dialog');
    // Measured once the dialog has risen into place (its entering animation scales it).
    await waitFor(() => expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1));
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const body = await details();
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await expect(body.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 80);
  },
};
