import { createHmac, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { LoginResponse, TokenPair } from '@roombook/domain/auth/schemas';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_DAYS } from '@roombook/domain/constants';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { HttpError, notFound, unauthorized } from '../../../errors';
import { accountThrottles, type AccountThrottles } from './account-throttles';
import type { Deps } from '../../../deps';
import { usersRepository, type SessionUserRecord, type UserRecord, type UsersRepository } from '../users/users-repository';
import { usersService, type UsersService } from '../users/users-service';
import { authRepository, type AuthRepository } from './auth-repository';
import { passwordLinks, type PasswordLinks } from './password-links';
import { getDummyHash, hashPassword, verifyPassword } from './passwords';
import { accessTokens, type AccessTokens, hashOpaqueToken, newOpaqueToken } from './tokens';

const DAY_MS = 86_400_000;

const invalidCredentials = (): HttpError => new HttpError(401, ERRORS.invalidCredentials);
const invalidResetToken = (): HttpError => new HttpError(400, SERVER_MESSAGES.resetTokenInvalid);
const signInLocked = (seconds: number): HttpError => new HttpError(429, SERVER_MESSAGES.signInLocked(seconds));

export interface AuthServiceDeps {
  db: Knex;
  users: UsersRepository;
  usersService: UsersService;
  auth: AuthRepository;
  /** The recovery mail's link (invitations are PasswordLinks' too, for Manage users and Manage companies). */
  links: PasswordLinks;
  tokens: AccessTokens;
  /** Sign-in and recovery limited per account (docs/decisions/079). */
  throttles: AccountThrottles;
  /** Derives a rotated refresh token from the consumed one (the API's JWT secret). */
  refreshSecret: string;
  /** The clock (tests). */
  now?: () => Date;
}

/** Who makes a bearer call: the user, and the session (refresh-token family) their access token belongs to. */
export interface Principal {
  user: SessionUserRecord;
  /** Null for an access token that names no session. */
  sessionId: string | null;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * The user (and session) behind an `Authorization: Bearer …` header; anything else is 401, and so is an
   * access token of a session that has ended (signed out, or ended by a password change), at once on every
   * API process (docs/decisions/078).
   */
  async authenticate(authorization: string | undefined): Promise<Principal> {
    const match = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    const token = match?.[1];
    if (token === undefined) throw unauthorized();
    // A token seen before is answered at once; only a new one waits for its signature check.
    const claims = this.deps.tokens.known(token) ?? (await this.deps.tokens.verify(token));
    if (!claims) throw unauthorized();
    return { user: await this.deps.usersService.signedIn(claims.userId, claims.sessionId), sessionId: claims.sessionId };
  }

  /**
   * Sign-in. A wrong email and a wrong password get the same 401 and take about as long: an unknown
   * email is verified against a dummy hash. Wrong passwords are counted per e-mail address, known or not
   * (docs/decisions/079): the SIGN_IN_FAILURES_MAX-th within the window locks the address, and while it is
   * locked every sign-in with it, the right password too, is 429 without a password being checked;
   * `setRetryAfter` gets the lock's seconds. The owner of a locked account is told by e-mail.
   */
  async login(email: string, password: string, setRetryAfter: (seconds: number) => void = () => undefined): Promise<LoginResponse> {
    const { throttles } = this.deps;
    const refuse = (seconds: number): HttpError => {
      setRetryAfter(seconds);
      return signInLocked(seconds);
    };
    const locked = await throttles.signInLockedFor(email, this.now());
    if (locked > 0) throw refuse(locked);
    const credentials = await this.deps.users.findCredentialsByEmail(email);
    const known = credentials !== undefined && credentials.passwordHash !== null;
    const right = await verifyPassword(known ? credentials.passwordHash! : await getDummyHash(), password);
    if (!known || !right) {
      const failed = await throttles.signInFailed(email, known ? credentials.id : null, this.now());
      throw failed.lockedFor > 0 ? refuse(failed.lockedFor) : invalidCredentials();
    }
    const lockedMeanwhile = await throttles.signInSucceeded(email, this.now());
    if (lockedMeanwhile > 0) throw refuse(lockedMeanwhile);
    const user = await this.deps.usersService.principal(credentials.id);
    const pair = await this.issuePair(user, randomUUID());
    return { ...pair, user: this.deps.usersService.toProfileUser(user) };
  }

