import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS, TEXTS } from '@roombook/domain/messages';
import { formatDkk } from '@roombook/domain/money/dkk-text';
import { CURRENCY_LABEL } from '@roombook/domain/constants';
import type { Feature } from '@roombook/domain/features/schemas';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { actionsColumn, secretColumn, statusColumn, SECRET_MASK } from './columns';
import { DATA_TABLE_TEXTS as T } from './texts';
import { edgeOf, expectOnTop, whenInPlace } from '../storyUtils';

// ---------------------------------------------------------------------------------------------------
// Fixtures: features (Manage Features, §2), canteens (masked passwords), orders (expandable rows)

const FEATURES: Feature[] = [
  { id: 1, name: 'Whiteboard', isActive: true },
  { id: 2, name: 'Projector', isActive: true },
  { id: 3, name: 'Video conferencing', isActive: true },
  { id: 4, name: 'Coffee machine', isActive: false },
  { id: 5, name: 'Standing desks', isActive: true },
  { id: 6, name: 'Air conditioning', isActive: false },
];

const LONG_FEATURES: Feature[] = [
  { id: 1, name: 'Ceiling-mounted 4K laser projector with wireless screen sharing from every laptop and phone', isActive: true },
  { id: 2, name: 'Whiteboard', isActive: true },
  { id: 3, name: 'Floor-to-ceiling acoustic panels for confidential conversations and recorded interviews', isActive: false },
];

const onStatusChange = fn();
const onEdit = fn();
const onMarkActive = fn();
const onMarkInactive = fn();
const onDelete = fn();

const setActive = (list: Feature[], ids: number[], isActive: boolean) =>
  list.map((feature) => (ids.includes(feature.id) ? { ...feature, isActive } : feature));

/** A Manage Features table as a screen composes it: name sort, status switch, bulk toolbar. */
function FeaturesTable({ initial, ...props }: Partial<DataTableProps<Feature>> & { initial: Feature[] }) {
  const [features, setFeatures] = useState(initial);
  const columns = useMemo<DataTableColumn<Feature>[]>(
    () => [
      { accessorKey: 'name', header: 'Name' },
      statusColumn<Feature>({
        isActive: (feature) => feature.isActive,
        onChange: (feature, isActive) => {
          onStatusChange(feature.name, isActive);
          setFeatures((list) => setActive(list, [feature.id], isActive));
        },
      }),
      actionsColumn<Feature>({ getRowLabel: (feature) => feature.name, edit: { onPress: (feature) => onEdit(feature.name) } }),
    ],
    [],
  );
  return (
    <DataTable<Feature>
      label="Features"
      data={features}
      columns={columns}
      getRowId={(feature) => feature.id}
      getRowLabel={(feature) => feature.name}
      initialSort={{ id: 'name' }}
      actions={<Button>Add new feature</Button>}
      bulkActions={{
        onMarkActive: (rows) => {
          onMarkActive(rows.map((r) => r.name));
          setFeatures((list) => setActive(list, rows.map((r) => r.id), true));
        },
        onMarkInactive: (rows) => {
          onMarkInactive(rows.map((r) => r.name));
          setFeatures((list) => setActive(list, rows.map((r) => r.id), false));
        },
        onDelete: async (rows) => {
          onDelete(rows.map((r) => r.name));
          const ids = rows.map((r) => r.id);
          setFeatures((list) => list.filter((feature) => !ids.includes(feature.id)));
        },
        deleteMessage: (count) => FEATURE_MESSAGES.confirmDeleteMany(count),
      }}
      {...props}
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: FeaturesTable,
  args: { initial: FEATURES },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    for (const spy of [onStatusChange, onEdit, onMarkActive, onMarkInactive, onDelete]) spy.mockClear();
  },
} satisfies Meta<typeof FeaturesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------------
// Helpers for the play functions

