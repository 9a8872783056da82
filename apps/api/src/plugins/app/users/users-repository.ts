import type { Knex } from 'knex';
import { jsonColumn } from '../../../db/json-column';
import type { UserRow } from '@roombook/domain/permissions/users';
import type { Role } from '@roombook/domain/roles';
import type { Executor } from '../../../db/executor';
import { directRows, directStatement, type DirectStatement } from '../../../db/direct';
import type { Deps } from '../../../deps';

/** A row of `users` without the password hash. */
export interface UserRecord {
  id: number;
  role: Role;
  companyId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  office: string;
  image: string | null;
  primaryLocationId: number | null;
  pinCode: string | null;
  notifyEmail: boolean;
  notifySms: boolean;
  notifyPush: boolean;
  firstLogin: boolean;
}

export interface CompanySummaryRecord {
  id: number;
  name: string;
  office: string;
  image: string | null;
  ownerId: number | null;
  locations: Array<{ id: number; name: string }>;
}

/** A user with their company as the session shows it: what every bearer call knows about its caller. */
export interface SessionUserRecord extends UserRecord {
  company: CompanySummaryRecord | null;
}

export interface UserCredentials {
  id: number;
  passwordHash: string | null;
}

/** Columns a user update may set. */
export interface UserPatch {
  firstName?: string;
  lastName?: string;
  email?: string;
  office?: string;
  mobile?: string;
  role?: Role;
  companyId?: number | null;
  primaryLocationId?: number | null;
  notifyEmail?: boolean;
  notifySms?: boolean;
  passwordHash?: string;
  firstLogin?: boolean;
  /** The URL of a stored image (`/api/image/…`), or null for none. */
  image?: string | null;
  pinCode?: string;
}

/** A location as the profile's primary-location rule reads it. */
export interface LocationState {
  id: number;
  isActive: boolean;
}

export interface NewUser {
  role: Role;
  companyId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  office?: string;
  primaryLocationId?: number | null;
  pinCode?: string | null;
  /** The URL of a stored image (`/api/image/…`). */
  image?: string | null;
  passwordHash: string | null;
  firstLogin: boolean;
}

const USER_COLUMNS = [
  'id',
  'role',
  'company_id as companyId',
  'first_name as firstName',
  'last_name as lastName',
  'email',
  'mobile',
  'office',
  'image',
  'primary_location_id as primaryLocationId',
  'pin_code as pinCode',
  'notify_email as notifyEmail',
  'notify_sms as notifySms',
  'notify_push as notifyPush',
  'first_login as firstLogin',
];

const PATCH_COLUMNS: Record<keyof UserPatch, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  office: 'office',
  mobile: 'mobile',
  role: 'role',
  companyId: 'company_id',
  primaryLocationId: 'primary_location_id',
  notifyEmail: 'notify_email',
  notifySms: 'notify_sms',
  passwordHash: 'password_hash',
  firstLogin: 'first_login',
  image: 'image',
  pinCode: 'pin_code',
};

const toColumns = (patch: UserPatch): Record<string, unknown> => {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(PATCH_COLUMNS) as Array<[keyof UserPatch, string]>) {
    if (patch[key] !== undefined) row[column] = patch[key];
  }
  return row;
};

type SessionRow = UserRecord & { company: CompanySummaryRecord | string | null };

/** Users with their company (and its locations), as the session and the lists show them. */
const withCompany = (db: Executor) =>
  db('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select(
      ...USER_COLUMNS.map((column) => `u.${column}`),
      db.raw(
        `case when c.id is null then null else json_build_object(
           'id', c.id, 'name', c.name, 'office', c.office, 'image', c.image, 'ownerId', c.owner_id,
           'locations', coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name, l.id)
             from company_locations cl join locations l on l.id = cl.location_id
             where cl.company_id = c.id), '[]'::json)
         ) end as company`,
      ),
    );

/** The statement of `findSessionById`, with its one binding (the user's id) as `?`. */
const sessionQuery = (db: Knex) => withCompany(db).where('u.id', 0);

/** A session id that stands for the binding while `signedInQuery` is built. */
const SESSION_PLACEHOLDER = '00000000-0000-0000-0000-000000000000';

/**
 * The statement of `findSignedIn`: `sessionQuery` for a session (a refresh-token family, `?` after the user's
 * id) that has a token not revoked yet (a probe of refresh_tokens_family_idx).
 */
const signedInQuery = (db: Knex) =>
  sessionQuery(db).whereExists(
    db('refresh_tokens as rt')
      .select(db.raw('1'))
      .where('rt.family_id', SESSION_PLACEHOLDER)
      .whereRaw('rt.user_id = u.id')
      .whereNull('rt.revoked_at'),
  );

const parseCompany = (row: SessionRow): SessionUserRecord => {
  // The driver's row itself, not a copy of it: every bearer call reads one. Its company is JSON text where
  // the driver leaves it so (PGlite), and already an object where it parses JSON (pg).
  row.company = jsonColumn<CompanySummaryRecord | null>(row.company);
  return row as SessionUserRecord;
};

/** The only code that reads or writes `users` (conventions §5). */
export class UsersRepository {
  /** `findSessionById`'s statement, built on its first call. */
  private sessionStatement: DirectStatement | undefined;
  /** `findSignedIn`'s statement, built on its first call. */
  private signedInStatement: DirectStatement | undefined;

  constructor(private readonly db: Knex) {}

