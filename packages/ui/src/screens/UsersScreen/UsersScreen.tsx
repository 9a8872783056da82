import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, OFFICE_MAX } from '@roombook/domain/constants';
import { CONFIRM } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { roleOptionsFor, userRowActions, type UserRowDenial } from '@roombook/domain/permissions/users';
import { ROLE_LABELS, type Role } from '@roombook/domain/roles';
import { companyUserFormSchema, type CompanyUserFormSchema, needsCompany, userFormSchema, type UserFormSchema, type User } from '@roombook/domain/users/schemas';
import { MANAGE_USERS, USERS_PAGE, USER_MESSAGES, USER_ROW_DENIAL_TEXTS } from '@roombook/domain/users/page';
import { Button } from '../../Button/Button';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { actionsColumn, imageColumn } from '../../DataTable/columns';
import { PhoneField } from '../../PhoneField/PhoneField';
import { Select } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { DialogImageField } from '../shared/DialogImageField';
import { EntityFormDialog, type EntityFormFields } from '../shared/EntityFormDialog';
import { useStableCallback } from '../shared/useLatest';
import { pageHeading } from '../shared/page.css';

export const USERS_TEXTS = {
  table: 'Users',
  loading: 'Loading users',
  empty: 'No users yet',
  create: 'Create user',
  edit: 'Edit user',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  office: 'Office',
  mobile: 'Mobile',
  role: 'Role',
  chooseRole: 'Choose a role',
  company: 'Company',
  chooseCompany: 'Select a company',
  noCompanies: 'No companies found',
  image: 'Image',
} as const;

/** Why a row's Edit and Delete are disabled (the domain's userRowActions reasons). */
export const USER_DENIAL_TEXTS: Record<UserRowDenial, string> = USER_ROW_DENIAL_TEXTS;

/** The bulk delete's question (CONFIRM.deleteMany's pattern). */
export const deleteUsersMessage = (count: number) => CONFIRM.deleteMany(count, 'users');

/**
 * The admin form's value (SuperAdmin, Admin, §5): person fields, a role of the admin form (or, on an edit,
 * the user's own), a company for company roles, an optional image.
 */
export type AdminUserFormValue = Omit<z.output<typeof UserFormSchema>, 'role'> & { role: Role };
/** The company-side form's value (CompanyOwner, CompanyManager, §5): person fields and User or Manager (or the user's own role); the company is the caller's. */
export type CompanyUserFormValue = Omit<z.output<typeof CompanyUserFormSchema>, 'role'> & { role: Role };
export type UserFormValue = AdminUserFormValue | CompanyUserFormValue;

/** A company of the admin form's chooser (GET /api/company/). */
export interface CompanyOption {
  id: number;
  name: string;
}

export interface UsersScreenProps {
  /** The signed-in user: the domain's userRowActions says per row what they may do (§6), and their role which form they get. */
  actor: Actor;
  /** The users GET /api/user/ answers; the table sorts them by first name. */
  users: User[];
  /** The admin form's company chooser (SuperAdmin and Admin); the company-side form has none. */
  companies?: readonly CompanyOption[];
  isLoading?: boolean;
  /** The server's message when the list could not be loaded. */
  error?: string | null;
  /** 'Create user' saved (admin: POST /api/user/ with the image; company side: POST /api/user/register); a rejection keeps the dialog open. */
  onCreateUser: (value: UserFormValue) => Promise<unknown>;
  /** 'Edit user' saved (PUT /api/user/{id}); a rejection keeps the dialog open. */
  onUpdateUser: (user: User, value: UserFormValue) => Promise<unknown>;
  /** Runs once Delete is confirmed (USER_MESSAGES.confirmDelete); a rejection keeps the row. */
  onDeleteUser: (user: User) => Promise<unknown>;
  /** Runs once 'Delete selected' is confirmed; a rejection keeps the selection. */
  onDeleteUsers: (users: User[]) => Promise<unknown>;
}

