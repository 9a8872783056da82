import type { Knex } from 'knex';
import { afterFailure, afterRecoveryRequest, lockedFor } from '@roombook/domain/auth/rules/sign-in-throttle';
import { SIGN_IN_FAILURES_MAX, SIGN_IN_LOCKS_FORGOTTEN_HOURS } from '@roombook/domain/constants';
import { formatReportDateTime } from '@roombook/domain/reports/format';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';
import { accountLockedMail } from '../emails/mails';
import { outgoingEmails, type OutgoingEmailsRepository } from '../emails/outgoing-emails-repository';
import { usersRepository, type UsersRepository } from '../users/users-repository';
import { throttlesRepository, type ThrottlesRepository } from './throttles-repository';

const MINUTE_MS = 60_000;

/** The key of an e-mail address's sign-in record: as sign-in matches it, whatever its case. */
const addressKey = (email: string): string => email.toLowerCase();

/** A wrong password's outcome: `lockedFor` seconds of lock (0: not locked). */
export interface FailedSignIn {
  lockedFor: number;
}

/**
 * Sign-in and password recovery limited per account, in the database so that every API process counts
 * alike (issue 27, docs/decisions/079). Sign-in is counted per e-mail address, whether or not an account has
 * it, so that an unknown address is answered exactly as a known one; the account's owner is told by e-mail
 * when it locks, once per lock.
 */
export class AccountThrottles {
  constructor(
    private readonly db: Knex,
    private readonly throttles: ThrottlesRepository,
    private readonly users: UsersRepository,
    private readonly emails: OutgoingEmailsRepository,
    private readonly webUrl: string,
  ) {}

  /** How many seconds sign-in with the address stays refused at `now` (0: a password may be checked). */
  async signInLockedFor(email: string, now: Date): Promise<number> {
    return lockedFor(await this.throttles.signIn(addressKey(email)), now.getTime());
  }

  /**
   * Counts a wrong password for the address (docs/decisions/079). The one that locks it queues the lock
   * e-mail to `userId`'s account (none for an unknown address) in the same transaction, so there is one
   * e-mail per lock whichever process counted it.
   */
  async signInFailed(email: string, userId: number | null, now: Date): Promise<FailedSignIn> {
    const key = addressKey(email);
    return this.db.transaction(async (trx) => {
      await this.throttles.createSignIn(key, now, trx);
      const current = await this.throttles.lockSignIn(key, trx);
      const outcome = afterFailure(current, now.getTime());
      if (outcome.kind === 'locked') return { lockedFor: lockedFor(current, now.getTime()) };
      await this.throttles.saveSignIn(key, outcome.throttle, now, trx);
      if (outcome.kind === 'counted') return { lockedFor: 0 };
      await this.throttles.pruneSignIn(new Date(now.getTime() - SIGN_IN_LOCKS_FORGOTTEN_HOURS * 60 * MINUTE_MS), trx);
      if (userId !== null) await this.queueLockMail(userId, outcome.throttle.lockedUntil, trx);
      return { lockedFor: lockedFor(outcome.throttle, now.getTime()) };
    });
  }

  /**
   * A right password for the address: forgets its wrong passwords and locks, unless a parallel request has
   * locked it meanwhile; answers the lock's seconds then (0: signed in).
   */
  async signInSucceeded(email: string, now: Date): Promise<number> {
    const key = addressKey(email);
    return this.db.transaction(async (trx) => {
      const current = await this.throttles.lockSignIn(key, trx);
      const locked = lockedFor(current, now.getTime());
      if (current && locked === 0) await this.throttles.forgetSignIn(key, trx);
      return locked;
    });
  }

  /** A new password (a recovery link proves the mailbox is the owner's) opens the address at once. */
  async forgetSignIn(email: string, trx: Executor): Promise<void> {
    await this.throttles.forgetSignIn(addressKey(email), trx);
  }

  /** Whether another recovery mail may go to the user now (counted; at most RECOVERY_MAILS_MAX a window). */
  async recoveryAllowed(userId: number, now: Date, trx: Knex.Transaction): Promise<boolean> {
    const { throttle, send } = afterRecoveryRequest(await this.throttles.lockRecovery(userId, now, trx), now.getTime());
    await this.throttles.saveRecovery(userId, throttle, trx);
    return send;
  }

  private async queueLockMail(userId: number, lockedUntil: number, trx: Knex.Transaction): Promise<void> {
    const user = await this.users.findById(userId, trx);
    if (!user) return;
    // The minute it opens, rounded up: never a time at which it is still locked.
    const opensAt = formatReportDateTime(new Date(Math.ceil(lockedUntil / MINUTE_MS) * MINUTE_MS).toISOString());
    const recoveryUrl = `${this.webUrl}/forgot-password`;
    await this.emails.enqueue(accountLockedMail(user, { failures: SIGN_IN_FAILURES_MAX, opensAt, recoveryUrl }), trx);
  }
}

export const accountThrottles = (deps: Deps) =>
  new AccountThrottles(deps.knex, deps.get(throttlesRepository), deps.get(usersRepository), deps.get(outgoingEmails), deps.config.webUrl);
