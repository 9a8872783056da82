import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract, toRoutePattern } from '@roombook/domain/contract/index';
import { CONFIRM, ERRORS, SUCCESS } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import type { User } from '@roombook/domain/users/schemas';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { usersWithStaff } from '@roombook/mocks/data/users';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { zoomButtonLabel } from '../../ImageZoom/ImageZoom';
import { loadError, loadedData, storyAction, useStoryLoad } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { rowHeaders, rowOf } from '../storyTable';
import { deleteUsersMessage, USER_DENIAL_TEXTS as DENIAL_TEXTS, UsersScreen } from './UsersScreen';

/** The signed-in user of these stories and their bearer token. */
const session: { token: string; user: Actor } = { token: '', user: { id: 0, role: 'SuperAdmin', companyId: null } };
let store = new MockStore(usersWithStaff());

const signInAs = (email: string) => {
  const user = store.findUserByEmail(email)!;
  session.token = store.issueTokens(user.id).token;
  session.user = { id: user.id, role: user.role, companyId: user.company?.id ?? null };
};

const NO_USERS: User[] = [];

/**
 * Manage users fed by the MSW handlers of `mocks/`: GET /api/user/ through the contract, deletions through
 * it too, each toasted as the web's actions toast it. A deletion updates the list here (§4); the web
 * reloads it.
 */
function UsersStory({ onCreateUser, onEditUser }: { onCreateUser: () => void; onEditUser: (user: User) => void }) {
  const { queue, toast } = useStoryToasts();
  const [users, updateUsers] = useStoryLoad(contract.user.list, session.token);

  /** Runs the call, toasts the outcome, and rethrows a failure (the table then keeps the row or the selection). */
  const remove = useCallback(
    async (ids: number[], request: () => Promise<unknown>, success: string) => {
      try {
        await request();
      } catch (error) {
        toast('error', error instanceof Error ? error.message : ERRORS.internal);
        throw error;
      }
      toast('success', success);
      updateUsers((list) => list.filter((user) => !ids.includes(user.id)));
    },
    [toast, updateUsers],
  );
  const onDeleteUser = useCallback(
    (user: User) => remove([user.id], () => storyAction(contract.user.delete, session.token, { params: { id: user.id } }), SUCCESS.userDeleted),
    [remove],
  );
  const onDeleteUsers = useCallback(
    (rows: User[]) => {
      const ids = rows.map((user) => user.id);
      return remove(ids, () => storyAction(contract.user.deleteMany, session.token, { body: { items: ids } }), SUCCESS.usersDeleted);
    },
    [remove],
  );

  return (
    <StoryPage queue={queue}>
      <UsersScreen
        actor={session.user}
        users={loadedData(users) ?? NO_USERS}
        isLoading={users.status === 'loading'}
        error={loadError(users)}
        onCreateUser={onCreateUser}
        onEditUser={onEditUser}
        onDeleteUser={onDeleteUser}
        onDeleteUsers={onDeleteUsers}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Manage users',
  component: UsersStory,
  args: { onCreateUser: fn(), onEditUser: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    store = new MockStore(usersWithStaff());
    signInAs('superadmin@roombook.test');
    msw.use(...createHandlers(store));
  },
} satisfies Meta<typeof UsersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('rowheader', { name: 'Anders' });

/** The focusable stand-in that Tooltip puts around a disabled button (the native button is not focusable). */
const disabledButton = (row: { getAllByRole: (role: 'button', options: { name: string }) => HTMLElement[] }, name: string) => {
  const found = row.getAllByRole('button', { name }).find((element) => element.getAttribute('aria-disabled') === 'true');
  if (!found) throw new Error(`No disabled ${name}`);
  return found;
};

const ALL_BY_FIRST_NAME = ['Anders', 'Bo', 'Clara', 'Emil', 'Frederikke', 'Ida', 'Jonas', 'Karen', 'Mads', 'Niels', 'Olivia', 'Sofie', 'Ulla'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
    await expect(rowHeaders(canvasElement)).toEqual(ALL_BY_FIRST_NAME);
    await expect(canvas.getByRole('columnheader', { name: 'First name' })).toHaveAttribute('aria-sort', 'ascending');
    // Role labels (§1), not codes.
    await expect((await rowOf(canvasElement, 'Olivia')).getByText('Admin')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Anders')).getByText('Location Admin')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Bo')).getByText('Manager')).toBeVisible();
    // A picture enlarges; without one, the first letter of the name.
    await expect((await rowOf(canvasElement, 'Ida')).getByRole('button', { name: zoomButtonLabel('Ida Holm') })).toBeVisible();
    await expect((await rowOf(canvasElement, 'Bo')).getByRole('img', { name: 'Bo Berg' })).toHaveTextContent('B');
    // Your own row and the company owners' rows cannot be edited or deleted by a SuperAdmin.
    for (const name of ['Sofie Super', 'Olivia Owner', 'Frederikke Vestergaard-Christensen']) {
      const first = name.split(' ')[0]!;
      await expect(disabledButton(await rowOf(canvasElement, first), `Edit ${name}`)).toHaveAttribute('aria-disabled', 'true');
    }
    await expect((await rowOf(canvasElement, 'Emil')).getByRole('button', { name: 'Edit Emil Dahl' })).toBeEnabled();
  },
};

