import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract, toRoutePattern } from '@roombook/domain/contract/index';
import type { Feature, FeatureBody } from '@roombook/domain/features/schemas';
import { CONFIRM, ERRORS, VALIDATION } from '@roombook/domain/messages';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { ENTITY_FORM_TEXTS } from '../shared/EntityFormDialog';
import { loadError, loadedData, storyAction, useStoryLoad, useStoryRun } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { expectRowShownWhole, listStateStories, rowHeaders, rowOf } from '../storyTable';
import { signInStory, type StorySession } from '../storySession';
import { FEATURES_TEXTS, FeaturesScreen } from './FeaturesScreen';

let session: StorySession;
const NO_FEATURES: Feature[] = [];

/**
 * Manage features fed by the MSW handlers of `mocks/`: every call through the contract, toasted as the
 * web's actions toast it; a change updates the list here (§4), where the web reloads it.
 */
function FeaturesStory() {
  const { queue, toast } = useStoryToasts();
  const [features, updateFeatures] = useStoryLoad(contract.feature.list, session.token);

  const run = useStoryRun<Feature[]>(toast, updateFeatures);
  const without = (ids: number[]) => (list: Feature[]) => list.filter((feature) => !ids.includes(feature.id));
  const replaced = (list: Feature[], changed: Feature) => list.map((feature) => (feature.id === changed.id ? changed : feature));

  return (
    <StoryPage queue={queue}>
      <FeaturesScreen
        features={loadedData(features) ?? NO_FEATURES}
        isLoading={features.status === 'loading'}
        error={loadError(features)}
        onCreateFeature={(body: FeatureBody) =>
          run(() => storyAction(contract.feature.create, session.token, { body }), FEATURE_MESSAGES.created, (list, created) => [...list, created])
        }
        onUpdateFeature={(feature, body) =>
          run(() => storyAction(contract.feature.update, session.token, { params: { id: feature.id }, body }), FEATURE_MESSAGES.updated, replaced)
        }
        onDeleteFeature={(feature) =>
          run(() => storyAction(contract.feature.delete, session.token, { params: { id: feature.id } }), FEATURE_MESSAGES.deleted, without([feature.id]))
        }
        onDeleteFeatures={(rows) => {
          const items = rows.map((feature) => feature.id);
          return run(() => storyAction(contract.feature.deleteMany, session.token, { body: { items } }), FEATURE_MESSAGES.manyDeleted, without(items));
        }}
        onSetFeaturesActive={(rows, isActive) => {
          const items = rows.map((feature) => feature.id);
          const call = isActive ? contract.feature.setActive : contract.feature.setInactive;
          return run(() => storyAction(call, session.token, { body: { items } }), FEATURE_MESSAGES.manyUpdated, (list) =>
            list.map((feature) => (items.includes(feature.id) ? { ...feature, isActive } : feature)),
          );
        }}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Manage features',
  component: FeaturesStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'admin@roombook.test');
  },
} satisfies Meta<typeof FeaturesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('rowheader', { name: 'Projector' });
const storedFeature = (name: string) => session.store.features.list.find((feature) => feature.name === name);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: FEATURES_TEXTS.heading })).toBeVisible();
    // Sorted by name (§2), inactive ones too.
    await expect(rowHeaders(canvasElement)).toEqual(['Coffee machine', 'Projector', 'Standing desks', 'Video conferencing', 'Whiteboard']);
    await expect(canvas.getByRole('columnheader', { name: FEATURES_TEXTS.name })).toHaveAttribute('aria-sort', 'ascending');
    await expect((await rowOf(canvasElement, 'Coffee machine')).getByRole('switch')).not.toBeChecked();
    await expect((await rowOf(canvasElement, 'Projector')).getByRole('switch')).toBeChecked();
    await expect(canvas.getByRole('button', { name: FEATURES_TEXTS.add })).toBeVisible();
  },
};

export const AddsAFeature: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: FEATURES_TEXTS.add }));
    const dialog = within(await screen.findByRole('dialog', { name: FEATURES_TEXTS.add }));
    const name = dialog.getByRole('textbox', { name: FEATURES_TEXTS.name });
    await waitFor(() => expect(name).toHaveFocus());
    // An empty name is refused before anything is sent.
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(name).toHaveAccessibleDescription(VALIDATION.required);
    await userEvent.type(name, 'Sound system');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.created })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FEATURES_TEXTS.add })).not.toBeInTheDocument());
    await waitFor(() => expect(rowHeaders(canvasElement)).toContain('Sound system'));
    await expect(storedFeature('Sound system')).toMatchObject({ isActive: true });
  },
};

