import { useMemo } from 'react';
import { CONFIRM, USER_ROW_DENIAL_TEXTS } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { ROLE_ROUTE_LABELS } from '@roombook/domain/permissions/menu';
import { userRowActions, type UserRowDenial } from '@roombook/domain/permissions/users';
import { ROLE_LABELS } from '@roombook/domain/roles';
import type { User } from '@roombook/domain/users/schemas';
import { Button } from '../../Button/Button';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { actionsColumn, imageColumn } from '../../DataTable/columns';

export const USERS_TEXTS = {
  table: 'Users',
  loading: 'Loading users',
  empty: 'No users yet',
  create: 'Create user',
} as const;

/** Why a row's Edit and Delete are disabled (the domain's userRowActions reasons). */
export const USER_DENIAL_TEXTS: Record<UserRowDenial, string> = USER_ROW_DENIAL_TEXTS;

/** The bulk delete's question (CONFIRM.deleteMany's pattern). */
export const deleteUsersMessage = (count: number) => CONFIRM.deleteMany(count, 'users');

export interface UsersScreenProps {
  /** The signed-in user: the domain's userRowActions says per row what they may do (§6). */
  actor: Actor;
  /** The users GET /api/user/ answers; the table sorts them by first name. */
  users: User[];
  isLoading?: boolean;
  /** The server's message when the list could not be loaded. */
  error?: string | null;
  onCreateUser: () => void;
  onEditUser: (user: User) => void;
  /** Runs once Delete is confirmed (CONFIRM.deleteUser); a rejection keeps the row. */
  onDeleteUser: (user: User) => Promise<void>;
  /** Runs once 'Delete selected' is confirmed; a rejection keeps the selection. */
  onDeleteUsers: (users: User[]) => Promise<void>;
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`;
const targetOf = (user: User) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/**
 * Manage users (§2): image (press to enlarge, or the first letter), email, first and last name, office,
 * mobile, role label, Edit and Delete (disabled by the domain's userRowActions, with the reason in a
 * tooltip); bulk selection with 'Delete selected'; 'Create user'.
 */
export function UsersScreen({ actor, users, isLoading = false, error = null, onCreateUser, onEditUser, onDeleteUser, onDeleteUsers }: UsersScreenProps) {
  const columns = useMemo<DataTableColumn<User>[]>(() => {
    const denial = (user: User) => {
      const { reason } = userRowActions(actor, targetOf(user));
      return reason ? USER_DENIAL_TEXTS[reason] : null;
    };
    return [
      imageColumn<User>({ getSrc: (user) => user.image, getAlt: fullName, getName: fullName }),
      { accessorKey: 'email', header: 'Email' },
      { accessorKey: 'firstName', header: 'First name' },
      { accessorKey: 'lastName', header: 'Last name' },
      { accessorKey: 'office', header: 'Office' },
      { accessorKey: 'mobile', header: 'Mobile' },
      { id: 'role', header: 'Role', accessorFn: (user) => ROLE_LABELS[user.role] },
      actionsColumn<User>({
        getRowLabel: fullName,
        edit: { onPress: onEditUser, disabledReason: denial },
        delete: {
          disabledReason: denial,
          confirmMessage: (user) => CONFIRM.deleteUser(user.firstName, user.lastName),
          onConfirm: onDeleteUser,
        },
      }),
    ];
  }, [actor, onEditUser, onDeleteUser]);

  return (
    <div>
      <h1>{ROLE_ROUTE_LABELS['/manage-users']}</h1>
      <DataTable<User>
        label={USERS_TEXTS.table}
        data={users}
        columns={columns}
        getRowId={(user) => user.id}
        getRowLabel={fullName}
        rowHeader="firstName"
        initialSort={{ id: 'firstName' }}
        isRowSelectable={(user) => userRowActions(actor, targetOf(user)).canDelete}
        bulkActions={{ deleteMessage: deleteUsersMessage, onDelete: onDeleteUsers }}
        isLoading={isLoading}
        loadingLabel={USERS_TEXTS.loading}
        error={error}
        empty={{ title: USERS_TEXTS.empty }}
        actions={<Button onPress={onCreateUser}>{USERS_TEXTS.create}</Button>}
      />
    </div>
  );
}
