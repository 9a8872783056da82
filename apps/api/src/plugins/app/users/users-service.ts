import type { Knex } from 'knex';
import type { SessionUser } from '@roombook/domain/users/schemas';
import type { UserUpdateBody } from '@roombook/domain/users/schemas';
import { forbidden, HttpError, unauthorized } from '../../../errors';
import { hashPassword } from '../auth/passwords';
import type { LocationsRepository } from '../locations/locations-repository';
import type { SessionUserRecord, UserPatch, UserRecord, UsersRepository } from './users-repository';
import { SERVER_MESSAGES } from '@roombook/domain/messages';

export class UsersService {
  constructor(
    private readonly db: Knex,
    private readonly users: UsersRepository,
    private readonly locations: LocationsRepository
  ) {}

  /** The user behind a verified access token, with their company; a deleted user is 401. */
  async principal(userId: number): Promise<SessionUserRecord> {
    const user = await this.users.findSessionById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  /** The session view of a user (`GET /api/user/me`, login): with the company and its locations. */
  toSessionUser(user: SessionUserRecord): SessionUser {
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
      pinCode: user.pinCode,
      firstLogin: user.firstLogin,
    };
  }

  async sessionUserById(userId: number): Promise<SessionUser> {
    return this.toSessionUser(await this.principal(userId));
  }

  /**
   * `PUT /api/user/{id}` for the signed-in user's own record (administrators editing others come
   * with the Users issue). Setting a password clears the first-login flag.
   */
  async updateOwn(actor: UserRecord, id: number, body: UserUpdateBody): Promise<SessionUser> {
    if (id !== actor.id) throw forbidden();
    if (
      (body.role !== undefined && body.role !== actor.role) ||
      (body.companyId !== undefined && body.companyId !== actor.companyId)
    ) {
      throw new HttpError(403, SERVER_MESSAGES.ownRoleOrCompany);
    }
    if (body.email !== undefined && (await this.users.emailTakenByAnother(body.email, actor.id))) {
      throw new HttpError(409, SERVER_MESSAGES.emailTaken);
    }
    if (
      body.primaryLocationId !== undefined &&
      body.primaryLocationId !== null &&
      !(await this.locations.exists(body.primaryLocationId))
    ) {
      throw new HttpError(400, SERVER_MESSAGES.unknownLocation);
    }
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
    if (!(await this.users.update(actor.id, patch))) throw unauthorized();
    return this.sessionUserById(actor.id);
  }

  /** Used by services that run inside a transaction and need a user row. */
  findById(id: number, trx?: Knex.Transaction): Promise<UserRecord | undefined> {
    return this.users.findById(id, trx ?? this.db);
  }
}
