import { useCallback, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { RECEPTION_BOARD_MESSAGES as T } from '@roombook/domain/reception-board/page';
import { ReceptionSignInBody, type ReceptionBoard } from '@roombook/domain/reception-board/schemas';
import { VALIDATION } from '@roombook/domain/messages';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { demoUsers } from '@roombook/mocks/data/factories';
import { mockGuests } from '@roombook/mocks/data/guests';
import { mockReceptionBoard } from '@roombook/mocks/data/reception-board';
import { mockReceptions } from '@roombook/mocks/data/receptions';
import { staffUsers } from '@roombook/mocks/data/users';
import { STORY_NOW } from '../../BookingCalendar/storyHelpers';
import { storyAction, storyCall, useStoryLoad } from '../storyApi';
import { playOfflineAndBack } from '../storyDevice';
import { useStoryForm } from '../storyForm';
import { StoryPage, useStoryToasts } from '../storyPage';
import { ReceptionBoardScreen, type ReceptionArriveResult } from './ReceptionBoardScreen';
import { ReceptionSignInScreen } from './ReceptionSignInScreen';

/** The mocks' receptions (mocks/data/receptions.ts): Copenhagen Harbour's front desk, with guest wifi. */
const HARBOUR = { locationId: 1, password: 'reception-cph' };
/** Rooms of Copenhagen Harbour (mocks/data/rooms.ts). */
const ROOMS = { fjord: 2, birk: 3, kattegat: 4, lyngby: 5, aurora: 6, tivoli: 8 } as const;

const story: { store: MockStore; token: string | null; online: boolean } = { store: new MockStore(), token: null, online: true };

/** 18 November 2026 (the stories' day) at a Copenhagen wall time. */
const at = (time: string) => `2026-11-18T${time}:00+01:00`;

/** Bookers of the mocks' companies (factories.ts, users.ts): Nordlys ApS (1), Fjord Consulting (2), and an administrator. */
const BOOKERS = {
  ulla: { userId: 6, firstName: 'Ulla', lastName: 'User', companyId: 1 },
  emil: { userId: 104, firstName: 'Emil', lastName: 'Dahl', companyId: 2 },
  anders: { userId: 2, firstName: 'Anders', lastName: 'Admin', companyId: null },
} as const;
let nextId = 9_000;

/** Today's booking of a room of Copenhagen Harbour (the generated bookings elsewhere have the same names). */
const bookingIn = (room: keyof typeof ROOMS) => story.store.calendar.bookings.find((booking) => booking.roomId === ROOMS[room])!;

/** Books a room of Copenhagen Harbour today, with expected guests (a name, and whether they have arrived). */
function book(name: string, room: keyof typeof ROOMS, from: string, to: string, who: keyof typeof BOOKERS, guests: Array<[string, boolean?]> = []) {
  nextId += 1;
  const booking = story.store.calendar.build({ id: nextId, name, roomId: ROOMS[room], bookingStart: at(from), bookingEnd: at(to), user: BOOKERS[who] });
  story.store.calendar.bookings = [...story.store.calendar.bookings, booking];
  for (const [guest, arrived] of guests) {
    const added = mockGuests(story.store).add(booking.id, guest, null);
    if (arrived) mockGuests(story.store).arrive(added.id, at('09:55'));
  }
}

/** The day of the stories at the front desk: two meetings going on, two next, one earlier and one later. */
function aBusyDay() {
  book('Stand-up', 'tivoli', '08:00', '08:30', 'ulla');
  book('Sprint review', 'fjord', '09:30', '11:00', 'ulla');
  book('Client workshop', 'kattegat', '10:00', '12:00', 'emil', [['Ada Lovelace'], ['Søren Kierkegaard', true]]);
  book('Board meeting', 'aurora', '11:00', '12:00', 'anders', [['Karen Blixen']]);
  book('Interview', 'lyngby', '11:00', '11:30', 'ulla', [['Niels Bohr']]);
  book('Design review', 'birk', '14:00', '15:30', 'ulla', [['Anna Berg'], ['Bo Berg']]);
}

/** "I have arrived" as the web route's `/reception/arrive` answers it. */
async function arrive(guestId: number): Promise<ReceptionArriveResult> {
  if (!story.online) throw new TypeError('Failed to fetch');
  const answer = await storyCall(contract.receptionBoard.arrive, story.token ?? undefined, { body: { guestId } });
  return answer.ok ? { kind: 'board', board: answer.data } : { kind: 'refused', message: answer.message };
}

interface ReceptionStoryProps {
  pollSeconds: number;
  offlineAfterSeconds: number;
  welcomeSeconds: number;
}

/**
 * The reception board as the web route shows it, fed by the MSW handlers of `mocks/`: signed out, its sign-in (the
 * locations with a reception, the form checked with the domain's schema); signed in, the board from the mocks,
 * asked for again every `pollSeconds`. A token the mocks no longer take signs it out with a notice, as the route's
 * loader does.
 */
function ReceptionStory(timing: ReceptionStoryProps) {
  const { queue, toast } = useStoryToasts();
  const [token, setToken] = useState(story.token);
  const [notice, setNotice] = useState<string | null>(null);
  const signedIn = useCallback((next: string | null, why: string | null = null) => {
    story.token = next;
    setToken(next);
    setNotice(why);
  }, []);
  return (
    <StoryPage queue={queue}>
      {token ? (
        <SignedIn key={token} token={token} timing={timing} onSignedOut={(why) => signedIn(null, why)} />
      ) : (
        <SignedOut toast={toast} notice={notice} onSignedIn={signedIn} />
      )}
    </StoryPage>
  );
}

function SignedOut({ toast, notice, onSignedIn }: { toast: Parameters<typeof useStoryForm>[0]['toast']; notice: string | null; onSignedIn: (token: string) => void }) {
  const [locations] = useStoryLoad(contract.receptionBoard.locations, undefined);
  const form = useStoryForm({
    schema: ReceptionSignInBody,
    hideFields: ['password'],
    submit: (body) => storyCall(contract.receptionBoard.signIn, undefined, { body }),
    toast,
    onSuccess: (session) => onSignedIn(session.token),
  });
  return (
    <ReceptionSignInScreen
      key={form.key}
      {...form.props}
      locations={locations.status === 'done' ? locations.data : []}
      notice={notice}
      locationId={form.fields.locationId}
      password={form.fields.password}
    />
  );
}

function SignedIn({ token, timing, onSignedOut }: { token: string; timing: ReceptionStoryProps; onSignedOut: (why: string | null) => void }) {
  const [initial, setInitial] = useState<ReceptionBoard | null>(null);
  /** The board call as the web route's poll makes it; offline, no answer; a token the mocks no longer take signs the board out. */
  const load = useCallback(async () => {
    if (!story.online) throw new TypeError('Failed to fetch');
    const answer = await storyCall(contract.receptionBoard.board, token);
    if (answer.ok) return answer.data;
    if (answer.statusCode === 401) onSignedOut(T.sessionEnded);
    throw new Error(answer.message);
  }, [token, onSignedOut]);
  useEffect(() => {
    void load().then(setInitial);
  }, [load]);
  if (initial === null) return null;
  return (
    <ReceptionBoardScreen
      initial={initial}
      load={load}
      arrive={arrive}
      onSignOut={async () => {
        await storyAction(contract.receptionBoard.signOut, token);
        onSignedOut(null);
      }}
      {...timing}
    />
  );
}

/** A fresh store at the stories' "now" (Wednesday 18 November 2026, 10:07), Copenhagen Harbour with only `day`'s meetings. */
function setUp(msw: { use: (...handlers: ReturnType<typeof createHandlers>) => void }, day: () => void, signedIn = true) {
  // With the companies' staff (users.ts), so that Emil Dahl of Fjord Consulting is a host who gets e-mails.
  story.store = new MockStore([...demoUsers(), ...staffUsers()], () => STORY_NOW.getTime());
  story.online = true;
  const harbour = new Set(story.store.rooms.filter((room) => room.locationId === HARBOUR.locationId).map((room) => room.id));
  story.store.calendar.bookings = story.store.calendar.bookings.filter((booking) => !harbour.has(booking.roomId));
  day();
  msw.use(...createHandlers(story.store));
  story.token = signedIn ? mockReceptionBoard(story.store).signIn(HARBOUR).token : null;
}

const meta = {
  title: 'Screens/Reception board',
  component: ReceptionStory,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // No polls unless a story asks, and the welcome stays: the pictures do not depend on how quickly the machine is.
  args: { pollSeconds: 3600, offlineAfterSeconds: 3600, welcomeSeconds: 3600 },
  beforeEach: ({ msw }) => setUp(msw, aBusyDay),
} satisfies Meta<typeof ReceptionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: T.today('Copenhagen Harbour') });
const itemsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name })).queryAllByRole('listitem').map((item) => item.textContent);
const searchField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: T.findLabel });

