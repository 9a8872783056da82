import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS } from '@roombook/domain/messages';
import { byFirstName } from '@roombook/domain/users/rules/by-first-name';
import { deletionRefusal } from '@roombook/domain/users/rules/deletion-refusal';
import { toListedUser } from '@roombook/domain/users/rules/listed-user';
import { visibleUsers } from '@roombook/domain/users/rules/visible-users';
import { contractHandler, MockHttpError, refuseWith } from '../lib/contract-handler';
import { toSessionUser, type MockStore, type MockUser } from '../data/store';

/** The fields the permission rules read, for the actor and for a row alike. */
const actorOf = (user: MockUser) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/** Deletes the listed users, all or none, as the domain's `deletionRefusal` allows. */
function deleteUsers(store: MockStore, actor: MockUser, ids: readonly number[]) {
  refuseWith(deletionRefusal(actorOf(actor), ids, store.users.map(actorOf)));
  store.users = store.users.filter((user) => !ids.includes(user.id));
}

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
  contractHandler(store, contract.user.list, ({ actor }) => visibleUsers(actorOf(actor), store.users).map(toListedUser).sort(byFirstName)),
  // A company user in the caller's company; they set a password through the mailed link.
  contractHandler(store, contract.user.register, ({ body, actor }) => toListedUser(store.addUser({ ...body, company: actor.company }))),
  contractHandler(store, contract.user.delete, ({ params, actor }) => {
    deleteUsers(store, actor, [params.id]);
    return { message: SUCCESS.userDeleted };
  }),
  contractHandler(store, contract.user.deleteMany, ({ body, actor }) => {
    deleteUsers(store, actor, body.items);
    return { message: SUCCESS.usersDeleted };
  }),
];
