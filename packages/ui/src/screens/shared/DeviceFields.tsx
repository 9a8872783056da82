import { PasswordField } from '../../PasswordField/PasswordField';
import { Select } from '../../Select/Select';
import type { EntityFormFields, EntityFormValues } from './EntityFormDialog';

export interface DeviceFieldsProps<V extends EntityFormValues & { locationId: number | null; password: string }> {
  fields: EntityFormFields<V>;
  /** The locations to choose from (GET /api/location/). */
  locations: ReadonlyArray<{ id: number; name: string }>;
  texts: { location: string; chooseLocation: string; password: string };
}

/**
 * The fields every tablet device has (a canteen, a reception, §5): its location (required) and its password
 * (at least 4 characters, with a reveal toggle; docs/decisions/009), never filled in from the browser's
 * saved passwords, which are the signed-in user's own.
 */
export function DeviceFields<V extends EntityFormValues & { locationId: number | null; password: string }>({ fields, locations, texts }: DeviceFieldsProps<V>) {
  const { values, set, errors } = fields;
  return (
    <>
      <Select
        label={texts.location}
        name="locationId"
        items={locations.map((location) => ({ id: location.id, label: location.name }))}
        selectedKey={values.locationId}
        onSelectionChange={(id) => set('locationId', (id === null ? null : Number(id)) as V['locationId'])}
        errorMessage={errors.locationId}
        placeholder={texts.chooseLocation}
        isRequired
      />
      <PasswordField
        label={texts.password}
        name="password"
        value={values.password}
        onChange={(password) => set('password', password as V['password'])}
        errorMessage={errors.password}
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
