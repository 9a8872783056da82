import { useMemo, useState } from 'react';
import { allows } from '@roombook/domain/permissions/access';
import { CanteenBody, CanteenManagerBody, type Canteen } from '@roombook/domain/canteens/schemas';
import { EMAIL_MAX, NAME_MAX } from '@roombook/domain/constants';
import type { Location } from '@roombook/domain/locations/schemas';
import { TEXTS } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { ADD_CANTEEN, CANTEENS_PAGE, CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { ADD_CANTEEN_MANAGER } from '@roombook/domain/users/page';
import { Button } from '../../Button/Button';
import { Checkbox } from '../../Checkbox/Checkbox';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { secretColumn } from '../../DataTable/columns';
import { Select } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { AdminTable } from '../shared/AdminTableScreen';
import { DeviceFields } from '../shared/DeviceFields';
import { EntityFormDialog } from '../shared/EntityFormDialog';

export const CANTEENS_TEXTS = {
  heading: CANTEENS_PAGE.label,
  table: 'Canteens',
  loading: 'Loading canteens',
  empty: 'No canteens yet',
  add: 'Add new canteen',
  edit: 'Edit canteen',
  location: 'Location',
  chooseLocation: 'Select a location',
  password: 'Password',
  printerEnabled: 'Printer enabled',
  yes: 'Yes',
  no: 'No',
  manager: 'Canteen manager',
  noManager: TEXTS.canteens.noManager,
  addManager: 'Add canteen manager',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  canteen: 'Canteen',
  chooseCanteen: 'Select a canteen',
  noCanteens: 'No canteens found',
} as const;

export interface CanteensScreenProps {
  /** The signed-in user: 'Add new canteen' is the SuperAdmin's, 'Add canteen manager' SuperAdmin's and Admin's (§6). */
  actor: Pick<Actor, 'role' | 'companyId'>;
  /** GET /api/canteen/ (with their passwords); the table sorts them by location. */
  canteens: Canteen[];
  /** GET /api/location/ for the form's Location select. */
  locations: Location[];
  isLoading?: boolean;
  /** The server's message when the lists could not be loaded. */
  error?: string | null;
  /** 'Add new canteen' saved; a rejection keeps the dialog open with its message. */
  onCreateCanteen: (body: CanteenBody) => Promise<unknown>;
  /** 'Edit canteen' saved. */
  onUpdateCanteen: (canteen: Canteen, body: CanteenBody) => Promise<unknown>;
  /** A row's Delete, confirmed ('Are you sure you want to delete canteen from location {name} ? …'). */
  onDeleteCanteen: (canteen: Canteen) => Promise<unknown>;
  /** 'Add canteen manager' saved (the new manager is invited by e-mail; the canteens are loaded again). */
  onAddManager: (body: CanteenManagerBody) => Promise<unknown>;
}

interface CanteenFormValues extends Record<string, unknown> {
  locationId: number | null;
  password: string;
  printerEnabled: boolean;
}

interface ManagerFormValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  canteenId: number | null;
}

/** The manager form's text fields (§3: first name, last name, e-mail). */
const MANAGER_TEXT_FIELDS = [
  { name: 'firstName', type: 'text', max: NAME_MAX },
  { name: 'lastName', type: 'text', max: NAME_MAX },
  { name: 'email', type: 'email', max: EMAIL_MAX },
] as const;

const EMPTY_MANAGER: ManagerFormValues = { firstName: '', lastName: '', email: '', canteenId: null };

/** A canteen is known by its location (§2: 'delete canteen from location {name}'). */
const locationOf = (canteen: Canteen) => canteen.location.name;
const managerOf = (canteen: Canteen) => (canteen.user ? `${canteen.user.firstName} ${canteen.user.lastName}` : CANTEENS_TEXTS.noManager);

const CANTEEN_COLUMNS: DataTableColumn<Canteen>[] = [
  { id: 'location', header: CANTEENS_TEXTS.location, accessorFn: locationOf },
  secretColumn<Canteen>({ id: 'password', header: CANTEENS_TEXTS.password, getSecret: (canteen) => canteen.password ?? '' }),
  { id: 'printerEnabled', header: CANTEENS_TEXTS.printerEnabled, accessorFn: (canteen) => (canteen.printerEnabled ? CANTEENS_TEXTS.yes : CANTEENS_TEXTS.no) },
  { id: 'manager', header: CANTEENS_TEXTS.manager, accessorFn: managerOf },
];

