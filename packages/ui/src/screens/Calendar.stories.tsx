import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AvailabilityEntry, Booking, BookingBody, BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import { bookingFormValuesFrom, defaultBookingFormValues, endTimeForNewStart, type BookingFormValues } from '@roombook/domain/bookings/form';
import type { CalendarView } from '@roombook/domain/constants';
import { contract } from '@roombook/domain/contract/index';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import { CONFIRM, SUCCESS, TEXTS } from '@roombook/domain/messages';
import { isAgendaBooking, isOwnBookingForDisplay } from '@roombook/domain/permissions/booking';
import { isAdminRole } from '@roombook/domain/roles';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { toSessionUser } from '@roombook/mocks/data/store';
import { Temporal } from 'temporal-polyfill';
import { BookingCalendar } from '../BookingCalendar/BookingCalendar';
import { copenhagenText, visibleRange } from '../BookingCalendar/localizer';
import { callApi, clickAt, monthCellPoint, STORY_NOW, storyNow } from '../BookingCalendar/storyHelpers';
import { BookingDetails } from '../BookingDetails/BookingDetails';
import { BookingDialog, type AvailabilityQuery } from '../BookingDialog/BookingDialog';
import { FeatureChips } from '../FeatureChips/FeatureChips';
import { LocationPicker } from '../LocationPicker/LocationPicker';
import { ALL_ROOMS, NoRoomsState, RoomPicker, type RoomChoice } from '../RoomPicker/RoomPicker';
import { ToastRegion, createToastQueue, showToast } from '../Toast/Toast';
import { UsageMeter } from '../UsageMeter/UsageMeter';

/** The signed-in user of the story, set per story from the mocks' store (token and profile). */
const session: { token: string; me: SessionUser | null } = { token: '', me: null };
let store = new MockStore(undefined, () => STORY_NOW.getTime());

interface DialogState {
  mode: 'create' | 'edit';
  initialValues: BookingFormValues;
  bookingId?: number;
}

const toInstant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());

/**
 * The calendar page (§2 Calendar) as the web app composes it, talking to the MSW handlers of mocks/:
 * location and room pickers, the chosen room's features and booking time used, the calendar, and the
 * Create/Edit booking and booking-details dialogs with their toasts.
 */
