import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@roombook/domain/constants';
import { isRole, type Role } from '@roombook/domain/roles';
import type { Deps } from '../../../deps';

const ISSUER = 'roombook-api';
const AUDIENCE = 'roombook';

export interface AccessTokenClaims {
  userId: number;
  role: Role;
  /**
   * The session the token belongs to: the refresh-token family of the sign-in (claim `sid`), so that a
   * password change can end every other session of the user and keep this one. Null for a token without it.
   */
  sessionId: string | null;
}

/** A refresh-token family id (a UUID), as the `sid` claim carries it. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SignedAccessToken {
  token: string;
  /** Expiry as an ISO instant. */
  exp: string;
}

/** How many verified tokens to remember (a token is checked once, then looked up until it expires). */
const VERIFIED_CACHE_SIZE = 10_000;

/** HS256 access tokens that live ACCESS_TOKEN_TTL_SECONDS (15 minutes): sub = user id, role and sid claims. */
export class AccessTokens {
  private readonly secret: Uint8Array;
  /** The secret imported once as a CryptoKey: verifying with it takes half the time of raw bytes. */
  private key: Promise<webcrypto.CryptoKey> | undefined;
  /** token → claims and expiry (ms) of tokens whose signature was verified; oldest evicted first. */
  private readonly verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();

  /** `now`: the API's one clock (deps.now), for the expiry written into a token and the one checked. */
  constructor(
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.secret = new TextEncoder().encode(secret);
  }

  private cryptoKey(): Promise<webcrypto.CryptoKey> {
    this.key ??= webcrypto.subtle.importKey('raw', this.secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.key;
  }

  async sign(claims: AccessTokenClaims, now: Date = this.now()): Promise<SignedAccessToken> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ role: claims.role, ...(claims.sessionId === null ? {} : { sid: claims.sessionId }) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.cryptoKey());
    return { token, exp: new Date(exp * 1000).toISOString() };
  }

  /**
   * The claims of a token whose signature this process has verified, while the token lives; undefined for any
   * other (then `verify` it). Synchronous: a bearer call's usual case (a token seen before) waits for nothing.
   */
  known(token: string): AccessTokenClaims | undefined {
    const known = this.verified.get(token);
    if (known === undefined) return undefined;
    if (known.expiresAt > this.now().getTime()) return known.claims;
    this.verified.delete(token);
    return undefined;
  }

  /** The claims of a valid token; undefined for a forged, expired or malformed one. */
  async verify(token: string): Promise<AccessTokenClaims | undefined> {
    const known = this.known(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, await this.cryptoKey(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp'],
        currentDate: this.now(),
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !isRole(payload.role)) return undefined;
      const sessionId = typeof payload.sid === 'string' && SESSION_ID.test(payload.sid) ? payload.sid : null;
      const claims: AccessTokenClaims = { userId, role: payload.role, sessionId };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }
}

/** An opaque random token (32 bytes, base64url) for refresh and password-reset links. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Opaque tokens are stored only as their SHA-256 (hex). */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const accessTokens = (deps: Deps) => new AccessTokens(deps.config.jwtSecret, deps.now);
