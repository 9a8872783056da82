import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import type { Location } from '@roombook/domain/locations/schemas';
import { VALIDATION } from '@roombook/domain/messages';
import type { Reception } from '@roombook/domain/receptions/schemas';
import { RECEPTION_MESSAGES } from '@roombook/domain/receptions/page';
import { mockReceptions } from '@roombook/mocks/data/receptions';
import { SECRET_MASK } from '../../DataTable/columns';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { loadError, loadedData, useStoryEdits, useStoryLoad } from '../storyApi';
import { chooseOption } from '../storyForm';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { expectRowShownWhole, listStateStories, rowHeaders, rowOf, saveDialog } from '../storyTable';
import { signInStory, type StorySession } from '../storySession';
import { RECEPTIONS_TEXTS, ReceptionsScreen } from './ReceptionsScreen';

let session: StorySession;
const NO_RECEPTIONS: Reception[] = [];
const NO_LOCATIONS: Location[] = [];

/**
 * Manage receptions fed by the MSW handlers of `mocks/`: every call through the contract, toasted as the
 * web's actions toast it; a change updates the list here (§4), where the web reloads it.
 */
function ReceptionsStory() {
  const { queue, toast } = useStoryToasts();
  const [receptions, updateReceptions] = useStoryLoad(contract.reception.list, session.token);
  const [locations] = useStoryLoad(contract.location.list, session.token);
  const edits = useStoryEdits<Reception>(contract.reception, session.token, toast, updateReceptions);
  return (
    <StoryPage queue={queue}>
      <ReceptionsScreen
        actor={session.actor}
        receptions={loadedData(receptions) ?? NO_RECEPTIONS}
        locations={loadedData(locations) ?? NO_LOCATIONS}
        isLoading={receptions.status === 'loading'}
        error={loadError(receptions) ?? loadError(locations)}
        onCreateReception={edits.create}
        onUpdateReception={edits.update}
        onDeleteReception={edits.remove}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Manage receptions',
  component: ReceptionsStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'superadmin@roombook.test');
  },
} satisfies Meta<typeof ReceptionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('rowheader', { name: 'Copenhagen Harbour' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: RECEPTIONS_TEXTS.heading })).toBeVisible();
    await expect(rowHeaders(canvasElement)).toEqual(['Aarhus Central', 'Copenhagen Harbour']);
    // The password masked until its toggle reveals it; the wifi details as they are, '-' where there are none.
    const copenhagen = await rowOf(canvasElement, 'Copenhagen Harbour');
    await expect(copenhagen.getByText(SECRET_MASK)).toBeVisible();
    await expect(canvas.queryByText('reception-cph')).not.toBeInTheDocument();
    await userEvent.click(copenhagen.getByRole('button', { name: T.showPassword }));
    await expect(copenhagen.getByText('reception-cph')).toBeVisible();
    await expect(copenhagen.getByRole('cell', { name: 'Harbour front desk' })).toBeVisible();
    await expect(copenhagen.getByRole('cell', { name: 'Harbour-Guest' })).toBeVisible();
    await expect(copenhagen.getByRole('cell', { name: 'welcome-guest' })).toBeVisible();
    await expect((await rowOf(canvasElement, 'Aarhus Central')).getAllByRole('cell', { name: RECEPTIONS_TEXTS.none })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: RECEPTIONS_TEXTS.add })).toBeVisible();
  },
};

export const AsAdmin: Story = {
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'admin@roombook.test');
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // §6: 'Add reception' is the SuperAdmin's; an Admin edits and deletes.
    await expect(within(canvasElement).queryByRole('button', { name: RECEPTIONS_TEXTS.add })).not.toBeInTheDocument();
    await expect((await rowOf(canvasElement, 'Aarhus Central')).getByRole('button', { name: 'Edit Central lobby, Aarhus Central' })).toBeEnabled();
  },
};

export const AddsAReception: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: RECEPTIONS_TEXTS.add }));
    const dialog = within(await screen.findByRole('dialog', { name: RECEPTIONS_TEXTS.add }));
    const name = dialog.getByRole('textbox', { name: RECEPTIONS_TEXTS.name });
    await waitFor(() => expect(name).toHaveFocus());
    // §5: name at least 1, password at least 4, location required; the wifi fields are optional.
    await saveDialog(dialog);
    await expect(name).toHaveAccessibleDescription(VALIDATION.required);
    await expect(dialog.getByLabelText(RECEPTIONS_TEXTS.password)).toHaveAccessibleDescription(VALIDATION.devicePasswordMin);
    await userEvent.type(name, 'Dock desk');
    await userEvent.type(dialog.getByLabelText(RECEPTIONS_TEXTS.password), 'dock-1');
    await chooseOption(dialog, RECEPTIONS_TEXTS.location, 'Odense Docks');
    await saveDialog(dialog);
    await expect(await screen.findByRole('alertdialog', { name: RECEPTION_MESSAGES.created })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Aarhus Central', 'Copenhagen Harbour', 'Odense Docks']));
    await expect(mockReceptions(session.store).records.at(-1)).toMatchObject({ name: 'Dock desk', password: 'dock-1', locationId: 3, wifiName: null, wifiPass: null });
  },
};

export const EditsAReception: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Copenhagen Harbour')).getByRole('button', { name: 'Edit Harbour front desk, Copenhagen Harbour' }));
    const dialog = within(await screen.findByRole('dialog', { name: RECEPTIONS_TEXTS.edit }));
    await expect(dialog.getByLabelText(RECEPTIONS_TEXTS.password)).toHaveValue('reception-cph');
    const wifiPass = dialog.getByRole('textbox', { name: RECEPTIONS_TEXTS.wifiPassword });
    await expect(wifiPass).toHaveValue('welcome-guest');
    // A wifi password left blank is cleared.
    await userEvent.clear(wifiPass);
    await userEvent.clear(dialog.getByRole('textbox', { name: RECEPTIONS_TEXTS.wifiName }));
    await userEvent.type(dialog.getByRole('textbox', { name: RECEPTIONS_TEXTS.wifiName }), 'Harbour-Open');
    await saveDialog(dialog);
    await expect(await screen.findByRole('alertdialog', { name: RECEPTION_MESSAGES.updated })).toBeVisible();
    const copenhagen = await rowOf(canvasElement, 'Copenhagen Harbour');
    await waitFor(() => expect(copenhagen.getByRole('cell', { name: 'Harbour-Open' })).toBeVisible());
    await expect(copenhagen.getByRole('cell', { name: RECEPTIONS_TEXTS.none })).toBeVisible();
  },
};

export const DeletesAReception: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Aarhus Central')).getByRole('button', { name: 'Delete Central lobby, Aarhus Central' }));
    // Asked by location (§2).
    const confirm = within(await screen.findByRole('alertdialog', { name: RECEPTION_MESSAGES.confirmDelete('Aarhus Central') }));
    await expect(confirm.getByText('Are you sure you want to delete reception from location Aarhus Central ? This action can not be reversed.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: RECEPTION_MESSAGES.deleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Copenhagen Harbour']));
  },
};

const listStates = listStateStories(contract.reception.list, RECEPTIONS_TEXTS);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadFailed: Story = listStates.LoadFailed;

/** On a phone each reception is a card: the location, then the other columns as labelled fields and the actions. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expectRowShownWhole(canvasElement, 'Copenhagen Harbour');
    await expect(canvas.getByRole('button', { name: RECEPTIONS_TEXTS.add }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
