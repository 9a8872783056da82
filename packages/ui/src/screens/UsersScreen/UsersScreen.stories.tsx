import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract, toRoutePattern } from '@roombook/domain/contract/index';
import { CONFIRM, ERRORS, VALIDATION } from '@roombook/domain/messages';
import { accessOf, type Actor } from '@roombook/domain/permissions/capabilities';
import type { User } from '@roombook/domain/users/schemas';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { usersWithStaff } from '@roombook/mocks/data/users';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { cropperReady, fileInputOf, imageFile } from '../../ImageUpload/storyFiles';
import { zoomButtonLabel } from '../../ImageZoom/ImageZoom';
import { DIALOG_IMAGE_TEXTS } from '../shared/DialogImageField';
import { ENTITY_FORM_TEXTS } from '../shared/EntityFormDialog';
import { loadError, loadedData, storyAction, useStoryLoad, useStoryRun, type StoryInput } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { expectRowShownWhole, rowHeaders, rowOf } from '../storyTable';
import { afterScrollEvents } from '../../storyUtils';
import {
  deleteUsersMessage,
  USER_DENIAL_TEXTS as DENIAL_TEXTS,
  USERS_TEXTS,
  UsersScreen,
  type CompanyUserFormValue,
  type UserFormValue,
} from './UsersScreen';

/** The signed-in user of these stories and their bearer token. */
const session: { token: string; user: Actor } = { token: '', user: { id: 0, role: 'SuperAdmin', companyId: null } };
let store = new MockStore(usersWithStaff());

const signInAs = (email: string) => {
  const user = store.findUserByEmail(email)!;
  session.token = store.issueTokens(user.id).token;
  session.user = { id: user.id, role: user.role, companyId: user.company?.id ?? null };
};

const NO_USERS: User[] = [];
const isAdminVersion = () => accessOf(session.user.role, 'manageUsers') === 'yes';

/**
 * Manage users fed by the MSW handlers of `mocks/`: GET /api/user/ through the contract, and every change
 * through it too (the admin form's create as POST /api/user/ with the picture as the multipart part
 * `image`, the company side's as POST /api/user/register), each toasted as the web's actions toast it;
 * after a change the list is loaded again, as the web reloads it. The admin form's companies are those of
 * the mocks' store (the web loads GET /api/company/).
 */
function UsersStory() {
  const { queue, toast } = useStoryToasts();
  const [users, updateUsers] = useStoryLoad(contract.user.list, session.token);
  const runAndSee = useStoryRun<User[]>(toast, updateUsers);
  const companies = useMemo(() => (isAdminVersion() ? store.companies.map(({ id, name }) => ({ id, name })) : undefined), []);

  /** The call, then the list loaded again (what the web's reload shows). */
  const run = (request: () => Promise<unknown>, success: string) =>
    runAndSee(
      async () => {
        await request();
        return storyAction(contract.user.list, session.token);
      },
      success,
      (_list, fresh) => fresh,
    );
  const withImage = (value: UserFormValue) => {
    const { image, ...body } = value as UserFormValue & { image?: unknown };
    return { body, ...(image instanceof Blob ? { files: { image } } : {}) };
  };

  return (
    <StoryPage queue={queue}>
      <UsersScreen
        actor={session.user}
        users={loadedData(users) ?? NO_USERS}
        companies={companies}
        isLoading={users.status === 'loading'}
        error={loadError(users)}
        onCreateUser={(value) =>
          run(
            () =>
              isAdminVersion()
                ? storyAction(contract.user.create, session.token, withImage(value) as StoryInput<typeof contract.user.create>)
                : storyAction(contract.user.register, session.token, { body: value as CompanyUserFormValue }),
            USER_MESSAGES.created,
          )
        }
        onUpdateUser={(user, value) =>
          run(
            () => storyAction(contract.user.update, session.token, { params: { id: user.id }, ...withImage(value) } as StoryInput<typeof contract.user.update>),
            USER_MESSAGES.updated,
          )
        }
        onDeleteUser={(user) => run(() => storyAction(contract.user.delete, session.token, { params: { id: user.id } }), USER_MESSAGES.deleted)}
        onDeleteUsers={(rows) =>
          run(() => storyAction(contract.user.deleteMany, session.token, { body: { items: rows.map((user) => user.id) } }), USER_MESSAGES.manyDeleted)
        }
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Manage users',
  component: UsersStory,
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
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const own = disabledButton(await rowOf(canvasElement, 'Sofie'), 'Edit Sofie Super');
    const owner = disabledButton(await rowOf(canvasElement, 'Olivia'), 'Delete Olivia Owner');
    await expect(owner).toHaveAccessibleDescription(DENIAL_TEXTS.companyOwnerRow);
    // A keyboard user tabs from Olivia's row to their own Edit and sees why it is disabled. (The rows
    // are scrolled into view first: react-aria closes a tooltip when its scroll container scrolls.)
    own.scrollIntoView({ block: 'center' });
    owner.focus();
    await afterScrollEvents();
    await userEvent.tab();
    await waitFor(() => expect(own).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(DENIAL_TEXTS.ownRow);
    await expect(own).toHaveAccessibleDescription(DENIAL_TEXTS.ownRow);
    // Enter does nothing on it.
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const DeletesAUser: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Emil')).getByRole('button', { name: 'Delete Emil Dahl' }));
    const dialog = await screen.findByRole('alertdialog', { name: USER_MESSAGES.confirmDelete('Emil', 'Dahl') });
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.deleted })).toBeVisible();
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
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.manyDeleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(ALL_BY_FIRST_NAME.filter((n) => n !== 'Jonas' && n !== 'Ulla')));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

