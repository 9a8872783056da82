import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@roombook/domain/messages';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { action as updatePasswordAction } from '~/routes/update-password';
import { action as resetPasswordAction } from '~/routes/reset-password';
import { action as signInAction } from '~/routes/_index';
import { SESSION_COOKIE_NAME, TOAST_COOKIE_NAME, commitSession, getSession, storeTokens, takeToasts } from './session.server';
import { sessionUserFixture, serveFakeApi } from './testing/fake-api';

/*
 * The route actions, run as Remix runs them, against a real HTTP server standing in for the API. What the
 * browser would notice: the cookies it is told to keep, the toasts it will show, where it is sent.
 */

let updateReply: { status: number; body: unknown } = { status: 200, body: null };
const refreshAnswers = new Map<string, { token: string; refreshToken: string }>();
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const newcomer = sessionUserFixture({ firstLogin: true, role: 'User', company: null });

const api = serveFakeApi({
  'GET /api/user/me': ({ headers }) =>
    headers.authorization === 'Bearer rotated-token' || headers.authorization === 'Bearer fresh-token'
      ? { status: 200, body: newcomer }
      : { status: 401, body: { message: 'Unauthorized', statusCode: 401 } },
  'POST /api/user/refresh-token': ({ body }) => {
    const answer = refreshAnswers.get((body as { refreshToken: string }).refreshToken);
    return answer
      ? { status: 200, body: { ...answer, exp: inMinutes(15) } }
      : { status: 401, body: { message: 'Unauthorized', statusCode: 401 } };
  },
  'PUT /api/user/7': () => updateReply,
  'POST /api/user/revoke-token': () => ({ status: 200, body: { message: 'Signed out' } }),
  'POST /api/user/reset-password': () => ({ status: 200, body: { message: 'Password successfully reset' } }),
  'POST /api/user/login': () => ({ status: 401, body: { message: 'Invalid email or password', statusCode: 401 } }),
});

afterEach(() => {
  updateReply = { status: 200, body: null };
});

const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';

/** A browser's POST of a form to a path, with a session holding these tokens. */
async function post(path: string, form: Record<string, string>, tokens?: { token: string; exp: string; refreshToken: string }) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  if (tokens) {
    const session = await getSession(new Request('http://web.test/'));
    storeTokens(session, tokens, 7);
    headers.set('Cookie', cookiePair(await commitSession(session)));
  }
  return new Request(`http://web.test${path}`, { method: 'POST', headers, body: new URLSearchParams(form) });
}

/** The Set-Cookie values an action's answer carries, whether it returned data or threw a redirect. */
async function run(action: () => Promise<unknown>): Promise<{ setCookies: string[]; location: string | null; data: unknown }> {
  const answer = await action().catch((thrown: unknown) => thrown);
  if (answer instanceof Response) {
    return { setCookies: answer.headers.getSetCookie(), location: answer.headers.get('Location'), data: null };
  }
  const { data, init } = answer as { data: unknown; init: { headers: Headers } };
  return { setCookies: new Headers(init.headers).getSetCookie(), location: null, data };
}

/** The session a Set-Cookie value would leave in the browser. */
const sessionFrom = (setCookies: string[]) => {
  const value = setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`)).at(-1) ?? '';
  return getSession(new Request('http://web.test/', { headers: { Cookie: cookiePair(value) } }));
};

const toastsFrom = async (setCookies: string[]) => {
  const value = setCookies.find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`)) ?? '';
  return (await takeToasts(new Request('http://web.test/', { headers: { Cookie: cookiePair(value) } }))).toasts;
};

