import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node';
import { KIOSK_SESSION_IDLE_DAYS } from '@roombook/domain/constants';
import { TEXTS } from '@roombook/domain/messages';
import { KIOSK_PATH } from './paths';
import { sessionCookieOptions } from './session.server';

/**
 * The canteen kiosk's device session in the browser (docs/decisions/038): the device token of
 * `POST /api/kiosk/sign-in`, kept by the web server in a signed httpOnly cookie of its own, `__roombook_kiosk`,
 * never in the user's session cookie (docs/decisions/004) and never in loader data. So a staff member signed in
 * as a user on the same browser and the kiosk do not mix, and a reload keeps the kiosk signed in. Each menu load
 * writes the cookie again, so it lasts as long as the API's idle limit of the device session.
 */
const KIOSK_COOKIE_NAME = '__roombook_kiosk';

interface KioskSessionData {
  token: string;
}
interface KioskFlashData {
  /** Why the kiosk was signed out, shown once on its sign-in. */
  notice: string;
}

const storage = createCookieSessionStorage<KioskSessionData, KioskFlashData>({
  cookie: { name: KIOSK_COOKIE_NAME, ...sessionCookieOptions(), maxAge: KIOSK_SESSION_IDLE_DAYS * 24 * 60 * 60 },
});

export type KioskSession = Session<KioskSessionData, KioskFlashData>;

export const getKioskSession = (request: Request): Promise<KioskSession> => storage.getSession(request.headers.get('Cookie'));
export const commitKioskSession = (session: KioskSession): Promise<string> => storage.commitSession(session);

/** Forgets the device token; with `notice`, the sign-in says why once. Answers the Set-Cookie value. */
export async function forgetKioskToken(session: KioskSession, notice?: string): Promise<string> {
  session.unset('token');
  if (notice) session.flash('notice', notice);
  return commitKioskSession(session);
}

/** The answer to a device token the API no longer takes: back to the kiosk's sign-in, saying why. */
export async function kioskSignedOutRedirect(session: KioskSession): Promise<Response> {
  return redirect(KIOSK_PATH, { headers: { 'Set-Cookie': await forgetKioskToken(session, TEXTS.kiosk.sessionEnded) } });
}