const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const rowOf = (canvasElement: HTMLElement, name: string) => {
  const row = within(canvasElement).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

const checkRow = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(rowOf(canvasElement, name).getByRole('checkbox', { name: T.selectRow(name) }));

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Tabs until `target` has focus, as a keyboard user would. */
async function tabTo(target: Element) {
  for (let i = 0; i < 80 && document.activeElement !== target; i += 1) await userEvent.tab();
  await waitFor(() => expect(target).toHaveFocus());
}

const SORTED = ['Air conditioning', 'Coffee machine', 'Projector', 'Standing desks', 'Video conferencing', 'Whiteboard'];

// ---------------------------------------------------------------------------------------------------
// Stories

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Features' })).toBeVisible();
    // Sorted by name on arrival, and the header says so.
    await expect(rowHeaders(canvasElement)).toEqual(SORTED);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowOf(canvasElement, 'Coffee machine').getByRole('switch')).not.toBeChecked();
    await expect(rowOf(canvasElement, 'Coffee machine').getByText(T.inactive)).toBeVisible();
    // No bulk toolbar until something is selected.
    await expect(canvas.queryByRole('toolbar', { name: T.bulkActions })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add new feature' })).toBeVisible();
  },
};

export const SortsByHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('button', { name: 'Name' });
    await userEvent.click(name);
    await expect(rowHeaders(canvasElement)).toEqual([...SORTED].reverse());
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    // By keyboard: Enter on the Status header sorts inactive rows first; Name is no longer sorted.
    await tabTo(canvas.getByRole('button', { name: T.status }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: T.status })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await expect(rowHeaders(canvasElement).slice(0, 2).sort()).toEqual(['Air conditioning', 'Coffee machine']);
    // The focus ring shows on the header button.
    await expect(getComputedStyle(canvas.getByRole('button', { name: T.status })).outlineStyle).toBe('solid');
  },
};

export const SelectsRowsInBulk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: T.selectAll });
    await checkRow(canvasElement, 'Projector');
    await checkRow(canvasElement, 'Whiteboard');
    await expect(status(canvasElement)).toHaveTextContent('2 selected');
    await expect(all).toBePartiallyChecked();
    const toolbar = within(canvas.getByRole('toolbar', { name: T.bulkActions }));

    await userEvent.click(toolbar.getByRole('button', { name: T.inverseSelection }));
    await expect(status(canvasElement)).toHaveTextContent('4 selected');
    await expect(rowOf(canvasElement, 'Projector').getByRole('checkbox')).not.toBeChecked();
    await expect(rowOf(canvasElement, 'Coffee machine').getByRole('checkbox')).toBeChecked();

    await userEvent.click(toolbar.getByRole('button', { name: T.deselectAll }));
    await expect(status(canvasElement)).toHaveTextContent('');
    await expect(canvas.queryByRole('toolbar', { name: T.bulkActions })).not.toBeInTheDocument();
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
  },
};

export const SelectAllByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: T.selectAll });
    await tabTo(all);
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(status(canvasElement)).toHaveTextContent(`${FEATURES.length} selected`);
    // The toolbar is one tab stop; arrow keys move between its buttons.
    await userEvent.click(canvas.getByRole('button', { name: T.deselectAll }));
    await expect(all).not.toBeChecked();
  },
};

export const DeleteSelectedAsksConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Projector', 'Whiteboard', 'Coffee machine']) await checkRow(canvasElement, name);
    await expect(status(canvasElement)).toHaveTextContent('3 selected');

    // Cancel keeps everything.
    await userEvent.click(canvas.getByRole('button', { name: T.deleteSelected }));
    const dialog = await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.confirmDeleteMany(3) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onDelete).not.toHaveBeenCalled();
    await expect(status(canvasElement)).toHaveTextContent('3 selected');

    // Confirming deletes exactly the selected rows and clears the selection.
    await userEvent.click(canvas.getByRole('button', { name: T.deleteSelected }));
    const again = await screen.findByRole('alertdialog', { name: FEATURE_MESSAGES.confirmDeleteMany(3) });
    await userEvent.click(within(again).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onDelete).toHaveBeenCalledWith(['Coffee machine', 'Projector', 'Whiteboard']);
    await expect(rowHeaders(canvasElement)).toEqual(['Air conditioning', 'Standing desks', 'Video conferencing']);
    await expect(status(canvasElement)).toHaveTextContent('');
    // The toolbar went with the selection: focus is on the table, not lost to the page.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Features' })).toHaveFocus());
  },
};

