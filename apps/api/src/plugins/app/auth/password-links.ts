import { INVITATION_TTL_DAYS, RESET_TOKEN_TTL_MS } from '@roombook/domain/constants';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';
import { invitationMail, recoveryMail, type InvitationPlace, type Recipient } from '../emails/mails';
import { outgoingEmails, type OutgoingEmailsRepository } from '../emails/outgoing-emails-repository';
import { authRepository, type AuthRepository } from './auth-repository';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

const DAY_MS = 86_400_000;

/**
 * The mails with a single-use link to /reset-password: the recovery of a forgotten password, and the
 * invitation of a new user (an administrator's new user, a new company's administrator, a canteen manager).
 * Each is queued in the caller's transaction, so that the mail exists exactly when its token (and the new
 * user) does; only the token's hash is stored. Sign-in (AuthService), Manage users (UsersService) and
 * Manage companies (CompaniesService) use it, and it uses none of them (docs/decisions/063).
 */
export class PasswordLinks {
  constructor(
    private readonly tokens: AuthRepository,
    private readonly emails: OutgoingEmailsRepository,
    private readonly webUrl: string,
    private readonly now: () => Date,
  ) {}

  /** Queues the recovery mail of a forgotten password: its link works for {@link RESET_TOKEN_TTL_MS}. */
  async recover(user: Recipient & { id: number }, trx: Executor): Promise<void> {
    const link = await this.newLink(user.id, RESET_TOKEN_TTL_MS, trx);
    await this.emails.enqueue(recoveryMail(user, link), trx);
  }

  /** Queues a new user's invitation: its link sets the first password within {@link INVITATION_TTL_DAYS} days. */
  async invite(user: Recipient & { id: number }, trx: Executor, place?: InvitationPlace): Promise<void> {
    const link = await this.newLink(user.id, INVITATION_TTL_DAYS * DAY_MS, trx);
    await this.emails.enqueue(invitationMail(user, link, INVITATION_TTL_DAYS, place), trx);
  }

  /** A single-use link to /reset-password (the outbox keeps it sealed, the database only its hash). */
  private async newLink(userId: number, ttlMs: number, trx: Executor): Promise<string> {
    const token = newOpaqueToken();
    await this.tokens.insertResetToken({ tokenHash: hashOpaqueToken(token), userId, expiresAt: new Date(this.now().getTime() + ttlMs) }, trx);
    return `${this.webUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }
}

export const passwordLinks = (deps: Deps) => new PasswordLinks(deps.get(authRepository), deps.get(outgoingEmails), deps.config.webUrl, deps.now);
