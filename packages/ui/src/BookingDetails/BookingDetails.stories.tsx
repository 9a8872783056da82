import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import { SERIES_SCOPE_LABELS, SERIES_SCOPE_TEXTS } from '@roombook/domain/bookings/series/scopes';
import { GUESTS_PER_BOOKING_MAX } from '@roombook/domain/constants';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { guestsAsSeenBy } from '@roombook/domain/guests/rules/guest-visibility';
import type { BookingGuest, GuestBody } from '@roombook/domain/guests/schemas';
import { CONFIRM, ERRORS, VALIDATION } from '@roombook/domain/messages';
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
  series: null,
  bookingCost: { total: 33750 },
  ...overrides,
});

const ULLA: Actor = { id: 6, role: 'User', companyId: 1 };
const OLIVIA_OWNER: Actor = { id: 3, role: 'CompanyOwner', companyId: 1 };
const EMIL_OTHER_COMPANY: Actor = { id: 104, role: 'User', companyId: 2 };
const ADMIN: Actor = { id: 2, role: 'Admin', companyId: null };
/** Tuesday 17 November, before the stories' now (Wednesday 18th, 10:07). */
const PAST = { bookingStart: '2026-11-17T09:00:00+01:00', bookingEnd: '2026-11-17T10:00:00+01:00' };

/** The guests of the stories' booking: one expected with an e-mail, one arrived without. */
const GUESTS: BookingGuest[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', arrivedAt: null },
  { id: 2, name: 'Alan Turing', email: null, arrivedAt: '2026-11-19T08:55:00.000Z' },
];
/** Whose the stories' booking is, as `guestsAsSeenBy` reads it. */
const OWNER = { userId: 6, companyId: 1, companyName: 'Nordlys ApS' };

/**
 * The stories' server for the guests: a booking's guests kept here and answered after a moment, as the page's
 * calls are. Each story starts from its `parameters.guestServer`: the guests (GUESTS by default), how many
 * loads fail first, whether loading never ends, and a refusal of every add.
 */
