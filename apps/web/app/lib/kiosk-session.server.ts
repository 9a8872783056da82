import { KIOSK_SESSION_IDLE_DAYS } from '@roombook/domain/constants';
import { TEXTS } from '@roombook/domain/messages';
import { deviceSessions } from './device-session.server';
import { KIOSK_PATH } from './paths';

/**
 * The canteen kiosk's device session in the browser (docs/decisions/038): the device token of
 * `POST /api/kiosk/sign-in` in the kiosk's own cookie, `__roombook_kiosk` (`deviceSessions`).
 */
const kiosk = deviceSessions({ cookieName: '__roombook_kiosk', maxAgeDays: KIOSK_SESSION_IDLE_DAYS, path: KIOSK_PATH, sessionEnded: TEXTS.kiosk.sessionEnded });

export const getKioskSession = kiosk.get;
export const commitKioskSession = kiosk.commit;
/** Forgets the device token; with `notice`, the sign-in says why once. Answers the Set-Cookie value. */
export const forgetKioskToken = kiosk.forget;
/** The answer to a device token the API no longer takes: back to the kiosk's sign-in, saying why. */
export const kioskSignedOutRedirect = kiosk.signedOutRedirect;