export const MarkActiveAndInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkRow(canvasElement, 'Projector');
    await checkRow(canvasElement, 'Air conditioning');
    await userEvent.click(canvas.getByRole('button', { name: T.markInactive }));
    await expect(onMarkInactive).toHaveBeenCalledWith(['Air conditioning', 'Projector']);
    await expect(rowOf(canvasElement, 'Projector').getByRole('switch')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: T.markActive }));
    await expect(rowOf(canvasElement, 'Projector').getByRole('switch')).toBeChecked();
    await expect(rowOf(canvasElement, 'Air conditioning').getByRole('switch')).toBeChecked();
    await expect(rowOf(canvasElement, 'Air conditioning').getByText(T.active)).toBeVisible();
  },
};

export const StatusSwitch: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Whiteboard');
    const toggle = row.getByRole('switch');
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(onStatusChange).toHaveBeenCalledWith('Whiteboard', false);
    await expect(toggle).not.toBeChecked();
    await expect(row.getByText(T.inactive)).toBeVisible();
    // Space flips it back.
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(onStatusChange).toHaveBeenLastCalledWith('Whiteboard', true);
  },
};

export const EditAction: Story = {
  play: async ({ canvasElement }) => {
    // The visible text is 'Edit'; the accessible name adds the row ('Edit Projector').
    const edit = rowOf(canvasElement, 'Projector').getByRole('button', { name: 'Edit Projector' });
    await expect(edit).toHaveTextContent(T.edit);
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenCalledWith('Projector');
  },
};

// --- Disabled actions with a reason ----------------------------------------------------------------

interface Person {
  id: number;
  name: string;
  email: string;
  mobile: string;
  role: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Sofie Super', email: 'superadmin@roombook.test', mobile: '+4512345678', role: 'SuperAdmin' },
  { id: 2, name: 'Olivia Owner', email: 'owner@roombook.test', mobile: '+4523456789', role: 'Admin' },
  { id: 3, name: 'Ulla User', email: 'user@roombook.test', mobile: '+4534567890', role: 'User' },
];
const OWN_ROW = 'This is you: change your details on the profile screen';
const OWNER_ROW = 'Only a company owner can change another company owner';
const reasonFor = (person: Person) => (person.id === 1 ? OWN_ROW : person.role === 'Admin' ? OWNER_ROW : null);
const onDeletePerson = fn();

function PeopleTable() {
  const [people, setPeople] = useState(PEOPLE);
  const columns = useMemo<DataTableColumn<Person>[]>(
    () => [
      { accessorKey: 'name', header: 'Name' },
      { accessorKey: 'email', header: 'Email' },
      { accessorKey: 'mobile', header: 'Mobile' },
      { accessorKey: 'role', header: 'Role' },
      actionsColumn<Person>({
        getRowLabel: (person) => person.name,
        edit: { onPress: (person) => onEdit(person.name), disabledReason: reasonFor },
        delete: {
          disabledReason: reasonFor,
          confirmMessage: (person) => USER_MESSAGES.confirmDelete(...(person.name.split(' ') as [string, string])),
          onConfirm: async (person) => {
            onDeletePerson(person.name);
            setPeople((list) => list.filter((p) => p.id !== person.id));
          },
        },
      }),
    ],
    [],
  );
  return (
    <DataTable<Person>
      label="Users"
      data={people}
      columns={columns}
      getRowId={(person) => person.id}
      getRowLabel={(person) => person.name}
      selectable
      isRowSelectable={(person) => reasonFor(person) === null}
    />
  );
}

/** The focusable stand-in that Tooltip puts around a disabled button. */
const disabledTrigger = (row: { getAllByRole: (role: 'button', options: { name: string }) => HTMLElement[] }, name: string) => {
  const found = row.getAllByRole('button', { name }).find((element) => element.getAttribute('aria-disabled') === 'true');
  if (!found) throw new Error(`No disabled ${name}`);
  return found;
};

