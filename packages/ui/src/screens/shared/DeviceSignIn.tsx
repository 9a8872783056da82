import { Alert } from '../../Alert/Alert';
import { PasswordField } from '../../PasswordField/PasswordField';
import { Select } from '../../Select/Select';
import { SignInLayout } from '../../SignInLayout/SignInLayout';
import type { FieldState, FormScreenProps, SecretFieldState } from './form';
import { PublicForm } from './PublicForm';

/** A device's own words on its sign-in. */
export interface DeviceSignInTexts {
  signInHeading: string;
  signInText: string;
  location: string;
  password: string;
  signIn: string;
  /** What the location list says when no location has the device. */
  noLocations: string;
}

export interface DeviceSignInProps extends FormScreenProps {
  /** The locations that have the device (a canteen, a reception), `{ id, name }` by name. */
  locations: ReadonlyArray<{ id: number; name: string }>;
  locationId?: FieldState;
  password?: SecretFieldState;
  /** Why the device is signed out, when it was signed in before (a new password, a deleted canteen or reception). */
  notice?: string | null;
}

/**
 * The sign-in of a device that staff sign in once (the canteen kiosk, docs/decisions/038; the reception board,
 * 103): its location and its password, then it stays signed in across reloads.
 */
export function DeviceSignIn({ texts, locations, locationId, password, notice, ...form }: DeviceSignInProps & { texts: DeviceSignInTexts }) {
  return (
    <SignInLayout title={texts.signInHeading}>
      {notice ? <Alert kind="info">{notice}</Alert> : null}
      <PublicForm {...form} text={texts.signInText} submitLabel={texts.signIn}>
        <Select
          label={texts.location}
          name="locationId"
          items={locations.map((location) => ({ id: location.id, label: location.name }))}
          defaultSelectedKey={locationId?.defaultValue ? Number(locationId.defaultValue) : null}
          errorMessage={locationId?.errors}
          emptyMessage={texts.noLocations}
          isRequired
        />
        <PasswordField label={texts.password} name="password" autoComplete="off" isRequired errorMessage={password?.errors} />
      </PublicForm>
    </SignInLayout>
  );
}
