import type { Knex } from 'knex';
import type { RecoveryThrottle, SignInThrottle } from '@roombook/domain/auth/rules/sign-in-throttle';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

interface SignInRow {
  failures: number;
  windowStart: Date;
  lockedUntil: Date | null;
  locks: number;
}

const SIGN_IN_COLUMNS = ['failures', 'window_start as windowStart', 'locked_until as lockedUntil', 'locks'];

const toSignIn = (row: SignInRow | undefined): SignInThrottle | undefined =>
  row && {
    failures: row.failures,
    windowStart: row.windowStart.getTime(),
    lockedUntil: row.lockedUntil === null ? null : row.lockedUntil.getTime(),
    locks: row.locks,
  };

/**
 * The per-account limits of sign-in and recovery (docs/decisions/079): `sign_in_throttles` by e-mail address
 * (lower case) and `recovery_throttles` by user. Each change is made on a row locked until the transaction
 * ends (`lock…`), so that parallel requests on any API process count one after another.
 */
export class ThrottlesRepository {
  constructor(private readonly db: Knex) {}

  /** The address's wrong passwords and lock, unlocked (the check before a password is verified). */
  async signIn(email: string, trx: Executor = this.db): Promise<SignInThrottle | undefined> {
    return toSignIn(await trx('sign_in_throttles').select<SignInRow[]>(SIGN_IN_COLUMNS).where({ email }).first());
  }

  /** Makes the address's record (with nothing counted) if it has none, so that `lockSignIn` finds one. */
  async createSignIn(email: string, now: Date, trx: Knex.Transaction): Promise<void> {
    await trx('sign_in_throttles').insert({ email, failures: 0, window_start: now, updated_at: now }).onConflict('email').ignore();
  }

  /** The address's record, locked until the transaction ends. */
  async lockSignIn(email: string, trx: Knex.Transaction): Promise<SignInThrottle | undefined> {
    return toSignIn(await trx('sign_in_throttles').select<SignInRow[]>(SIGN_IN_COLUMNS).where({ email }).forUpdate().first());
  }

  async saveSignIn(email: string, throttle: SignInThrottle, now: Date, trx: Knex.Transaction): Promise<void> {
    await trx('sign_in_throttles')
      .where({ email })
      .update({
        failures: throttle.failures,
        window_start: new Date(throttle.windowStart),
        locked_until: throttle.lockedUntil === null ? null : new Date(throttle.lockedUntil),
        locks: throttle.locks,
        updated_at: now,
      });
  }

  /** Forgets the address's wrong passwords and locks (a successful sign-in, a new password). */
  async forgetSignIn(email: string, trx: Executor = this.db): Promise<void> {
    await trx('sign_in_throttles').where({ email }).delete();
  }

  /** Deletes the records last changed before `before` whose lock (if any) ended before it too. */
  async pruneSignIn(before: Date, trx: Executor = this.db): Promise<void> {
    await trx('sign_in_throttles')
      .where('updated_at', '<', before)
      .andWhere((old) => old.whereNull('locked_until').orWhere('locked_until', '<', before))
      .delete();
  }

  /** The user's recovery mails of the current window, locked until the transaction ends (made if none). */
  async lockRecovery(userId: number, now: Date, trx: Knex.Transaction): Promise<RecoveryThrottle> {
    await trx('recovery_throttles').insert({ user_id: userId, window_start: now, mails: 0 }).onConflict('user_id').ignore();
    const row = await trx('recovery_throttles')
      .select<Array<{ mails: number; windowStart: Date }>>('mails', 'window_start as windowStart')
      .where({ user_id: userId })
      .forUpdate()
      .first();
    if (!row) throw new Error('recovery_throttles: the row just made is missing');
    return { mails: row.mails, windowStart: row.windowStart.getTime() };
  }

  async saveRecovery(userId: number, throttle: RecoveryThrottle, trx: Knex.Transaction): Promise<void> {
    await trx('recovery_throttles')
      .where({ user_id: userId })
      .update({ mails: throttle.mails, window_start: new Date(throttle.windowStart) });
  }
}

export const throttlesRepository = (deps: Deps) => new ThrottlesRepository(deps.knex);
