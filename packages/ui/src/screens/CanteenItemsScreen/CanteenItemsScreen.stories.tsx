import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CanteenItem } from '@roombook/domain/canteens/item-schemas';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { contract, toRoutePattern } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { CANTEEN_ITEM_MESSAGES } from '@roombook/domain/canteens/page';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { loadError, loadedData, useStoryEdits, useStoryLoad } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { expectRowShownWhole, listStateStories, rowHeaders, rowOf, saveDialog } from '../storyTable';
import { signInStory, type StorySession } from '../storySession';
import { CANTEEN_ITEMS_TEXTS, CanteenItemsScreen } from './CanteenItemsScreen';

let session: StorySession;
const NO_ITEMS: CanteenItem[] = [];

/**
 * Manage canteen items fed by the MSW handlers of `mocks/`: every call through the contract, toasted as the
 * web's actions toast it; a change updates the list here (§4), where the web reloads it.
 */
function CanteenItemsStory() {
  const { queue, toast } = useStoryToasts();
  const [items, updateItems] = useStoryLoad(contract.canteenItem.list, session.token);
  const edits = useStoryEdits<CanteenItem>(contract.canteenItem, session.token, toast, updateItems);
  return (
    <StoryPage queue={queue}>
      <CanteenItemsScreen
        items={loadedData(items) ?? NO_ITEMS}
        isLoading={items.status === 'loading'}
        error={loadError(items)}
        onCreateItem={edits.create}
        onUpdateItem={edits.update}
        onDeleteItem={edits.remove}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Manage canteen items',
  component: CanteenItemsStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'admin@roombook.test');
  },
} satisfies Meta<typeof CanteenItemsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG_NAME = 'Smørrebrød with roast beef, remoulade, crispy onions, pickles and freshly grated horseradish';
const BY_POSITION = ['Coffee', 'Croissant', 'Soup of the day', 'Sandwich, chicken and pesto', 'Salad bowl', 'Sparkling water', LONG_NAME, 'Carrot cake'];
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('rowheader', { name: 'Coffee' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: CANTEEN_ITEMS_TEXTS.heading })).toBeVisible();
    // Sorted by position (§2), the price without tax and with it, in the Danish format (ADR 023).
    await expect(rowHeaders(canvasElement)).toEqual(BY_POSITION);
    await expect(canvas.getByRole('columnheader', { name: CANTEEN_ITEMS_TEXTS.position })).toHaveAttribute('aria-sort', 'ascending');
    await expect((await rowOf(canvasElement, 'Carrot cake')).getByRole('cell', { name: '34,75 DKK (43,44 with tax)' })).toBeVisible();
    await expect((await rowOf(canvasElement, 'Coffee')).getByRole('cell', { name: '25,00 DKK (31,25 with tax)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: CANTEEN_ITEMS_TEXTS.add })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const AddsAnItem: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: CANTEEN_ITEMS_TEXTS.add }));
    const dialog = within(await screen.findByRole('dialog', { name: CANTEEN_ITEMS_TEXTS.add }));
    const name = dialog.getByRole('textbox', { name: CANTEEN_ITEMS_TEXTS.name });
    await waitFor(() => expect(name).toHaveFocus());
    // §5: name, price and position required.
    await saveDialog(dialog);
    await expect(name).toHaveAccessibleDescription(VALIDATION.required);
    // The price's description also holds its (empty) preview with tax.
    await expect(dialog.getByRole('textbox', { name: CANTEEN_ITEMS_TEXTS.price })).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.required));
    await userEvent.type(name, 'Cinnamon bun');
    const price = dialog.getByRole('textbox', { name: CANTEEN_ITEMS_TEXTS.price });
    await userEvent.type(price, 'free');
    await saveDialog(dialog);
    await expect(price).toHaveAccessibleDescription(expect.stringContaining(FORM_MESSAGES.notANumber));
    await userEvent.clear(price);
    // Typed the Danish way; shown with tax below the field.
    await userEvent.type(price, '22,50');
    await expect(dialog.getByText('22,50 DKK (28,13 with tax)')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: CANTEEN_ITEMS_TEXTS.position }), '3');
    await saveDialog(dialog);
    await expect(await screen.findByRole('alertdialog', { name: CANTEEN_ITEM_MESSAGES.created })).toBeVisible();
    // Position 3 shared with the soup: by name, so the bun comes first.
    await waitFor(() => expect(rowHeaders(canvasElement).slice(0, 4)).toEqual(['Coffee', 'Croissant', 'Cinnamon bun', 'Soup of the day']));
    await expect(session.store.canteenItems.list.find((item) => item.name === 'Cinnamon bun')).toMatchObject({ price: 2250, position: 3 });
  },
};

export const EditsAnItem: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Carrot cake')).getByRole('button', { name: 'Edit Carrot cake' }));
    const dialog = within(await screen.findByRole('dialog', { name: CANTEEN_ITEMS_TEXTS.edit }));
    const price = dialog.getByRole('textbox', { name: CANTEEN_ITEMS_TEXTS.price });
    await expect(price).toHaveValue('34,75');
    const position = dialog.getByRole('textbox', { name: CANTEEN_ITEMS_TEXTS.position });
    await expect(position).toHaveValue('8');
    await userEvent.clear(price);
    await userEvent.type(price, '36');
    await userEvent.clear(position);
    await userEvent.type(position, '0');
    await saveDialog(dialog);
    await expect(await screen.findByRole('alertdialog', { name: CANTEEN_ITEM_MESSAGES.updated })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)[0]).toBe('Carrot cake'));
    await expect((await rowOf(canvasElement, 'Carrot cake')).getByRole('cell', { name: '36,00 DKK (45,00 with tax)' })).toBeVisible();
  },
};

export const DeletesAnItem: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Croissant')).getByRole('button', { name: 'Delete Croissant' }));
    // The question names the item (§2).
    const confirm = within(await screen.findByRole('alertdialog', { name: CANTEEN_ITEM_MESSAGES.confirmDelete('Croissant') }));
    await expect(confirm.getByText('Are you sure you want to delete canteen item Croissant ? This action can not be reversed.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: CANTEEN_ITEM_MESSAGES.deleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(BY_POSITION.filter((name) => name !== 'Croissant')));
  },
};

export const DeleteRefusedKeepsTheRow: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.delete(`*${toRoutePattern(contract.canteenItem.delete.path)}`, () => errorResponse(404, ERRORS.notFound)));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Salad bowl')).getByRole('button', { name: 'Delete Salad bowl' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: CANTEEN_ITEM_MESSAGES.confirmDelete('Salad bowl') })).getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.notFound })).toBeVisible();
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Salad bowl' })).toBeVisible();
  },
};

const listStates = listStateStories(contract.canteenItem.list, CANTEEN_ITEMS_TEXTS);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadFailed: Story = listStates.LoadFailed;

/** On a phone each item is a card with every column and its actions; the long name wraps in its title. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expectRowShownWhole(canvasElement, 'Coffee');
    await expectRowShownWhole(canvasElement, LONG_NAME);
    await expect(canvas.getByRole('button', { name: CANTEEN_ITEMS_TEXTS.add }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
