import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { KIOSK_PIN_ATTEMPTS_MAX } from '@roombook/domain/constants';
import { KIOSK_MESSAGES } from '@roombook/domain/messages';
import { TABLET_MESSAGES as T } from '@roombook/domain/tablet/page';
import type { TabletCompany, TabletPerson, TabletState } from '@roombook/domain/tablet/schemas';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { STORY_NOW } from '../../BookingCalendar/storyHelpers';
import { storyCall, type StoryAnswer } from '../storyApi';
import { playOfflineAndBack } from '../storyDevice';
import { TabletScreen, type TabletActResult, type TabletAction, type TabletAnswer } from './TabletScreen';

/** Fjord (Copenhagen Harbour, 8 seats, a picture): the room on the wall in these stories. */
const FJORD = 2;
/** Lyngby: a room without a picture. */
const LYNGBY = 5;

/** End early's button, whatever end it names. */
const END_EARLY = new RegExp(`^${T.endEarly}`);

const story: { store: MockStore; roomId: number; online: boolean } = { store: new MockStore(), roomId: FJORD, online: true };

/** The room's tablet code of this moment, as the tablet sends it. */
const tabletToken = () => `tablet_${story.store.rooms.find((room) => room.id === story.roomId)?.code ?? 'gone'}`;

/** A state call's answer as the web route gives it to the screen: the state, a refused code, or the API's refusal. */
function resultOf(answer: StoryAnswer<TabletState>): TabletActResult {
  if (answer.ok) return { kind: 'state', state: answer.data };
  if (answer.statusCode === 401) return { kind: 'setUpAgain' };
  return { kind: 'refused', message: answer.message };
}

/** The state call as the web route's poll makes it, with the room's tablet code of this moment; offline: no answer. */
async function load(): Promise<TabletAnswer> {
  if (!story.online) throw new TypeError('Failed to fetch');
  const result = resultOf(await storyCall(contract.tablet.state, tabletToken()));
  if (result.kind === 'refused') throw new Error(result.message);
  return result;
}

/** The companies renting at the room's location (the web route's `/code/{code}/companies`). */
async function loadCompanies(): Promise<TabletCompany[]> {
  const answer = await storyCall(contract.tablet.companies, tabletToken());
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

/** Book now, End early, Extend and Check in as the web route's `/code/{code}/act` makes them. */
async function act(action: TabletAction, person: TabletPerson): Promise<TabletActResult> {
  if (action.kind === 'bookNow') return resultOf(await storyCall(contract.tablet.bookNow, tabletToken(), { body: { minutes: action.minutes, person } }));
  return resultOf(await storyCall(contract.tablet[action.kind], tabletToken(), { body: { bookingId: action.bookingId, person } }));
}

/** 18 November 2026 (the stories' day) at a Copenhagen wall time. */
const at = (time: string) => `2026-11-18T${time}:00+01:00`;
let nextId = 9_000;

/** Bookers of the mocks' companies (factories.ts): Nordlys ApS (1) and Fjord Consulting (2). */
const BOOKERS = {
  nordlys: { userId: 6, firstName: 'Ulla', lastName: 'User', companyId: 1 },
  fjord: { userId: 104, firstName: 'Emil', lastName: 'Dahl', companyId: 2 },
} as const;

/** Books the story's room for a user of one of the mocks' companies. */
function book(name: string, from: string, to: string, who: keyof typeof BOOKERS = 'nordlys') {
  nextId += 1;
  const booking = story.store.calendar.build({ id: nextId, name, roomId: story.roomId, bookingStart: at(from), bookingEnd: at(to), user: BOOKERS[who] });
  story.store.calendar.bookings = [...story.store.calendar.bookings, booking];
}

interface TabletStoryProps {
  pollSeconds: number;
  offlineAfterSeconds: number;
  confirmationSeconds: number;
}

/** The room tablet as the web route draws it: its first state from the mocks, then asking again every `pollSeconds`. */
function TabletStory(timing: TabletStoryProps) {
  const [initial, setInitial] = useState<TabletAnswer | null>(null);
  useEffect(() => {
    void load().then(setInitial);
  }, []);
  return initial === null ? null : <TabletScreen initial={initial} load={load} loadCompanies={loadCompanies} act={act} {...timing} />;
}

/** A fresh store at the stories' "now" (Wednesday 18 November 2026, 10:07), the story's room with only `bookings`. */
function setUp(msw: { use: (...handlers: ReturnType<typeof createHandlers>) => void }, roomId: number, bookings: () => void) {
  story.store = new MockStore(undefined, () => STORY_NOW.getTime());
  story.roomId = roomId;
  story.online = true;
  story.store.calendar.bookings = story.store.calendar.bookings.filter((b) => b.roomId !== roomId);
  bookings();
  msw.use(...createHandlers(story.store));
}

const meta = {
  title: 'Screens/Room tablet',
  component: TabletStory,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // The confirmation of an action stays, so that its picture does not depend on how quickly the machine takes it.
  args: { pollSeconds: 3600, offlineAfterSeconds: 3600, confirmationSeconds: 3600 },
  beforeEach: ({ msw }) =>
    setUp(msw, FJORD, () => {
      book('Board meeting', '11:00', '12:00');
      book('Customer workshop', '14:00', '15:30', 'fjord');
    }),
} satisfies Meta<typeof TabletStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 });