export const DisabledActionsWithReason: Story = {
  render: () => <PeopleTable />,
  beforeEach: () => {
    onDeletePerson.mockClear();
  },
  play: async ({ canvasElement }) => {
    const own = rowOf(canvasElement, 'Sofie Super');
    const edit = disabledTrigger(own, 'Edit Sofie Super');
    // A keyboard user reaches the disabled Edit and hears (and sees) why it is disabled.
    await tabTo(edit);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(OWN_ROW);
    await expect(edit).toHaveAccessibleDescription(OWN_ROW);
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).not.toHaveBeenCalled();

    await expect(disabledTrigger(rowOf(canvasElement, 'Olivia Owner'), 'Delete Olivia Owner')).toHaveAccessibleDescription(OWNER_ROW);
    // Rows the user may not delete cannot be selected for a bulk delete either.
    await expect(own.getByRole('checkbox')).toBeDisabled();

    // An allowed Delete asks first, with the §8 text.
    await userEvent.click(rowOf(canvasElement, 'Ulla User').getByRole('button', { name: 'Delete Ulla User' }));
    const dialog = await screen.findByRole('alertdialog', { name: USER_MESSAGES.confirmDelete('Ulla', 'User') });
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onDeletePerson).toHaveBeenCalledWith('Ulla User');
    await expect(within(canvasElement).queryByRole('rowheader', { name: 'Ulla User' })).not.toBeInTheDocument();
    // Focus does not fall to the page with the deleted row: it lands on the Delete of the row now last.
    await waitFor(() => expect(disabledTrigger(rowOf(canvasElement, 'Olivia Owner'), 'Delete Olivia Owner')).toHaveFocus());
  },
};

// --- Masked secrets --------------------------------------------------------------------------------

interface Canteen {
  id: number;
  location: string;
  password: string;
  printerEnabled: boolean;
  manager: string | null;
}

const CANTEENS: Canteen[] = [
  { id: 1, location: 'Copenhagen Harbour', password: 'kantine-cph', printerEnabled: true, manager: 'Karen Kantine' },
  { id: 2, location: 'Aarhus Central', password: 'aarhus42', printerEnabled: false, manager: null },
];

const canteenColumns: DataTableColumn<Canteen>[] = [
  { accessorKey: 'location', header: 'Location' },
  secretColumn<Canteen>({ id: 'password', header: 'Password', getSecret: (canteen) => canteen.password }),
  { id: 'printer', header: 'Printer enabled', accessorFn: (canteen) => (canteen.printerEnabled ? 'Yes' : 'No') },
  { id: 'manager', header: 'Canteen manager', accessorFn: (canteen) => canteen.manager ?? TEXTS.canteens.noManager },
];