/**
 * The front desk at 10:07: the day's date and time, what goes on now and next, the day's meetings with how many
 * guests have arrived, and the guests' wifi with its QR code.
 */
export const Board: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText('18.11.2026')).toBeVisible();
    await expect(canvas.getByText('10:07')).toBeVisible();
    await expect(itemsOf(canvasElement, T.now)).toEqual(['Fjord 09:30 – 11:00Sprint reviewNordlys ApS · Ulla User', 'Kattegat 10:00 – 12:00Client workshopFjord Consulting · Emil Dahl']);
    await expect(itemsOf(canvasElement, T.next)).toEqual(['Aurora 11:00 – 12:00Board meetingAnders Admin', 'Lyngby 11:00 – 11:30InterviewNordlys ApS · Ulla User']);
    const table = canvas.getByRole('table', { name: T.meetings });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('row', { name: new RegExp(`^Kattegat 10:00 – 12:00 Client workshop Fjord Consulting Emil Dahl ${T.guestCount(1, 2)}$`) })).toBeVisible();
    await expect(within(table).getByRole('row', { name: new RegExp(`^Tivoli 08:00 – 08:30 Stand-up Nordlys ApS Ulla User ${T.noGuests}$`) })).toBeVisible();
    const wifi = within(canvas.getByRole('region', { name: T.wifiHeading }));
    await expect(wifi.getByText('Harbour-Guest')).toBeVisible();
    await expect(wifi.getByText('welcome-guest')).toBeVisible();
    await expect(wifi.getByRole('img', { name: T.wifiQrLabel('Harbour-Guest') })).toBeVisible();
    await expect(searchField(canvasElement)).toHaveAccessibleDescription(T.findHelp);
    // Nothing leaves the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Upright at the desk (800 × 1280): the guests' side on top, the day under it. */
