import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@roombook/domain/messages';
import {
  DEV_SESSION_SECRET,
  MISSING_SECRET_MESSAGE,
  SESSION_COOKIE_NAME,
  TOAST_COOKIE_NAME,
  commitSession,
  endSession,
  getSession,
  getSessionUser,
  needsRefresh,
  sessionCookieOptions,
  storeTokens,
  takeToasts,
} from './session.server';
import { sessionUserFixture, startFakeApi, type FakeApi } from './testing/fake-api';

describe('sessionCookieOptions', () => {
  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => sessionCookieOptions({ NODE_ENV: 'production' })).toThrow(MISSING_SECRET_MESSAGE);
    expect(() => sessionCookieOptions({ NODE_ENV: 'production', SESSION_SECRET: ' , ' })).toThrow(
      MISSING_SECRET_MESSAGE,
    );
  });

  it('is httpOnly, SameSite=Lax, path / and Secure in production', () => {
    expect(sessionCookieOptions({ NODE_ENV: 'production', SESSION_SECRET: 's3cret' })).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      secrets: ['s3cret'],
    });
  });

  it('drops Secure in production only when COOKIE_SECURE=false', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 's3cret' };
    expect(sessionCookieOptions({ ...env, COOKIE_SECURE: 'false' }).secure).toBe(false);
    expect(sessionCookieOptions({ ...env, COOKIE_SECURE: 'true' }).secure).toBe(true);
  });

  it('rotates secrets given comma-separated, the first one signing', () => {
    expect(sessionCookieOptions({ NODE_ENV: 'production', SESSION_SECRET: 'new, old' }).secrets).toEqual(['new', 'old']);
  });

  it('uses a fixed development secret and no Secure flag outside production', () => {
    expect(sessionCookieOptions({ NODE_ENV: 'development' })).toMatchObject({ secure: false, secrets: [DEV_SESSION_SECRET] });
    expect(sessionCookieOptions({})).toMatchObject({ secure: false, secrets: [DEV_SESSION_SECRET] });
  });
});

describe('needsRefresh', () => {
  const now = Date.parse('2030-01-01T10:00:00.000Z');
  it.each([
    ['expires in 31 s', '2030-01-01T10:00:31.000Z', false],
    ['expires in 29 s', '2030-01-01T10:00:29.000Z', true],
    ['already expired', '2030-01-01T09:59:00.000Z', true],
    ['unreadable expiry', 'soon', true],
  ])('%s → %s', (_, exp, expected) => {
    expect(needsRefresh(exp, now)).toBe(expected);
  });
});

/* The session against a real HTTP server standing in for the API. */

let api: FakeApi;
let meToken = 'fresh-token';
let meStatus = 200;
const refreshAnswers = new Map<string, { token: string; refreshToken: string }>();

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

beforeAll(async () => {
  api = await startFakeApi({
    'GET /api/user/me': ({ headers }) =>
      meStatus === 200 && headers.authorization === `Bearer ${meToken}`
        ? { status: 200, body: sessionUserFixture() }
        : { status: 401, body: { message: 'Unauthorized', statusCode: 401 } },
    'POST /api/user/refresh-token': async ({ body }) => {
      const answer = refreshAnswers.get((body as { refreshToken: string }).refreshToken);
      // A little latency, so that parallel requests overlap as parallel loaders do.
      await new Promise((resolve) => setTimeout(resolve, 30));
      return answer
        ? { status: 200, body: { ...answer, exp: inMinutes(15) } }
        : { status: 401, body: { message: 'Unauthorized', statusCode: 401 } };
    },
    'POST /api/user/revoke-token': () => ({ status: 500, body: { message: 'Database unavailable', statusCode: 500 } }),
  });
  process.env.API_URL = api.url;
});

afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

afterEach(() => {
  meToken = 'fresh-token';
  meStatus = 200;
  api.received.length = 0;
});

const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';

/** A browser request carrying a session with these tokens. */
async function requestWithSession(tokens: { token: string; exp: string; refreshToken: string }, userId = 7) {
  const session = await getSession(new Request('http://web.test/'));
  storeTokens(session, tokens, userId);
  const cookie = cookiePair(await commitSession(session));
  return new Request('http://web.test/', { headers: { Cookie: cookie } });
}

const cookiesOf = (headers: Headers) => headers.getSetCookie();