/** Free now: green, 'Free until 11:00', and the rest of the day with each booking's company. */
export const Free: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent('Fjord');
    await expect(canvas.getByText(T.free)).toBeVisible();
    await expect(canvas.getByText(T.freeUntil('11:00'))).toBeVisible();
    const later = within(canvas.getByRole('region', { name: T.later })).getByRole('list');
    await expect(within(later).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '11:00 – 12:00Board meetingNordlys ApS',
      '14:00 – 15:30Customer workshopFjord Consulting',
    ]);
  },
};

/** Busy: red, the booking going on with its company and minutes left, busy until the bookings that follow end. */
export const Busy: Story = {
  beforeEach: ({ msw }) =>
    setUp(msw, FJORD, () => {
      book('Sprint review', '09:45', '10:30');
      book('Planning', '10:30', '11:00', 'fjord');
      book('Customer workshop', '14:00', '15:30', 'fjord');
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(T.busy)).toBeVisible();
    await expect(canvas.getByText(T.busyUntil('11:00'))).toBeVisible();
    await expect(canvas.getByText(T.nextFree('11:00'))).toBeVisible();
    const now = canvas.getByLabelText(T.now);
    await expect(now).toHaveTextContent('Sprint review');
    await expect(now).toHaveTextContent('Nordlys ApS');
    // 10:07 to 10:30.
    await expect(now).toHaveTextContent(`09:45 – 10:30 · ${T.minutesLeft(23)}`);
  },
};

/** Upright beside the door (800 × 1280): the state on top, the day below. */
export const BusyUpright: Story = { ...Busy, globals: { viewport: { value: 'tabletUpright', isRotated: false } } };

/** On a phone, for whoever opens the URL there. */
export const BusyOnAPhone: Story = { ...Busy, globals: { viewport: { value: 'phone', isRotated: false } } };

