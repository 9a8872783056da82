import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { TABLET_MESSAGES as T } from '@roombook/domain/tablet/page';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { STORY_NOW } from '../../BookingCalendar/storyHelpers';
import { storyCall } from '../storyApi';
import { TabletScreen, type TabletAnswer } from './TabletScreen';

/** Fjord (Copenhagen Harbour, 8 seats, a picture): the room on the wall in these stories. */
const FJORD = 2;
/** Lyngby: a room without a picture. */
const LYNGBY = 5;

const story: { store: MockStore; roomId: number; online: boolean } = { store: new MockStore(), roomId: FJORD, online: true };

/** The state call as the web route's poll makes it, with the room's tablet code of this moment; offline: no answer. */
async function load(): Promise<TabletAnswer> {
  if (!story.online) throw new TypeError('Failed to fetch');
  const code = story.store.rooms.find((room) => room.id === story.roomId)?.code ?? 'gone';
  const answer = await storyCall(contract.tablet.state, `tablet_${code}`);
  if (answer.ok) return { kind: 'state', state: answer.data };
  if (answer.statusCode === 401) return { kind: 'setUpAgain' };
  throw new Error(answer.message);
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

/** The room tablet as the web route draws it: its first state from the mocks, then asking again every `pollSeconds`. */
function TabletStory({ pollSeconds, offlineAfterSeconds }: { pollSeconds: number; offlineAfterSeconds: number }) {
  const [initial, setInitial] = useState<TabletAnswer | null>(null);
  useEffect(() => {
    void load().then(setInitial);
  }, []);
  return initial === null ? null : <TabletScreen initial={initial} load={load} pollSeconds={pollSeconds} offlineAfterSeconds={offlineAfterSeconds} />;
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
  args: { pollSeconds: 3600, offlineAfterSeconds: 3600 },
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
    const later = canvas.getByRole('list');
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
    const canvas = within(canvasElement);
    await heading(canvasElement);
    story.online = false;
    const banner = await canvas.findByRole('status', undefined, { timeout: 5000 });
    await expect(banner).toHaveTextContent(`${T.offline} · ${T.lastUpdated('10:07')}`);
    await expect(canvas.getByText(T.free)).toBeVisible();
    story.online = true;
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 5000 });
    story.online = false;
    await canvas.findByRole('status', undefined, { timeout: 5000 });
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
  },
};