export const MaskedSecrets: Story = {
  render: () => (
    <DataTable<Canteen> label="Canteens" data={CANTEENS} columns={canteenColumns} getRowId={(c) => c.id} initialSort={{ id: 'location' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('kantine-cph')).not.toBeInTheDocument();
    await expect(canvas.getAllByText(SECRET_MASK)).toHaveLength(2);
    const row = rowOf(canvasElement, 'Copenhagen Harbour');
    await userEvent.click(row.getByRole('button', { name: T.showPassword }));
    await expect(row.getByText('kantine-cph')).toBeVisible();
    // Only that cell is revealed.
    await expect(rowOf(canvasElement, 'Aarhus Central').getByText(SECRET_MASK)).toBeVisible();
    // The same button hides it again, by keyboard too.
    const hide = row.getByRole('button', { name: T.hidePassword });
    await waitFor(() => expect(hide).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(row.queryByText('kantine-cph')).not.toBeInTheDocument();
    await waitFor(() => expect(row.getByRole('button', { name: T.showPassword })).toHaveFocus());
    await expect(canvas.getByText(TEXTS.canteens.noManager)).toBeVisible();
  },
};

// --- Expandable rows: a detail panel ---------------------------------------------------------------

interface OrderItem {
  name: string;
  price: number;
  quantity: number;
}
interface Order {
  id: number;
  orderNumber: string;
  items: OrderItem[];
}

const ORDERS: Order[] = [
  { id: 1, orderNumber: '1001', items: [{ name: 'Coffee', price: 2500, quantity: 2 }, { name: 'Croissant', price: 3000, quantity: 1 }] },
  { id: 2, orderNumber: '1002', items: [{ name: 'Sandwich', price: 6500, quantity: 3 }] },
];
const totalOf = (order: Order) => order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);

const orderColumns: DataTableColumn<Order>[] = [
  { id: 'orderNumber', header: 'Order number', accessorFn: (order) => order.orderNumber },
  { id: 'quantity', header: 'Quantity', accessorFn: (order) => order.items.reduce((n, item) => n + item.quantity, 0), meta: { align: 'end' } },
  { id: 'total', header: 'Total (kr.)', accessorFn: totalOf, cell: ({ getValue }) => `${formatDkk(getValue<number>())} ${CURRENCY_LABEL}`, meta: { align: 'end' } },
];

function OrderItems({ order }: { order: Order }) {
  return (
    <ul aria-label={`Items of order ${order.orderNumber}`}>
      {order.items.map((item) => (
        <li key={item.name}>
          {item.quantity} × {item.name}, {formatDkk(item.price)} {CURRENCY_LABEL}
        </li>
      ))}
    </ul>
  );
}

export const ExpandableDetail: Story = {
  render: () => (
    <DataTable<Order>
      label="Orders"
      data={ORDERS}
      columns={orderColumns}
      getRowId={(order) => order.id}
      getRowLabel={(order) => `Order ${order.orderNumber}`}
      renderDetail={(order) => <OrderItems order={order} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expand = canvas.getByRole('button', { name: T.details('Order 1001') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Items of order 1001' })).not.toBeInTheDocument();
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const items = canvas.getByRole('list', { name: 'Items of order 1001' });
    await expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    // The button points at the panel it opened.
    await expect(document.getElementById(expand.getAttribute('aria-controls') ?? '')).toContainElement(items);
    // The other order stays closed; Enter closes this one again.
    await expect(canvas.getByRole('button', { name: T.details('Order 1002') })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Items of order 1001' })).not.toBeInTheDocument();
  },
};

// --- Expandable rows: sub-rows ---------------------------------------------------------------------

interface Place {
  id: number;
  name: string;
  seats: number;
  rooms?: Place[];
}

const PLACES: Place[] = [
  { id: 1, name: 'Copenhagen Harbour', seats: 36, rooms: [{ id: 11, name: 'Fjord', seats: 8 }, { id: 12, name: 'Kattegat', seats: 20 }, { id: 13, name: 'Birk', seats: 8 }] },
  { id: 2, name: 'Aarhus Central', seats: 26, rooms: [{ id: 21, name: 'Mols', seats: 10 }, { id: 22, name: 'Skagen', seats: 16 }] },
  { id: 3, name: 'Odense Station', seats: 0, rooms: [] },
];

export const ExpandableSubRows: Story = {
  render: () => (
    <DataTable<Place>
      label="Locations and rooms"
      data={PLACES}
      columns={[
        { accessorKey: 'name', header: 'Name' },
        { accessorKey: 'seats', header: 'Seats', meta: { align: 'end' } },
      ]}
      getRowId={(place) => place.id}
      getRowLabel={(place) => place.name}
      getSubRows={(place) => place.rooms}
      initialSort={{ id: 'name' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowHeaders(canvasElement)).toEqual(['Aarhus Central', 'Copenhagen Harbour', 'Odense Station']);
    // A location without rooms has nothing to expand.
    await expect(canvas.queryByRole('button', { name: T.details('Odense Station') })).not.toBeInTheDocument();
    const expand = canvas.getByRole('button', { name: T.details('Copenhagen Harbour') });
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    // The rooms follow their location, sorted too.
    await expect(rowHeaders(canvasElement)).toEqual(['Aarhus Central', 'Copenhagen Harbour', 'Birk', 'Fjord', 'Kattegat', 'Odense Station']);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(rowHeaders(canvasElement)).toEqual(['Odense Station', 'Copenhagen Harbour', 'Kattegat', 'Fjord', 'Birk', 'Aarhus Central']);
  },
};

// --- States ------------------------------------------------------------------------------------------

export const Loading: Story = {
  args: { initial: [], isLoading: true, loadingLabel: 'Loading features' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading features' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Features' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('rowheader')).not.toBeInTheDocument();
  },
};

export const RefreshingWithRows: Story = {
  args: { isLoading: true, loadingLabel: 'Loading features' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows stay while fresh data is on its way.
    await expect(rowHeaders(canvasElement)).toEqual(SORTED);
    await expect(canvas.getByRole('progressbar', { name: 'Loading features' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Features' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    initial: [],
    empty: { title: 'No features yet', children: 'Features describe what a room offers.', action: <Button variant="secondary">Add new feature</Button> },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No features yet')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: T.selectAll })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { initial: [], error: ERRORS.internal },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERRORS.internal);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { initial: LONG_FEATURES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Features' });
    // Long names wrap inside the table instead of widening it past the screen.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    const long = canvas.getByRole('rowheader', { name: LONG_FEATURES[0]!.name });
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const StickyHeader: Story = {
  args: {
    initial: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Feature ${String(i + 1).padStart(2, '0')}`, isActive: i % 3 !== 0 })),
    maxHeight: '320px',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Features' });
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    region.scrollTop = 400;
    await waitFor(() => expect(Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThanOrEqual(2));
    // The header stays above the rows that scroll under it.
    const top = header.getBoundingClientRect();
    const hit = document.elementFromPoint(top.left + top.width / 2, top.top + top.height / 2);
    await expect(header.contains(hit)).toBe(true);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  render: () => <PeopleTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const region = canvas.getByRole('region', { name: 'Users' });
    // The table keeps its columns and scrolls sideways inside its region, which a keyboard user can focus.
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const rowHeader = canvas.getByRole('rowheader', { name: 'Ulla User' });
    const checkbox = rowOf(canvasElement, 'Ulla User').getByRole('checkbox');
    const remove = rowOf(canvasElement, 'Ulla User').getByRole('button', { name: 'Delete Ulla User' });
    await whenInPlace(remove);
    const start = { checkbox: checkbox.getBoundingClientRect().left, rowHeader: rowHeader.getBoundingClientRect().left };
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    // The checkbox and the row header stay at the start edge while the other columns scroll past
    // (SmallScreenPinnedColumns: under them).
    await expect(checkbox.getBoundingClientRect().left).toBeCloseTo(start.checkbox, 0);
    await expect(rowHeader.getBoundingClientRect().left).toBeCloseTo(start.rowHeader, 0);
    // The last column has scrolled into view.
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
  },
};

/**
 * Scrolled sideways, the other columns pass cleanly under the pinned checkbox and row header, in a normal, a
 * hovered and a selected row and in the header, and the pinned column draws an edge at its end.
 */
export const SmallScreenPinnedColumns: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  render: () => <PeopleTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Users' });
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    const selected = canvas.getByRole('rowheader', { name: 'Ulla User' });
    const normal = canvas.getByRole('rowheader', { name: 'Sofie Super' });
    const hovered = canvas.getByRole('rowheader', { name: 'Olivia Owner' });
    await whenInPlace(rowOf(canvasElement, 'Ulla User').getByRole('button', { name: 'Delete Ulla User' }));
    // At the start edge nothing passes under the pinned columns, and they draw no edge.
    await expect(edgeOf(selected)).toBe('none');
    await userEvent.click(rowOf(canvasElement, 'Ulla User').getByRole('checkbox', { name: T.selectRow('Ulla User') }));
    await expect(selected.closest('tr')).toHaveAttribute('data-selected');
    // A few pixels: the email column lies half under the row header.
    region.scrollLeft = 40;
    await waitFor(() => expect(edgeOf(selected)).not.toBe('none'));
    await userEvent.hover(hovered);
    for (const cell of [header, normal, hovered, selected]) {
      await expectOnTop(cell);
      await expect(edgeOf(cell)).not.toBe('none');
    }
    await userEvent.unhover(hovered);
  },
};

/**
 * `narrowLayout: 'cards'` on a phone: each row is a card (its name as the title, the other columns as labelled
 * fields, Edit last) and the sortable headers a bar of buttons above the cards; sorting and selecting work as in
 * the table.
 */
export const CardsOnAPhone: Story = {
  args: { narrowLayout: 'cards' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Features' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const projector = rowOf(canvasElement, 'Projector');
    for (const label of ['Status', 'Actions']) await expect(projector.getByText(label, { exact: true })).toBeVisible();
    const edit = projector.getByRole('button', { name: 'Edit Projector' });
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenCalledWith('Projector');
    // The header's sort button is above the cards, and sorts them.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(rowHeaders(canvasElement)).toEqual([...SORTED].reverse());
    await checkRow(canvasElement, 'Projector');
    await expect(status(canvasElement)).toHaveTextContent(T.selected(1));
  },
};

/** 1,000 features: more than WINDOWED_ROWS_FROM, so the table draws only the rows near its view. */
const MANY_FEATURES: Feature[] = Array.from({ length: 1_000 }, (_, index) => ({ id: index + 1, name: `Feature ${index + 1}`, isActive: index % 3 !== 0 }));

export const ManyRowsDrawnNearTheView: Story = {
  args: { initial: MANY_FEATURES, maxHeight: '400px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Features' });
    // Every row counts for assistive technology, but only those near the view are in the page.
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    const drawn = rowHeaders(canvasElement);
    await expect(drawn.length).toBeLessThan(100);
    // Numbers in names by value: 'Feature 2' before 'Feature 10'.
    await expect(drawn.slice(0, 3)).toEqual(['Feature 1', 'Feature 2', 'Feature 3']);
    await expect(rowOf(canvasElement, 'Feature 1').getByRole('checkbox').closest('tr')).toHaveAttribute('aria-rowindex', '2');
    // Scrolled to the end, the last rows are drawn in their place.
    const region = canvas.getByRole('region', { name: 'Features' });
    region.scrollTop = region.scrollHeight;
    // Drawing 1,000 rows' neighbours can take longer than waitFor's one second on a busy machine.
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'Feature 1000' })).toBeVisible(), { timeout: 10_000 });
    await expect(rowOf(canvasElement, 'Feature 1000').getByRole('checkbox').closest('tr')).toHaveAttribute('aria-rowindex', '1001');
    // Sorting draws the other end of the list.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    region.scrollTop = 0;
    await waitFor(() => expect(rowHeaders(canvasElement)[0]).toBe('Feature 1000'), { timeout: 10_000 });
    // Back to the start, for the picture: the sort's render may land after the scroll, so both are asked again until they hold.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      region.scrollTop = 0;
      expect(region.scrollTop).toBe(0);
      expect(rowHeaders(canvasElement)[0]).toBe('Feature 1');
      expect(canvas.getByRole('button', { name: 'Name' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    }, { timeout: 10_000 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FocusedRowStaysWhenScrolledAway: Story = {
  args: { initial: MANY_FEATURES, maxHeight: '400px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = rowOf(canvasElement, 'Feature 2').getByRole('checkbox', { name: T.selectRow('Feature 2') });
    await tabTo(checkbox);
    // Scrolled far away, the focused row is still in the page (in its place among the rows), so focus stays.
    const region = canvas.getByRole('region', { name: 'Features' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'Feature 1000' })).toBeVisible(), { timeout: 10_000 });
    await waitFor(() => expect(checkbox).toHaveFocus());
    await expect(checkbox.closest('tr')).toHaveAttribute('aria-rowindex', '3');
    // Space still selects it.
    await userEvent.keyboard(' ');
    await expect(status(canvasElement)).toHaveTextContent(T.selected(1));
    (document.activeElement as HTMLElement | null)?.blur();
    region.scrollTop = 0;
    await waitFor(() => expect(rowHeaders(canvasElement)[0]).toBe('Feature 1'), { timeout: 10_000 });
  },
};
