import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { bookingFormValuesFrom } from '@roombook/domain/bookings/form';
import { contract } from '@roombook/domain/contract/index';
import { AVAILABILITY_REASONS, SUCCESS, VALIDATION } from '@roombook/domain/messages';
import type { MockStore } from '@roombook/mocks/handlers';
import { Button } from '../../Button/Button';
import { STORY_NOW, storyNow } from '../../BookingCalendar/storyHelpers';
import { BOOKING_FIELD_LABELS } from '../../BookingDialog/BookingDialog';
import { loadedData, storyAction, useStoryLoad } from '../storyApi';
import { StoryPage, useStoryToasts } from '../storyPage';
import { BookingEditor } from './BookingEditor';
import { signInStory } from '../storySession';

let store: MockStore;
let token = '';

/**
 * The calendar screen's Create booking dialog, as the calendar opens it for Thursday 19 November 2026,
 * 09:00–10:00 in Copenhagen Harbour, fed by the MSW handlers of `mocks/`: availability after each change
 * (500 ms), the create call, and the server's refusal when someone else was faster. In the mocks'
 * bookings Aurora is taken at that time. 'Add' stands for the calendar toolbar's button.
 */
function BookingDialogStory() {
  const { queue, toast } = useStoryToasts();
  const [locations] = useStoryLoad(contract.location.mine, token);
  const location = loadedData(locations)?.[0] ?? null;
  const [isOpen, setOpen] = useState(true);
  return (
    <StoryPage queue={queue}>
      <Button onPress={() => setOpen(true)}>Add</Button>
      {location ? (
        <BookingEditor
          isOpen={isOpen}
          onOpenChange={setOpen}
          rooms={location.rooms}
          initialValues={{ date: '2026-11-19', start: '09:00', end: '10:00' }}
          now={storyNow}
          onCheckAvailability={({ bookingStart, bookingEnd }) =>
            storyAction(contract.booking.availableRooms, token, { body: { location: location.id, bookingStart, bookingEnd } })
          }
          onSave={async (body) => {
            await storyAction(contract.booking.create, token, { body });
            toast('success', SUCCESS.bookingCreated);
          }}
        />
      ) : null}
    </StoryPage>
  );
}

/** The booking the Edit story changes (made in its `beforeEach`). */
let editedId = 0;

/**
 * Edit booking of one of the user's bookings, as the calendar opens it from the booking's details: the
 * availability asks with the booking's id, the save updates it.
 */
function EditBookingStory() {
  const { queue, toast } = useStoryToasts();
  const [locations] = useStoryLoad(contract.location.mine, token);
  const location = loadedData(locations)?.[0] ?? null;
  const [isOpen, setOpen] = useState(true);
  const [edited] = useState(() => store.calendar.bookings.find((booking) => booking.id === editedId)!);
  return (
    <StoryPage queue={queue}>
      {location ? (
        <BookingEditor
          isOpen={isOpen}
          onOpenChange={setOpen}
          mode="edit"
          rooms={location.rooms}
          initialValues={bookingFormValuesFrom(edited)}
          now={storyNow}
          onCheckAvailability={({ bookingStart, bookingEnd }) =>
            storyAction(contract.booking.availableRooms, token, { body: { id: edited.id, location: location.id, bookingStart, bookingEnd } })
          }
          onSave={async (body) => {
            await storyAction(contract.booking.update, token, { params: { id: edited.id }, body });
            toast('success', SUCCESS.bookingUpdated);
          }}
        />
      ) : null}
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Booking dialog',
  component: BookingDialogStory,
  beforeEach: ({ msw }) => {
    ({ store, token } = signInStory(msw, 'user@roombook.test', { now: STORY_NOW.getTime() }));
  },
} satisfies Meta<typeof BookingDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Create booking' }, { timeout: 5000 });
  // The first availability answer arrives 500 ms after opening.
  await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Aurora' })).toBeDisabled(), { timeout: 5000 });
  return dialog;
};

const segment = (scope: HTMLElement, field: string, part: 'hour' | 'minute') =>
  within(within(scope).getByRole('group', { name: field })).getByRole('spinbutton', { name: new RegExp(part, 'i') });

/** Aurora is taken at that time: it says why and cannot be chosen. */
export const UnavailableRoom: Story = {
  play: async () => {
    const dialog = within(await openDialog());
    const aurora = dialog.getByRole('radio', { name: 'Aurora' });
    // Read after what the room offers and the hours left.
    await expect(aurora).toHaveAccessibleDescription(new RegExp(` ${AVAILABILITY_REASONS.booked}$`));
    await expect(dialog.getByText(AVAILABILITY_REASONS.booked)).toBeVisible();
    await expect(dialog.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).disabled)).toHaveLength(1);
    await userEvent.click(dialog.getByText('Aurora'), { pointerEventsCheck: 0 });
    await expect(aurora).not.toBeChecked();
  },
};

