import type { KioskLocation } from '@roombook/domain/kiosk/schemas';
import { TEXTS } from '@roombook/domain/messages';
import { DeviceSignIn, type DeviceSignInProps } from '../shared/DeviceSignIn';

const T = TEXTS.kiosk;
const SIGN_IN_TEXTS = { ...T, noLocations: T.noCanteens };

export interface KioskSignInScreenProps extends DeviceSignInProps {
  /** The locations that have a canteen (`GET /api/kiosk/locations`). */
  locations: readonly KioskLocation[];
}

/**
 * The kiosk's own sign-in (/kiosk signed out, docs/decisions/038): the staff choose the canteen's location and
 * type the canteen password, once per device; it stays signed in across reloads.
 */
export function KioskSignInScreen(props: KioskSignInScreenProps) {
  return <DeviceSignIn {...props} texts={SIGN_IN_TEXTS} />;
}
