import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Canteen } from '@roombook/domain/canteens/schemas';
import { contract } from '@roombook/domain/contract/index';
import type { Location } from '@roombook/domain/locations/schemas';
import { VALIDATION } from '@roombook/domain/messages';
import { CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { SECRET_MASK } from '../../DataTable/columns';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { ENTITY_FORM_TEXTS } from '../shared/EntityFormDialog';
import { loadError, loadedData, storyAction, useStoryEdits, useStoryLoad, useStoryRun } from '../storyApi';
import { chooseOption } from '../storyForm';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { expectRowShownWhole, listStateStories, rowHeaders, rowOf, saveDialog } from '../storyTable';
import { signInStory, type StorySession } from '../storySession';
import { CANTEENS_TEXTS, CanteensScreen } from './CanteensScreen';

let session: StorySession;
const NO_CANTEENS: Canteen[] = [];
const NO_LOCATIONS: Location[] = [];

/**
 * Manage canteens fed by the MSW handlers of `mocks/`: every call through the contract, toasted as the web's
 * actions toast it; a change updates the list here (§4), and a new canteen manager loads the canteens again
 * (§4: 'After creating a canteen manager the canteen list is reloaded'), as the web reloads them after every
 * change.
 */
function CanteensStory() {
  const { queue, toast } = useStoryToasts();
  const [canteens, updateCanteens] = useStoryLoad(contract.canteen.list, session.token);
  const [locations] = useStoryLoad(contract.location.list, session.token);

  const run = useStoryRun<Canteen[]>(toast, updateCanteens);
  const edits = useStoryEdits<Canteen>(contract.canteen, session.token, toast, updateCanteens);

  return (
    <StoryPage queue={queue}>
      <CanteensScreen
        actor={session.actor}
        canteens={loadedData(canteens) ?? NO_CANTEENS}
        locations={loadedData(locations) ?? NO_LOCATIONS}
        isLoading={canteens.status === 'loading'}
        error={loadError(canteens) ?? loadError(locations)}
        onCreateCanteen={edits.create}
        onUpdateCanteen={edits.update}
        onDeleteCanteen={edits.remove}
        onAddManager={(body) =>
          run(
            async () => {
              await storyAction(contract.user.registerCanteenManager, session.token, { body });
              return storyAction(contract.canteen.list, session.token);
            },
            USER_MESSAGES.canteenManagerCreated,
            (_list, reloaded) => reloaded,
          )
        }
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Manage canteens',
  component: CanteensStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'superadmin@roombook.test');
  },
} satisfies Meta<typeof CanteensStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('rowheader', { name: 'Copenhagen Harbour' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: CANTEENS_TEXTS.heading })).toBeVisible();
    // By location (§2), the password masked until its toggle reveals it.
    await expect(rowHeaders(canvasElement)).toEqual(['Aarhus Central', 'Copenhagen Harbour']);
    await expect(canvas.getByRole('columnheader', { name: CANTEENS_TEXTS.location })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.queryByText('kantine-cph')).not.toBeInTheDocument();
    const copenhagen = await rowOf(canvasElement, 'Copenhagen Harbour');
    await expect(copenhagen.getByText(SECRET_MASK)).toBeVisible();
    await userEvent.click(copenhagen.getByRole('button', { name: T.showPassword }));
    await expect(copenhagen.getByText('kantine-cph')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Aarhus Central')).getByText(SECRET_MASK)).toBeVisible();
    // Printer Yes/No, the manager's name or 'No manager selected'.
    await expect(copenhagen.getByRole('cell', { name: 'Yes' })).toBeVisible();
    await expect(copenhagen.getByRole('cell', { name: 'Karen Kantine' })).toBeVisible();
    const aarhus = await rowOf(canvasElement, 'Aarhus Central');
    await expect(aarhus.getByRole('cell', { name: 'No' })).toBeVisible();
    await expect(aarhus.getByRole('cell', { name: 'No manager selected' })).toBeVisible();
    // The SuperAdmin adds canteens and canteen managers; no row selection (no bulk calls).
    await expect(canvas.getByRole('button', { name: CANTEENS_TEXTS.add })).toBeVisible();
    await expect(canvas.getByRole('button', { name: CANTEENS_TEXTS.addManager })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const AsAdmin: Story = {
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'admin@roombook.test');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    // §6: 'Add canteen' is the SuperAdmin's; an Admin adds canteen managers and edits and deletes canteens.
    await expect(canvas.queryByRole('button', { name: CANTEENS_TEXTS.add })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: CANTEENS_TEXTS.addManager })).toBeVisible();
    await expect((await rowOf(canvasElement, 'Aarhus Central')).getByRole('button', { name: 'Edit Aarhus Central' })).toBeEnabled();
  },
};

export const AddsACanteen: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: CANTEENS_TEXTS.add }));
    const dialog = within(await screen.findByRole('dialog', { name: CANTEENS_TEXTS.add }));
    // §5: location required, password at least 4 ('Mut be at least 4 characters', the spec's words).
    await saveDialog(dialog);
    await expect(await dialog.findByText(VALIDATION.required)).toBeVisible();
    const password = dialog.getByLabelText(CANTEENS_TEXTS.password);
    await userEvent.type(password, 'abc');
    await saveDialog(dialog);
    await expect(password).toHaveAccessibleDescription(VALIDATION.devicePasswordMin);
    await chooseOption(dialog, CANTEENS_TEXTS.location, 'Odense Docks');
    await userEvent.type(password, 'd');
    await userEvent.click(dialog.getByRole('checkbox', { name: CANTEENS_TEXTS.printerEnabled }));
    await saveDialog(dialog);
    await expect(await screen.findByRole('alertdialog', { name: CANTEEN_MESSAGES.created })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Aarhus Central', 'Copenhagen Harbour', 'Odense Docks']));
    const odense = await rowOf(canvasElement, 'Odense Docks');
    await expect(odense.getByRole('cell', { name: 'Yes' })).toBeVisible();
    await expect(odense.getByRole('cell', { name: 'No manager selected' })).toBeVisible();
    await expect(session.store.canteens.records.at(-1)).toMatchObject({ locationId: 3, password: 'abcd', printerEnabled: true });
  },
};

