import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS } from '@roombook/domain/messages';
import { userRowActions } from '@roombook/domain/permissions/users';
import { isAdminRole } from '@roombook/domain/roles';
import type { User } from '@roombook/domain/users/schemas';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import { toSessionUser, type MockStore, type MockUser } from '../data/store';

/** A user as lists see it: no password, PIN or first-login flag. */
const toListedUser = (user: MockUser): User => {
  const { pinCode: _pin, firstLogin: _firstLogin, ...listed } = toSessionUser(user);
  return listed;
};

const byFirstName = (a: User, b: User) => a.firstName.localeCompare(b.firstName, 'en') || a.lastName.localeCompare(b.lastName, 'en');

/** The fields the permission rules read, for the actor and for a row alike. */
const actorOf = (user: MockUser) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/** The users the actor may delete, or a 404/403 like the API (all or nothing for a list). */
function deletableUsers(store: MockStore, actor: MockUser, ids: readonly number[]): MockUser[] {
  return ids.map((id) => {
    const user = store.findUser(id);
    if (!user) throw new MockHttpError(404, ERRORS.notFound);
    if (!userRowActions(actorOf(actor), actorOf(user)).canDelete) throw new MockHttpError(403, ERRORS.forbidden);
    return user;
  });
}

const removeUsers = (store: MockStore, users: readonly MockUser[]) => {
  store.users = store.users.filter((user) => !users.includes(user));
};

export const userHandlers = (store: MockStore) => [
  contractHandler(store, contract.user.update, ({ params, body, actor }) => {
    if (params.id !== actor.id) throw new MockHttpError(403, ERRORS.forbidden);
    const { password, confirmPassword: _confirm, notificationSettings, companyId: _companyId, role: _role, ...fields } = body;
    Object.assign(actor, fields);
    if (notificationSettings) Object.assign(actor.notificationSettings, notificationSettings);
    if (password !== undefined) {
      actor.password = password;
      actor.firstLogin = false;
    }
    return toSessionUser(actor);
  }),
  // Users by first name: every user for SuperAdmin and Admin, the own company's for the company roles.
  contractHandler(store, contract.user.list, ({ actor }) => {
    const companyId = actor.company?.id ?? null;
    const visible = isAdminRole(actor.role) ? store.users : store.users.filter((u) => companyId !== null && u.company?.id === companyId);
    return visible.map(toListedUser).sort(byFirstName);
  }),
  contractHandler(store, contract.user.delete, ({ params, actor }) => {
    removeUsers(store, deletableUsers(store, actor, [params.id]));
    return { message: SUCCESS.userDeleted };
  }),
  contractHandler(store, contract.user.deleteMany, ({ body, actor }) => {
    removeUsers(store, deletableUsers(store, actor, body.items));
    return { message: SUCCESS.usersDeleted };
  }),
];