export const BoardUpright: Story = { ...Board, globals: { viewport: { value: 'tabletUpright', isRotated: false } } };

/** On a phone: the day's meetings as cards. */
export const BoardOnAPhone: Story = { ...Board, globals: { viewport: { value: 'phone', isRotated: false } } };

/** On a phone, further down: now and next one above the other, and each of the day's meetings a card. */
export const MeetingsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const next = canvas.getByRole('region', { name: T.next });
    next.scrollIntoView({ block: 'start' });
    const table = canvas.getByRole('table', { name: T.meetings });
    await expect(within(table).getByRole('row', { name: new RegExp(`^Kattegat 10:00 – 12:00 Client workshop Fjord Consulting Emil Dahl ${T.guestCount(1, 2)}$`) })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A day without meetings at the location: the board says so everywhere. */
export const EmptyDay: Story = {
  beforeEach: ({ msw }) => setUp(msw, () => undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(T.nothingNow)).toBeVisible();
    await expect(canvas.getByText(T.nothingNext)).toBeVisible();
    await expect(canvas.getByText(T.noMeetings)).toBeVisible();
    await expect(canvas.getByText(T.noGuestsToday)).toBeVisible();
  },
};

/** A reception without wifi details (both are optional): guests ask at the desk, and there is no QR code. */
export const NoWifi: Story = {
  beforeEach: ({ msw }) => {
    setUp(msw, aBusyDay);
    const harbour = mockReceptions(story.store).records.find((reception) => reception.id === 1)!;
    Object.assign(harbour, { wifiName: null, wifiPass: null });
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const wifi = within(within(canvasElement).getByRole('region', { name: T.wifiHeading }));
    await expect(wifi.getByText(T.noWifi)).toBeVisible();
    await expect(wifi.queryByRole('img')).toBeNull();
  },
};

