import { LOCATION_DESCRIPTION_MAX } from '@roombook/domain/constants';
import { LocationFormSchema, type Location } from '@roombook/domain/locations/schemas';
import { LOCATIONS_PAGE, LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { TEXTS } from '@roombook/domain/messages';
import type { z } from 'zod';
import { Checkbox } from '../../Checkbox/Checkbox';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { imageColumn } from '../../DataTable/columns';
import { TextArea } from '../../TextArea/TextArea';
import { DialogImageField } from '../shared/DialogImageField';
import { AdminTableScreen, NameField } from '../shared/AdminTableScreen';
import * as s from './LocationsScreen.css';

export const LOCATIONS_TEXTS = {
  heading: LOCATIONS_PAGE.label,
  table: 'Locations',
  loading: 'Loading locations',
  empty: 'No locations yet',
  add: 'Add new location',
  edit: 'Edit location',
  name: 'Name',
  description: 'Description',
  rooms: 'Meeting rooms',
  image: 'Image',
  checkIn: TEXTS.locations.checkIn,
  checkInRequired: TEXTS.locations.checkInRequired,
  checkInRequiredDescription: TEXTS.locations.checkInRequiredDescription,
  required: TEXTS.locations.required,
} as const;

/**
 * The location form's value (§5): name, description, whether check-in is required (docs/decisions/102), and an
 * optional image (on an edit, one that replaces the current).
 */
export type LocationFormValue = z.output<typeof LocationFormSchema>;

export interface LocationsScreenProps {
  /** GET /api/location/ (active and inactive); the table sorts them by name. */
  locations: Location[];
  isLoading?: boolean;
  error?: string | null;
  /** 'Add new location' saved (with the image as the multipart part `image`); a rejection keeps the dialog open. */
  onCreateLocation: (value: LocationFormValue) => Promise<unknown>;
  /** 'Edit location' saved (name, description and check-in, and the new picture as the multipart part `image` when one was chosen). */
  onUpdateLocation: (location: Location, value: LocationFormValue) => Promise<unknown>;
  /** A row's Delete, confirmed (its meeting rooms go with it). */
  onDeleteLocation: (location: Location) => Promise<unknown>;
  /** 'Delete selected', confirmed. */
  onDeleteLocations: (locations: Location[]) => Promise<unknown>;
  /** A row's Active switch, or 'Mark active' / 'Mark inactive' on the selection. */
  onSetLocationsActive: (locations: Location[], isActive: boolean) => Promise<unknown>;
}

interface FormValues extends Record<string, unknown> {
  name: string;
  description: string;
  checkInRequired: boolean;
  image: Blob | null;
}

const locationName = (location: Location) => location.name;

/** The columns before the Active switch and Edit/Delete. */
const LOCATION_COLUMNS: DataTableColumn<Location>[] = [
  imageColumn<Location>({ getSrc: (location) => location.image, getAlt: locationName }),
  { accessorKey: 'name', header: LOCATIONS_TEXTS.name },
  {
    accessorKey: 'description',
    header: LOCATIONS_TEXTS.description,
    enableSorting: false,
    cell: ({ row }) => (
      <span className={s.description} title={row.original.description}>
        {row.original.description}
      </span>
    ),
  },
  { id: 'rooms', header: LOCATIONS_TEXTS.rooms, accessorFn: (location) => location.rooms.length, meta: { align: 'end' } },
  // Said only where it is asked: most locations ask none, and an empty cell keeps the table quiet.
  { id: 'checkIn', header: LOCATIONS_TEXTS.checkIn, accessorFn: (location) => (location.checkInRequired ? LOCATIONS_TEXTS.required : ''), enableSorting: false },
];

/**
 * Manage locations (§2 "Admin tables", SuperAdmin): image (press to enlarge), name, the first lines of the
 * description, the number of meeting rooms, 'Required' where check-in is, the Active switch, Edit and
 * Delete; row selection with Mark active, Mark inactive and Delete selected; 'Add new location'. The
 * dialog has 'Check-in required' with what it means (docs/decisions/102). Deleting warns that the
 * location's meeting rooms go with it (§8).
 */
export function LocationsScreen({
  locations,
  isLoading = false,
  error = null,
  onCreateLocation,
  onUpdateLocation,
  onDeleteLocation,
  onDeleteLocations,
  onSetLocationsActive,
}: LocationsScreenProps) {
  return (
    <AdminTableScreen
      texts={LOCATIONS_TEXTS}
      rows={locations}
      columns={LOCATION_COLUMNS}
      isLoading={isLoading}
      error={error}
      onSetActive={onSetLocationsActive}
      onDelete={onDeleteLocation}
      deleteMessage={() => LOCATION_MESSAGES.confirmDeleteMany}
      onDeleteMany={onDeleteLocations}
      deleteManyMessage={() => LOCATION_MESSAGES.confirmDeleteMany}
      form={{
        schema: LocationFormSchema,
        valuesOf: (location): FormValues => ({
          name: location?.name ?? '',
          description: location?.description ?? '',
          checkInRequired: location?.checkInRequired ?? false,
          image: null,
        }),
        onSave: (value, location) => (location ? onUpdateLocation(location, value) : onCreateLocation(value)),
        fields: (fields, location) => {
          const { values, set, errors } = fields;
          return (
          <>
            <NameField label={LOCATIONS_TEXTS.name} fields={fields} />
            <TextArea
              label={LOCATIONS_TEXTS.description}
              name="description"
              value={values.description}
              onChange={(description) => set('description', description)}
              errorMessage={errors.description}
              limit={LOCATION_DESCRIPTION_MAX}
              isRequired
            />
            <Checkbox
              name="checkInRequired"
              isSelected={values.checkInRequired}
              onChange={(on) => set('checkInRequired', on)}
              description={LOCATIONS_TEXTS.checkInRequiredDescription}
            >
              {LOCATIONS_TEXTS.checkInRequired}
            </Checkbox>
            <DialogImageField
              label={LOCATIONS_TEXTS.image}
              value={values.image}
              onChange={(image) => set('image', image)}
              current={location?.image}
            />
          </>
          );
        },
      }}
    />
  );
}
