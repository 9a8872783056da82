import type { KioskLocation } from '@roombook/domain/kiosk/schemas';
import { TEXTS } from '@roombook/domain/messages';
import { Alert } from '../../Alert/Alert';
import { PasswordField } from '../../PasswordField/PasswordField';
import { Select } from '../../Select/Select';
import { SignInLayout } from '../../SignInLayout/SignInLayout';
import type { FieldState, FormScreenProps, SecretFieldState } from '../shared/form';
import { PublicForm } from '../shared/PublicForm';

const T = TEXTS.kiosk;

export interface KioskSignInScreenProps extends FormScreenProps {
  /** The locations that have a canteen (`GET /api/kiosk/locations`). */
  locations: readonly KioskLocation[];
  locationId?: FieldState;
  password?: SecretFieldState;
  /** Why the kiosk is signed out, when it was signed in before (a new canteen password, a deleted canteen). */
  notice?: string | null;
}

/**
 * The kiosk's own sign-in (/kiosk signed out, docs/decisions/038): the staff choose the canteen's location and
 * type the canteen password, once per device; it stays signed in across reloads.
 */
export function KioskSignInScreen({ locations, locationId, password, notice, ...form }: KioskSignInScreenProps) {
  return (
    <SignInLayout title={T.signInHeading}>
      {notice ? <Alert kind="info">{notice}</Alert> : null}
      <PublicForm {...form} text={T.signInText} submitLabel={T.signIn}>
        <Select
          label={T.location}
          name="locationId"
          items={locations.map((location) => ({ id: location.id, label: location.name }))}
          defaultSelectedKey={locationId?.defaultValue ? Number(locationId.defaultValue) : null}
          errorMessage={locationId?.errors}
          emptyMessage={T.noCanteens}
          isRequired
        />
        <PasswordField label={T.password} name="password" autoComplete="off" isRequired errorMessage={password?.errors} />
      </PublicForm>
    </SignInLayout>
  );
}
