import { createCookieSessionStorage, redirect, type CookieOptions, type Session } from '@remix-run/node';
import { contract } from '@roombook/domain/contract/index';
import { REFUSALS, sessionSecrets, startupSettings, type Environment } from '@roombook/domain/settings';
import { REFRESH_TOKEN_TTL_DAYS } from '@roombook/domain/constants';
import { ERRORS, displayErrorMessage } from '@roombook/domain/messages';
import type { TokenPair } from '@roombook/domain/auth/schemas';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { apiErrorData, callApi, isApiCallError } from './api.server';
import { createDeduper } from './dedupe.server';

/* ------------------------------------------------------------------------------------------------ */
/* Cookie settings                                                                                   */
/* ------------------------------------------------------------------------------------------------ */

export const SESSION_COOKIE_NAME = '__roombook';
export const TOAST_COOKIE_NAME = '__roombook_toast';
/** Used only outside production, so that `npm run dev` works without configuration. */
export const DEV_SESSION_SECRET = 'roombook-development-secret-not-for-production';
export const MISSING_SECRET_MESSAGE = REFUSALS.sessionSecret;

/**
 * The session cookie's options, from the environment (parsed by the one settings schema): httpOnly,
 * SameSite=Lax, path '/', `Secure` in production unless `COOKIE_SECURE=false` (plain-HTTP deployments such as
 * a local `npm start`), signed with `SESSION_SECRET` (comma-separated for rotation; the first signs).
 * Production without a secret throws (docs/decisions/074).
 */
export function sessionCookieOptions(env: Environment = process.env): CookieOptions & { secrets: string[] } {
  const settings = startupSettings(env, 'web');
  const production = settings.NODE_ENV === 'production';
  const secrets = sessionSecrets(settings);
  if (secrets.length === 0) secrets.push(DEV_SESSION_SECRET);
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: production && settings.COOKIE_SECURE !== false,
    secrets,
  };
}

const cookieOptions = sessionCookieOptions();

/** What the web server keeps about a signed-in user. Nothing of it reaches the browser except this cookie. */
interface SessionData {
  /** The API access token (a JWT that lives 15 minutes). */
  token: string;
  /** The access token's expiry, an ISO instant. */
  exp: string;
  refreshToken: string;
  userId: number;
}

const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: SESSION_COOKIE_NAME,
    ...cookieOptions,
    // Like the spec's local storage, a sign-in outlives the browser; the refresh token bounds it.
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  },
});

/* ------------------------------------------------------------------------------------------------ */
/* Toasts                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

export type ToastKind = 'success' | 'info' | 'error';
export interface FlashToast {
  id: string;
  kind: ToastKind;
  message: string;
}

/**
 * Toasts travel as flash data in their own small cookie, so that a loader that rotates the tokens in
 * parallel with the root loader (which consumes the toasts) cannot write a stale copy of them back.
 */
const toastStorage = createCookieSessionStorage<Record<string, never>, { toasts: FlashToast[] }>({
  cookie: { name: TOAST_COOKIE_NAME, ...cookieOptions },
});

const toastId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Adds toasts for the next page the browser loads; answers the Set-Cookie value. */
export async function flashToasts(
  request: Request,
  toasts: ReadonlyArray<{ kind: ToastKind; message: string }>,
): Promise<string> {
  const session = await toastStorage.getSession(request.headers.get('Cookie'));
  const pending = session.get('toasts') ?? [];
  session.flash('toasts', [...pending, ...toasts.map((t) => ({ ...t, id: toastId() }))]);
  return toastStorage.commitSession(session);
}

/** Takes the pending toasts; the Set-Cookie value clears them (null when there were none). */
export async function takeToasts(request: Request): Promise<{ toasts: FlashToast[]; setCookie: string | null }> {
  const cookie = request.headers.get('Cookie');
  const session = await toastStorage.getSession(cookie);
  const toasts = session.get('toasts') ?? [];
  if (toasts.length === 0) return { toasts, setCookie: null };
  return { toasts, setCookie: await toastStorage.commitSession(session) };
}

/* ------------------------------------------------------------------------------------------------ */
/* The token session                                                                                 */
/* ------------------------------------------------------------------------------------------------ */

export type RoombookSession = Session<SessionData>;

export const getSession = (request: Request): Promise<RoombookSession> =>
  sessionStorage.getSession(request.headers.get('Cookie'));

export const commitSession = (session: RoombookSession): Promise<string> => sessionStorage.commitSession(session);
const destroySession = (session: RoombookSession): Promise<string> => sessionStorage.destroySession(session);

/** Stores a fresh sign-in (or a rotated token pair) in the session. */
export function storeTokens(session: RoombookSession, tokens: TokenPair, userId: number): void {
  session.set('token', tokens.token);
  session.set('exp', tokens.exp);
  session.set('refreshToken', tokens.refreshToken);
  session.set('userId', userId);
}

