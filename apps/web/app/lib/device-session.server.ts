import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node';
import { sessionCookieOptions } from './session.server';

interface DeviceSessionData {
  token: string;
}
interface DeviceFlashData {
  /** Why the device was signed out, shown once on its sign-in. */
  notice: string;
}

export type DeviceSession = Session<DeviceSessionData, DeviceFlashData>;

interface DeviceSessionOptions {
  /** The device's own cookie (`__roombook_kiosk`, `__roombook_reception`). */
  cookieName: string;
  /** How long the cookie lasts after it was last written: the API's idle limit of the device session. */
  maxAgeDays: number;
  /** The device's page, where a device the API no longer takes signs in again. */
  path: string;
  /** What its sign-in says then. */
  sessionEnded: string;
}

/**
 * A device's session in the browser (the canteen kiosk, docs/decisions/038; the reception board, 103): the device
 * token of its sign-in, kept by the web server in a signed httpOnly cookie of the device's own, never in the user's
 * session cookie (docs/decisions/004) and never in loader data. So a staff member signed in as a user on the same
 * browser and the device do not mix, and a reload keeps the device signed in. Each load writes the cookie again,
 * so it lasts as long as the API's idle limit.
 */
export function deviceSessions({ cookieName, maxAgeDays, path, sessionEnded }: DeviceSessionOptions) {
  const storage = createCookieSessionStorage<DeviceSessionData, DeviceFlashData>({
    cookie: { name: cookieName, ...sessionCookieOptions(), maxAge: maxAgeDays * 24 * 60 * 60 },
  });
  const get = (request: Request): Promise<DeviceSession> => storage.getSession(request.headers.get('Cookie'));
  const commit = (session: DeviceSession): Promise<string> => storage.commitSession(session);
  /** Forgets the device token; with `notice`, the sign-in says why once. Answers the Set-Cookie value. */
  const forget = async (session: DeviceSession, notice?: string): Promise<string> => {
    session.unset('token');
    if (notice) session.flash('notice', notice);
    return commit(session);
  };
  /** The answer to a device token the API no longer takes: back to the device's sign-in, saying why. */
  const signedOutRedirect = async (session: DeviceSession): Promise<Response> =>
    redirect(path, { headers: { 'Set-Cookie': await forget(session, sessionEnded) } });
  return { get, commit, forget, signedOutRedirect };
}
