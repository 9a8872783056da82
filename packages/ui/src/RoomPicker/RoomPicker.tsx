import { TEXTS } from '@roombook/domain/messages';
import { EmptyState } from '../EmptyState/EmptyState';
import { Select } from '../Select/Select';

export const ROOM_PICKER_LABEL = 'Room';
/** The picker's first option: the bookings of every room of the location (§2: ALL or one room). */
export const ALL_ROOMS = 'ALL';
export type RoomChoice = number | typeof ALL_ROOMS;

export interface RoomPickerProps {
  /** The current location's rooms. */
  rooms: ReadonlyArray<{ id: number; name: string }>;
  /** ALL_ROOMS or one room's id. */
  selected: RoomChoice;
  onChange: (choice: RoomChoice) => void;
  isDisabled?: boolean;
  /** @default 'Room' */
  label?: string;
}

/** The calendar's room picker (§2): 'ALL' rooms or one room of the current location. */
export function RoomPicker({ rooms, selected, onChange, isDisabled = false, label = ROOM_PICKER_LABEL }: RoomPickerProps) {
  return (
    <Select
      label={label}
      items={[{ id: ALL_ROOMS, label: ALL_ROOMS }, ...rooms.map((room) => ({ id: room.id, label: room.name }))]}
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (key === null) return;
        onChange(key === ALL_ROOMS ? ALL_ROOMS : Number(key));
      }}
      isDisabled={isDisabled}
    />
  );
}

/** What the calendar page shows instead of the calendar when the location has no rooms (§2). */
export function NoRoomsState({ children }: { children?: React.ReactNode }) {
  return <EmptyState title={TEXTS.calendar.noRooms}>{children}</EmptyState>;
}
