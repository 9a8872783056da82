import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { can } from '@roombook/domain/permissions/capabilities';
import { byFirstName } from '@roombook/domain/users/rules/by-first-name';
import { deletionRefusal } from '@roombook/domain/users/rules/deletion-refusal';
import { toListedUser } from '@roombook/domain/users/rules/listed-user';
import { officeRefusal } from '@roombook/domain/users/rules/office-required';
import { ownProfileRefusal } from '@roombook/domain/users/rules/own-profile';
import { pickFreePin } from '@roombook/domain/users/rules/new-pin';
import { companyFor, requestedEdit, userChangeRefusal, type UserPlacement } from '@roombook/domain/users/rules/user-change-refusal';
import { visibleUsers } from '@roombook/domain/users/rules/visible-users';
import { managedCanteenRefusal } from '@roombook/domain/canteens/rules/references';
import type { CanteenManagerBody } from '@roombook/domain/canteens/schemas';
import type { CompanyUserBody, PinResponse, ProfileUser, SessionUser, User, UserCreateBody, UserUpdateBody } from '@roombook/domain/users/schemas';
import type { UserRow } from '@roombook/domain/permissions/users';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { forbidden, HttpError, notFound, refuseWith, unauthorized } from '../../../errors';
import { allOrNothing } from '../all-or-nothing';
import { authRepository, type AuthRepository } from '../auth/auth-repository';
import { bookingsRepository, type BookingsRepository } from '../bookings/bookings-repository';
import { canteensRepository, type CanteensRepository } from '../canteens/canteens-repository';
import { companiesRepository, type CompaniesRepository } from '../companies/companies-repository';
import { hashPassword } from '../auth/passwords';
import { imagesService, type ImagesService, type PreparedImage } from '../images/images-service';
import { usersRepository, type SessionUserRecord, type UserPatch, type UserRecord, type UsersRepository } from './users-repository';
import type { Deps } from '../../../deps';
import { passwordLinks, type PasswordLinks } from '../auth/password-links';

/** How often a PIN reset draws again when a parallel reset in the same company took its PIN first. */
const PIN_ATTEMPTS = 10;

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  (error as { code?: unknown; constraint?: unknown } | null)?.code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;

/** What Manage users needs besides the users: invitations, the bookings a delete cancels, companies, canteens, the clock. */
export interface UsersAdminDeps {
  invitations: Pick<PasswordLinks, 'invite'>;
  bookings: Pick<BookingsRepository, 'cancelOrphaned'>;
  companies: Pick<CompaniesRepository, 'lockExisting'>;
  /** The canteen a new canteen manager manages. */
  canteens: Pick<CanteensRepository, 'lock' | 'setManager'>;
  now: () => Date;
}

/** The fields the permission rules read of a user. */
const rowOf = (user: UserRecord): UserRow => ({ id: user.id, role: user.role, companyId: user.companyId });

/**
 * Users: the own profile and PIN, and Manage users (§2, §6), where the domain's `userChangeRefusal` (built
 * on the web's `userRowActions`) and `deletionRefusal` decide, the contract's roles being only the first gate.
 */
export class UsersService {
  constructor(
    private readonly db: Knex,
    private readonly users: UsersRepository,
    /** Refresh tokens: a new password or e-mail ends the user's other sessions. */
    private readonly sessions: AuthRepository,
    private readonly images: ImagesService,
    private readonly admin: UsersAdminDeps,
  ) {}

  /** `GET /api/user/`: everyone for SuperAdmin and Admin, the own company's for the company roles (`visibleUsers`), by first name. */
  async list(actor: UserRecord): Promise<User[]> {
    const every = (await this.users.list()).map((user) => toListedUser(this.toSessionUser(user)));
    return visibleUsers(actor, every).sort(byFirstName);
  }

  /**
   * `POST /api/user/` (SuperAdmin, Admin): a user of any company, or an Admin without one, with an optional
   * picture. No usable password: the invitation (a 7-day single-use link) is queued in the same transaction.
   */
  create(actor: UserRecord, body: UserCreateBody, upload?: Uint8Array): Promise<User> {
    return this.createUser(actor, body, { role: body.role, companyId: companyFor(body.role, body.companyId ?? null) }, upload);
  }

