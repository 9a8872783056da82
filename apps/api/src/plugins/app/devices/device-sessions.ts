import { createHash, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { KIOSK_SESSION_IDLE_DAYS } from '@roombook/domain/constants';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';
import { unauthorized } from '../../../errors';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';

/** A signed-in device: its session, and what it is signed in to (a canteen, a reception). */
export interface SignedInDevice {
  id: number;
  ownerId: number;
}

/** Where a kind of device keeps its sessions, and how its tokens begin. */
export interface DeviceKind {
  /** The sessions' table: `id`, `token_hash`, the owner's column, `created_at`, `last_used_at`. */
  table: 'kiosk_sessions' | 'reception_sessions';
  /** The column of what the device is signed in to (`canteen_id`, `reception_id`). */
  ownerColumn: 'canteen_id' | 'reception_id';
  /** Tokens say what they are (`kiosk_`, `reception_`), so that one is never mistaken for another kind. */
  tokenPrefix: string;
}

const DAY_MS = 86_400_000;
/** How often a session's `last_used_at` is written: often enough for an idle limit counted in days. */
const USE_WRITTEN_EVERY_MS = 60_000;

/** Two texts compared in constant time (as SHA-256 digests, so their lengths do not show either). */
export const sameSecret = (stored: string, given: string): boolean =>
  timingSafeEqual(createHash('sha256').update(stored).digest(), createHash('sha256').update(given).digest());

/**
 * The device sessions of one kind of device (docs/decisions/038, 103): the canteen kiosk's and the reception
 * board's. Only the hash of a session's opaque token is stored; a session unused for KIOSK_SESSION_IDLE_DAYS is
 * refused, and its use is written at most once a minute (a device call is one read).
 */
export class DeviceSessions {
  constructor(
    private readonly db: Knex,
    private readonly kind: DeviceKind,
    private readonly now: () => Date,
  ) {}

  /** The session of an `Authorization: Bearer {prefix}…` header; 401 for anything else, or an idle session. */
  async authenticate(authorization: string | undefined): Promise<SignedInDevice> {
    const token = authorization === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (token === undefined || !token.startsWith(this.kind.tokenPrefix)) throw unauthorized();
    const now = this.now();
    const session = await this.db(this.kind.table)
      .where({ token_hash: hashOpaqueToken(token) })
      .first<{ id: number; ownerId: number; lastUsedAt: Date } | undefined>('id', `${this.kind.ownerColumn} as ownerId`, 'last_used_at as lastUsedAt');
    if (!session || now.getTime() - session.lastUsedAt.getTime() > KIOSK_SESSION_IDLE_DAYS * DAY_MS) throw unauthorized();
    if (now.getTime() - session.lastUsedAt.getTime() >= USE_WRITTEN_EVERY_MS) {
      await this.db(this.kind.table).where({ id: session.id }).andWhere('last_used_at', '<', now).update({ last_used_at: now });
    }
    return { id: session.id, ownerId: session.ownerId };
  }

  /** A new session of the owner; answers its token (only its hash is stored). */
  async open(ownerId: number, trx: Executor = this.db): Promise<string> {
    const token = `${this.kind.tokenPrefix}${newOpaqueToken()}`;
    const at = this.now();
    await trx(this.kind.table).insert({ token_hash: hashOpaqueToken(token), [this.kind.ownerColumn]: ownerId, created_at: at, last_used_at: at });
    return token;
  }

  async exists(id: number, trx: Executor = this.db): Promise<boolean> {
    return (await trx(this.kind.table).where({ id }).first('id')) !== undefined;
  }

  async end(id: number, trx: Executor = this.db): Promise<void> {
    await trx(this.kind.table).where({ id }).delete();
  }

  /** Ends every session of an owner (its password or location changed). */
  async endAllOf(ownerId: number, trx: Executor = this.db): Promise<void> {
    await trx(this.kind.table).where({ [this.kind.ownerColumn]: ownerId }).delete();
  }
}

export const KIOSK_DEVICES: DeviceKind = { table: 'kiosk_sessions', ownerColumn: 'canteen_id', tokenPrefix: 'kiosk_' };
export const RECEPTION_DEVICES: DeviceKind = { table: 'reception_sessions', ownerColumn: 'reception_id', tokenPrefix: 'reception_' };

export const kioskSessions = (deps: Deps) => new DeviceSessions(deps.knex, KIOSK_DEVICES, deps.now);
export const receptionSessions = (deps: Deps) => new DeviceSessions(deps.knex, RECEPTION_DEVICES, deps.now);
