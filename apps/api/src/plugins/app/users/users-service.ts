import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import { ownProfileRefusal } from '@roombook/domain/users/rules/own-profile';
import { pickFreePin } from '@roombook/domain/users/rules/new-pin';
import type { PinResponse, ProfileUser, SessionUser, UserUpdateBody } from '@roombook/domain/users/schemas';
import { forbidden, HttpError, unauthorized } from '../../../errors';
import type { AuthRepository } from '../auth/auth-repository';
import { hashPassword } from '../auth/passwords';
import type { ImagesService, PreparedImage } from '../images/images-service';
import type { SessionUserRecord, UserPatch, UserRecord, UsersRepository } from './users-repository';

/** How often a PIN reset draws again when a parallel reset in the same company took its PIN first. */
const PIN_ATTEMPTS = 10;

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  (error as { code?: unknown; constraint?: unknown } | null)?.code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;

export class UsersService {
  constructor(
    private readonly db: Knex,
    private readonly users: UsersRepository,
    /** Refresh tokens: a new password or e-mail ends the user's other sessions. */
    private readonly sessions: AuthRepository,
    private readonly images: ImagesService
  ) {}

  /** The user behind a verified access token, with their company; a deleted user is 401. */
  async principal(userId: number): Promise<SessionUserRecord> {
    const user = await this.users.findSessionById(userId);
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
    return { ...this.toProfileUser(user), pinCode: user.pinCode };
  }

  /**
   * `PUT /api/user/{id}` for the signed-in user's own record (administrators editing others come with the
   * Users issue), checked by the domain's `ownProfileRefusal` (own id, own role and company, a primary
   * location they book in), then:
   * - a new picture (the multipart file `image`) is judged and re-encoded before anything is written, and
   *   stored in the same transaction as the user row: a refused file or a refused change stores nothing;
   * - a taken e-mail (whatever its case) is 409;
   * - a new password clears the first-login flag; a new password or a new e-mail ends every other session
   *   of the user (their other refresh-token families), and keeps this one (`sessionId`).
   * Answers the profile, without the PIN.
   */
  async updateOwn(
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
    const refusal = ownProfileRefusal(owner, id, body, location);
    if (refusal) throw new HttpError(refusal.statusCode, refusal.message);
    const image: PreparedImage | undefined = upload === undefined ? undefined : await this.images.prepare(upload);
    if (body.email !== undefined && (await this.users.emailTakenByAnother(body.email, actor.id))) {
      throw new HttpError(409, SERVER_MESSAGES.emailTaken);
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
        if (pinCode === null) throw new HttpError(409, SERVER_MESSAGES.allPinsTaken);
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
