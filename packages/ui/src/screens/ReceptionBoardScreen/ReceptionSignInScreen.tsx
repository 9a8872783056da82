import { RECEPTION_BOARD_MESSAGES as T } from '@roombook/domain/reception-board/page';
import type { ReceptionBoardLocation } from '@roombook/domain/reception-board/schemas';
import { DeviceSignIn, type DeviceSignInProps } from '../shared/DeviceSignIn';

const SIGN_IN_TEXTS = { ...T, noLocations: T.noReceptions };

export interface ReceptionSignInScreenProps extends DeviceSignInProps {
  /** The locations that have a reception (`GET /api/reception-board/locations`). */
  locations: readonly ReceptionBoardLocation[];
}

/**
 * The reception board's own sign-in (/reception signed out, docs/decisions/103), as the canteen kiosk's: the
 * staff choose the reception's location and type the reception password, once per device; it stays signed in
 * across reloads.
 */
export function ReceptionSignInScreen(props: ReceptionSignInScreenProps) {
  return <DeviceSignIn {...props} texts={SIGN_IN_TEXTS} />;
}