/** Nothing more today, and a room without a picture. */
export const FreeForTheRestOfTheDay: Story = {
  beforeEach: ({ msw }) => setUp(msw, LYNGBY, () => book('Early call', '08:00', '09:00')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent('Lyngby');
    await expect(canvas.getByText(T.freeRestOfDay)).toBeVisible();
    await expect(canvas.getByText(T.nothingLater)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A booking made elsewhere shows within a poll: free, then busy. */
export const UpdatesByItself: Story = {
  args: { pollSeconds: 0.2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(T.free)).toBeVisible();
    book('Walk-in', '10:00', '10:45');
    await expect(await canvas.findByText(T.busy, undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByLabelText(T.now)).toHaveTextContent('Walk-in');
  },
};

/** Without answers it keeps its last state and says it is offline; the next answer ends that by itself. */
export const OfflineAndBack: Story = {
  args: { pollSeconds: 0.1, offlineAfterSeconds: 0.3 },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await playOfflineAndBack(canvasElement, (online) => (story.online = online), `${T.offline} · ${T.lastUpdated('10:07')}`, () => within(canvasElement).getByText(T.free));
  },
};

/** Reset URL in Manage rooms: the old tablet is refused at its next poll and asks to be set up again. */
export const ResetURLEndsTheOldTablet: Story = {
  args: { pollSeconds: 0.2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const code = story.store.rooms.find((room) => room.id === FJORD)!.code;
    story.store.roomAdmin.resetCode(FJORD);
    story.roomId = -1;
    await expect(await canvas.findByRole('heading', { name: T.setUpAgain }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(T.setUpAgainHelp)).toBeVisible();
    await expect((await storyCall(contract.tablet.state, `tablet_${code}`)).ok).toBe(false);
  },
};

/** An inactive room (Manage rooms) takes no bookings: its tablet says it is not in use. */
export const RoomNotInUse: Story = {
  beforeEach: ({ msw }) =>
    setUp(msw, FJORD, () => {
      story.store.rooms = story.store.rooms.map((room) => (room.id === FJORD ? { ...room, isActive: false } : room));
    }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByText(T.inactive)).toBeVisible();
  },
};

/** Long names wrap and nothing leaves the screen. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    setUp(msw, FJORD, () => {
      story.store.rooms = story.store.rooms.map((room) => (room.id === FJORD ? { ...room, name: 'The large conference room by the harbour front, second floor' } : room));
      book('Quarterly business review with the whole leadership team and our partners from Aarhus', '10:00', '11:00');
      book('Interview: senior backend developer (second round, with the team lead)', '11:00', '12:00', 'fjord');
    }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Long names take smaller type, so that End early stays on the screen held sideways.
    const endEarly = within(canvasElement).getByRole('button', { name: END_EARLY });
    await expect(endEarly.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Someone of Nordlys ApS at the door: Ulla User's PIN in the mocks (mocks/data/factories.ts). */
const NORDLYS = { name: 'Nordlys ApS', pin: '6666' };

/** A Book now choice as its button reads: '15 min until 10:30'. */
const choiceName = (minutes: number, until: string) => `${T.bookNowFor(minutes)} ${T.until(until)}`;

/** The buttons of the Book now choices on the tablet. */
async function bookNowChoices(canvasElement: HTMLElement) {
  await heading(canvasElement);
  return within(within(canvasElement).getByRole('region', { name: T.bookNow })).getAllByRole('button');
}

/** Free, with the next booking at 11:30: all three Book now choices, each with its end. */
export const FreeWithBookNow: Story = {
  beforeEach: ({ msw }) => setUp(msw, FJORD, () => book('Board meeting', '11:30', '12:30')),
  play: async ({ canvasElement }) => {
    const choices = await bookNowChoices(canvasElement);
    // 10:07: from 10:00, to the first quarter hour at least the minutes away.
    await expect(choices.map((button) => button.textContent)).toEqual([choiceName(15, '10:30'), choiceName(30, '10:45'), choiceName(60, '11:15')]);
    for (const button of choices) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(within(canvasElement).queryByRole('button', { name: END_EARLY })).toBeNull();
  },
};

/** Upright beside the door. */
export const FreeWithBookNowUpright: Story = { ...FreeWithBookNow, globals: { viewport: { value: 'tabletUpright', isRotated: false } } };

/** On a phone: the three choices still side by side. */
export const FreeWithBookNowOnAPhone: Story = { ...FreeWithBookNow, globals: { viewport: { value: 'phone', isRotated: false } } };

/** Only the choices that end before the next booking: with one at 11:00, 60 minutes (to 11:15) is not offered. */
export const BookNowUpToTheNextBooking: Story = {
  play: async ({ canvasElement }) => {
    await expect((await bookNowChoices(canvasElement)).map((button) => button.textContent)).toEqual([choiceName(15, '10:30'), choiceName(30, '10:45')]);
  },
};

/**
 * Opens an action's dialog (the button pressed, or by keyboard) and says who acts: Nordlys ApS from the list
 * of the companies that rent at Copenhagen Harbour, once it has come, and the PIN typed or tapped on the pad.
 */
async function identify(canvasElement: HTMLElement, { button, title, pin, by = 'typing' }: { button: string; title: string; pin: string; by?: 'typing' | 'pad' | 'keyboard' }) {
  await heading(canvasElement);
  const opener = within(canvasElement).getByRole('button', { name: button });
  if (by === 'keyboard') {
    opener.focus();
    await userEvent.keyboard('{Enter}');
  } else {
    await userEvent.click(opener);
  }
  const dialog = await screen.findByRole('dialog', { name: title });
  const company = within(dialog).getByRole('button', { name: new RegExp(T.company) });
  await waitFor(() => expect(company).toBeEnabled());
  await userEvent.click(company);
  await userEvent.click(await screen.findByRole('option', { name: NORDLYS.name }));
  if (by === 'pad') {
    for (const digit of pin) await userEvent.click(within(dialog).getByRole('button', { name: digit }));
  } else {
    await userEvent.type(within(dialog).getByLabelText(T.pinCode), pin);
  }
  return dialog;
}

/** Book now for 15 minutes at 10:07, by keyboard, as `pin`. */
const fillBookNow = (canvasElement: HTMLElement, pin: string) =>
  identify(canvasElement, { button: choiceName(15, '10:30'), title: T.confirmHeading.bookNow('10:30'), pin, by: 'keyboard' });

/** Book now's dialog, filled in: who books, the company and the PIN, then Confirm. */
export const BookNowDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillBookNow(canvasElement, NORDLYS.pin);
    await expect(within(dialog).getByText(T.identifyHelp)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: new RegExp(T.company) })).toHaveTextContent(NORDLYS.name);
    await expect(within(dialog).getByLabelText(T.pinCode)).toHaveValue(NORDLYS.pin);
    await expect(within(dialog).getByRole('button', { name: T.confirm })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: T.cancel })).toBeEnabled();
  },
};