describe('getSessionUser', () => {
  it('answers null without calling the API when there is no session', async () => {
    const result = await getSessionUser(new Request('http://web.test/'));
    expect(result.user).toBeNull();
    expect(api.received).toHaveLength(0);
  });

  it('loads the user with the access token and leaves the cookie alone while the token is fresh', async () => {
    const request = await requestWithSession({ token: 'fresh-token', exp: inMinutes(10), refreshToken: 'r-fresh' });
    const result = await getSessionUser(request);
    expect(result.user?.email).toBe('owner@roombook.test');
    expect(cookiesOf(result.headers)).toEqual([]);
    expect(api.calls('POST', '/api/user/refresh-token')).toHaveLength(0);
  });

  it('refreshes a token about to expire, then stores the new pair in the cookie', async () => {
    refreshAnswers.set('r-old', { token: 'rotated-token', refreshToken: 'r-new' });
    meToken = 'rotated-token';
    const request = await requestWithSession({ token: 'stale', exp: inMinutes(0.25), refreshToken: 'r-old' });
    const result = await getSessionUser(request);
    expect(result.user?.firstName).toBe('Olivia');
    const [setCookie] = cookiesOf(result.headers);
    expect(setCookie).toContain(`${SESSION_COOKIE_NAME}=`);
    const next = await getSession(new Request('http://web.test/', { headers: { Cookie: cookiePair(setCookie ?? '') } }));
    expect(next.get('token')).toBe('rotated-token');
    expect(next.get('refreshToken')).toBe('r-new');
    expect(next.get('userId')).toBe(7);
  });

  it('presents a refresh token once even when parallel loaders all need a refresh', async () => {
    refreshAnswers.set('r-parallel', { token: 'parallel-token', refreshToken: 'r-parallel-2' });
    meToken = 'parallel-token';
    const request = await requestWithSession({ token: 'stale', exp: inMinutes(-1), refreshToken: 'r-parallel' });
    const results = await Promise.all([1, 2, 3].map(() => getSessionUser(request.clone())));
    expect(results.map((r) => r.user?.id)).toEqual([7, 7, 7]);
    expect(api.calls('POST', '/api/user/refresh-token')).toHaveLength(1);
    // A request that arrives a moment later with the old cookie gets the same pair, not a reuse error.
    const later = await getSessionUser(request.clone());
    expect(later.user?.id).toBe(7);
    expect(api.calls('POST', '/api/user/refresh-token')).toHaveLength(1);
  });

  it('signs out to / with the session-expired toast when the API answers 401', async () => {
    meStatus = 401;
    const request = await requestWithSession({ token: 'fresh-token', exp: inMinutes(10), refreshToken: 'r-401' });
    const thrown = await getSessionUser(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    const cookies = response.headers.getSetCookie();
    const cleared = cookies.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    const toastCookie = cookies.find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`)) ?? '';
    const { toasts } = await takeToasts(new Request('http://web.test/', { headers: { Cookie: cookiePair(toastCookie) } }));
    expect(toasts).toMatchObject([{ kind: 'error', message: ERRORS.sessionExpired }]);
  });

  it('signs out when the refresh token is refused', async () => {
    const request = await requestWithSession({ token: 'stale', exp: inMinutes(-5), refreshToken: 'r-unknown' });
    const thrown = await getSessionUser(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });

  it('reports an unreachable API with status 503 for the error boundary', async () => {
    const request = await requestWithSession({ token: 'fresh-token', exp: inMinutes(10), refreshToken: 'r-down' });
    process.env.API_URL = 'http://127.0.0.1:9';
    try {
      const thrown = await getSessionUser(request).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 503 }, data: { statusCode: 503 } });
    } finally {
      process.env.API_URL = api.url;
    }
  });
});

describe('endSession', () => {
  it('revokes the refresh token and clears the session even when the revocation fails', async () => {
    const request = await requestWithSession({ token: 'fresh-token', exp: inMinutes(10), refreshToken: 'r-logout' });
    const setCookie = await endSession(request);
    expect(api.calls('POST', '/api/user/revoke-token')).toMatchObject([
      { body: { refreshToken: 'r-logout' }, headers: { authorization: 'Bearer fresh-token' } },
    ]);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970`));
  });
});

describe('the cookie the browser gets', () => {
  it('is httpOnly and SameSite=Lax on path /', async () => {
    const session = await getSession(new Request('http://web.test/'));
    storeTokens(session, { token: 't', exp: inMinutes(15), refreshToken: 'r' }, 1);
    const setCookie = await commitSession(session);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
  });
});