  /**
   * Rotation: the presented token is consumed and a new pair answered. The new refresh token is derived
   * from the consumed one (an HMAC under the server's secret) and the access token is signed with the
   * moment of consumption, so the same consumed token presented again within REFRESH_REUSE_GRACE_MS (two
   * tabs, two web processes refreshing at once) answers the very same pair, from any API process. A
   * consumed token presented later, or after its successor has itself been rotated, revoked or expired,
   * means it was stolen or replayed: the whole family is revoked and the answer is 401.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const { db, auth, usersService } = this.deps;
    const tokenHash = hashOpaqueToken(refreshToken);
    const now = this.now();
    const outcome = await db.transaction(async (trx) => {
      const row = await auth.findRefreshToken(tokenHash, trx, true);
      if (!row || row.revokedAt !== null) return { ok: false as const };
      if (row.expiresAt.getTime() <= now.getTime()) return { ok: false as const };
      const user = await usersService.findById(row.userId, trx);
      if (!user) return { ok: false as const };
      const next = this.successorOf(refreshToken);
      if (row.consumedAt !== null) {
        const successor = row.replacedBy === null ? undefined : await auth.findRefreshTokenById(row.replacedBy, trx);
        const withinGrace = now.getTime() - row.consumedAt.getTime() < REFRESH_REUSE_GRACE_MS;
        const successorUnused =
          successor !== undefined &&
          successor.consumedAt === null &&
          successor.revokedAt === null &&
          successor.tokenHash === hashOpaqueToken(next);
        if (!withinGrace || !successorUnused) {
          await auth.revokeFamily(row.familyId, trx);
          return { ok: false as const };
        }
        return { ok: true as const, user, familyId: row.familyId, refreshToken: next, issuedAt: row.consumedAt };
      }
      const nextId = await auth.insertRefreshToken(
        { tokenHash: hashOpaqueToken(next), familyId: row.familyId, userId: user.id, expiresAt: this.refreshExpiry(now) },
        trx
      );
      // Whole seconds: the access token is signed with this instant and must come out the same again.
      const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
      await auth.markConsumed(row.id, nextId, issuedAt, trx);
      return { ok: true as const, user, familyId: row.familyId, refreshToken: next, issuedAt };
    });
    if (!outcome.ok) throw unauthorized();
    const access = await this.deps.tokens.sign(
      { userId: outcome.user.id, role: outcome.user.role, sessionId: outcome.familyId },
      outcome.issuedAt
    );
    return { ...access, refreshToken: outcome.refreshToken };
  }

  /** The refresh token a token is rotated into: the same for every API process that shares the secret. */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.deps.refreshSecret).update(`refresh-successor:${refreshToken}`).digest('base64url');
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Sign-out: revokes the family of a refresh token that belongs to the caller. */
  async revoke(actor: UserRecord, refreshToken: string): Promise<void> {
    const row = await this.deps.auth.findRefreshToken(hashOpaqueToken(refreshToken));
    if (!row || row.userId !== actor.id) throw notFound();
    await this.deps.auth.revokeFamily(row.familyId);
  }

  /** Work that runs after its request has been answered (so that answers do not reveal what it found). */
  private readonly background = new Set<Promise<void>>();

  /** Resolves when the background work started so far has finished (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  /**
   * Password recovery: the same answer, after the same work (one look-up by e-mail), whether or not the
   * e-mail belongs to a user; for a user, the reset token and the recovery e-mail are then written in the
   * background, so the answer's timing does not tell that the account exists. A failure there is logged.
   * At most RECOVERY_MAILS_MAX recovery mails go to one account in RECOVERY_WINDOW_MINUTES; further requests
   * get the same answer and queue nothing (docs/decisions/079).
   */
  async forgotPassword(email: string, log: (error: unknown) => void = () => undefined): Promise<void> {
    const credentials = await this.deps.users.findCredentialsByEmail(email);
    if (!credentials) return;
    const work = this.queueRecovery(credentials.id).catch(log);
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  private async queueRecovery(userId: number): Promise<void> {
    const { db, users, links, throttles } = this.deps;
    await db.transaction(async (trx) => {
      const user = await users.findById(userId, trx);
      if (!user || !(await throttles.recoveryAllowed(user.id, this.now(), trx))) return;
      // The link is a secret: the outbox keeps a placeholder in the text and the link sealed.
      await links.recover(user, trx);
    });
  }

  async validateResetToken(token: string): Promise<void> {
    const row = await this.deps.auth.findResetToken(hashOpaqueToken(token));
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= this.now().getTime()) throw invalidResetToken();
  }

  /**
   * Sets the password with a single-use reset token and signs the user out everywhere; a locked sign-in of
   * the account opens at once (the link proves the mailbox is the owner's).
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const { db, auth, users, throttles } = this.deps;
    const passwordHash = await hashPassword(password);
    const ok = await db.transaction(async (trx) => {
      const row = await auth.findResetToken(hashOpaqueToken(token), trx, true);
      if (!row || row.usedAt !== null || row.expiresAt.getTime() <= this.now().getTime()) return false;
      await auth.useAllResetTokensOfUser(row.userId, trx);
      await users.update(row.userId, { passwordHash, firstLogin: false }, trx);
      await auth.revokeAllOfUser(row.userId, trx);
      const user = await users.findById(row.userId, trx);
      if (user) await throttles.forgetSignIn(user.email, trx);
      return true;
    });
    if (!ok) throw invalidResetToken();
  }

  private refreshExpiry(now: Date = this.now()): Date {
    return new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS);
  }

  private async issuePair(user: UserRecord, familyId: string): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    await this.deps.auth.insertRefreshToken({
      tokenHash: hashOpaqueToken(refreshToken),
      familyId,
      userId: user.id,
      expiresAt: this.refreshExpiry(),
    });
    const access = await this.deps.tokens.sign({ userId: user.id, role: user.role, sessionId: familyId });
    return { ...access, refreshToken };
  }
}

export const authService = (deps: Deps) =>
  new AuthService({
    db: deps.knex,
    users: deps.get(usersRepository),
    usersService: deps.get(usersService),
    auth: deps.get(authRepository),
    links: deps.get(passwordLinks),
    tokens: deps.get(accessTokens),
    throttles: deps.get(accountThrottles),
    refreshSecret: deps.config.jwtSecret,
    now: deps.now,
  });