/** Booking a free room goes through; the same room again at an overlapping time is refused. */
export const BookAndRefuseOverlap: Story = {
  play: async ({ canvasElement }) => {
    let dialog = within(await openDialog());
    // Birk (2 hours a day, 6 a week) is free for Nordlys ApS that day and week.
    await expect(dialog.getByRole('radio', { name: 'Birk' })).toHaveAccessibleDescription('4 seats · Whiteboard 2 h left on Thu 19 Nov · 6 h left this week');
    await userEvent.type(dialog.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title }), 'Sprint review');
    await userEvent.click(dialog.getByRole('radio', { name: 'Birk' }));
    await userEvent.click(dialog.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.bookingCreated })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Open again: Birk is now taken, so the availability answer disables it.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    dialog = within(await openDialog());
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Birk' })).toBeDisabled(), { timeout: 5000 });
    // Why, after what the room offers and the hours left, which the hour just booked has taken from.
    await expect(dialog.getByRole('radio', { name: 'Birk' })).toHaveAccessibleDescription(
      `4 seats · Whiteboard 1 h left on Thu 19 Nov · 5 h left this week ${AVAILABILITY_REASONS.booked}`,
    );
  },
};

/** Someone else takes the chosen room after the last availability answer: the API's 409 is shown. */
export const TakenMeanwhile: Story = {
  play: async () => {
    const dialog = within(await openDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: BOOKING_FIELD_LABELS.title }), 'Sprint review');
    await userEvent.click(dialog.getByRole('radio', { name: 'Fjord' }));
    store.calendar.create(store.findUserByEmail('admin@roombook.test')!, {
      name: 'Board meeting',
      roomId: 2,
      bookingStart: '2026-11-19T09:30:00+01:00',
      bookingEnd: '2026-11-19T10:30:00+01:00',
    });
    await userEvent.click(dialog.getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(VALIDATION.selectAvailableRoom);
    await expect(screen.getByRole('dialog', { name: 'Create booking' })).toBeVisible();
  },
};

/** Changing the start moves the end one hour later, and availability follows the new time. */
export const StartMovesEnd: Story = {
  play: async () => {
    const body = await openDialog();
    await userEvent.click(segment(body, BOOKING_FIELD_LABELS.start, 'hour'));
    await userEvent.keyboard('11');
    const end = within(body).getByRole('group', { name: BOOKING_FIELD_LABELS.end });
    await waitFor(() => expect(end).toHaveTextContent('12:00'));
    // At 11:00–12:00 Aurora is free and Kattegat is taken (once the availability of the new times has come:
    // Aurora was free at the first times too, so both are awaited together).
    await waitFor(
      () => {
        expect(within(body).getByRole('radio', { name: 'Aurora' })).toBeEnabled();
        expect(within(body).getByRole('radio', { name: 'Kattegat' })).toBeDisabled();
      },
      { timeout: 5000 },
    );
  },
};

/** A minute off the grid: 'Please choose 00, 15, 30 or 45 minute slots', and nothing is sent. */
export const OffGridTime: Story = {
  play: async () => {
    const body = await openDialog();
    const before = store.calendar.bookings.length;
    await userEvent.type(within(body).getByRole('textbox', { name: BOOKING_FIELD_LABELS.title }), 'Stand-up');
    await userEvent.click(within(body).getByRole('radio', { name: 'Birk' }));
    await userEvent.click(segment(body, BOOKING_FIELD_LABELS.start, 'minute'));
    await userEvent.keyboard('20');
    await userEvent.click(within(body).getByRole('button', { name: BOOKING_FIELD_LABELS.submit }));
    await expect(within(body).getAllByText(VALIDATION.slotMinutes).length).toBeGreaterThan(0);
    await expect(segment(body, BOOKING_FIELD_LABELS.start, 'minute')).toHaveAttribute('aria-invalid', 'true');
    await expect(store.calendar.bookings).toHaveLength(before);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const dialog = await openDialog();
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/**
 * The user edits their Birk booking while an administrator marks Birk inactive: the next availability
 * answer says why Birk can no longer be chosen, and the room is cleared.
 */
export const EditRoomMarkedInactive: Story = {
  beforeEach: () => {
    const user = store.findUserByEmail('user@roombook.test')!;
    editedId = store.calendar.create(user, { name: 'Stand-up', roomId: 3, bookingStart: '2026-11-19T09:00:00+01:00', bookingEnd: '2026-11-19T10:00:00+01:00' }).id;
  },
  render: () => <EditBookingStory />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit booking' }, { timeout: 5000 });
    const birk = within(dialog).getByRole('radio', { name: 'Birk' });
    // Aurora is taken at 09:00: once that answer is in, the booking's own Birk is free and still chosen.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Aurora' })).toBeDisabled(), { timeout: 5000 });
    await expect(birk).toBeEnabled();
    await expect(birk).toBeChecked();

    store.roomAdmin.setActive([3], false);
    await userEvent.click(segment(dialog, BOOKING_FIELD_LABELS.end, 'minute'));
    await userEvent.keyboard('30');
    await waitFor(() => expect(birk).toBeDisabled(), { timeout: 5000 });
    await expect(within(dialog).getByText(AVAILABILITY_REASONS.roomInactive)).toBeVisible();
    await expect(birk).not.toBeChecked();
    await expect(within(dialog).getByText(VALIDATION.selectAvailableRoom)).toBeVisible();
    // Read with the room: what it offers (no hours left in a room that cannot be booked), why it cannot be chosen, then the room list's error.
    await expect(birk).toHaveAccessibleDescription(`4 seats · Whiteboard ${AVAILABILITY_REASONS.roomInactive} ${VALIDATION.selectAvailableRoom}`);
  },
};