export const EditsACanteen: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Aarhus Central')).getByRole('button', { name: 'Edit Aarhus Central' }));
    const dialog = within(await screen.findByRole('dialog', { name: CANTEENS_TEXTS.edit }));
    // The form starts from the canteen: its location, its password (shown on request), its printer.
    const password = dialog.getByLabelText(CANTEENS_TEXTS.password);
    await expect(password).toHaveValue('kantine-aar');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('checkbox', { name: CANTEENS_TEXTS.printerEnabled })).not.toBeChecked();
    await userEvent.clear(password);
    await userEvent.type(password, 'aarhus-2027');
    await userEvent.click(dialog.getByRole('checkbox', { name: CANTEENS_TEXTS.printerEnabled }));
    await saveDialog(dialog);
    await expect(await screen.findByRole('alertdialog', { name: CANTEEN_MESSAGES.updated })).toBeVisible();
    const aarhus = await rowOf(canvasElement, 'Aarhus Central');
    await waitFor(() => expect(aarhus.getByRole('cell', { name: 'Yes' })).toBeVisible());
    await userEvent.click(aarhus.getByRole('button', { name: T.showPassword }));
    await expect(aarhus.getByText('aarhus-2027')).toBeVisible();
  },
};

export const DeletesACanteen: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Aarhus Central')).getByRole('button', { name: 'Delete Aarhus Central' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: CANTEEN_MESSAGES.confirmDelete('Aarhus Central') }));
    await expect(confirm.getByText('Are you sure you want to delete canteen from location Aarhus Central ? This action can not be reversed.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: CANTEEN_MESSAGES.deleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Copenhagen Harbour']));
  },
};

/** Opens 'Add canteen manager' and fills the person. */
async function openAddManager(canvasElement: HTMLElement, person: { firstName: string; lastName: string; email: string }) {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: CANTEENS_TEXTS.addManager }));
  const element = await screen.findByRole('dialog', { name: CANTEENS_TEXTS.addManager });
  const dialog = within(element);
  await waitFor(() => expect(dialog.getByRole('textbox', { name: CANTEENS_TEXTS.firstName })).toHaveFocus());
  await userEvent.type(dialog.getByRole('textbox', { name: CANTEENS_TEXTS.firstName }), person.firstName);
  await userEvent.type(dialog.getByRole('textbox', { name: CANTEENS_TEXTS.lastName }), person.lastName);
  await userEvent.type(dialog.getByRole('textbox', { name: CANTEENS_TEXTS.email }), person.email);
  return { element, dialog };
}

export const AddsACanteenManager: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openAddManager(canvasElement, { firstName: 'Bo', lastName: 'Bager', email: 'bo.bager@kantine.test' });
    // The canteen is required.
    await saveDialog(dialog);
    await expect(await dialog.findByText(VALIDATION.required)).toBeVisible();
    await chooseOption(dialog, CANTEENS_TEXTS.canteen, 'Aarhus Central');
    await saveDialog(dialog);
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.canteenManagerCreated })).toBeVisible();
    // The canteens are loaded again: the new manager shows.
    const aarhus = await rowOf(canvasElement, 'Aarhus Central');
    await waitFor(() => expect(aarhus.getByRole('cell', { name: 'Bo Bager' })).toBeVisible());
    // Invited by e-mail, as a CanteenManager.
    await expect(session.store.findUserByEmail('bo.bager@kantine.test')).toMatchObject({ role: 'CanteenManager', company: null, firstLogin: true });
    await expect(session.store.outbox.map((mail) => mail.to)).toContain('bo.bager@kantine.test');
  },
};

export const CanteenManagerWithATakenEmail: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openAddManager(canvasElement, { firstName: 'Ulla', lastName: 'Again', email: 'user@roombook.test' });
    await chooseOption(dialog, CANTEENS_TEXTS.canteen, 'Copenhagen Harbour');
    await saveDialog(dialog);
    // The server's refusal in the dialog (and a toast); what was typed stays, the manager does not change.
    await expect(await dialog.findByRole('alert')).toHaveTextContent(USER_MESSAGES.emailTaken);
    await expect(dialog.getByRole('textbox', { name: CANTEENS_TEXTS.email })).toHaveValue('user@roombook.test');
    await expect((await rowOf(canvasElement, 'Copenhagen Harbour')).getByRole('cell', { name: 'Karen Kantine' })).toBeVisible();
  },
};

const listStates = listStateStories(contract.canteen.list, CANTEENS_TEXTS);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadFailed: Story = listStates.LoadFailed;

/** On a phone each canteen is a card with every column and its actions; the buttons stay on the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    for (const name of [CANTEENS_TEXTS.add, CANTEENS_TEXTS.addManager]) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expectRowShownWhole(canvasElement, 'Copenhagen Harbour');
  },
};

export const AddCanteenManagerOnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openAddManager(canvasElement, { firstName: 'Bo', lastName: 'Bager', email: 'bo.bager@kantine.test' });
    await chooseOption(dialog, CANTEENS_TEXTS.canteen, 'Aarhus Central');
    // Nothing sticks out of the screen.
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