interface GuestServer {
  guests: BookingGuest[];
  loadFailures: number;
  neverLoads: boolean;
  refusal: string | null;
}
const SERVER_DEFAULTS: GuestServer = { guests: GUESTS, loadFailures: 0, neverLoads: false, refusal: null };
let server: GuestServer = SERVER_DEFAULTS;
let nextGuestId = 100;
const answer = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));
const guestCalls = {
  loadGuests: fn((_bookingId: number): Promise<BookingGuest[]> => {
    if (server.neverLoads) return new Promise(() => undefined);
    if (server.loadFailures === 0) return answer(server.guests);
    server.loadFailures -= 1;
    return Promise.reject(new Error(ERRORS.internal));
  }),
  addGuest: fn((_bookingId: number, body: GuestBody) => {
    if (server.refusal !== null) return Promise.reject(new Error(server.refusal));
    server.guests = [...server.guests, { id: nextGuestId++, name: body.name, email: body.email ?? null, arrivedAt: null }];
    return answer(server.guests);
  }),
  removeGuest: fn((_bookingId: number, guestId: number) => {
    server.guests = server.guests.filter((guest) => guest.id !== guestId);
    return answer(server.guests);
  }),
};

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
        onDelete={(...deleted) => {
          props.onDelete(...deleted);
          setShown(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Calendar/BookingDetails',
  component: BookingDetails,
  args: { booking: booking(), actor: ULLA, onClose: fn(), onEdit: fn(), onDelete: fn(), now: storyNow, ...guestCalls },
  render: (args) => <Opened {...args} />,
  beforeEach: ({ parameters }) => {
    server = { ...SERVER_DEFAULTS, ...(parameters.guestServer as Partial<GuestServer> | undefined) };
  },
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = () => screen.findByRole('dialog', { name: 'Sprint review' });
/** The Guests part of the open details, once its list has come. */
const guestsPart = async () => {
  const part = await within(await details()).findByRole('region', { name: GUEST_MESSAGES.heading });
  await waitFor(() => expect(within(part).queryByRole('progressbar')).not.toBeInTheDocument());
  return within(part);
};

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
    await expect(within(again).queryByRole('radiogroup')).not.toBeInTheDocument();
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
    // Its guests are listed, and no longer changed by its creator.
    const guests = await guestsPart();
    await expect(guests.getAllByRole('listitem')).toHaveLength(2);
    await expect(guests.queryByRole('button', { name: GUEST_MESSAGES.remove('Ada Lovelace') })).not.toBeInTheDocument();
    await expect(guests.queryByRole('form', { name: GUEST_MESSAGES.add })).not.toBeInTheDocument();
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

/**
 * Someone of another company sees the details only: the API answers no cost to them (decision 018), and the
 * guests only as 'Guest of {company}', without e-mails (issue 29 §2), whether they have arrived or not.
 */
export const SomeoneElses: Story = {
  args: { actor: EMIL_OTHER_COMPANY, booking: booking({ bookingCost: null }) },
  parameters: { guestServer: { guests: guestsAsSeenBy(EMIL_OTHER_COMPANY, OWNER, GUESTS) } },
  play: async () => {
    const body = within(await details());
    await expect(body.queryByText(BOOKING_DETAILS_LABELS.cost)).not.toBeInTheDocument();
    await expect(body.queryByRole('button', { name: BOOKING_DETAILS_LABELS.edit })).not.toBeInTheDocument();
    await expect(body.queryByRole('button', { name: BOOKING_DETAILS_LABELS.delete })).not.toBeInTheDocument();
    const guests = await guestsPart();
    const rows = guests.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([`${GUEST_MESSAGES.guestOf('Nordlys ApS')}${GUEST_MESSAGES.expected}`, `${GUEST_MESSAGES.guestOf('Nordlys ApS')}${GUEST_MESSAGES.arrived}`]);
    await expect(guests.queryByText('ada@example.com')).not.toBeInTheDocument();
    await expect(guests.queryByRole('button')).not.toBeInTheDocument();
    await expect(guests.queryByRole('form')).not.toBeInTheDocument();
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

/**
 * The guests of one's own booking (issue 29 §2): each with their e-mail where given, Expected or Arrived, and a
 * Remove named after them; the form to add another under them.
 */
export const Guests: Story = {
  play: async ({ args }) => {
    const guests = await guestsPart();
    await expect(args.loadGuests).toHaveBeenCalledWith(41);
    const [ada, alan] = guests.getAllByRole('listitem');
    await expect(within(ada!).getByText('Ada Lovelace')).toBeVisible();
    await expect(within(ada!).getByText('ada@example.com')).toBeVisible();
    await expect(within(ada!).getByText(GUEST_MESSAGES.expected)).toBeVisible();
    await expect(within(alan!).getByText(GUEST_MESSAGES.arrived)).toBeVisible();
    await expect(within(alan!).getByRole('button', { name: GUEST_MESSAGES.remove('Alan Turing') })).toBeEnabled();
    await expect(guests.getByRole('form', { name: GUEST_MESSAGES.add })).toBeVisible();
    await expect(guests.getByRole('textbox', { name: GUEST_MESSAGES.name })).toBeRequired();
  },
};

/** A booking without guests says so. */
export const NoGuests: Story = {
  parameters: { guestServer: { guests: [] } },
  play: async () => {
    const guests = await guestsPart();
    await expect(guests.getByText(GUEST_MESSAGES.none)).toBeVisible();
    await expect(guests.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Add guest: the name and e-mail go to `addGuest`; the new guest is listed, and the form is empty and ready for the next. */
export const AddAGuest: Story = {
  parameters: { guestServer: { guests: [] } },
  play: async ({ args }) => {
    const guests = await guestsPart();
    const name = guests.getByRole('textbox', { name: GUEST_MESSAGES.name });
    await userEvent.type(name, 'Grace Hopper');
    await userEvent.type(guests.getByRole('textbox', { name: GUEST_MESSAGES.email }), 'grace@example.com');
    await userEvent.click(guests.getByRole('button', { name: GUEST_MESSAGES.add }));
    await expect(args.addGuest).toHaveBeenCalledWith(41, { name: 'Grace Hopper', email: 'grace@example.com' });
    await expect(await guests.findByText('Grace Hopper')).toBeVisible();
    await expect(guests.getByText('grace@example.com')).toBeVisible();
    await expect(guests.queryByText(GUEST_MESSAGES.none)).not.toBeInTheDocument();
    await expect(name).toHaveValue('');
    await waitFor(() => expect(name).toHaveFocus());
    // Without an e-mail, a second one.
    await userEvent.type(name, 'Alan Turing{Enter}');
    await expect(args.addGuest).toHaveBeenLastCalledWith(41, { name: 'Alan Turing' });
    await waitFor(() => expect(guests.getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Remove: the guest leaves the list, and the focus goes to the next guest's Remove. */
export const RemoveAGuest: Story = {
  play: async ({ args }) => {
    const guests = await guestsPart();
    await userEvent.click(guests.getByRole('button', { name: GUEST_MESSAGES.remove('Ada Lovelace') }));
    await expect(args.removeGuest).toHaveBeenCalledWith(41, 1);
    await waitFor(() => expect(guests.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    await expect(guests.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(guests.getByRole('button', { name: GUEST_MESSAGES.remove('Alan Turing') })).toHaveFocus());
  },
};

/** The form is checked with the domain's GuestBody: the messages stand under the fields, and nothing is sent. */
export const GuestValidation: Story = {
  parameters: { guestServer: { guests: [] } },
  play: async ({ args }) => {
    const guests = await guestsPart();
    await userEvent.type(guests.getByRole('textbox', { name: GUEST_MESSAGES.email }), 'grace@');
    await userEvent.click(guests.getByRole('button', { name: GUEST_MESSAGES.add }));
    const name = guests.getByRole('textbox', { name: GUEST_MESSAGES.name });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription(VALIDATION.required);
    await expect(guests.getByRole('textbox', { name: GUEST_MESSAGES.email })).toHaveAccessibleDescription(VALIDATION.emailInvalid);
    await expect(args.addGuest).not.toHaveBeenCalled();
  },
};

/** The server's refusal (here the 51st guest) stands under the fields, in sight, and what was typed stays. */
export const GuestRefused: Story = {
  parameters: { guestServer: { refusal: GUEST_MESSAGES.tooMany(GUESTS_PER_BOOKING_MAX) } },
  play: async () => {
    const guests = await guestsPart();
    await userEvent.type(guests.getByRole('textbox', { name: GUEST_MESSAGES.name }), 'One too many');
    await userEvent.click(guests.getByRole('button', { name: GUEST_MESSAGES.add }));
    await expect(await guests.findByRole('alert')).toHaveTextContent(GUEST_MESSAGES.tooMany(GUESTS_PER_BOOKING_MAX));
    await expect(guests.getByRole('textbox', { name: GUEST_MESSAGES.name })).toHaveValue('One too many');
  },
};

/** While the guests load: a spinner named for them, and no form yet. */
export const GuestsLoading: Story = {
  parameters: { guestServer: { neverLoads: true } },
  play: async () => {
    const part = within(await within(await details()).findByRole('region', { name: GUEST_MESSAGES.heading }));
    await expect(part.getByRole('progressbar', { name: GUEST_MESSAGES.loading })).toBeVisible();
    await expect(part.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** A list that could not be loaded: the server's message and Try again, which loads it again. */
export const GuestsFailedToLoad: Story = {
  parameters: { guestServer: { loadFailures: 1 } },
  play: async ({ args }) => {
    const part = within(await within(await details()).findByRole('region', { name: GUEST_MESSAGES.heading }));
    await expect(await part.findByRole('alert')).toHaveTextContent(ERRORS.internal);
    await userEvent.click(part.getByRole('button', { name: GUEST_MESSAGES.retry }));
    await expect(await part.findByText('Ada Lovelace')).toBeVisible();
    await expect(args.loadGuests).toHaveBeenCalledTimes(2);
    await expect(part.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A list that cannot be loaded at all: the message and Try again in place of the list, and no form to add to it. */
export const GuestsCannotBeLoaded: Story = {
  parameters: { guestServer: { loadFailures: Number.POSITIVE_INFINITY } },
  play: async () => {
    const part = within(await within(await details()).findByRole('region', { name: GUEST_MESSAGES.heading }));
    await expect(await part.findByRole('alert')).toHaveTextContent(ERRORS.internal);
    await expect(part.getByRole('button', { name: GUEST_MESSAGES.retry })).toBeEnabled();
    await expect(part.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** On a phone: the guests, their badges and Remove, and the add form's fields stacked, all inside the screen. */
export const GuestsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    guestServer: {
      guests: [...GUESTS, { id: 3, name: 'Bartholomæus Christoffer Vestergaard-Rasmussen', email: 'bartholomaeus.vestergaard-rasmussen@arkitekter.example', arrivedAt: null }],
    },
  },
  play: async () => {
    const guests = await guestsPart();
    await expect(window.innerWidth).toBe(390);
    const name = guests.getByRole('textbox', { name: GUEST_MESSAGES.name }).getBoundingClientRect();
    const email = guests.getByRole('textbox', { name: GUEST_MESSAGES.email }).getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(name.bottom);
    for (const element of [...guests.getAllByRole('listitem'), ...guests.getAllByRole('button')]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    // The picture shows the form: the focus in its first field (so that the dialog does not take it back and
    // scroll up), scrolled down to Add guest, at the end under the stacked fields.
    await userEvent.click(guests.getByRole('textbox', { name: GUEST_MESSAGES.name }));
    const add = guests.getByRole('button', { name: GUEST_MESSAGES.add });
    add.scrollIntoView({ block: 'end' });
    const emailNow = guests.getByRole('textbox', { name: GUEST_MESSAGES.email }).getBoundingClientRect();
    await expect(add.getBoundingClientRect().top).toBeGreaterThan(emailNow.bottom);
    await expect(add.getBoundingClientRect().right).toBeCloseTo(emailNow.right, 0);
  },
};

/** The stories' booking as an occurrence of a weekly series (it is on a Thursday). */
const OCCURRENCE = booking({ series: { id: 5, description: 'Repeats weekly on Thursday' } });

/** An occurrence of a series (issue 30 §3): its details say how it repeats, under its time; Edit opens it as any booking. */
export const RepeatingBooking: Story = {
  args: { booking: OCCURRENCE },
  play: async ({ args }) => {
    const body = within(await details());
    const term = body.getByText(SERIES_MESSAGES.repeat);
    await expect(term.tagName).toBe('DT');
    await expect(term.nextElementSibling).toHaveTextContent('Repeats weekly on Thursday');
    await expect(body.getByText('Repeats weekly on Thursday')).toBeVisible();
    // The repeat mark of the calendar beside the words, a picture only.
    await expect(term.nextElementSibling!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(term.previousElementSibling).toHaveTextContent('09:00 – 10:30');
    await userEvent.click(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.edit }));
    await expect(args.onEdit).toHaveBeenCalledWith(OCCURRENCE);
  },
};

/**
 * Delete of an occurrence asks which bookings of the series to delete: this one (chosen each time it opens), this and
 * the following ones, or all (with what that keeps); the choice goes to `onDelete`. The question stays while the
 * delete runs (here it never ends: the picture shows the choice).
 */
export const OccurrenceOfASeries: Story = {
  args: { booking: OCCURRENCE },
  render: (args) => <BookingDetails {...args} />,
  play: async ({ args }) => {
    const body = within(await details());
    await expect(body.getByText('Repeats weekly on Thursday')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete }));
    const confirm = within(await screen.findByRole('alertdialog', { name: BOOKING_DETAILS_LABELS.deleteTitle }));
    await expect(confirm.getByText(SERIES_SCOPE_TEXTS.deleteWhich)).toBeVisible();
    await expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(SERIES_SCOPE_TEXTS.deleteWhich);
    const which = () => within(screen.getByRole('alertdialog')).getByRole('radiogroup', { name: SERIES_SCOPE_TEXTS.deleteWhich });
    const choice = (scope: keyof typeof SERIES_SCOPE_LABELS) => within(which()).getByRole('radio', { name: SERIES_SCOPE_LABELS[scope] });
    await expect(choice('this')).toBeChecked();
    await expect(within(which()).getAllByRole('radio')).toHaveLength(3);
    // All keeps the bookings that have started, and says so.
    await userEvent.click(choice('all'));
    await expect(which()).toHaveAccessibleDescription(SERIES_SCOPE_TEXTS.deleteLeaves);
    // Cancel forgets the choice: asked again, it is 'This booking'.
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: BOOKING_DETAILS_LABELS.delete }));
    await screen.findByRole('alertdialog', { name: BOOKING_DETAILS_LABELS.deleteTitle });
    await expect(choice('this')).toBeChecked();
    await userEvent.click(choice('following'));
    await expect(choice('following')).toBeChecked();
    await expect(screen.queryByText(SERIES_SCOPE_TEXTS.deleteLeaves)).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: BOOKING_DETAILS_LABELS.delete }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(OCCURRENCE, 'following');
  },
};