const BY_LOCATION = { id: 'location' } as const;

const formOf = (canteen: Canteen | null): CanteenFormValues => ({
  locationId: canteen?.locationId ?? null,
  password: canteen?.password ?? '',
  printerEnabled: canteen?.printerEnabled ?? false,
});

/**
 * Manage canteens (§2 "Manage Canteens"): the canteens by location with the tablet password masked behind a
 * reveal toggle, the printer (Yes/No) and the manager ('No manager selected' without one), Edit and Delete
 * (asked by location). 'Add new canteen' for the SuperAdmin only; 'Add canteen manager' (SuperAdmin, Admin)
 * opens the manager form (first name, last name, e-mail, canteen). The dialogs check the domain's
 * CanteenBody and CanteenManagerBody; the server's refusal shows in the dialog.
 */
export function CanteensScreen(props: CanteensScreenProps) {
  const { actor, canteens, locations, isLoading = false, error = null } = props;
  const [isAddingManager, setAddingManager] = useState(false);
  const canteenItems = useMemo(
    () => [...canteens].sort((a, b) => locationOf(a).localeCompare(locationOf(b)) || a.id - b.id).map((canteen) => ({ id: canteen.id, label: locationOf(canteen) })),
    [canteens],
  );
  const canAddManager = allows(ADD_CANTEEN_MANAGER, actor);

  return (
    <>
      <AdminTable
        texts={CANTEENS_TEXTS}
        rows={canteens}
        columns={CANTEEN_COLUMNS}
        rowLabel={locationOf}
        rowHeader="location"
        initialSort={BY_LOCATION}
        isLoading={isLoading}
        error={error}
        canAdd={allows(ADD_CANTEEN, actor)}
        actions={
          canAddManager ? (
            <Button variant="secondary" onPress={() => setAddingManager(true)}>
              {CANTEENS_TEXTS.addManager}
            </Button>
          ) : null
        }
        onDelete={props.onDeleteCanteen}
        deleteMessage={(canteen) => CANTEEN_MESSAGES.confirmDelete(locationOf(canteen))}
        form={{
          schema: CanteenBody,
          valuesOf: formOf,
          onSave: (body: CanteenBody, canteen) => (canteen ? props.onUpdateCanteen(canteen, body) : props.onCreateCanteen(body)),
          fields: (fields) => (
            <>
              <DeviceFields fields={fields} locations={locations} texts={CANTEENS_TEXTS} />
              <Checkbox name="printerEnabled" isSelected={fields.values.printerEnabled} onChange={(on) => fields.set('printerEnabled', on)}>
                {CANTEENS_TEXTS.printerEnabled}
              </Checkbox>
            </>
          ),
        }}
      />
      <EntityFormDialog
        title={CANTEENS_TEXTS.addManager}
        isOpen={isAddingManager}
        onOpenChange={setAddingManager}
        schema={CanteenManagerBody}
        initialValues={EMPTY_MANAGER}
        onSave={props.onAddManager}
      >
        {({ values, set, errors }) => (
          <>
            {MANAGER_TEXT_FIELDS.map(({ name, type, max }, index) => (
              <TextField
                key={name}
                label={CANTEENS_TEXTS[name]}
                name={name}
                type={type}
                value={values[name]}
                onChange={(text) => set(name, text)}
                errorMessage={errors[name]}
                maxLength={max}
                autoComplete="off"
                isRequired
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA dialog pattern: focus the first field of a form dialog
                autoFocus={index === 0}
              />
            ))}
            <Select
              label={CANTEENS_TEXTS.canteen}
              name="canteenId"
              items={canteenItems}
              selectedKey={values.canteenId}
              onSelectionChange={(id) => set('canteenId', id === null ? null : Number(id))}
              errorMessage={errors.canteenId}
              placeholder={CANTEENS_TEXTS.chooseCanteen}
              emptyMessage={CANTEENS_TEXTS.noCanteens}
              isRequired
            />
          </>
        )}
      </EntityFormDialog>
    </>
  );
}