interface FormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  office: string;
  mobile: string;
  role: Role | null;
  companyId: number | null;
  image: Blob | null;
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`;
const targetOf = (user: User) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/** §2: the edit form starts from firstName, lastName, email, office, mobile and role (and the user's company in the admin form). */
const valuesOf = (user: User | null): FormValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  office: user?.office ?? '',
  mobile: user?.mobile ?? '',
  role: user?.role ?? null,
  companyId: user?.company?.id ?? null,
  image: null,
});

type Editing = { user: User | null } | null;

/**
 * Manage users (§2): image (press to enlarge, or the first letter), email, first and last name, office,
 * mobile, role label, Edit and Delete (disabled by the domain's userRowActions, with the reason in a
 * tooltip); bulk selection with 'Delete selected'; 'Create user' and Edit open the user form
 * (EntityFormDialog). SuperAdmin and Admin get the admin form (§5: User, Manager, Admin (company owner),
 * Location Admin; a company for the company roles; an optional image); CompanyOwner and CompanyManager the
 * company-side form (User or Manager, in their own company).
 */
export function UsersScreen(props: UsersScreenProps) {
  const { actor, users, companies = [], isLoading = false, error = null } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const isAdminForm = MANAGE_USERS[actor.role] === 'yes';
  const deleteOne = useStableCallback(props.onDeleteUser);

  const columns = useMemo<DataTableColumn<User>[]>(() => {
    const denial = (user: User) => {
      const { reason } = userRowActions(actor, targetOf(user));
      return reason ? USER_DENIAL_TEXTS[reason] : null;
    };
    return [
      imageColumn<User>({ getSrc: (user) => user.image, getAlt: fullName, getName: fullName }),
      { accessorKey: 'email', header: USERS_TEXTS.email, cell: ({ row }) => <EmailText email={row.original.email} /> },
      { accessorKey: 'firstName', header: USERS_TEXTS.firstName },
      { accessorKey: 'lastName', header: USERS_TEXTS.lastName },
      { accessorKey: 'office', header: USERS_TEXTS.office },
      { accessorKey: 'mobile', header: USERS_TEXTS.mobile },
      { id: 'role', header: USERS_TEXTS.role, accessorFn: (user) => ROLE_LABELS[user.role] },
      actionsColumn<User>({
        getRowLabel: fullName,
        edit: { onPress: (user) => setEditing({ user }), disabledReason: denial },
        delete: {
          disabledReason: denial,
          confirmMessage: (user) => USER_MESSAGES.confirmDelete(user.firstName, user.lastName),
          onConfirm: deleteOne,
        },
      }),
    ];
  }, [actor, deleteOne]);

  const editedUser = editing?.user ?? null;
  const initialValues = useMemo(() => valuesOf(editedUser), [editedUser]);
  // An edit keeps the user's role when the actor's form does not offer it (roleOptionsFor).
  const roleOptions = useMemo(() => roleOptionsFor(actor, editedUser?.role), [actor, editedUser]);
  const roleItems = useMemo(() => roleOptions.map((option) => ({ id: option.value, label: option.label })), [roleOptions]);
  const schema = useMemo(() => {
    const roles = roleOptions.map((option) => option.value) as [Role, ...Role[]];
    return isAdminForm ? userFormSchema(roles) : companyUserFormSchema(roles);
  }, [roleOptions, isAdminForm]);
  const companyItems = useMemo(() => companies.map((company) => ({ id: company.id, label: company.name })), [companies]);

  return (
    <div>
      <h1 className={pageHeading}>{USERS_PAGE.label}</h1>
      <DataTable<User>
        label={USERS_TEXTS.table}
        data={users}
        columns={columns}
        getRowId={(user) => user.id}
        getRowLabel={fullName}
        rowHeader="firstName"
        initialSort={{ id: 'firstName' }}
        // Ten columns (with Edit and Delete) beside the menu at 1280 px.
        density="compact"
        narrowLayout="cards"
        isRowSelectable={(user) => userRowActions(actor, targetOf(user)).canDelete}
        bulkActions={{ deleteMessage: deleteUsersMessage, onDelete: props.onDeleteUsers }}
        isLoading={isLoading}
        loadingLabel={USERS_TEXTS.loading}
        error={error}
        empty={{ title: USERS_TEXTS.empty }}
        actions={<Button onPress={() => setEditing({ user: null })}>{USERS_TEXTS.create}</Button>}
      />
      <EntityFormDialog
        title={editedUser ? USERS_TEXTS.edit : USERS_TEXTS.create}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        schema={schema}
        initialValues={initialValues}
        onSave={(value: UserFormValue) => (editedUser ? props.onUpdateUser(editedUser, value) : props.onCreateUser(value))}
      >
        {(fields) => (
          <UserFormFields fields={fields} roleItems={roleItems} companyItems={isAdminForm ? companyItems : null} />
        )}
      </EntityFormDialog>
    </div>
  );
}

interface UserFormFieldsProps {
  fields: EntityFormFields<FormValues>;
  roleItems: ReadonlyArray<{ id: Role; label: string }>;
  /** The admin form's companies; null in the company-side form (no chooser, no image). */
  companyItems: ReadonlyArray<{ id: number; label: string }> | null;
}

/** The user form's fields (§5), in the table's order; the company chooser shows while the role belongs to a company. */
function UserFormFields({ fields, roleItems, companyItems }: UserFormFieldsProps) {
  const { values, set, errors } = fields;
  const text = (name: 'firstName' | 'lastName' | 'email' | 'office' | 'mobile') => ({
    name,
    value: values[name],
    onChange: (value: string) => set(name, value),
    errorMessage: errors[name],
    isRequired: true,
  });
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA dialog pattern: focus the first field of a form dialog */}
      <TextField label={USERS_TEXTS.firstName} autoComplete="off" maxLength={NAME_MAX} autoFocus {...text('firstName')} />
      <TextField label={USERS_TEXTS.lastName} autoComplete="off" maxLength={NAME_MAX} {...text('lastName')} />
      <TextField label={USERS_TEXTS.email} type="email" autoComplete="off" maxLength={EMAIL_MAX} {...text('email')} />
      <TextField label={USERS_TEXTS.office} maxLength={OFFICE_MAX} {...text('office')} />
      <PhoneField label={USERS_TEXTS.mobile} {...text('mobile')} />
      <Select
        label={USERS_TEXTS.role}
        name="role"
        items={roleItems}
        selectedKey={values.role}
        onSelectionChange={(role) => set('role', role === null ? null : (role as Role))}
        errorMessage={errors.role}
        placeholder={USERS_TEXTS.chooseRole}
        isRequired
      />
      {companyItems && values.role !== null && needsCompany(values.role) ? (
        <Select
          label={USERS_TEXTS.company}
          name="companyId"
          items={companyItems}
          selectedKey={values.companyId}
          onSelectionChange={(id) => set('companyId', id === null ? null : Number(id))}
          errorMessage={errors.companyId}
          placeholder={USERS_TEXTS.chooseCompany}
          emptyMessage={USERS_TEXTS.noCompanies}
          isRequired
        />
      ) : null}
      {companyItems ? <DialogImageField label={USERS_TEXTS.image} value={values.image} onChange={(image) => set('image', image)} aspect={1} /> : null}
    </>
  );
}

/**
 * An e-mail address that may go on two lines after its '@' ('superadmin@' / 'roombook.test') when its column
 * is narrow, so that ten columns fit beside the menu at 1280 px; the text is the same.
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