type Dialog = ReturnType<typeof within>;

/** Opens 'Create user' and answers its dialog. */
async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: USERS_TEXTS.create }));
  const element = await screen.findByRole('dialog', { name: USERS_TEXTS.create });
  return { element, dialog: within(element) };
}

/** Picks `option` in the dialog's select labelled `label`. */
async function choose(dialog: Dialog, label: string, option: string) {
  await userEvent.click(dialog.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types the person fields of the form. */
async function fillPerson(dialog: Dialog, person: { firstName: string; lastName: string; email: string; office: string; mobile: string }) {
  await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName }), person.firstName);
  await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.lastName }), person.lastName);
  await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.email }), person.email);
  await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.office }), person.office);
  await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.mobile }), person.mobile);
}

const LENE = { firstName: 'Lene', lastName: 'Lund', email: 'lene.lund@fjord-consulting.test', office: 'Room 202', mobile: '+4522334455' };

/** The options a select offers, by name. */
async function optionsOf(dialog: Dialog, label: string) {
  await userEvent.click(dialog.getByRole('button', { name: new RegExp(`${label}$`) }));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

export const AdminCreatesAUser: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const { element, dialog } = await openCreate(canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName })).toHaveFocus());
    // The admin form's roles (§5), with their labels; no company until a company role is chosen.
    await expect(await optionsOf(dialog, USERS_TEXTS.role)).toEqual(['User', 'Manager', 'Admin (company owner)', 'Location Admin']);
    await expect(dialog.queryByRole('button', { name: new RegExp(`${USERS_TEXTS.company}$`) })).not.toBeInTheDocument();
    await fillPerson(dialog, LENE);
    await choose(dialog, USERS_TEXTS.role, 'Manager');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    // A company role needs a company; nothing was sent.
    await expect(await dialog.findByText(VALIDATION.chooseCompany)).toBeVisible();
    await expect(store.findUserByEmail(LENE.email)).toBeUndefined();
    await choose(dialog, USERS_TEXTS.company, 'Fjord Consulting');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.created }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(element).not.toBeInTheDocument());
    // In the list by first name, with the role's label; the mocked API stored it in the company.
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual([...ALL_BY_FIRST_NAME.slice(0, 8), 'Lene', ...ALL_BY_FIRST_NAME.slice(8)]));
    await expect((await rowOf(canvasElement, 'Lene')).getByText('Manager')).toBeVisible();
    await expect(store.findUserByEmail(LENE.email)).toMatchObject({ role: 'CompanyManager', company: expect.objectContaining({ name: 'Fjord Consulting' }) });
  },
};

export const AdminCreatesALocationAdminWithAPicture: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const { element, dialog } = await openCreate(canvasElement);
    await fillPerson(dialog, { ...LENE, email: 'lene.lund@roombook.test' });
    await choose(dialog, USERS_TEXTS.role, 'Location Admin');
    // A Location Admin belongs to no company.
    await expect(dialog.queryByRole('button', { name: new RegExp(`${USERS_TEXTS.company}$`) })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: DIALOG_IMAGE_TEXTS.add }));
    await waitFor(() => expect(fileInputOf(element)).toBeTruthy());
    await userEvent.upload(fileInputOf(element), await imageFile('lene.png', 'image/png'));
    await cropperReady(element);
    await userEvent.click(dialog.getByRole('button', { name: 'Save image' }));
    await expect(await dialog.findByRole('img', { name: DIALOG_IMAGE_TEXTS.chosen })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.created }, { timeout: 10_000 })).toBeVisible();
    // The picture went as the multipart part `image`: the row shows it, and it enlarges.
    await expect(await (await rowOf(canvasElement, 'Lene')).findByRole('button', { name: zoomButtonLabel('Lene Lund') })).toBeVisible();
    await expect(store.findUserByEmail('lene.lund@roombook.test')).toMatchObject({ role: 'Admin', company: null });
  },
};