  /** `POST /api/user/register` (CompanyOwner, CompanyManager): a User or CompanyManager of the caller's own company. */
  register(actor: UserRecord, body: CompanyUserBody): Promise<User> {
    return this.createUser(actor, body, { role: body.role, companyId: actor.companyId });
  }

  /**
   * `POST /api/user/register-canteen-manager` (SuperAdmin, Admin: the contract's roles, §6 'Add canteen
   * manager'): a CanteenManager without a company, made the canteen's manager, invited by e-mail, all in one
   * transaction with the canteen locked (an unknown canteen is 400 'Unknown canteen', a taken e-mail 409 by
   * the unique index, and either leaves nothing behind). A canteen has one manager: a new one takes the place
   * of the one before, who keeps their account.
   */
  async registerCanteenManager(body: CanteenManagerBody): Promise<User> {
    const id = await this.db.transaction(async (trx) => {
      const canteen = await this.admin.canteens.lock(body.canteenId, trx);
      refuseWith(managedCanteenRefusal(canteen !== undefined));
      const { firstName, lastName, email } = body;
      const created = await this.users.insert({ role: 'CanteenManager', companyId: null, firstName, lastName, email, passwordHash: null, firstLogin: true }, trx);
      await this.admin.canteens.setManager(body.canteenId, created, trx);
      await this.admin.invitations.invite({ id: created, email, firstName }, trx, { canteenAt: canteen!.locationName });
      return created;
    });
    return toListedUser(this.toSessionUser(await this.principal(id)));
  }

  private async createUser(actor: UserRecord, body: CompanyUserBody, placement: UserPlacement, upload?: Uint8Array): Promise<User> {
    refuseWith(userChangeRefusal(rowOf(actor), undefined, placement));
    const image = upload === undefined ? undefined : await this.images.prepare(upload);
    const id = await this.db.transaction(async (trx) => {
      await this.checkCompany(placement.companyId, trx);
      const url = image === undefined ? undefined : await this.images.save(image, trx);
      const { firstName, lastName, email, office, mobile } = body;
      // A taken e-mail (whatever its case) is refused by the unique index: 409 'A user with this email already exists'.
      const created = await this.users.insert({ ...placement, firstName, lastName, email, office, mobile, image: url, passwordHash: null, firstLogin: true }, trx);
      const company = placement.companyId === null ? undefined : (await this.users.findSessionById(created, trx))?.company?.name;
      await this.admin.invitations.invite({ id: created, email, firstName }, trx, company === undefined ? undefined : { company });
      return created;
    });
    return toListedUser(this.toSessionUser(await this.principal(id)));
  }

  /** A company the user is placed in must exist (share of the lock: it cannot be deleted before the commit). */
  private async checkCompany(companyId: number | null, trx: Knex.Transaction): Promise<void> {
    if (companyId !== null && (await this.admin.companies.lockExisting([companyId], trx)).length === 0) {
      throw new HttpError(400, VALIDATION.chooseCompany);
    }
  }

  /**
   * `PUT /api/user/{id}`: the caller's own id is their profile (`updateOwn`, unchanged); another id is an
   * administrator's edit of a user they manage (`updateOther`).
   */
  update(actor: SessionUserRecord, sessionId: string | null, id: number, body: UserUpdateBody, upload?: Uint8Array): Promise<ProfileUser> {
    return id === actor.id ? this.updateOwn(actor, sessionId, id, body, upload) : this.updateOther(actor, id, body, upload);
  }