/** An access token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 30_000;
/** How long a refresh result is handed to other requests that present the same (now consumed) token. */
const REFRESH_REUSE_MS = 30_000;

const refreshes = createDeduper((refreshToken: string) => callApi(contract.auth.refreshToken, { body: { refreshToken } }), {
  reuseMs: REFRESH_REUSE_MS,
});

/** True when the access token expires within the refresh margin (or its expiry cannot be read). */
export const needsRefresh = (exp: string, now: number = Date.now()): boolean => {
  const expiresAt = Date.parse(exp);
  return Number.isNaN(expiresAt) || expiresAt - now < REFRESH_MARGIN_MS;
};

export interface SessionTokens {
  session: RoombookSession;
  token: string;
  userId: number;
  refreshToken: string;
  /** Set-Cookie values to send back (the rotated tokens); empty when nothing changed. */
  setCookies: string[];
}

/** The answer that signs the browser out to '/', telling the user why (spec §4, §8: a 401 signs out). */
export async function sessionExpiredRedirect(request: Request, session?: RoombookSession): Promise<Response> {
  const current = session ?? (await getSession(request));
  const headers = new Headers();
  headers.append('Set-Cookie', await destroySession(current));
  headers.append(
    'Set-Cookie',
    await flashToasts(request, [{ kind: 'error', message: displayErrorMessage(ERRORS.unauthorized) }]),
  );
  return redirect('/', { headers });
}

/**
 * The session's tokens, refreshed first when the access token is about to expire. Null when signed out.
 * A refused refresh throws the sign-out redirect.
 */
export async function getSessionTokens(request: Request): Promise<SessionTokens | null> {
  const session = await getSession(request);
  const token = session.get('token');
  const exp = session.get('exp');
  const refreshToken = session.get('refreshToken');
  const userId = session.get('userId');
  if (!token || !exp || !refreshToken || userId === undefined) return null;
  if (!needsRefresh(exp)) return { session, token, userId, refreshToken, setCookies: [] };

  let pair: TokenPair;
  try {
    pair = await refreshes.run(refreshToken);
  } catch (error) {
    // Any refusal (consumed, revoked or expired refresh token) ends the sign-in; 5xx and 503 pass through.
    if (isApiCallError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      throw await sessionExpiredRedirect(request, session);
    }
    throw error;
  }
  storeTokens(session, pair, userId);
  return {
    session,
    token: pair.token,
    userId,
    refreshToken: pair.refreshToken,
    setCookies: [await commitSession(session)],
  };
}

const headersWithCookies = (setCookies: readonly string[]): Headers => {
  const headers = new Headers();
  for (const value of setCookies) headers.append('Set-Cookie', value);
  return headers;
};

export interface SessionUserResult {
  user: SessionUser | null;
  /** Only present when signed in. */
  tokens: SessionTokens | null;
  /** Set-Cookie headers to return with the answer (empty when the session did not change). */
  headers: Headers;
}

/**
 * The signed-in user (`GET /api/user/me`) or null. Refreshes the access token when it is about to expire;
 * any 401 destroys the session and throws a redirect to '/' with the 'session expired' toast. Other API
 * failures are thrown as error data (`{ message, statusCode }` with that status) for the error boundary.
 */
export async function getSessionUser(request: Request): Promise<SessionUserResult> {
  try {
    const tokens = await getSessionTokens(request);
    if (!tokens) return { user: null, tokens: null, headers: new Headers() };
    try {
      const user = await callApi(contract.auth.me, { token: tokens.token });
      return { user, tokens, headers: headersWithCookies(tokens.setCookies) };
    } catch (error) {
      if (isApiCallError(error) && error.statusCode === 401) throw await sessionExpiredRedirect(request, tokens.session);
      throw error;
    }
  } catch (error) {
    // The API is down or misbehaving: the screen's error boundary shows its message with its status.
    if (isApiCallError(error)) throw apiErrorData(error);
    throw error;
  }
}

/**
 * Signs out: revokes the refresh token's family at the API (refreshing the access token first when it has
 * expired; any failure there does not keep the user signed in) and answers the Set-Cookie value that clears
 * the session. Pass the tokens when this request already holds them (they may have been rotated by it).
 */
export async function endSession(request: Request, current?: SessionTokens): Promise<string> {
  try {
    const tokens = current ?? (await getSessionTokens(request));
    if (tokens) {
      await callApi(contract.auth.revokeToken, { token: tokens.token, body: { refreshToken: tokens.refreshToken } });
    }
  } catch (error) {
    if (!(error instanceof Response)) {
      console.warn('revoke-token failed:', error instanceof Error ? error.message : error);
    }
  }
  return destroySession(current?.session ?? (await getSession(request)));
}
