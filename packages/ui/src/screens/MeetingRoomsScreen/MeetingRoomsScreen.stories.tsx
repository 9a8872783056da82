import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, TEXTS } from '@roombook/domain/messages';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import type { MockStore } from '@roombook/mocks/handlers';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { zoomButtonLabel } from '../../ImageZoom/ImageZoom';
import { loadError, loadedData, useStoryLoad } from '../storyApi';
import { inMainRegion } from '../storyPage';
import { expectAllColumnsShown, expectRowShownWhole, rowHeaders, rowOf } from '../storyTable';
import { MeetingRoomsScreen } from './MeetingRoomsScreen';
import { signInStory } from '../storySession';

/**
 * The signed-in user of the stories and their bearer token: a Location Admin, who books in every location,
 * so the table has the rooms of two locations (the screen is everyone's).
 */
const session = { token: '' };
let store: MockStore;

const NO_LOCATIONS: LocationWithRooms[] = [];

/**
 * Meeting rooms fed by the MSW handlers of `mocks/`: GET /api/location/mine/ through the contract, as the
 * web's loader does.
 */
function MeetingRoomsStory() {
  const [locations] = useStoryLoad(contract.location.mine, session.token);
  return (
    <MeetingRoomsScreen
      locations={loadedData(locations) ?? NO_LOCATIONS}
      isLoading={locations.status === 'loading'}
      error={loadError(locations)}
    />
  );
}

const meta = {
  title: 'Screens/Meeting rooms',
  component: MeetingRoomsStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    ({ store, token: session.token } = signInStory(msw, 'admin@roombook.test'));
  },
} satisfies Meta<typeof MeetingRoomsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const BY_NAME = ['Aurora', 'Birk', 'Fjord', 'Kattegat', 'Lyngby', 'Mols', 'Skagen', 'Tivoli'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Aurora' });
    // The active rooms of the user's locations (the inactive Øresund is not bookable), sorted by name.
    await expect(rowHeaders(canvasElement)).toEqual(BY_NAME);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    const fjord = await rowOf(canvasElement, 'Fjord');
    // The rate may take two lines: the cell's text is still the one sentence.
    await expect(fjord.getByRole('cell', { name: '250,00 DKK (312,50 with tax)' })).toBeVisible();
    // One feature a line, read as a list.
    await expect(fjord.getByRole('cell', { name: /^Projector\s*,\s*Whiteboard$/ })).toBeVisible();
    await expect(fjord.getByText('Copenhagen Harbour')).toBeVisible();
    // No rate: '-'; a rate of 0 is a free room.
    await expect((await rowOf(canvasElement, 'Birk')).getByText('-')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Tivoli')).getByRole('cell', { name: 'Free' })).toBeVisible();
    await expect((await rowOf(canvasElement, 'Tivoli')).queryByText(/0,00/)).toBeNull();
    // An inactive feature is not listed.
    await expect((await rowOf(canvasElement, 'Aurora')).getByRole('cell', { name: /^Projector\s*,\s*Video conferencing$/ })).toBeVisible();
  },
};

/**
 * The pinned 'Name' header cell (sticky both up and to the start) draws its text a sub-pixel apart now and then
 * (65 pixels, in about one run of three of the visual check): that cell is left out of the picture.
 */
const PINNED_HEADER_UNSTABLE = { visual: { mask: ['thead th[data-pinned="row-header"]'] } };

export const SortByRate: Story = {
  parameters: PINNED_HEADER_UNSTABLE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Aurora' });
    await userEvent.click(canvas.getByRole('button', { name: 'Hourly rate' }));
    await expect(canvas.getByRole('columnheader', { name: 'Hourly rate' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(canvasElement)).toEqual(['Birk', 'Tivoli', 'Lyngby', 'Fjord', 'Mols', 'Aurora', 'Skagen', 'Kattegat']);
    await userEvent.click(canvas.getByRole('button', { name: 'Hourly rate' }));
    await expect(rowHeaders(canvasElement)[0]).toBe('Kattegat');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  },
};

export const ZoomsAnImage: Story = {
  play: async ({ canvasElement }) => {
    const fjord = await rowOf(canvasElement, 'Fjord');
    await userEvent.click(fjord.getByRole('button', { name: zoomButtonLabel('Fjord') }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjord' });
    await expect(within(dialog).getByRole('img', { name: 'Fjord' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A room without an image says so instead.
    await expect((await rowOf(canvasElement, 'Lyngby')).getByText('No image')).toBeInTheDocument();
  },
};

export const RoomRules: Story = {
  play: async ({ canvasElement }) => {
    const kattegat = await rowOf(canvasElement, 'Kattegat');
    await userEvent.click(kattegat.getByRole('button', { name: 'Show rules of Kattegat' }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.rooms.rulesTitle });
    const rules = within(dialog).getAllByRole('listitem');
    // One numbered line per rule.
    await expect(rules).toHaveLength(store.rooms.find((room) => room.name === 'Kattegat')!.rules.split('\n').length);
    await expect(rules[0]).toHaveTextContent('Leave the room as you found it');
    await expect(rules[7]).toHaveTextContent('Keep the noise at a level');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(kattegat.getByRole('button', { name: 'Show rules of Kattegat' })).toHaveFocus());
  },
};

export const Loading: Story = {
  // The request never answers: the visual check pictures the page with it still in flight.
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*${contract.location.mine.path}`, async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading meeting rooms' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Meeting rooms' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: () => {
    store.rooms = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No meeting rooms yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${contract.location.mine.path}`, () => errorResponse(500, ERRORS.internal)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERRORS.internal);
  },
};

export const SessionExpired: Story = {
  beforeEach: () => {
    session.token = 'expired';
  },
  play: async ({ canvasElement }) => {
    // The server's 'Unauthorized' is shown as the §8 text.
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERRORS.sessionExpired);
  },
};

export const LongText: Story = {
  beforeEach: () => {
    const first = store.rooms[0]!;
    first.name = 'Skagen Panorama Boardroom with Harbour View and Separate Catering Area';
    first.location = { ...first.location, name: 'Aarhus Central Station Business Centre, Building B, 4th floor' };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = await canvas.findByRole('rowheader', { name: /Skagen Panorama/ });
    // Long texts wrap in their cells.
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(rowHeaders(canvasElement)).toHaveLength(8);
  },
};

/** On a phone each room is a card: its name, then every column as a labelled field, the rules' button too. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectRowShownWhole(canvasElement, 'Kattegat');
    await expect((await rowOf(canvasElement, 'Kattegat')).getByText('900,00 DKK')).toBeVisible();
  },
};

/** At 1280 px, beside the shell's menu, every column shows whole without scrolling sideways. */
export const AtDesktopWidth: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { shell: { path: '/meeting-rooms', email: 'admin@roombook.test' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Aurora' });
    await expect(window.innerWidth).toBe(1280);
    await expectAllColumnsShown(canvas.getByRole('region', { name: 'Meeting rooms' }));
    await expect((await rowOf(canvasElement, 'Kattegat')).getByRole('cell', { name: '900,00 DKK (1.125,00 with tax)' })).toBeVisible();
  },
};