function CalendarScreen({ startView = 'month' }: { startView?: CalendarView }) {
  const { token } = session;
  const me = session.me!;
  const [queue] = useState(createToastQueue);
  const [locations, setLocations] = useState<LocationWithRooms[] | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [room, setRoom] = useState<RoomChoice>(ALL_ROOMS);
  const [view, setView] = useState<CalendarView>(startView);
  const [date, setDate] = useState<Date>(STORY_NOW);
  const [loadError, setLoadError] = useState<string>();
  const [usage, setUsage] = useState<BookingLimitsEntry[] | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [availability, setAvailability] = useState<AvailabilityEntry[] | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const [selected, setSelected] = useState<Booking | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  // §4: loading the locations selects the first one (with ALL its rooms).
  useEffect(() => {
    void callApi(contract.location.mine, token).then((result) => {
      if (!result.ok) {
        setLoadError(result.message);
        setLocations([]);
        return;
      }
      setLocations(result.data);
      setLocationId(result.data[0]?.id ?? null);
    });
  }, [token]);

  const location = locations?.find((l) => l.id === locationId) ?? null;
  const chosenRoom = room === ALL_ROOMS ? null : (location?.rooms.find((r) => r.id === room) ?? null);
  const range = useMemo(() => visibleRange(view, date), [view, date]);

  // The bookings of the visible range, for ALL rooms or the chosen one; loading until they match.
  const wanted = location === null ? null : `${location.id}|${room}|${range.start.toISOString()}|${range.end.toISOString()}`;
  const [loaded, setLoaded] = useState<{ key: string | null; bookings: Booking[] }>({ key: null, bookings: [] });
  useEffect(() => {
    if (location === null || wanted === null) return undefined;
    const query = { from: range.start.toISOString(), to: range.end.toISOString() };
    const call =
      room === ALL_ROOMS
        ? callApi(contract.booking.byLocation, token, { params: { id: location.id }, query })
        : callApi(contract.booking.byRoom, token, { params: { id: room }, query });
    let current = true;
    void call.then((result) => {
      if (!current) return;
      if (!result.ok) setLoadError(result.message);
      setLoaded({ key: wanted, bookings: result.ok ? result.data : [] });
    });
    return () => {
      current = false;
    };
  }, [location, room, range, token, wanted]);
  const bookings = loaded.bookings;
  const setBookings = (update: (list: Booking[]) => Booking[]) =>
    setLoaded((current) => ({ ...current, bookings: update(current.bookings) }));
  const isLoading = locations === null || (wanted !== null && loaded.key !== wanted);

  const loadUsage = useCallback(() => {
    if (location === null) return;
    void callApi(contract.booking.usedTime, token, { params: { locationId: location.id } }).then((result) => {
      setUsage(result.ok ? result.data : null);
    });
  }, [location, token]);
  useEffect(loadUsage, [loadUsage]);

  const actor = useMemo(() => ({ id: me.id, role: me.role, companyId: me.company?.id ?? null }), [me]);
  const isOwn = useCallback(
    (booking: Booking) => isOwnBookingForDisplay(actor, { userId: booking.userId, userCompanyId: booking.user.company?.id ?? null }),
    [actor],
  );
  const isMine = useCallback((booking: Booking) => isAgendaBooking(actor, booking), [actor]);

  const openCreate = (start?: Date, end?: Date) => {
    const defaults = defaultBookingFormValues(toInstant(storyNow()));
    const wholeDay = start !== undefined && end !== undefined && end.getTime() - start.getTime() >= 23 * 3_600_000;
    const slotStart = start && !wholeDay ? copenhagenText(start, 'HH:mm') : defaults.start;
    setAvailability(null);
    setSubmitError(undefined);
    setDialog({
      mode: 'create',
      initialValues: {
        date: start ? copenhagenText(start, 'yyyy-MM-dd') : defaults.date,
        start: slotStart,
        end: start && !wholeDay ? (endTimeForNewStart(slotStart) ?? defaults.end) : defaults.end,
        ...(room === ALL_ROOMS ? {} : { roomId: room }),
      },
    });
  };

  const requestAvailability = (query: AvailabilityQuery) => {
    if (location === null || dialog === null) return;
    setChecking(true);
    void callApi(contract.booking.availableRooms, token, {
      body: { location: location.id, bookingStart: query.bookingStart, bookingEnd: query.bookingEnd, ...(dialog.bookingId ? { id: dialog.bookingId } : {}) },
    }).then((result) => {
      setChecking(false);
      // §8: availability failures are silent.
      setAvailability(result.ok ? result.data : null);
    });
  };

  const submit = async (body: BookingBody) => {
    if (dialog === null) return;
    setSubmitting(true);
    setSubmitError(undefined);
    const result =
      dialog.mode === 'create'
        ? await callApi(contract.booking.create, token, { body })
        : await callApi(contract.booking.update, token, { params: { id: dialog.bookingId! }, body });
    setSubmitting(false);
    if (!result.ok) {
      setSubmitError(result.message);
      return;
    }
    const saved = result.data;
    const fits = room === ALL_ROOMS || saved.roomId === room;
    // §4: an added booking enters the list only for ALL or its room; an updated one for another room leaves.
    setBookings((list) => [...list.filter((b) => b.id !== saved.id), ...(fits ? [saved] : [])]);
    showToast(queue, { kind: 'success', message: dialog.mode === 'create' ? SUCCESS.bookingCreated : SUCCESS.bookingUpdated });
    setDialog(null);
    loadUsage();
  };

  const remove = async (booking: Booking) => {
    setDeleting(true);
    const result = await callApi(contract.booking.delete, token, { params: { id: booking.id } });
    setDeleting(false);
    if (!result.ok) {
      showToast(queue, { kind: 'error', message: result.message });
      return;
    }
    setBookings((list) => list.filter((b) => b.id !== booking.id));
    setSelected(null);
    showToast(queue, { kind: 'success', message: SUCCESS.bookingDeleted });
    loadUsage();
  };

  const roomsForUsage = chosenRoom ? [chosenRoom] : (location?.rooms ?? []);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}>
      <h1 style={{ margin: 0 }}>Calendar</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }}>
        <div style={{ width: 240 }}>
          <LocationPicker
            locations={locations ?? []}
            selectedId={locationId}
            isLoading={locations === null}
            onChange={(id) => {
              // §4: changing the location resets the room.
              setLocationId(id);
              setRoom(ALL_ROOMS);
            }}
          />
        </div>
        {location && location.rooms.length > 0 ? (
          <>
            <div style={{ width: 200 }}>
              <RoomPicker rooms={location.rooms} selected={room} onChange={setRoom} />
            </div>
            <UsageMeter rooms={roomsForUsage} usage={usage} />
            {chosenRoom ? <FeatureChips features={chosenRoom.features} aria-label={`Features of ${chosenRoom.name}`} /> : null}
          </>
        ) : null}
      </div>
      {location && location.rooms.length === 0 ? (
        <NoRoomsState />
      ) : (
        <BookingCalendar
          bookings={bookings}
          isOwn={isOwn}
          agendaFilter={isMine}
          view={view}
          onViewChange={setView}
          date={date}
          onDateChange={setDate}
          now={storyNow}
          isLoading={isLoading}
          errorMessage={loadError}
          shortcutsDisabled={dialog !== null || selected !== null}
          onCreate={openCreate}
          onAdd={() => openCreate()}
          onSelect={setSelected}
        />
      )}
      {location && dialog ? (
        <BookingDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          mode={dialog.mode}
          rooms={location.rooms}
          availability={availability}
          isCheckingAvailability={isChecking}
          onAvailabilityRequest={requestAvailability}
          onSubmit={(body) => void submit(body)}
          initialValues={dialog.initialValues}
          allowPast={dialog.mode === 'edit' && isAdminRole(me.role)}
          isSubmitting={isSubmitting}
          submitError={submitError}
          now={storyNow}
        />
      ) : null}
      <BookingDetails
        booking={selected}
        onClose={() => setSelected(null)}
        actor={{ id: me.id, role: me.role, companyId: me.company?.id ?? null }}
        now={storyNow}
        isDeleting={isDeleting}
        onEdit={(booking) => {
          setSelected(null);
          setAvailability(null);
          setSubmitError(undefined);
          setDialog({ mode: 'edit', initialValues: bookingFormValuesFrom(booking), bookingId: booking.id });
        }}
        onDelete={(booking) => void remove(booking)}
      />
      <ToastRegion queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Screens/Calendar',
  component: CalendarScreen,
  parameters: { layout: 'fullscreen', user: 'user@roombook.test' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: ({ msw, parameters }) => {
    store = new MockStore(undefined, () => STORY_NOW.getTime());
    msw.use(...createHandlers(store));
    const user = store.findUserByEmail(String(parameters.user))!;
    session.token = store.issueTokens(user.id).token;
    session.me = toSessionUser(user);
  },
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Bookings calendar' }));
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByRole('progressbar', { name: 'Loading bookings' })).not.toBeInTheDocument(), {
    timeout: 10_000,
  });
