import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { ROLES, type Role } from '@roombook/domain/roles';
import { companyUserFormSchema, userFormSchema } from '@roombook/domain/users/schemas';
import { MANAGE_USERS, USERS_PAGE } from '@roombook/domain/users/page';
import { UsersScreen, type UserFormValue } from '@roombook/ui/screens/UsersScreen';
import { useMemo } from 'react';
import { useManageActions, type ManageBody } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';

const PATH = '/manage-users';

/** SuperAdmin and Admin get the admin version of the screen; CompanyOwner and CompanyManager the company-scoped one (§2, §6). */
const isAdminVersion = (role: Role) => MANAGE_USERS[role] === 'yes';

/**
 * '/manage-users' (§2): GET /api/user/ (every user for SuperAdmin and Admin, the own company's for the
 * company roles), and for the admin form's company chooser GET /api/company/. The signed-in user decides
 * which rows may be edited or deleted (the domain's userRowActions) and which form they get.
 */
export const loader = (args: LoaderFunctionArgs) =>
  manageLoader(args, contract.user.list, (user) => ({
    lists: { companies: isAdminVersion(user.role) ? contract.company.list : null },
    fields: { actor: { id: user.id, role: user.role, companyId: user.company?.id ?? null } },
  }));

/**
 * The forms read with any role: an edit may keep a role the form does not give (a CanteenManager's), and
 * whether the signed-in user may give or keep it is the API's answer (userChangeRefusal: 403).
 */
const ANY_ROLE_ADMIN_FORM = userFormSchema(ROLES);
const ANY_ROLE_COMPANY_FORM = companyUserFormSchema(ROLES);

/**
 * Create (admin: POST /api/user/, multipart with the picture; company side: POST /api/user/register),
 * edit (PUT /api/user/{id}), delete and 'Delete selected' (§7 "Users and reports"), each read again with
 * the form's schema of the signed-in user's version.
 */
export const action = (args: ActionFunctionArgs) =>
  manageAction(args, (user) =>
    isAdminVersion(user.role)
      ? { calls: { ...contract.user, fileFields: ['image'] }, body: ANY_ROLE_ADMIN_FORM }
      : { calls: { ...contract.user, create: contract.user.register }, body: ANY_ROLE_COMPANY_FORM },
  );

/** The form's value as the action reads it: the company only when one is chosen, the picture as a file. */
const bodyOf = (value: UserFormValue): ManageBody => ({ ...value, image: 'image' in value ? (value.image as Blob | undefined) : undefined });

export default function ManageUsersRoute() {
  const { rows, companies, actor: loaded, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  // The same actor across reloads of the list, so that the table's columns are not built again.
  const actor = useMemo(() => loaded, [loaded.id, loaded.role, loaded.companyId]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <UsersScreen
      actor={actor}
      users={rows}
      companies={companies}
      error={error}
      onCreateUser={(value) => actions.create(bodyOf(value))}
      onUpdateUser={(user, value) => actions.update(user.id, bodyOf(value))}
      onDeleteUser={(user) => actions.remove(user.id)}
      onDeleteUsers={(users) => actions.removeMany(users.map((user) => user.id))}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(USERS_PAGE.label, 'The users you manage: create, edit and delete them, and set their roles.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