/** Upright: the company beside the PIN pad, nothing cut off. */
export const BookNowDialogUpright: Story = { ...BookNowDialog, globals: { viewport: { value: 'tabletUpright', isRotated: false } } };

/** On a phone: one column that scrolls. */
export const BookNowDialogOnAPhone: Story = { ...BookNowDialog, globals: { viewport: { value: 'phone', isRotated: false } } };

/** A wrong PIN: the dialog stays, says how many attempts are left, and clears the PIN for the next try. */
export const WrongPin: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillBookNow(canvasElement, '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(KIOSK_MESSAGES.wrongPin(KIOSK_PIN_ATTEMPTS_MAX - 1, 0));
    await expect(within(dialog).getByLabelText(T.pinCode)).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: T.confirm })).toBeDisabled();
    await expect(within(canvasElement).getByText(T.free)).toBeVisible();
  },
};

/** After Book now: the dialog closes, the tablet shows the booking at once and says until when it is booked. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await fillBookNow(canvasElement, NORDLYS.pin);
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(T.booked('10:30'))).toBeVisible();
    await expect(canvas.getByText(T.busy)).toBeVisible();
    const now = canvas.getByLabelText(T.now);
    await expect(now).toHaveTextContent(T.bookNowTitle);
    await expect(now).toHaveTextContent(NORDLYS.name);
    await expect(now).toHaveTextContent(`10:00 – 10:30 · ${T.minutesLeft(23)}`);
    // The room's name has the focus: the button that opened the dialog is gone.
    await expect(await heading(canvasElement)).toHaveFocus();
    // The calendar has it too.
    await expect(story.store.calendar.bookings.some((booking) => booking.roomId === FJORD && booking.name === T.bookNowTitle)).toBe(true);
  },
};

/** A company's booking going on, free after it: End early (to the end of this quarter hour) and Extend 15 min. */
export const BusyWithEndEarlyAndExtend: Story = {
  beforeEach: ({ msw }) =>
    setUp(msw, FJORD, () => {
      book('Sprint review', '09:45', '10:30');
      book('Customer workshop', '14:00', '15:30', 'fjord');
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(T.busy)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${T.endEarly} ${T.endsAt('10:15')}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${T.extend} ${T.until('10:45')}` })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: T.bookNow })).toBeNull();
    // Tab reaches both, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: END_EARLY })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${T.extend} ${T.until('10:45')}` })).toHaveFocus();
  },
};

