import { allows } from '@roombook/domain/permissions/access';
import { WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '@roombook/domain/constants';
import type { Location } from '@roombook/domain/locations/schemas';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { ReceptionBody, type Reception } from '@roombook/domain/receptions/schemas';
import { ADD_RECEPTION, RECEPTIONS_PAGE, RECEPTION_MESSAGES } from '@roombook/domain/receptions/page';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { secretColumn } from '../../DataTable/columns';
import { TextField } from '../../TextField/TextField';
import { AdminTable, NameField } from '../shared/AdminTableScreen';
import { DeviceFields } from '../shared/DeviceFields';

export const RECEPTIONS_TEXTS = {
  heading: RECEPTIONS_PAGE.label,
  table: 'Receptions',
  loading: 'Loading receptions',
  empty: 'No receptions yet',
  add: 'Add new reception',
  edit: 'Edit reception',
  location: 'Location',
  chooseLocation: 'Select a location',
  password: 'Password',
  name: 'Reception name',
  wifiName: 'Wifi name',
  wifiPassword: 'Wifi password',
  /** An empty wifi cell (both wifi fields are optional, §5). */
  none: '-',
} as const;

export interface ReceptionsScreenProps {
  /** The signed-in user: 'Add new reception' is the SuperAdmin's only (§6). */
  actor: Pick<Actor, 'role' | 'companyId'>;
  /** GET /api/reception/; the table sorts them by location. */
  receptions: Reception[];
  /** GET /api/location/ for the form's Location select. */
  locations: Location[];
  isLoading?: boolean;
  /** The server's message when the lists could not be loaded. */
  error?: string | null;
  /** 'Add new reception' saved; a rejection keeps the dialog open with its message. */
  onCreateReception: (body: ReceptionBody) => Promise<unknown>;
  /** 'Edit reception' saved (a wifi field left blank is cleared). */
  onUpdateReception: (reception: Reception, body: ReceptionBody) => Promise<unknown>;
  /** A row's Delete, confirmed (asked by location). */
  onDeleteReception: (reception: Reception) => Promise<unknown>;
}

interface ReceptionFormValues extends Record<string, unknown> {
  locationId: number | null;
  password: string;
  name: string;
  wifiName: string;
  wifiPass: string;
}

const formOf = (reception: Reception | null): ReceptionFormValues => ({
  locationId: reception?.locationId ?? null,
  password: reception?.password ?? '',
  name: reception?.name ?? '',
  wifiName: reception?.wifiName ?? '',
  wifiPass: reception?.wifiPass ?? '',
});

const locationOf = (reception: Reception) => reception.location.name;

const RECEPTION_COLUMNS: DataTableColumn<Reception>[] = [
  { id: 'location', header: RECEPTIONS_TEXTS.location, accessorFn: locationOf },
  secretColumn<Reception>({ id: 'password', header: RECEPTIONS_TEXTS.password, getSecret: (reception) => reception.password }),
  { accessorKey: 'name', header: RECEPTIONS_TEXTS.name },
  { id: 'wifiName', header: RECEPTIONS_TEXTS.wifiName, accessorFn: (reception) => reception.wifiName ?? RECEPTIONS_TEXTS.none },
  { id: 'wifiPass', header: RECEPTIONS_TEXTS.wifiPassword, accessorFn: (reception) => reception.wifiPass ?? RECEPTIONS_TEXTS.none },
];

const BY_LOCATION = { id: 'location' } as const;

/**
 * Manage receptions (§2 "Manage Receptions"): the front-desk tablets by location, with the password masked
 * behind a reveal toggle, the reception's name and the guests' wifi name and password; Edit and Delete
 * (asked by location). 'Add new reception' for the SuperAdmin only. The dialog checks the §5 rules with the
 * domain's ReceptionBody; the server's refusal shows in it.
 */
export function ReceptionsScreen(props: ReceptionsScreenProps) {
  const { actor, receptions, locations, isLoading = false, error = null } = props;
  return (
    <AdminTable
      texts={RECEPTIONS_TEXTS}
      rows={receptions}
      columns={RECEPTION_COLUMNS}
      rowLabel={(reception) => `${reception.name}, ${locationOf(reception)}`}
      rowHeader="location"
      initialSort={BY_LOCATION}
      isLoading={isLoading}
      error={error}
      canAdd={allows(ADD_RECEPTION, actor)}
      onDelete={props.onDeleteReception}
      deleteMessage={(reception) => RECEPTION_MESSAGES.confirmDelete(locationOf(reception))}
      form={{
        schema: ReceptionBody,
        valuesOf: formOf,
        onSave: (body: ReceptionBody, reception) => (reception ? props.onUpdateReception(reception, body) : props.onCreateReception(body)),
        fields: (fields) => {
          const { values, set, errors } = fields;
          return (
            <>
              <NameField label={RECEPTIONS_TEXTS.name} fields={fields} />
              <DeviceFields fields={fields} locations={locations} texts={RECEPTIONS_TEXTS} />
              <TextField
                label={RECEPTIONS_TEXTS.wifiName}
                name="wifiName"
                value={values.wifiName}
                onChange={(wifiName) => set('wifiName', wifiName)}
                errorMessage={errors.wifiName}
                maxLength={WIFI_NAME_MAX}
                autoComplete="off"
              />
              <TextField
                label={RECEPTIONS_TEXTS.wifiPassword}
                name="wifiPass"
                value={values.wifiPass}
                onChange={(wifiPass) => set('wifiPass', wifiPass)}
                errorMessage={errors.wifiPass}
                maxLength={WIFI_PASSWORD_MAX}
                autoComplete="off"
              />
            </>
          );
        },
      }}
    />
  );
}