const viewIs = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(calendar(canvasElement).getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked());
const pick = async (canvasElement: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

/** November 2026 with the mocks' bookings of Copenhagen Harbour: more than 60, many behind "+N more". */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: /Location$/ })).toHaveTextContent('Copenhagen Harbour');
    await expect(canvas.getByRole('button', { name: /Room$/ })).toHaveTextContent('ALL');
    await expect(calendar(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('November 2026');
    const shown = calendar(canvasElement).getAllByRole('button', { name: /,\s+(Wed|Thu|Fri|Sat|Sun|Mon|Tue) \d\d Nov / }).length;
    const hidden = calendar(canvasElement)
      .queryAllByRole('button', { name: /^\+\d+ more$/ })
      .reduce((sum, more) => sum + Number(/\d+/.exec(more.textContent ?? '')?.[0] ?? 0), 0);
    await expect(shown + hidden).toBeGreaterThanOrEqual(60);
  },
};

/** The week of 16 November: every booking of the location drawn in its hours. */
export const Week: Story = {
  args: { startView: 'week' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await viewIs(canvasElement, 'Week');
    const drawn = calendar(canvasElement).getAllByRole('button', { name: / \d\d Nov, / });
    await expect(drawn.length).toBeGreaterThanOrEqual(15);
    // Ulla's own are filled, the others outlined.
    const own = calendar(canvasElement).getAllByRole('button', { name: /, Ulla User$/ })[0]!;
    const other = calendar(canvasElement).getAllByRole('button', { name: /, Emil Dahl$/ })[0]!;
    await expect(getComputedStyle(own).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  },
};

/** A phone: the day view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await viewIs(canvasElement, 'Day');
    await expect(calendar(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Wednesday 18 November 2026');
  },
};

/** The shortcuts switch views, but not while the booking dialog is open. */
export const ShortcutsAndTheDialog: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard('w');
    await viewIs(canvasElement, 'Week');
    await userEvent.click(calendar(canvasElement).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create booking' });
    // Focus is in the title field; move it to the dialog's buttons so that keys are not typed.
    within(dialog).getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('m');
    await userEvent.keyboard('d');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await viewIs(canvasElement, 'Week');
    await userEvent.keyboard('m');
    await viewIs(canvasElement, 'Month');
  },
};