/** On a phone. */
export const BusyWithEndEarlyAndExtendOnAPhone: Story = { ...BusyWithEndEarlyAndExtend, globals: { viewport: { value: 'phone', isRotated: false } } };

/** Extend, confirmed: the booking ends 15 minutes later at once, and the tablet says so. */
export const Extended: Story = {
  ...BusyWithEndEarlyAndExtend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await identify(canvasElement, { button: `${T.extend} ${T.until('10:45')}`, title: T.confirmHeading.extend('10:45'), pin: NORDLYS.pin, by: 'pad' });
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    await expect(await canvas.findByText(T.extended('10:45'))).toBeVisible();
    await expect(canvas.getByLabelText(T.now)).toHaveTextContent(`09:45 – 10:45 · ${T.minutesLeft(38)}`);
  },
};

/** Someone of another company may not end a booking going on: the dialog says so. */
export const EndEarlyOfAnotherCompany: Story = {
  beforeEach: ({ msw }) => setUp(msw, FJORD, () => book('Planning', '09:45', '10:30', 'fjord')),
  play: async ({ canvasElement }) => {
    // A booking of Fjord Consulting; someone of Nordlys ApS tries.
    const dialog = await identify(canvasElement, { button: `${T.endEarly} ${T.endsAt('10:15')}`, title: T.confirmHeading.endEarly('10:15'), pin: NORDLYS.pin });
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(T.notYourCompany);
  },
};

/** Copenhagen Harbour asks every meeting to check in (Manage locations). */
function askForCheckIn() {
  const room = story.store.rooms.find((r) => r.id === story.roomId)!;
  story.store.locations.list = story.store.locations.list.map((location) => (location.id === room.locationId ? { ...location, checkInRequired: true } : location));
}

/**
 * A location that asks for check-in, at 10:07: the meeting of 10:00 is not checked in, so the tablet offers Check in
 * and says by when. Someone of Nordlys ApS checks it in with their PIN, and the booking says it is checked in.
 */
export const CheckIn: Story = {
  beforeEach: ({ msw }) =>
    setUp(msw, FJORD, () => {
      askForCheckIn();
      book('Sprint review', '10:00', '11:00');
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByLabelText(T.now)).toHaveTextContent(T.checkInBy('10:10'));
    const dialog = await identify(canvasElement, { button: `${T.checkIn} Sprint review`, title: T.confirmHeading.checkIn, pin: NORDLYS.pin, by: 'pad' });
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    await expect(await canvas.findByText(T.checkedInDone)).toBeVisible();
    await expect(canvas.getByLabelText(T.now)).toHaveTextContent(T.checkedIn);
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${T.checkIn}`) })).toBeNull();
  },
};

/** Check in on a phone. */
export const CheckInOnAPhone: Story = { ...CheckIn, globals: { viewport: { value: 'phone', isRotated: false } } };