  async findById(id: number, trx: Executor = this.db): Promise<UserRecord | undefined> {
    return trx('users').select<UserRecord[]>(USER_COLUMNS).where({ id }).first();
  }

  /**
   * The user with their company and the company's locations, in one query. Every bearer call reads it in
   * `onRequest`, so it is kept to a single indexed round trip, its statement is built once per repository
   * (building it with knex on every call cost about a tenth of `GET /api/user/me`), and it is sent past
   * knex's query runner as a prepared statement (`directRows`: planning it again cost more than running it).
   */
  async findSessionById(id: number, trx: Executor = this.db): Promise<SessionUserRecord | undefined> {
    this.sessionStatement ??= directStatement(sessionQuery(this.db));
    const [row] = await directRows<SessionRow>(trx, this.sessionStatement, [id]);
    return row ? parseCompany(row) : undefined;
  }

  /**
   * `findSessionById` for a bearer call whose access token names its session (`sessionId`, the refresh-token
   * family of the sign-in): undefined as well when that session has ended (signed out, ended by a password
   * or e-mail change, a password reset, an administrator's change, or a replayed refresh token), so that
   * its access tokens are refused by every API process from the moment the revocation is committed, in the
   * same single round trip (docs/decisions/078).
   */
  async findSignedIn(id: number, sessionId: string, trx: Executor = this.db): Promise<SessionUserRecord | undefined> {
    this.signedInStatement ??= directStatement(signedInQuery(this.db));
    const [row] = await directRows<SessionRow>(trx, this.signedInStatement, [id, sessionId]);
    return row ? parseCompany(row) : undefined;
  }

  /** Every user with their company (Manage users filters and sorts them). */
  async list(trx: Executor = this.db): Promise<SessionUserRecord[]> {
    const rows = await withCompany(trx).orderBy('u.id');
    return (rows as SessionRow[]).map(parseCompany);
  }

  /**
   * The users among `ids` that exist, locked until the transaction ends (in id order, so that two bulk
   * deletes never wait for each other in a circle): a bulk delete checks them all, then deletes them.
   */
  async lockRows(ids: readonly number[], trx: Knex.Transaction): Promise<UserRow[]> {
    return trx('users')
      .select<UserRow[]>('id', 'role', 'company_id as companyId')
      .whereIn('id', [...new Set(ids)])
      .orderBy('id')
      .forUpdate();
  }

  /** Deletes the users; their refresh and reset tokens go with them, the triggers keep their names on history. */
  async deleteMany(ids: readonly number[], trx: Knex.Transaction): Promise<void> {
    await trx('users')
      .whereIn('id', [...new Set(ids)])
      .delete();
  }

  /** Case-insensitive lookup for sign-in and password recovery. */
  async findCredentialsByEmail(email: string, trx: Executor = this.db): Promise<UserCredentials | undefined> {
    return trx('users')
      .select<UserCredentials[]>('id', 'password_hash as passwordHash')
      .whereRaw('lower(email) = lower(?)', [email])
      .first();
  }

  async insert(user: NewUser, trx: Executor = this.db): Promise<number> {
    const [row] = await trx('users')
      .insert({
        role: user.role,
        company_id: user.companyId,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        mobile: user.mobile ?? '',
        office: user.office ?? '',
        primary_location_id: user.primaryLocationId ?? null,
        pin_code: user.pinCode ?? null,
        image: user.image ?? null,
        password_hash: user.passwordHash,
        first_login: user.firstLogin,
      })
      .returning<Array<{ id: number }>>('id');
    if (!row) throw new Error('insert into users returned no row');
    return row.id;
  }

  /** Answers false when the user does not exist. */
  async update(id: number, patch: UserPatch, trx: Executor = this.db): Promise<boolean> {
    const columns = toColumns(patch);
    if (Object.keys(columns).length === 0) return (await this.findById(id, trx)) !== undefined;
    const count = await trx('users')
      .where({ id })
      .update({ ...columns, updated_at: trx.fn.now() });
    return count > 0;
  }

  async emailTakenByAnother(email: string, exceptId: number, trx: Executor = this.db): Promise<boolean> {
    const row = await trx('users')
      .select('id')
      .whereRaw('lower(email) = lower(?)', [email])
      .whereNot({ id: exceptId })
      .first();
    return row !== undefined;
  }

  /** The PINs of the users of a company (of the users without a company for null), for a new unique one. */
  async pinsOfCompany(companyId: number | null, trx: Executor = this.db): Promise<string[]> {
    const rows = await trx('users')
      .select<Array<{ pinCode: string }>>('pin_code as pinCode')
      .whereRaw('company_id is not distinct from ?', [companyId])
      .whereNotNull('pin_code');
    return rows.map((row) => row.pinCode);
  }

  /**
   * Whether a location exists and is active, for the primary location of a profile. (A read of `locations`
   * kept here while the locations area's repository is being written in parallel; it belongs there.)
   */
  async findLocationState(id: number, trx: Executor = this.db): Promise<LocationState | undefined> {
    return trx('locations').select<LocationState[]>('id', 'is_active as isActive').where({ id }).first();
  }

  async deleteById(id: number, trx: Executor = this.db): Promise<boolean> {
    // The ids it deleted: PGlite's driver answers a bare delete with its result object, not a count.
    return (await trx('users').where({ id }).delete().returning('id')).length > 0;
  }
}

export const usersRepository = (deps: Deps) => new UsersRepository(deps.knex);