/** A past day does nothing; a later day opens Create booking on that date. */
export const SlotClicks: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const past = monthCellPoint(canvasElement, 'Tuesday 10 November 2026');
    clickAt(past.x, past.y);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const later = monthCellPoint(canvasElement, 'Thursday 26 November 2026');
    clickAt(later.x, later.y);
    const dialog = await screen.findByRole('dialog', { name: 'Create booking' });
    await expect(within(dialog).getByRole('group', { name: 'Date' })).toHaveTextContent('26/11/2026');
  },
};

/** Add → title, an available room → Save: the booking is created, toasted and drawn. */
export const CreateBooking: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard('d');
    await viewIs(canvasElement, 'Day');
    await userEvent.click(calendar(canvasElement).getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create booking' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Team planning');
    // The availability answer arrives 500 ms after opening.
    await waitFor(() => expect(dialog.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
    await userEvent.click(dialog.getByRole('radio', { name: 'Birk' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.bookingCreated })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(calendar(canvasElement).getByRole('button', { name: /Team planning\s*,\s*Birk\s*,\s*Wed 18 Nov, Ulla User/ })).toBeVisible();
    await expect(store.calendar.bookings.some((b) => b.name === 'Team planning' && b.roomId === 3)).toBe(true);
  },
};

/** One room: its features, its bookings only, and its booking time used. */
export const OneRoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await pick(canvasElement, 'Room', 'Fjord');
    await expect(await canvas.findByRole('list', { name: 'Features of Fjord' })).toHaveTextContent('ProjectorWhiteboard');
    await loaded(canvasElement);
    await userEvent.keyboard('w');
    await waitFor(() => {
      const drawn = calendar(canvasElement).getAllByRole('button', { name: / \d\d Nov, / });
      return expect(drawn.every((b) => (b.textContent ?? '').includes('Fjord'))).toBe(true);
    });
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.calendar.usageTitle }));
    const popup = within(await screen.findByRole('dialog', { name: TEXTS.calendar.usageTitle }));
    await expect(popup.getByText('Today - 0 / 4 hours')).toBeVisible();
  },
};

/** A booking of one's own later today opens its details; Delete asks, then deletes it. */
export const DeleteOwnBooking: Story = {
  args: { startView: 'week' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const own = calendar(canvasElement)
      .getAllByRole('button', { name: /, Ulla User$/ })
      .find((b) => (b.textContent ?? '').startsWith('14:00'))!;
    const title = own.querySelector('span')!.textContent!.replace(/,$/, '');
    await userEvent.click(own);
    const details = within(await screen.findByRole('dialog', { name: title }));
    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete booking' });
    await expect(confirm).toHaveTextContent(CONFIRM.deleteBooking);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.bookingDeleted })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(own).not.toBeInTheDocument();
  },
};

/** A CompanyOwner sees the company's bookings filled too. */
export const CompanyOwner: Story = {
  parameters: { user: 'owner@roombook.test' },
  args: { startView: 'week' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const colleague = calendar(canvasElement).getAllByRole('button', { name: /, Ulla User$/ })[0]!;
    const own = calendar(canvasElement).getAllByRole('button', { name: /, Olivia Owner$/ })[0]!;
    const other = calendar(canvasElement).getAllByRole('button', { name: /, Emil Dahl$/ })[0]!;
    await expect(getComputedStyle(colleague).backgroundColor).toBe(getComputedStyle(own).backgroundColor);
    await expect(getComputedStyle(other).backgroundColor).not.toBe(getComputedStyle(own).backgroundColor);
  },
};

/** A location without rooms: 'No rooms in this locations' instead of the calendar. */
export const LocationWithoutRooms: Story = {
  parameters: { user: 'admin@roombook.test' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await pick(canvasElement, 'Location', 'Odense Docks');
    await expect(await within(canvasElement).findByText(TEXTS.calendar.noRooms)).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Bookings calendar' })).not.toBeInTheDocument();
  },
};

/** A user without locations: 'No locations found'. */
export const NoLocations: Story = {
  parameters: { user: 'canteen@roombook.test' },
  play: async ({ canvasElement }) => {
    const picker = await within(canvasElement).findByRole('button', { name: /Location$/ });
    await waitFor(() => expect(picker).toHaveTextContent(TEXTS.calendar.noLocations));
    await expect(picker).toBeDisabled();
  },
};
