import { KIOSK_SESSION_IDLE_DAYS } from '@roombook/domain/constants';
import { RECEPTION_BOARD_MESSAGES } from '@roombook/domain/reception-board/page';
import { deviceSessions } from './device-session.server';
import { RECEPTION_PATH } from './paths';

/**
 * The reception board's device session in the browser (docs/decisions/103): the device token of
 * `POST /api/reception-board/sign-in` in the board's own cookie, `__roombook_reception` (`deviceSessions`), kept as
 * long as a kiosk's, since the board is a device of the same kind.
 */
const reception = deviceSessions({
  cookieName: '__roombook_reception',
  maxAgeDays: KIOSK_SESSION_IDLE_DAYS,
  path: RECEPTION_PATH,
  sessionEnded: RECEPTION_BOARD_MESSAGES.sessionEnded,
});

export const getReceptionSession = reception.get;
export const commitReceptionSession = reception.commit;
/** Forgets the device token; with `notice`, the sign-in says why once. Answers the Set-Cookie value. */
export const forgetReceptionToken = reception.forget;