/**
 * A guest types the first letters of her name, finds herself with her meeting, and taps "I have arrived": the board
 * welcomes her and names her host, the search is cleared, the meeting counts her, and her host gets an e-mail.
 */
export const GuestArrives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(searchField(canvasElement), 'ada');
    const results = canvas.getByRole('list', { name: T.findHeading });
    await expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Ada Lovelace${T.guestMeeting('Kattegat', '10:00 – 12:00', 'Fjord Consulting')}${T.arrive}`,
    ]);
    const button = canvas.getByRole('button', { name: T.arriveFor('Ada Lovelace') });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    const mails = story.store.outbox.length;
    await userEvent.click(button);

    await expect(await canvas.findByRole('status')).toHaveTextContent(T.welcome('Ada Lovelace', 'Emil Dahl'));
    await expect(searchField(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: T.findHeading })).toHaveFocus();
    const table = canvas.getByRole('table', { name: T.meetings });
    await expect(within(table).getByRole('row', { name: new RegExp(`Client workshop .*${T.guestCount(2, 2)}$`) })).toBeVisible();
    await expect(story.store.outbox.slice(mails)).toEqual([expect.objectContaining({ to: 'emil.dahl@fjord-consulting.test', subject: 'Ada Lovelace has arrived · roombook' })]);
  },
};

/** The same on a phone. */
export const GuestArrivesOnAPhone: Story = { ...GuestArrives, globals: { viewport: { value: 'phone', isRotated: false } } };

/** A guest who has arrived already shows as arrived, with no button; the next guest's typing ends the last welcome. */
export const ArrivedGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(searchField(canvasElement), 'karen');
    await userEvent.click(canvas.getByRole('button', { name: T.arriveFor('Karen Blixen') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(T.welcome('Karen Blixen', 'Anders Admin'));
    await userEvent.type(searchField(canvasElement), 'sø');
    await expect(canvas.queryByRole('status')).toBeNull();
    const results = within(canvas.getByRole('list', { name: T.findHeading }));
    await expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Søren Kierkegaard${T.guestMeeting('Kattegat', '10:00 – 12:00', 'Fjord Consulting')}${T.arrived}`,
    ]);
    await expect(results.queryByRole('button')).toBeNull();
  },
};

/** A name no guest of today has: ask at the desk. The first letters of last names find guests too, by name. */
export const GuestSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(searchField(canvasElement), 'berg');
    const found = within(canvas.getByRole('list', { name: T.findHeading })).getAllByRole('listitem').map((item) => item.textContent);
    const meeting = T.guestMeeting('Birk', '14:00 – 15:30', 'Nordlys ApS');
    await expect(found).toEqual([`Anna Berg${meeting}${T.arrive}`, `Bo Berg${meeting}${T.arrive}`]);
    await userEvent.clear(searchField(canvasElement));
    await userEvent.type(searchField(canvasElement), 'zz');
    await expect(canvas.getByText(T.noGuestFound)).toBeVisible();
  },
};

