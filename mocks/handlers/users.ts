import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { byFirstName } from '@roombook/domain/users/rules/by-first-name';
import { deletionRefusal } from '@roombook/domain/users/rules/deletion-refusal';
import { toListedUser } from '@roombook/domain/users/rules/listed-user';
import { officeRefusal } from '@roombook/domain/users/rules/office-required';
import { ownProfileRefusal } from '@roombook/domain/users/rules/own-profile';
import { companyFor, requestedEdit, userChangeRefusal, type UserPlacement } from '@roombook/domain/users/rules/user-change-refusal';
import { visibleUsers } from '@roombook/domain/users/rules/visible-users';
import type { CompanyUserBody, UserUpdateBody } from '@roombook/domain/users/schemas';
import { can } from '@roombook/domain/permissions/capabilities';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { contractHandler, MockHttpError, refuseWith } from '../lib/contract-handler';
import { storeMockImage } from '../lib/images';
import { summaryOf } from '../data/companies';
import { toProfileUser, type MockStore, type MockUser } from '../data/store';

/** The fields the permission rules read, for the actor and for a row alike. */
const actorOf = (user: MockUser) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/** Deletes the listed users, all or none, as the domain's `deletionRefusal` allows; their unfinished bookings are cancelled (docs/decisions/027). */
function deleteUsers(store: MockStore, actor: MockUser, ids: readonly number[]) {
  refuseWith(deletionRefusal(actorOf(actor), ids, store.users.map(actorOf)));
  const now = store.now();
  store.calendar.bookings = store.calendar.bookings.filter((b) => !ids.includes(b.userId) || Date.parse(b.bookingEnd) <= now);
  store.users = store.users.filter((user) => !ids.includes(user.id));
}

/** The company summary a placement names; an unknown company is 400 'Choose a company', like the API. */
function companyOf(store: MockStore, companyId: number | null) {
  if (companyId === null) return null;
  const company = store.companies.find((c) => c.id === companyId);
  if (!company) throw new MockHttpError(400, VALIDATION.chooseCompany);
  return summaryOf(company);
}

/** A new user as `userChangeRefusal` allows, invited by mail (`addUser`). */
function createUser(store: MockStore, actor: MockUser, body: CompanyUserBody, placement: UserPlacement, image?: string) {
  refuseWith(userChangeRefusal(actorOf(actor), undefined, placement));
  const company = companyOf(store, placement.companyId);
  const { firstName, lastName, email, office, mobile } = body;
  const user = store.addUser({ firstName, lastName, email, office, mobile, role: placement.role, company });
  if (image !== undefined) user.image = image;
  return toListedUser(user);
}

/** An administrator's edit of another user, as the API's `updateOther`: a new e-mail or role ends their sessions. */
function updateOther(store: MockStore, actor: MockUser, id: number, body: UserUpdateBody, image: string | undefined) {
  if (!can(actorOf(actor), 'manageUsers')) throw new MockHttpError(403, ERRORS.forbidden);
  const target = store.findUser(id);
  if (!target) throw new MockHttpError(404, ERRORS.notFound);
  const current = actorOf(target);
  const { placement, fields } = requestedEdit(current, body, image !== undefined);
  refuseWith(userChangeRefusal(actorOf(actor), current, placement, fields));
  refuseWith(officeRefusal(placement.role, body.office));
  const company = placement.companyId === current.companyId ? target.company : companyOf(store, placement.companyId);
  const holder = body.email === undefined ? undefined : store.findUserByEmail(body.email);
  if (holder && holder !== target) throw new MockHttpError(409, USER_MESSAGES.emailTaken);
  const emailChanged = body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase();
  const { firstName, lastName, email, office, mobile } = body;
  const defined = Object.fromEntries(Object.entries({ firstName, lastName, email, office, mobile, image }).filter(([, value]) => value !== undefined));
  Object.assign(target, defined, { role: placement.role, company });
  if (emailChanged || placement.role !== current.role) store.revokeOtherSessions(target.id, null);
  return toProfileUser(target);
}

const userHandlers = (store: MockStore) => [
  // The own profile, with the API's rules (the domain's ownProfileRefusal, the image rule, a unique e-mail);
  // another user's id is an administrator's edit.
  contractHandler(store, contract.user.update, async ({ params, body, actor, files, request }) => {
    if (params.id !== actor.id) return updateOther(store, actor, params.id, body, await storeMockImage(files));
    const wanted = body.primaryLocationId ?? null;
    const location = wanted === null ? undefined : store.locations.list.find((l) => l.id === wanted);
    refuseWith(ownProfileRefusal({ ...actorOf(actor), companyLocationIds: actor.company?.locations.map((l) => l.id) ?? [], primaryLocationId: actor.primaryLocationId }, params.id, body, location));
    refuseWith(officeRefusal(actor.role, body.office));
    const image = await storeMockImage(files);
    const holder = body.email === undefined ? undefined : store.findUserByEmail(body.email);
    if (holder && holder !== actor) throw new MockHttpError(409, USER_MESSAGES.emailTaken);
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
    if (pinCode === null) throw new MockHttpError(409, USER_MESSAGES.allPinsTaken);
    return { pinCode };
  }),
  contractHandler(store, contract.user.list, ({ actor }) => visibleUsers(actorOf(actor), store.users).map(toListedUser).sort(byFirstName)),
  // A company user in the caller's company; they set a password through the mailed link.
  contractHandler(store, contract.user.register, ({ body, actor }) => createUser(store, actor, body, { role: body.role, companyId: actor.company?.id ?? null })),
  contractHandler(store, contract.user.create, async ({ body, actor, files }) =>
    createUser(store, actor, body, { role: body.role, companyId: companyFor(body.role, body.companyId ?? null) }, await storeMockImage(files)),
  ),
  // A CanteenManager for a canteen (SuperAdmin, Admin), invited by mail; the canteen's manager from now on.
  contractHandler(store, contract.user.registerCanteenManager, ({ body }) => toListedUser(store.canteens.registerManager(body))),
  contractHandler(store, contract.user.delete, ({ params, actor }) => {
    deleteUsers(store, actor, [params.id]);
    return { message: USER_MESSAGES.deleted };
  }),
  contractHandler(store, contract.user.deleteMany, ({ body, actor }) => {
    deleteUsers(store, actor, body.items);
    return { message: USER_MESSAGES.manyDeleted };
  }),
];

export default userHandlers;
