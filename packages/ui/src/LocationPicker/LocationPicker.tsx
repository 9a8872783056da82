import { TEXTS } from '@roombook/domain/messages';
import { Select } from '../Select/Select';

export const LOCATION_PICKER_LABEL = 'Location';
export const LOADING_LOCATIONS = 'Loading locations…';

export interface LocationPickerProps {
  /** The user's locations (GET /api/location/mine/). */
  locations: ReadonlyArray<{ id: number; name: string }>;
  /** The current location's id; null while none is chosen. */
  selectedId: number | null;
  onChange: (id: number) => void;
  isDisabled?: boolean;
  /** The locations are still loading: disabled, without the empty message. */
  isLoading?: boolean;
  /** @default 'Location' */
  label?: string;
}

/**
 * The calendar's location picker (§2). Without locations it says 'No locations found' and cannot be
 * opened.
 */
export function LocationPicker({
  locations,
  selectedId,
  onChange,
  isDisabled = false,
  isLoading = false,
  label = LOCATION_PICKER_LABEL,
}: LocationPickerProps) {
  const isEmpty = locations.length === 0;
  return (
    <Select
      label={label}
      items={locations.map((location) => ({ id: location.id, label: location.name }))}
      selectedKey={isEmpty ? null : selectedId}
      onSelectionChange={(key) => {
        if (key !== null) onChange(Number(key));
      }}
      placeholder={isLoading ? LOADING_LOCATIONS : isEmpty ? TEXTS.calendar.noLocations : undefined}
      isDisabled={isDisabled || isLoading || isEmpty}
    />
  );
}