/** A guest removed by the host meanwhile: the board says the guest is not expected here. */
export const ArriveRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(searchField(canvasElement), 'niels');
    const niels = mockGuests(story.store).of(bookingIn('lyngby').id)[0]!;
    mockGuests(story.store).remove(niels.id);
    await userEvent.click(canvas.getByRole('button', { name: T.arriveFor('Niels Bohr') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.guestNotHere);
  },
};

/** No answer to "I have arrived": the board asks the guest to try again. */
export const ArriveNotSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(searchField(canvasElement), 'karen');
    story.online = false;
    await userEvent.click(canvas.getByRole('button', { name: T.arriveFor('Karen Blixen') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.notSent);
    await expect(canvas.getByRole('button', { name: T.arriveFor('Karen Blixen') })).toBeEnabled();
  },
};

/** A guest added by a host shows within a poll. */
export const UpdatesByItself: Story = {
  args: { pollSeconds: 0.2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const table = canvas.getByRole('table', { name: T.meetings });
    await expect(within(table).getByRole('row', { name: new RegExp(`^Fjord .*${T.noGuests}$`) })).toBeVisible();
    mockGuests(story.store).add(bookingIn('fjord').id, 'Hans Christian Andersen', null);
    await waitFor(() => expect(within(table).getByRole('row', { name: new RegExp(`^Fjord .*${T.guestCount(0, 1)}$`) })).toBeVisible(), { timeout: 5000 });
  },
};

/** Without answers the board keeps its last state and says it is offline; the next answer ends that by itself. */
export const Offline: Story = {
  args: { pollSeconds: 0.1, offlineAfterSeconds: 0.3 },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await playOfflineAndBack(canvasElement, (online) => (story.online = online), `${T.offline} · ${T.lastUpdated('10:07')}`, () =>
      within(canvasElement).getByRole('table', { name: T.meetings }),
    );
  },
};

/** Signed out: the locations with a reception, and the reception password. */
export const SignIn: Story = {
  beforeEach: ({ msw }) => setUp(msw, aBusyDay, false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
    // Nothing chosen: the form says what is missing and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: T.signIn }));
    await expect(canvas.getByLabelText(T.password)).toHaveAccessibleDescription(VALIDATION.passwordRequired);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(T.location) }));
    const offered = mockReceptionBoard(story.store).locations().map((location) => location.name);
    await waitFor(async () => expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(offered));
    await userEvent.click(await screen.findByRole('option', { name: 'Copenhagen Harbour' }));
    await userEvent.type(canvas.getByLabelText(T.password), HARBOUR.password);
    await userEvent.click(canvas.getByRole('button', { name: T.signIn }));
    await heading(canvasElement);
  },
};

/** A wrong password, or a reception of another location: one refusal for both. */
export const SignInRefused: Story = {
  beforeEach: ({ msw }) => setUp(msw, aBusyDay, false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(T.location) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aarhus Central' }));
    await userEvent.type(canvas.getByLabelText(T.password), HARBOUR.password);
    await userEvent.click(canvas.getByRole('button', { name: T.signIn }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.signInFailed);
    await expect(canvas.queryByRole('heading', { name: T.today('Copenhagen Harbour') })).not.toBeInTheDocument();
  },
};

/** The staff sign the board out, after a confirmation. */
export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: T.signOut }));
    const dialog = within(await screen.findByRole('alertdialog', { name: T.signOut }));
    await expect(dialog.getByText(T.signOutConfirm)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.signOut }));
    await expect(await canvas.findByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
  },
};

/** A new reception password (Manage receptions) ends the board's session: at its next poll it asks to be signed in again. */
export const SessionEnded: Story = {
  args: { pollSeconds: 0.2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const harbour = mockReceptions(story.store).records.find((reception) => reception.id === 1)!;
    mockReceptions(story.store).update(1, { name: harbour.name, password: 'a-new-password', locationId: harbour.locationId, wifiName: harbour.wifiName ?? undefined, wifiPass: harbour.wifiPass ?? undefined });
    await expect(await canvas.findByRole('heading', { level: 1, name: T.signInHeading }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(T.sessionEnded);
  },
};