  /**
   * An administrator's edit of another user (the Edit user form: names, e-mail, office, mobile, role, company,
   * picture), as `userChangeRefusal` allows. The user is locked for the check and the change; a new e-mail
   * or role ends every session of the user (their refresh-token families) in the same transaction. Answers
   * the user without PIN or secret.
   */
  private async updateOther(actor: UserRecord, id: number, body: UserUpdateBody, upload?: Uint8Array): Promise<ProfileUser> {
    if (!can(actor, 'manageUsers')) throw forbidden();
    const image = upload === undefined ? undefined : await this.images.prepare(upload);
    await this.db.transaction(async (trx) => {
      const current = (await this.users.lockRows([id], trx))[0];
      if (!current) throw notFound();
      const { placement, fields } = requestedEdit(current, body, upload !== undefined);
      refuseWith(userChangeRefusal(rowOf(actor), current, placement, fields));
      refuseWith(officeRefusal(placement.role, body.office));
      if (placement.companyId !== current.companyId) await this.checkCompany(placement.companyId, trx);
      const before = await this.users.findById(id, trx);
      if (body.email !== undefined && (await this.users.emailTakenByAnother(body.email, id, trx))) throw new HttpError(409, USER_MESSAGES.emailTaken);
      const { firstName, lastName, email, office, mobile } = body;
      const url = image === undefined ? undefined : await this.images.save(image, trx);
      await this.users.update(id, { firstName, lastName, email, office, mobile, ...placement, image: url }, trx);
      const emailChanged = email !== undefined && email.toLowerCase() !== before?.email.toLowerCase();
      if (emailChanged || placement.role !== current.role) await this.sessions.revokeAllOfUser(id, trx);
    });
    return this.toProfileUser(await this.principal(id));
  }

  /** `DELETE /api/user/{id}`. */
  async delete(actor: UserRecord, id: number): Promise<{ message: string }> {
    await this.deleteAll(actor, [id]);
    return { message: USER_MESSAGES.deleted };
  }

  /** `POST /api/user/delete`. */
  async deleteMany(actor: UserRecord, ids: readonly number[]): Promise<{ message: string }> {
    await this.deleteAll(actor, ids);
    return { message: USER_MESSAGES.manyDeleted };
  }

  /**
   * Deletes the users all or nothing (`allOrNothing`: an unknown id is 404; `deletionRefusal`: a row the
   * actor may not delete is 403), keeping history (docs/decisions/027, 045): the users are locked and deleted,
   * then their unfinished bookings are cancelled by the injected clock; ended bookings keep their names.
   */
  private deleteAll(actor: UserRecord, ids: readonly number[]): Promise<void> {
    let locked: UserRow[] = [];
    const lock = async (wanted: readonly number[], trx: Knex.Transaction) => {
      locked = await this.users.lockRows(wanted, trx);
      return locked.map((row) => row.id);
    };
    return allOrNothing(this.db, ids, lock, async (trx) => {
      refuseWith(deletionRefusal(rowOf(actor), ids, locked));
      await this.users.deleteMany(ids, trx);
      await this.admin.bookings.cancelOrphaned(this.admin.now(), trx);
    });
  }