export const SortsByLastName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Last name' })).toHaveAttribute('aria-sort', 'ascending');
    // Admin, Berg, Dahl, Holm, Juhl, Kantine, Krogh, Manager, Newcomer, Owner, Super, User, Vestergaard-Christensen
    await expect(rowHeaders(canvasElement)).toEqual(['Anders', 'Bo', 'Emil', 'Ida', 'Clara', 'Karen', 'Jonas', 'Mads', 'Niels', 'Olivia', 'Sofie', 'Ulla', 'Frederikke']);
  },
};

export const DisabledEditShowsItsReason: Story = {
  play: async ({ args, canvasElement }) => {
    await loaded(canvasElement);
    const own = disabledButton(await rowOf(canvasElement, 'Sofie'), 'Edit Sofie Super');
    const owner = disabledButton(await rowOf(canvasElement, 'Olivia'), 'Delete Olivia Owner');
    await expect(owner).toHaveAccessibleDescription(DENIAL_TEXTS.companyOwnerRow);
    // A keyboard user tabs from Olivia's row to their own Edit and sees why it is disabled. (The rows
    // are scrolled into view first: react-aria closes a tooltip when its scroll container scrolls.)
    own.scrollIntoView({ block: 'center' });
    owner.focus();
    await userEvent.tab();
    await expect(own).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(DENIAL_TEXTS.ownRow);
    await expect(own).toHaveAccessibleDescription(DENIAL_TEXTS.ownRow);
    // Enter does nothing on it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditUser).not.toHaveBeenCalled();
  },
};

export const DeletesAUser: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Emil')).getByRole('button', { name: 'Delete Emil Dahl' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM.deleteUser('Emil', 'Dahl') });
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.userDeleted })).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('rowheader', { name: 'Emil' })).not.toBeInTheDocument());
    // The mocked API deleted it too.
    await expect(store.findUserByEmail('emil.dahl@fjord-consulting.test')).toBeUndefined();
  },
};