export const RenameToATakenNameIsRefused: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Whiteboard')).getByRole('button', { name: 'Edit Whiteboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: FEATURES_TEXTS.edit }));
    const name = dialog.getByRole('textbox', { name: FEATURES_TEXTS.name });
    await expect(name).toHaveValue('Whiteboard');
    await userEvent.clear(name);
    await userEvent.type(name, 'PROJECTOR');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    // The server's message in the dialog (and a toast); what was typed stays.
    await expect(await dialog.findByRole('alert')).toHaveTextContent(FEATURE_MESSAGES.nameTaken);
    await expect(name).toHaveValue('PROJECTOR');
    await userEvent.clear(name);
    await userEvent.type(name, 'Glass board');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.updated })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Coffee machine', 'Glass board', 'Projector', 'Standing desks', 'Video conferencing']));
  },
};

export const ClosingAChangedFormAsks: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Projector')).getByRole('button', { name: 'Edit Projector' }));
    const dialogElement = await screen.findByRole('dialog', { name: FEATURES_TEXTS.edit });
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByRole('textbox', { name: FEATURES_TEXTS.name }), ' 4K');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.cancel }));
    const question = within(await screen.findByRole('alertdialog', { name: CONFIRM.closeDialog }));
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Kept, with what was typed.
    await expect(dialog.getByRole('textbox', { name: FEATURES_TEXTS.name })).toHaveValue('Projector 4K');
    await waitFor(() => expect(dialogElement.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: CONFIRM.closeDialog })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FEATURES_TEXTS.edit })).not.toBeInTheDocument());
    await expect(storedFeature('Projector')).toBeDefined();
  },
};

export const SwitchesOneFeature: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // By keyboard: the switch keeps the focus while its change goes through and after.
    const coffee = (await rowOf(canvasElement, 'Coffee machine')).getByRole('switch');
    coffee.focus();
    await userEvent.keyboard(' ');
    await expect(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.manyUpdated })).toBeVisible();
    await waitFor(() => expect(coffee).toBeChecked());
    await waitFor(() => expect(coffee).toHaveFocus());
    await expect(storedFeature('Coffee machine')).toMatchObject({ isActive: true });
  },
};

export const SwitchRefusedGoesBack: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.put(`*${contract.feature.setInactive.path}`, () => errorResponse(403, ERRORS.forbidden)));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const projector = (await rowOf(canvasElement, 'Projector')).getByRole('switch');
    await userEvent.click(projector);
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.forbidden })).toBeVisible();
    await waitFor(() => expect(projector).toBeChecked());
    await expect(storedFeature('Projector')).toMatchObject({ isActive: true });
  },
};

export const BulkMarkInactiveAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Projector')).getByRole('checkbox'));
    await userEvent.click((await rowOf(canvasElement, 'Whiteboard')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: T.markInactive }));
    await expect(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.manyUpdated })).toBeVisible();
    await waitFor(async () => expect((await rowOf(canvasElement, 'Whiteboard')).getByRole('switch')).not.toBeChecked());
    await expect((await rowOf(canvasElement, 'Projector')).getByRole('switch')).not.toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: T.inverseSelection }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 selected');
    await userEvent.click(canvas.getByRole('button', { name: T.deleteSelected }));
    const confirm = within(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.confirmDeleteMany(3) }));
    await expect(confirm.getByText('Are you sure you want to delete 3 features? This action can not be reversed.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.manyDeleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Projector', 'Whiteboard']));
    await expect(session.store.features.list.map((feature) => feature.name).sort()).toEqual(['Projector', 'Whiteboard']);
    // The toolbar went with the selection; a keyboard user stays in the table.
    await waitFor(() => expect(canvas.getByRole('region', { name: FEATURES_TEXTS.table })).toHaveFocus());
  },
};

export const DeletesOneFeature: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Standing desks')).getByRole('button', { name: 'Delete Standing desks' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.confirmDelete('Standing desks') }));
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.deleted })).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('rowheader', { name: 'Standing desks' })).not.toBeInTheDocument());
  },
};

export const DeleteRefusedKeepsTheRow: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.delete(`*${toRoutePattern(contract.feature.delete.path)}`, () => errorResponse(404, ERRORS.notFound)));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Whiteboard')).getByRole('button', { name: 'Delete Whiteboard' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.confirmDelete('Whiteboard') })).getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.notFound })).toBeVisible();
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Whiteboard' })).toBeVisible();
  },
};

const listStates = listStateStories(contract.feature.list, FEATURES_TEXTS);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadFailed: Story = listStates.LoadFailed;

/** On a phone each feature is a card, as every admin table's rows are. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expectRowShownWhole(canvasElement, 'Projector');
    await expect(canvas.getByRole('button', { name: FEATURES_TEXTS.add }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
