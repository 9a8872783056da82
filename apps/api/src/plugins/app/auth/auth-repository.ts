import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

export interface RefreshTokenRecord {
  id: number;
  familyId: string;
  userId: number;
  expiresAt: Date;
  consumedAt: Date | null;
  revokedAt: Date | null;
  /** The token it was rotated into. */
  replacedBy: number | null;
}

export interface ResetTokenRecord {
  id: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

const REFRESH_COLUMNS = [
  'id',
  'family_id as familyId',
  'user_id as userId',
  'expires_at as expiresAt',
  'consumed_at as consumedAt',
  'revoked_at as revokedAt',
  'replaced_by as replacedBy',
];

/** Refresh tokens and password-reset tokens, stored as hashes only. */
export class AuthRepository {
  constructor(private readonly db: Knex) {}

  async insertRefreshToken(
    token: { tokenHash: string; familyId: string; userId: number; expiresAt: Date },
    trx: Executor = this.db
  ): Promise<number> {
    const [row] = await trx('refresh_tokens')
      .insert({
        token_hash: token.tokenHash,
        family_id: token.familyId,
        user_id: token.userId,
        expires_at: token.expiresAt,
      })
      .returning<Array<{ id: number }>>('id');
    if (!row) throw new Error('insert into refresh_tokens returned no row');
    return row.id;
  }

  /** Finds a refresh token by id (the successor of a rotated one). */
  async findRefreshTokenById(id: number, trx: Executor = this.db): Promise<(RefreshTokenRecord & { tokenHash: string }) | undefined> {
    return trx('refresh_tokens')
      .select<Array<RefreshTokenRecord & { tokenHash: string }>>([...REFRESH_COLUMNS, 'token_hash as tokenHash'])
      .where({ id })
      .first();
  }

  /** Finds a refresh token; `forUpdate` locks its row until the transaction ends. */
  async findRefreshToken(
    tokenHash: string,
    trx: Executor = this.db,
    forUpdate = false
  ): Promise<RefreshTokenRecord | undefined> {
    const query = trx('refresh_tokens').select<RefreshTokenRecord[]>(REFRESH_COLUMNS).where({ token_hash: tokenHash });
    return (forUpdate ? query.forUpdate() : query).first();
  }

  async markConsumed(id: number, replacedBy: number, consumedAt: Date, trx: Executor = this.db): Promise<void> {
    await trx('refresh_tokens').where({ id }).update({ consumed_at: consumedAt, replaced_by: replacedBy });
  }

  /** Revokes every token of a family that is not revoked yet. */
  async revokeFamily(familyId: string, trx: Executor = this.db): Promise<number> {
    return trx('refresh_tokens')
      .where({ family_id: familyId })
      .whereNull('revoked_at')
      .update({ revoked_at: trx.fn.now() });
  }

  async revokeAllOfUser(userId: number, trx: Executor = this.db): Promise<number> {
    return trx('refresh_tokens')
      .where({ user_id: userId })
      .whereNull('revoked_at')
      .update({ revoked_at: trx.fn.now() });
  }

  /**
   * Revokes every refresh token of the user outside the family `keepFamilyId` (their other sessions); with
   * null, every one.
   */
  async revokeOtherFamiliesOfUser(userId: number, keepFamilyId: string | null, trx: Executor = this.db): Promise<number> {
    const ofUser = trx('refresh_tokens').where({ user_id: userId }).whereNull('revoked_at');
    const others = keepFamilyId === null ? ofUser : ofUser.whereNot({ family_id: keepFamilyId });
    return others.update({ revoked_at: trx.fn.now() });
  }

  async insertResetToken(
    token: { tokenHash: string; userId: number; expiresAt: Date },
    trx: Executor = this.db
  ): Promise<void> {
    await trx('password_reset_tokens').insert({
      token_hash: token.tokenHash,
      user_id: token.userId,
      expires_at: token.expiresAt,
    });
  }

  async findResetToken(
    tokenHash: string,
    trx: Executor = this.db,
    forUpdate = false
  ): Promise<ResetTokenRecord | undefined> {
    const query = trx('password_reset_tokens')
      .select<ResetTokenRecord[]>('id', 'user_id as userId', 'expires_at as expiresAt', 'used_at as usedAt')
      .where({ token_hash: tokenHash });
    return (forUpdate ? query.forUpdate() : query).first();
  }

  /** Marks every unused reset token of the user as used (a reset ends all outstanding links). */
  async useAllResetTokensOfUser(userId: number, trx: Executor = this.db): Promise<void> {
    await trx('password_reset_tokens')
      .where({ user_id: userId })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() });
  }
}

export const authRepository = (deps: Deps) => new AuthRepository(deps.knex);