export const CreateFormShowsTheRules: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const { dialog } = await openCreate(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.email }), 'lene.lund');
    await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.mobile }), '004522334455');
    await choose(dialog, USERS_TEXTS.role, 'User');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    // §5's messages, each on its field; nothing was sent.
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.office })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.email })).toHaveAccessibleDescription(VALIDATION.mustBeEmail);
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.mobile })).toHaveAccessibleDescription(new RegExp(VALIDATION.mobileInvalid));
    await expect(dialog.getByText(VALIDATION.chooseCompany)).toBeVisible();
    await expect(store.findUserByEmail('lene.lund')).toBeUndefined();
  },
};

export const EditsAUser: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Emil')).getByRole('button', { name: 'Edit Emil Dahl' }));
    const element = await screen.findByRole('dialog', { name: USERS_TEXTS.edit });
    const dialog = within(element);
    // §2: the edit form starts from the user's first and last name, email, office, mobile and role.
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName })).toHaveValue('Emil');
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.email })).toHaveValue('emil.dahl@fjord-consulting.test');
    await expect(dialog.getByRole('button', { name: new RegExp(`${USERS_TEXTS.role}$`) })).toHaveTextContent('User');
    await expect(dialog.getByRole('button', { name: new RegExp(`${USERS_TEXTS.company}$`) })).toHaveTextContent('Fjord Consulting');
    await choose(dialog, USERS_TEXTS.role, 'Manager');
    await userEvent.clear(dialog.getByRole('textbox', { name: USERS_TEXTS.office }));
    await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.office }), 'Room 210');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.updated })).toBeVisible();
    await waitFor(() => expect(element).not.toBeInTheDocument());
    const row = await rowOf(canvasElement, 'Emil');
    await waitFor(() => expect(row.getByText('Room 210')).toBeVisible());
    await expect(row.getByText('Manager')).toBeVisible();
  },
};

export const EditRefusedByTheServer: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Emil')).getByRole('button', { name: 'Edit Emil Dahl' }));
    const element = await screen.findByRole('dialog', { name: USERS_TEXTS.edit });
    const dialog = within(element);
    const email = dialog.getByRole('textbox', { name: USERS_TEXTS.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'ida.holm@nordlys.test');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    // The server's refusal in the dialog (and as a toast); what was typed stays.
    await expect(await dialog.findByRole('alert')).toHaveTextContent(USER_MESSAGES.emailTaken);
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.emailTaken })).toBeVisible();
    await expect(email).toHaveValue('ida.holm@nordlys.test');
    await expect(store.findUserByEmail('emil.dahl@fjord-consulting.test')).toBeDefined();
  },
};

export const ClosingAChangedFormAsks: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const { element, dialog } = await openCreate(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName }), 'Lene');
    await userEvent.keyboard('{Escape}');
    const question = within(await screen.findByRole('alertdialog', { name: CONFIRM.closeDialog }));
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName })).toHaveValue('Lene');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.cancel }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: CONFIRM.closeDialog })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(element).not.toBeInTheDocument());
  },
};

export const CompanyOwnerCreatesAColleague: Story = {
  beforeEach: () => {
    signInAs('owner@roombook.test');
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'Bo' });
    const { element, dialog } = await openCreate(canvasElement);
    // The company-side form (§5): User or Manager, in the owner's own company; no company chooser.
    await expect(await optionsOf(dialog, USERS_TEXTS.role)).toEqual(['User', 'Manager']);
    await expect(dialog.queryByRole('button', { name: new RegExp(`${USERS_TEXTS.company}$`) })).not.toBeInTheDocument();
    await fillPerson(dialog, { ...LENE, email: 'lene.lund@nordlys.test' });
    await choose(dialog, USERS_TEXTS.role, 'User');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.created }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(element).not.toBeInTheDocument());
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Bo', 'Ida', 'Jonas', 'Lene', 'Mads', 'Niels', 'Olivia', 'Ulla']));
    await expect(store.findUserByEmail('lene.lund@nordlys.test')).toMatchObject({ role: 'User', company: expect.objectContaining({ name: 'Nordlys ApS' }) });
  },
};

export const CreateDialogOnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const { element, dialog } = await openCreate(canvasElement);
    await choose(dialog, USERS_TEXTS.role, 'Admin (company owner)');
    await choose(dialog, USERS_TEXTS.company, 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab');
    // Nothing sticks out of the screen.
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
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
    const dialog = await screen.findByRole('alertdialog', { name: USER_MESSAGES.confirmDelete('Emil', 'Dahl') });
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

/** On a phone each user is a card: the first name, then every column as a labelled field, Edit and Delete last. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expectRowShownWhole(canvasElement, 'Ida');
    await expect(canvas.getByRole('button', { name: 'Create user' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