describe('/update-password keeps a session that its guard rotated', () => {
  const expiring = (refreshToken: string) => ({ token: 'stale', exp: inMinutes(0.1), refreshToken });

  it('answers the rotated refresh token with a form that has errors (else the next refresh revokes the family)', async () => {
    refreshAnswers.set('r-invalid-form', { token: 'rotated-token', refreshToken: 'r-rotated-1' });
    const request = await post('/update-password', { password: 'secret1', confirmPassword: 'other' }, expiring('r-invalid-form'));
    const { setCookies, data } = await run(() => updatePasswordAction({ request, context: {}, params: {} }));
    expect((await sessionFrom(setCookies)).get('refreshToken')).toBe('r-rotated-1');
    expect(data).toMatchObject({ ok: false, result: { error: { confirmPassword: ['Passwords must match'] } } });
    expect(api.calls('PUT', '/api/user/7')).toHaveLength(0);
  });

  it('answers the rotated refresh token when the API refuses the update, with its message as a toast', async () => {
    refreshAnswers.set('r-refused', { token: 'rotated-token', refreshToken: 'r-rotated-2' });
    updateReply = { status: 409, body: { message: 'A user with this email already exists', statusCode: 409 } };
    const request = await post('/update-password', { password: 'secret1', confirmPassword: 'secret1' }, expiring('r-refused'));
    const { setCookies, data } = await run(() => updatePasswordAction({ request, context: {}, params: {} }));
    expect((await sessionFrom(setCookies)).get('refreshToken')).toBe('r-rotated-2');
    expect(data).toMatchObject({ ok: false, error: { statusCode: 409 } });
    expect(await toastsFrom(setCookies)).toMatchObject([{ kind: 'error', message: 'A user with this email already exists' }]);
    // The call went out with the rotated token, not the stale one.
    expect(api.calls('PUT', '/api/user/7')[0]?.headers.authorization).toBe('Bearer rotated-token');
  });

  it('signs out after a successful update: revokes the rotated token, clears the session, toasts and goes to /', async () => {
    refreshAnswers.set('r-success', { token: 'rotated-token', refreshToken: 'r-rotated-3' });
    updateReply = { status: 200, body: { ...newcomer, firstLogin: false } };
    const request = await post('/update-password', { password: 'secret1', confirmPassword: 'secret1' }, expiring('r-success'));
    const { setCookies, location } = await run(() => updatePasswordAction({ request, context: {}, params: {} }));
    expect(location).toBe('/');
    expect(api.calls('POST', '/api/user/revoke-token')).toMatchObject([{ body: { refreshToken: 'r-rotated-3' } }]);
    expect((await sessionFrom(setCookies)).get('token')).toBeUndefined();
    expect(await toastsFrom(setCookies)).toMatchObject([{ kind: 'success', message: USER_MESSAGES.profileUpdated }]);
  });

  it('signs out with the session-expired toast when the API answers 401', async () => {
    updateReply = { status: 401, body: { message: 'Unauthorized', statusCode: 401 } };
    const request = await post('/update-password', { password: 'secret1', confirmPassword: 'secret1' }, {
      token: 'fresh-token',
      exp: inMinutes(10),
      refreshToken: 'r-401',
    });
    const { setCookies, location } = await run(() => updatePasswordAction({ request, context: {}, params: {} }));
    expect(location).toBe('/');
    expect((await sessionFrom(setCookies)).get('token')).toBeUndefined();
    expect(await toastsFrom(setCookies)).toMatchObject([{ kind: 'error', message: ERRORS.sessionExpired }]);
  });
});

describe('public form actions', () => {
  it("reset-password sends the browser's address, so the API limits each client on its own", async () => {
    const request = await post('/reset-password', { token: 'tok', password: 'secret1', confirmPassword: 'secret1' });
    const { location, setCookies } = await run(() =>
      resetPasswordAction({ request, context: { clientAddress: '198.51.100.23' }, params: {} }),
    );
    expect(location).toBe('/');
    expect(api.calls('POST', '/api/user/reset-password')[0]?.headers['x-forwarded-for']).toBe('198.51.100.23');
    expect(await toastsFrom(setCookies)).toMatchObject([{ kind: 'success', message: 'Password successfully reset' }]);
  });

  it('sign-in shows the server message in the form and in one toast, and never echoes the password', async () => {
    const request = await post('/?index', { email: 'owner@roombook.test', password: 'wrong-one' });
    const { data, setCookies } = await run(() => signInAction({ request, context: { clientAddress: '203.0.113.4' }, params: {} }));
    expect(data).toMatchObject({ ok: false, result: { error: { '': ['Invalid email or password'] } } });
    expect(JSON.stringify(data)).not.toContain('wrong-one');
    expect(await toastsFrom(setCookies)).toMatchObject([{ kind: 'error', message: 'Invalid email or password' }]);
    expect(api.calls('POST', '/api/user/login')[0]?.headers['x-forwarded-for']).toBe('203.0.113.4');
  });
});

describe('a form action given a body that is not a form', () => {
  const postBody = (contentType: string | null, body: string) =>
    new Request('http://web.test/?index', { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body });

  it.each([
    ['JSON', 'application/json', '{"email":"owner@roombook.test","password":"roombook"}', 415],
    ['plain text', 'text/plain', 'email=owner@roombook.test', 415],
    ['no type', null, 'email=owner@roombook.test', 415],
    ['a multipart body without its parts', 'multipart/form-data; boundary=x', 'not multipart', 400],
  ])('answers %s with a 4xx and never calls the API', async (_name, contentType, body, status) => {
    const thrown = await signInAction({ request: postBody(contentType, body), context: {}, params: {} }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(status);
    expect(api.calls('POST', '/api/user/login')).toEqual([]);
  });
});