export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Bo')).getByRole('checkbox', { name: T.selectRow('Bo Berg') }));
    await userEvent.click((await rowOf(canvasElement, 'Clara')).getByRole('checkbox', { name: T.selectRow('Clara Juhl') }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('checkbox', { name: T.selectAll })).toBePartiallyChecked();
    // Rows the SuperAdmin may not delete cannot be selected: inverting gives the 8 other deletable users.
    await expect((await rowOf(canvasElement, 'Sofie')).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: T.inverseSelection }));
    await expect(canvas.getByRole('status')).toHaveTextContent('8 selected');
    await expect((await rowOf(canvasElement, 'Bo')).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: T.deselectAll }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    // 'Select all' takes every row that can be selected, and then counts as all selected.
    const all = canvas.getByRole('checkbox', { name: T.selectAll });
    await userEvent.click(all);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 selected');
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click((await rowOf(canvasElement, 'Jonas')).getByRole('checkbox'));
    await userEvent.click((await rowOf(canvasElement, 'Ulla')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: T.deleteSelected }));
    const dialog = await screen.findByRole('alertdialog', { name: deleteUsersMessage(2) });
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.usersDeleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(ALL_BY_FIRST_NAME.filter((n) => n !== 'Jonas' && n !== 'Ulla')));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const CreateAndEdit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(args.onCreateUser).toHaveBeenCalledTimes(1);
    await userEvent.click((await rowOf(canvasElement, 'Ida')).getByRole('button', { name: 'Edit Ida Holm' }));
    await expect(args.onEditUser).toHaveBeenCalledWith(expect.objectContaining({ email: 'ida.holm@nordlys.test', firstName: 'Ida', role: 'User' }));
  },
};

export const AsCompanyOwner: Story = {
  beforeEach: () => {
    signInAs('owner@roombook.test');
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'Bo' });
    // Only the own company's users; the owner may act on everyone but themself.
    await expect(rowHeaders(canvasElement)).toEqual(['Bo', 'Ida', 'Jonas', 'Mads', 'Niels', 'Olivia', 'Ulla']);
    await expect((await rowOf(canvasElement, 'Bo')).getByRole('button', { name: 'Delete Bo Berg' })).toBeEnabled();
    await expect((await rowOf(canvasElement, 'Olivia')).getByRole('checkbox')).toBeDisabled();
  },
};

export const AsCompanyManager: Story = {
  beforeEach: () => {
    signInAs('manager@roombook.test');
  },
  play: async ({ canvasElement }) => {
    const owner = await rowOf(canvasElement, 'Olivia');
    await expect(disabledButton(owner, 'Edit Olivia Owner')).toHaveAccessibleDescription(DENIAL_TEXTS.companyOwnerRow);
    await expect((await rowOf(canvasElement, 'Ida')).getByRole('button', { name: 'Edit Ida Holm' })).toBeEnabled();
  },
};

export const Loading: Story = {
  // The request never answers: the visual check pictures the page with it still in flight.
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*${contract.user.list.path}`, async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading users' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Create user' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${contract.user.list.path}`, () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${contract.user.list.path}`, () => errorResponse(500, ERRORS.internal)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERRORS.internal);
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const DeleteRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.delete(`*${toRoutePattern(contract.user.delete.path)}`, () => errorResponse(403, ERRORS.forbidden)));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Emil')).getByRole('button', { name: 'Delete Emil Dahl' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM.deleteUser('Emil', 'Dahl') });
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    // The server's message as an error toast; the user stays in the list.
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.forbidden })).toBeVisible();
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Emil' })).toBeVisible();
  },
};

export const LongText: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Frederikke');
    const email = row.getByText('frederikke.vestergaard-christensen@fjord-consulting.test');
    // A long email wraps inside its cell.
    await expect(email.closest('td')!.getBoundingClientRect().width).toBeLessThan(480);
    await expect(row.getByText('Room 305, second floor by the canteen')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const region = canvas.getByRole('region', { name: 'Users' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const name = canvas.getByRole('rowheader', { name: 'Ida' });
    const checkbox = (await rowOf(canvasElement, 'Ida')).getByRole('checkbox');
    region.scrollLeft = region.scrollWidth;
    // The checkbox and the first name stay at the start edge while the other columns scroll past.
    await waitFor(() => expect(checkbox.getBoundingClientRect().left).toBeGreaterThanOrEqual(region.getBoundingClientRect().left));
    const box = name.getBoundingClientRect();
    await expect(box.left).toBeLessThan(region.getBoundingClientRect().left + 80);
    await expect(name.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Create user' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
