import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Booking, BookingBody, BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import type { SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import { SERIES_SCOPE_LABELS, SERIES_SCOPE_TEXTS, type SeriesScope } from '@roombook/domain/bookings/series/scopes';
import type { CalendarView } from '@roombook/domain/constants';
import { contract } from '@roombook/domain/contract/index';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import type { GuestBody } from '@roombook/domain/guests/schemas';
import { CONFIRM, SUCCESS, TEXTS } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { mockGuests } from '@roombook/mocks/data/guests';
import type { MockStore } from '@roombook/mocks/handlers';
import { copenhagenText } from '../../BookingCalendar/calendarTime';
import { visibleRange } from '../../BookingCalendar/dates';
import { clickAt, monthCellPoint, STORY_NOW, storyNow } from '../../BookingCalendar/storyHelpers';
import { ALL_ROOMS } from '../../RoomPicker/RoomPicker';
import { loadError, loadedData, storyAction, storyCall, useStoryLoad } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { CalendarScreen, type CalendarSelection } from './CalendarScreen';
import { signInStory } from '../storySession';

/** The signed-in user of the story, set per story from the mocks' store (token and who they are). */
const session: { token: string; actor: Actor } = { token: '', actor: { id: 0, role: 'User', companyId: null } };
let store: MockStore;

/**
 * The calendar page fed by the MSW handlers of `mocks/`, doing what the web's route will: the locations
 * (the first one selected, §4), the bookings of the visible range for ALL rooms or the chosen one, the
 * booking time used, and the calls of the dialogs, each toasted. Saved and deleted bookings update the
 * list here (§4); the web reloads it.
 */
function CalendarStory({ startView = 'month' }: { startView?: CalendarView }) {
  const { token, actor } = session;
  const { queue, toast } = useStoryToasts();
  const [view, setView] = useState<CalendarView>(startView);
  const [date, setDate] = useState<Date>(STORY_NOW);
  const [locationsLoad] = useStoryLoad(contract.location.mine, token);
  const locations = locationsLoad.status === 'loading' ? null : (loadedData(locationsLoad) ?? []);
  const [chosen, setChosen] = useState<CalendarSelection | null>(null);
  // §4: loading the locations selects the first one (with ALL its rooms).
  const selection = chosen ?? { locationId: locations?.[0]?.id ?? null, room: ALL_ROOMS };
  const { locationId, room } = selection;
  const range = useMemo(() => visibleRange(view, date), [view, date]);

  // The bookings of the visible range, for ALL rooms or the chosen one; loading until they match.
  // A change of several bookings of a series loads the list again, as the web reloads it after every change.
  const [reloads, setReloads] = useState(0);
  const wanted = locationId === null ? null : `${locationId}|${room}|${range.start.toISOString()}|${range.end.toISOString()}|${reloads}`;
  const [loaded, setLoaded] = useState<{ key: string | null; bookings: Booking[] }>({ key: null, bookings: [] });
  const [bookingsError, setBookingsError] = useState<string>();
  useEffect(() => {
    if (locationId === null || wanted === null) return undefined;
    const query = { from: range.start.toISOString(), to: range.end.toISOString() };
    const call =
      room === ALL_ROOMS
        ? storyCall(contract.booking.byLocation, token, { params: { id: locationId }, query })
        : storyCall(contract.booking.byRoom, token, { params: { id: room }, query });
    let current = true;
    void call.then((result) => {
      if (!current) return;
      if (!result.ok) setBookingsError(result.message);
      setLoaded({ key: wanted, bookings: result.ok ? result.data : [] });
    });
    return () => {
      current = false;
    };
  }, [locationId, room, range, token, wanted]);
  const setBookings = (update: (list: Booking[]) => Booking[]) => setLoaded((last) => ({ ...last, bookings: update(last.bookings) }));

  const [usage, setUsage] = useState<BookingLimitsEntry[] | null>(null);
  const loadUsage = useCallback(() => {
    if (locationId === null) return;
    // The hours of the day shown and of its week, as the web's loader asks for them.
    const query = { date: copenhagenText(date, 'yyyy-MM-dd') };
    void storyCall(contract.booking.usedTime, token, { params: { locationId }, query }).then((result) => setUsage(result.ok ? result.data : null));
  }, [locationId, token, date]);
  useEffect(loadUsage, [loadUsage]);

  /** A refusal is not toasted: the dialog shows it. */
  const save = async (body: BookingBody, bookingId?: number, scope?: SeriesScope) => {
    const saved =
      bookingId === undefined
        ? await storyAction(contract.booking.create, token, { body })
        : await storyAction(contract.booking.update, token, { params: { id: bookingId }, query: { scope }, body });
    // §4: an added booking enters the list only for ALL or its room; an updated one for another room leaves.
    const fits = room === ALL_ROOMS || saved.roomId === room;
    if (scope === 'following' || scope === 'all') setReloads((count) => count + 1);
    else setBookings((list) => [...list.filter((b) => b.id !== saved.id), ...(fits ? [saved] : [])]);
    toast('success', bookingId === undefined ? SUCCESS.bookingCreated : SUCCESS.bookingUpdated);
    loadUsage();
  };

  /** A refusal is toasted; the details stay open. The toast is the answer's: how many bookings were deleted. */
  const remove = async (booking: Booking, scope?: SeriesScope) => {
    let message: string;
    try {
      ({ message } = await storyAction(contract.booking.delete, token, { params: { id: booking.id }, query: { scope } }));
    } catch (error) {
      toast('error', (error as Error).message);
      throw error;
    }
    if (scope === 'following' || scope === 'all') setReloads((count) => count + 1);
    else setBookings((list) => list.filter((b) => b.id !== booking.id));
    toast('success', message);
    loadUsage();
  };

  /** A guest added or removed is toasted with the call's message, a refusal too (the details show it as well). */
  const toasted = async <T,>(run: () => Promise<T>, success: string): Promise<T> => {
    try {
      const result = await run();
      toast('success', success);
      return result;
    } catch (error) {
      toast('error', (error as Error).message);
      throw error;
    }
  };
  const addGuest = (id: number, body: GuestBody) => toasted(() => storyAction(contract.guest.add, token, { params: { id }, body }), GUEST_MESSAGES.added);
  const removeGuest = (id: number, guestId: number) =>
    toasted(() => storyAction(contract.guest.remove, token, { params: { id, guestId } }), GUEST_MESSAGES.removed);

  return (
    <StoryPage queue={queue}>
      <CalendarScreen
        actor={actor}
        locations={locations}
        selection={selection}
        onSelectionChange={setChosen}
        view={view}
        onViewChange={setView}
        date={date}
        onDateChange={setDate}
        bookings={loaded.bookings}
        isLoadingBookings={wanted !== null && loaded.key !== wanted}
        loadError={loadError(locationsLoad) ?? bookingsError}
        usage={usage}
        now={storyNow}
        onCheckAvailability={(body) => storyAction(contract.booking.availableRooms, token, { body })}
        onSaveBooking={save}
        onDeleteBooking={remove}
        loadGuests={(id) => storyAction(contract.guest.list, token, { params: { id } })}
        addGuest={addGuest}
        removeGuest={removeGuest}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Calendar',
  component: CalendarStory,
  parameters: { layout: 'fullscreen', user: 'user@roombook.test' },
  decorators: [inMainRegion],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: ({ msw, parameters }) => {
    ({ store, token: session.token, actor: session.actor } = signInStory(msw, String(parameters.user), { now: STORY_NOW.getTime() }));
  },
} satisfies Meta<typeof CalendarStory>;

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

/**
 * A phone: the day view, chosen in the toolbar's 'View' Select; location and room share a row, so that
 * the hours start in the upper half of the screen.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await waitFor(() => expect(calendar(canvasElement).getByRole('button', { name: /View$/ })).toHaveTextContent('Day'));
    await expect(calendar(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Wednesday 18 November 2026');
    const location = within(canvasElement).getByRole('button', { name: /Location$/ }).getBoundingClientRect();
    const room = within(canvasElement).getByRole('button', { name: /Room$/ }).getBoundingClientRect();
    await expect(Math.abs(location.top - room.top)).toBeLessThan(1);
    const hours = canvasElement.querySelector('.rbc-time-content')!;
    await expect(hours.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
    // Each room's header stands over its column: the gutter above the hours is as wide as the hours' own, whenever
    // the font of the hours loaded (react-big-calendar measures the gutter once, when the grid mounts).
    await document.fonts.ready;
    const gutterWidth = (selector: string) => canvasElement.querySelector(selector)!.getBoundingClientRect().width;
    await expect(gutterWidth('.rbc-time-header-gutter')).toBe(gutterWidth('.rbc-time-content > .rbc-time-gutter'));
  },
};

/** The shortcuts switch views, and N adds a booking as Add does; none works while the booking dialog is open. */
export const ShortcutsAndTheDialog: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard('w');
    await viewIs(canvasElement, 'Week');
    // Each shortcut is told with its button.
    await expect(calendar(canvasElement).getByRole('radio', { name: /^Week/ })).toHaveAttribute('aria-keyshortcuts', 'W');
    await expect(calendar(canvasElement).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-keyshortcuts', 'T');
    await expect(calendar(canvasElement).getByRole('button', { name: 'Add' })).toHaveAttribute('aria-keyshortcuts', 'N');
    await userEvent.keyboard('n');
    // The booking dialog is a chunk of its own, fetched when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Create booking' }, { timeout: 5000 });
    // The key opened the dialog and was not typed into its first field, which has the focus.
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveValue('');
    // Move the focus to the dialog's buttons so that keys are not typed.
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
    const dialog = await screen.findByRole('dialog', { name: 'Create booking' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('group', { name: 'Date' })).toHaveTextContent('26/11/2026');
  },
};

/** Add on another day than today opens Create booking on the day shown, not today (issue 28 §2). */
export const AddOnTheDayShown: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(calendar(canvasElement).getByRole('button', { name: 'Next' }));
    await loaded(canvasElement);
    await userEvent.click(await calendar(canvasElement).findByRole('button', { name: /^Thursday 0?3 December 2026$/ }));
    await viewIs(canvasElement, 'Day');
    await loaded(canvasElement);
    await userEvent.click(calendar(canvasElement).getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create booking' }, { timeout: 5000 }));
    await expect(dialog.getByRole('group', { name: 'Date' })).toHaveTextContent('03/12/2026');
    // Nothing is booked that day: the time of today's default (10:07 rounds to 10:00, + 30 minutes).
    await expect(dialog.getByRole('group', { name: 'Start time' })).toHaveTextContent('10:30');
    await expect(dialog.getByRole('group', { name: 'End time' })).toHaveTextContent('11:30');
  },
};

/** Add → title, an available room → Save: the booking is created, toasted and drawn. */
export const CreateBooking: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard('d');
    await viewIs(canvasElement, 'Day');
    await userEvent.click(calendar(canvasElement).getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create booking' }, { timeout: 5000 }));
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

/** Clicks the user's own booking at 14:00 today (week view) and answers it, its title and its open details. */
async function openOwnBooking(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  const ownAt14 = () =>
    calendar(canvasElement)
      .getAllByRole('button', { name: /, Ulla User$/ })
      .find((b) => (b.textContent ?? '').startsWith('14:00'))!;
  const title = ownAt14().querySelector('span')!.textContent!.replace(/,$/, '');
  // The calendar may draw its bookings once more while the page settles (a busy machine): a click on a booking
  // drawn again meanwhile is lost, so the booking is found and clicked again until its details open.
  let dialog: HTMLElement | null = null;
  for (let attempt = 0; attempt < 3 && dialog === null; attempt += 1) {
    await userEvent.click(ownAt14());
    dialog = await screen.findByRole('dialog', { name: title }, { timeout: 4000 }).catch(() => null);
  }
  if (dialog === null) throw new Error(`The details of ${title} did not open`);
  return { own: ownAt14(), title, details: within(dialog) };
}

/** A booking of one's own later today opens its details; Delete asks, then deletes it. */
export const DeleteOwnBooking: Story = {
  args: { startView: 'week' },
  play: async ({ canvasElement }) => {
    const { own, details } = await openOwnBooking(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete booking' });
    await expect(confirm).toHaveTextContent(CONFIRM.deleteBooking);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.bookingDeleted })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(own).not.toBeInTheDocument();
  },
};

/** The details of one's own booking list its guests; Add guest adds one through the mocks, toasted and listed. */
export const GuestsOfABooking: Story = {
  args: { startView: 'week' },
  play: async ({ canvasElement }) => {
    const { title, details } = await openOwnBooking(canvasElement);
    const guests = within(details.getByRole('region', { name: GUEST_MESSAGES.heading }));
    await expect(await guests.findByText(GUEST_MESSAGES.none)).toBeVisible();
    await userEvent.type(guests.getByRole('textbox', { name: GUEST_MESSAGES.name }), 'Grace Hopper');
    await userEvent.click(guests.getByRole('button', { name: GUEST_MESSAGES.add }));
    await expect(await screen.findByRole('alertdialog', { name: GUEST_MESSAGES.added })).toBeVisible();
    await expect(guests.getByRole('listitem')).toHaveTextContent(`Grace Hopper${GUEST_MESSAGES.expected}`);
    // Kept by the mocks with that booking.
    const withGuest = store.calendar.bookings.filter((b) => mockGuests(store).of(b.id).some((g) => g.name === 'Grace Hopper'));
    await expect(withGuest.map((b) => b.name)).toEqual([title]);
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

/**
 * A CanteenManager sees the calendar of their canteen's location, read-only (docs/decisions/094): no Add, no
 * slot to click, no 'Booking time used', and a line that says why.
 */
export const CanteenManagerReadOnly: Story = {
  parameters: { user: 'canteen@roombook.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: /Location$/ })).toHaveTextContent('Copenhagen Harbour');
    await expect(calendar(canvasElement).getAllByRole('button', { name: /, Ulla User$/ }).length).toBeGreaterThan(0);
    await expect(calendar(canvasElement).queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: TEXTS.calendar.usageTitle })).not.toBeInTheDocument();
    // Nor does N add a booking.
    await userEvent.keyboard('n');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByText("You can see this location's bookings. Rooms are booked by the staff of its companies.")).toBeVisible();
    // A later day's cell opens nothing.
    const later = monthCellPoint(canvasElement, 'Thursday 26 November 2026');
    clickAt(later.x, later.y);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A user without locations: 'No locations found' (a CanteenManager whose canteen has another manager now). */
export const NoLocations: Story = {
  parameters: { user: 'canteen@roombook.test' },
  beforeEach: () => {
    for (const canteen of store.canteens.records) canteen.managerId = null;
  },
  play: async ({ canvasElement }) => {
    const picker = await within(canvasElement).findByRole('button', { name: /Location$/ });
    await waitFor(() => expect(picker).toHaveTextContent(TEXTS.calendar.noLocations));
    await expect(picker).toBeDisabled();
  },
};

/**
 * Ulla's 'Weekly sync', booked as a series in the mocks before the story: 45 minutes on Thursdays at 13:00 in Fjord,
 * four weeks from 19 November (one of them in the week the stories show).
 */
const WEEKLY_SYNC: SeriesPreviewBody = {
  booking: { name: 'Weekly sync', roomId: 2, bookingStart: '2026-11-19T13:00:00+01:00', bookingEnd: '2026-11-19T13:45:00+01:00' },
  repeat: { frequency: 'weekly', weekdays: ['TH'], count: 4 },
};
const bookWeeklySync = () => {
  const user = store.findUserByEmail('user@roombook.test')!;
  const { occurrences } = store.calendar.seriesPreview(user, WEEKLY_SYNC);
  store.calendar.createSeries(user, { ...WEEKLY_SYNC, occurrences: occurrences.map((occurrence) => occurrence.bookingStart) });
};
const syncsInStore = () => store.calendar.bookings.filter((booking) => booking.series !== null);

/** Opens the details of the week's 'Weekly sync', drawn with the repeat mark and named with how it repeats. */
async function openWeeklySync(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  await viewIs(canvasElement, 'Week');
  const sync = () => calendar(canvasElement).findByRole('button', { name: /^13:00 – 13:45 Weekly sync, Fjord, Thu 19 Nov, Ulla User, Repeats weekly on Thursday$/ });
  await expect((await sync()).querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  // As openOwnBooking: a click on a booking drawn again meanwhile is lost, so it is clicked again until its details open.
  let dialog: HTMLElement | null = null;
  for (let attempt = 0; attempt < 3 && dialog === null; attempt += 1) {
    await userEvent.click(await sync());
    dialog = await screen.findByRole('dialog', { name: 'Weekly sync' }, { timeout: 4000 }).catch(() => null);
  }
  if (dialog === null) throw new Error('The details of Weekly sync did not open');
  await expect(within(dialog).getByText('Repeats weekly on Thursday')).toBeVisible();
  return within(dialog);
}

/**
 * An occurrence of a series (issue 30 §3): its details say how it repeats; Delete asks which bookings, and 'All
 * bookings of the series' deletes the four through the mocks (`?scope=all`), toasted with how many.
 */
export const DeleteASeries: Story = {
  args: { startView: 'week' },
  beforeEach: bookWeeklySync,
  play: async ({ canvasElement }) => {
    await expect(syncsInStore()).toHaveLength(4);
    const details = await openWeeklySync(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete booking' }));
    await expect(confirm.getByText(SERIES_SCOPE_TEXTS.deleteWhich)).toBeVisible();
    await userEvent.click(confirm.getByRole('radio', { name: SERIES_SCOPE_LABELS.all }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alertdialog', { name: SERIES_SCOPE_TEXTS.deleted(4) })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(syncsInStore()).toHaveLength(0);
    await loaded(canvasElement);
    await expect(calendar(canvasElement).queryByRole('button', { name: /Weekly sync/ })).not.toBeInTheDocument();
  },
};

/**
 * Edit booking of an occurrence asks which bookings the change takes; 'All bookings of the series' renames the four
 * through the mocks (`?scope=all`), and the calendar draws the new title with the repeat mark.
 */
export const EditASeries: Story = {
  args: { startView: 'week' },
  beforeEach: bookWeeklySync,
  play: async ({ canvasElement }) => {
    const details = await openWeeklySync(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit booking' }, { timeout: 5000 }));
    const which = dialog.getByRole('radiogroup', { name: SERIES_SCOPE_TEXTS.changeWhich });
    await expect(within(which).getByRole('radio', { name: SERIES_SCOPE_LABELS.this })).toBeChecked();
    await userEvent.click(within(which).getByRole('radio', { name: SERIES_SCOPE_LABELS.all }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Weekly planning');
    // The availability answer arrives 500 ms after a change.
    await waitFor(() => expect(dialog.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.bookingUpdated })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(syncsInStore().map((booking) => booking.name)).toEqual(Array(4).fill('Weekly planning'));
    await loaded(canvasElement);
    const renamed = await calendar(canvasElement).findByRole('button', { name: /^13:00 – 13:45 Weekly planning, Fjord, Thu 19 Nov, Ulla User, Repeats weekly on Thursday$/ });
    await expect(renamed.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};
