import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, SUCCESS } from '@roombook/domain/messages';
import { byFirstName } from '@roombook/domain/users/rules/by-first-name';
import { deletionRefusal } from '@roombook/domain/users/rules/deletion-refusal';
import { toListedUser } from '@roombook/domain/users/rules/listed-user';
import { ownProfileRefusal } from '@roombook/domain/users/rules/own-profile';
import { visibleUsers } from '@roombook/domain/users/rules/visible-users';
import { contractHandler, MockHttpError, refuseWith } from '../lib/contract-handler';
import { storeMockImage } from '../lib/images';
import { toProfileUser, type MockStore, type MockUser } from '../data/store';

/** The fields the permission rules read, for the actor and for a row alike. */
const actorOf = (user: MockUser) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/** Deletes the listed users, all or none, as the domain's `deletionRefusal` allows. */
function deleteUsers(store: MockStore, actor: MockUser, ids: readonly number[]) {
  refuseWith(deletionRefusal(actorOf(actor), ids, store.users.map(actorOf)));
  store.users = store.users.filter((user) => !ids.includes(user.id));
}

export const userHandlers = (store: MockStore) => [
  // The own profile, with the API's rules (the domain's ownProfileRefusal, the image rule, a unique e-mail).
  contractHandler(store, contract.user.update, async ({ params, body, actor, files, request }) => {
    const wanted = body.primaryLocationId ?? null;
    const location = wanted === null ? undefined : store.locations.list.find((l) => l.id === wanted);
    refuseWith(ownProfileRefusal({ ...actorOf(actor), companyLocationIds: actor.company?.locations.map((l) => l.id) ?? [], primaryLocationId: actor.primaryLocationId }, params.id, body, location));
    const image = await storeMockImage(files);
    const holder = body.email === undefined ? undefined : store.findUserByEmail(body.email);
    if (holder && holder !== actor) throw new MockHttpError(409, SERVER_MESSAGES.emailTaken);
    const { password, confirmPassword: _confirm, notificationSettings, companyId: _companyId, role: _role, ...fields } = body;
    const emailChanged = fields.email !== undefined && fields.email.toLowerCase() !== actor.email.toLowerCase();
    Object.assign(actor, fields, image === undefined ? {} : { image });
    if (notificationSettings) Object.assign(actor.notificationSettings, notificationSettings);
    if (password !== undefined) {
      actor.password = password;
      actor.firstLogin = false;
    }
    if (password !== undefined || emailChanged) store.revokeOtherSessions(actor.id, store.sessionOf(request.headers.get('authorization')));
    return toProfileUser(actor);
  }),
  // A new PIN of the caller's own, unique in their company.
  contractHandler(store, contract.user.resetPin, ({ params, actor }) => {
    if (params.id !== actor.id) throw new MockHttpError(403, ERRORS.forbidden);
    const pinCode = store.resetPin(actor);
    if (pinCode === null) throw new MockHttpError(409, SERVER_MESSAGES.allPinsTaken);
    return { pinCode };
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