  /** The user with their company; a deleted user is 401. */
  async principal(userId: number): Promise<SessionUserRecord> {
    const user = await this.users.findSessionById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * The user behind a verified access token, with their company: 401 for a deleted user, and for a token
   * whose session (`sessionId`) has ended (docs/decisions/078). A token that names no session is only
   * checked for its user.
   */
  async signedIn(userId: number, sessionId: string | null): Promise<SessionUserRecord> {
    const user = sessionId === null ? await this.users.findSessionById(userId) : await this.users.findSignedIn(userId, sessionId);
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * A user with the first-login flag and without the PIN: the login answer's user and the answer of
   * `PUT /api/user/{id}` (docs/decisions/020).
   */
  toProfileUser(user: SessionUserRecord): ProfileUser {
    const { company } = user;
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.mobile,
      office: user.office,
      role: user.role,
      image: user.image,
      company: company
        ? {
            id: company.id,
            name: company.name,
            office: company.office,
            image: company.image,
            OwnerId: company.ownerId,
            locations: company.locations,
          }
        : null,
      primaryLocationId: user.primaryLocationId,
      notificationSettings: { email: user.notifyEmail, sms: user.notifySms, push: user.notifyPush },
      firstLogin: user.firstLogin,
    };
  }

  /** The signed-in user as `GET /api/user/me` shows them to themselves: with their own PIN. */
  toSessionUser(user: SessionUserRecord): SessionUser {
    // The profile object itself gets the PIN: no second object for every `GET /api/user/me`.
    return Object.assign(this.toProfileUser(user), { pinCode: user.pinCode });
  }

  /**
   * `PUT /api/user/{id}` for the signed-in user's own record (administrators editing others come with the
   * Users issue), checked by the domain's `ownProfileRefusal` (own id, own role and company, a primary
   * location they book in) and `officeRefusal` (a blank office only for a user without a company), then:
   * - a new picture (the multipart file `image`) is judged and re-encoded before anything is written, and
   *   stored in the same transaction as the user row: a refused file or a refused change stores nothing;
   * - a taken e-mail (whatever its case) is 409;
   * - a new password clears the first-login flag; a new password or a new e-mail ends every other session
   *   of the user (their other refresh-token families), and keeps this one (`sessionId`).
   * Answers the profile, without the PIN.
   */
  private async updateOwn(
    actor: SessionUserRecord,
    sessionId: string | null,
    id: number,
    body: UserUpdateBody,
    upload?: Uint8Array
  ): Promise<ProfileUser> {
    const wantedLocation = body.primaryLocationId ?? null;
    const location = wantedLocation === null ? undefined : await this.users.findLocationState(wantedLocation);
    const owner = {
      id: actor.id,
      role: actor.role,
      companyId: actor.companyId,
      companyLocationIds: actor.company?.locations.map((l) => l.id) ?? [],
      primaryLocationId: actor.primaryLocationId,
    };
    refuseWith(ownProfileRefusal(owner, id, body, location));
    // Blank only for a user without a company (docs/decisions/086).
    refuseWith(officeRefusal(actor.role, body.office));
    const image: PreparedImage | undefined = upload === undefined ? undefined : await this.images.prepare(upload);
    if (body.email !== undefined && (await this.users.emailTakenByAnother(body.email, actor.id))) {
      throw new HttpError(409, USER_MESSAGES.emailTaken);
    }
    const emailChanged = body.email !== undefined && body.email.toLowerCase() !== actor.email.toLowerCase();
    const patch: UserPatch = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      office: body.office,
      mobile: body.mobile,
      primaryLocationId: body.primaryLocationId,
      notifyEmail: body.notificationSettings?.email,
      notifySms: body.notificationSettings?.sms,
    };
    if (body.password !== undefined) {
      patch.passwordHash = await hashPassword(body.password);
      patch.firstLogin = false;
    }
    await this.db.transaction(async (trx) => {
      if (image) patch.image = await this.images.save(image, trx);
      if (!(await this.users.update(actor.id, patch, trx))) throw unauthorized();
      if (body.password !== undefined || emailChanged) await this.sessions.revokeOtherFamiliesOfUser(actor.id, sessionId, trx);
    });
    return this.toProfileUser(await this.principal(actor.id));
  }

  /**
   * `POST /api/user/reset-pin/{id}`, for the signed-in user's own id: a new PIN drawn with `crypto.randomInt`
   * among those no user of their company has (`pickFreePin`; the users without a company are one group),
   * answered to them. The unique index `users_company_pin_unique` refuses a PIN that a parallel reset took
   * between the read and the write; then it draws again. A company with all 10,000 PINs in use is 409.
   */
  async resetOwnPin(actor: UserRecord, id: number): Promise<PinResponse> {
    if (id !== actor.id) throw forbidden();
    for (let attempt = 0; attempt < PIN_ATTEMPTS; attempt += 1) {
      try {
        const pinCode = await this.db.transaction(async (trx) => {
          const pin = pickFreePin(await this.users.pinsOfCompany(actor.companyId, trx), randomInt);
          if (pin !== null && !(await this.users.update(actor.id, { pinCode: pin }, trx))) throw unauthorized();
          return pin;
        });
        if (pinCode === null) throw new HttpError(409, USER_MESSAGES.allPinsTaken);
        return { pinCode };
      } catch (error) {
        if (!isUniqueViolation(error, 'users_company_pin_unique')) throw error;
      }
    }
    throw new HttpError(409, SERVER_MESSAGES.conflict);
  }

  /** Used by services that run inside a transaction and need a user row. */
  findById(id: number, trx?: Knex.Transaction): Promise<UserRecord | undefined> {
    return this.users.findById(id, trx ?? this.db);
  }
}

export const usersService = (deps: Deps) =>
  new UsersService(deps.knex, deps.get(usersRepository), deps.get(authRepository), deps.get(imagesService), {
    invitations: deps.get(passwordLinks),
    bookings: deps.get(bookingsRepository),
    companies: deps.get(companiesRepository),
    canteens: deps.get(canteensRepository),
    now: deps.now,
  });
