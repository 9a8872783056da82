import { useMemo, useState } from 'react';
import { NAME_MAX, ROOM_RULES_MAX } from '@roombook/domain/constants';
import type { Feature } from '@roombook/domain/features/schemas';
import type { Location } from '@roombook/domain/locations/schemas';
import { CONFIRM } from '@roombook/domain/messages';
import { parseDkk, toDkkInput } from '@roombook/domain/money/index';
import { ROLE_ROUTE_LABELS } from '@roombook/domain/permissions/menu';
import { RoomFormSchema, type ListedRoom, type RoomBody } from '@roombook/domain/rooms/schemas';
import { Button } from '../../Button/Button';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { actionsColumn } from '../../DataTable/columns';
import { MoneyField } from '../../MoneyField/MoneyField';
import { MultiSelect } from '../../MultiSelect/MultiSelect';
import { NumberField } from '../../NumberField/NumberField';
import { Select } from '../../Select/Select';
import { TabletUrl, TABLET_URL_TEXTS } from '../../TabletUrl/TabletUrl';
import { TextArea } from '../../TextArea/TextArea';
import { TextField } from '../../TextField/TextField';
import { roomColumns } from '../MeetingRoomsScreen/MeetingRoomsScreen';
import { EntityFormDialog } from '../shared/EntityFormDialog';
import { useActiveSwitches } from '../shared/useActiveSwitches';
import { useLatest } from '../shared/useLatest';

export const ROOMS_TEXTS = {
  heading: ROLE_ROUTE_LABELS['/manage-rooms'],
  table: 'Rooms',
  loading: 'Loading rooms',
  empty: 'No rooms yet',
  add: 'Add new room',
  edit: 'Edit room',
  name: 'Name',
  rules: 'Rules',
  rulesHelp: 'One rule per line',
  seats: 'Seats',
  dailyLimit: 'Daily limit (hours)',
  weeklyLimit: 'Weekly limit (hours)',
  location: 'Location',
  chooseLocation: 'Select a location',
  hourlyRate: 'Hourly rate',
  features: 'Features',
  noFeatures: 'No features found',
  tabletUrl: TABLET_URL_TEXTS.label,
  /** Where a room has no code in the list (never for SuperAdmin and Admin). */
  noCode: '-',
  /** The bulk delete's question names them so (CONFIRM.deleteMany). */
  things: 'rooms',
} as const;

/** A row: a room of GET /api/room/, with its tablet code (the list gives it to those who manage rooms). */
type Room = ListedRoom;

export interface RoomsScreenProps {
  /** GET /api/room/ (active and inactive, with their codes); the table sorts them by name. */
  rooms: Room[];
  /** GET /api/location/ for the form's Location select. */
  locations: Location[];
  /** GET /api/feature/ for the form's Features (the active ones, and those the room already has). */
  features: Feature[];
  /** The tablet host (spec §7 "Other"): the tablet URL of a room is {tabletHost}/code/{code}. */
  tabletHost: string;
  isLoading?: boolean;
  /** The server's message when the lists could not be loaded. */
  error?: string | null;
  /** 'Add new room' saved (the body of POST /api/room/, rate in øre); a rejection keeps the dialog open with its message. */
  onCreateRoom: (body: RoomBody) => Promise<unknown>;
  /** 'Edit room' saved. */
  onUpdateRoom: (room: Room, body: RoomBody) => Promise<unknown>;
  /** A row's Delete, confirmed. */
  onDeleteRoom: (room: Room) => Promise<unknown>;
  /** 'Delete selected', confirmed. */
  onDeleteRooms: (rooms: Room[]) => Promise<unknown>;
  /** A row's Active switch, or 'Mark active' / 'Mark inactive' on the selection. */
  onSetRoomsActive: (rooms: Room[], isActive: boolean) => Promise<unknown>;
  /** A row's 'Reset URL', confirmed ('You will have to reconfigure the tablet for this room'). */
  onResetRoomUrl: (room: Room) => Promise<unknown>;
}

type Editing = { mode: 'add' } | { mode: 'edit'; room: Room } | null;

/** The form's values as its fields hold them; RoomFormSchema makes the body of them (the rate's DKK text → øre). */
type RoomFormValues = {
  name: string;
  rules: string;
  seatsNumber: number | null;
  dailyLimit: number | null;
  weeklyLimit: number | null;
  locationId: number | null;
  hourlyRate: string;
  features: number[];
};

const EMPTY_FORM: RoomFormValues = {
  name: '',
  rules: '',
  seatsNumber: null,
  dailyLimit: null,
  weeklyLimit: null,
  locationId: null,
  hourlyRate: '',
  features: [],
};

const formOf = (room: Room): RoomFormValues => ({
  name: room.name,
  rules: room.rules,
  seatsNumber: room.seatsNumber,
  dailyLimit: room.dailyLimit,
  weeklyLimit: room.weeklyLimit,
  locationId: room.locationId,
  hourlyRate: room.hourlyRate === null ? '' : toDkkInput(room.hourlyRate),
  features: room.features.map((feature) => feature.id),
});

const roomName = (room: Room) => room.name;

/**
 * Manage rooms (§2 "Admin tables", "Manage Rooms"): the rooms sorted by name with what Meeting rooms
 * shows, the tablet URL (Show/Hide, copy, 'Reset URL'), the Active switch, Edit and Delete; row selection
 * with Mark active, Mark inactive and Delete selected; 'Add new room'. The add and edit dialog checks the
 * §5 room rules with the domain's RoomFormSchema; the server's refusal shows in the dialog.
 */
export function RoomsScreen(props: RoomsScreenProps) {
  const { rooms, locations, features, isLoading = false, error = null, onCreateRoom, onUpdateRoom, onDeleteRooms } = props;
  const latest = useLatest(props);
  const [editing, setEditing] = useState<Editing>(null);
  const { shown, setActive, statusColumn } = useActiveSwitches(rooms, props.onSetRoomsActive);

  // Built once (see useLatest): the cells read the newest state and callbacks when they render.
  const columns = useMemo<DataTableColumn<Room>[]>(
    () => [
      ...roomColumns<Room>(),
      {
        id: 'tabletUrl',
        header: ROOMS_TEXTS.tabletUrl,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.code === undefined ? (
            ROOMS_TEXTS.noCode
          ) : (
            <TabletUrl
              tabletHost={latest.current.tabletHost}
              code={row.original.code}
              roomName={row.original.name}
              onReset={() => latest.current.onResetRoomUrl(row.original)}
            />
          ),
      },
      statusColumn,
      actionsColumn<Room>({
        getRowLabel: roomName,
        edit: { onPress: (room) => setEditing({ mode: 'edit', room }) },
        delete: { confirmMessage: (room) => CONFIRM.deleteRoom(room.name), onConfirm: (room) => latest.current.onDeleteRoom(room) },
      }),
    ],
    [statusColumn, latest],
  );

  const initialValues = useMemo(() => (editing?.mode === 'edit' ? formOf(editing.room) : EMPTY_FORM), [editing]);
  const locationItems = useMemo(() => locations.map((location) => ({ id: location.id, label: location.name })), [locations]);
  // The active features, and those the room has already (an inactive one may stay, not be added).
  const featureItems = useMemo(() => {
    const kept = editing?.mode === 'edit' ? editing.room.features.map((feature) => feature.id) : [];
    return features
      .filter((feature) => feature.isActive || kept.includes(feature.id))
      .map((feature) => ({ id: feature.id, label: feature.name }));
  }, [features, editing]);

  return (
    <div>
      <h1>{ROOMS_TEXTS.heading}</h1>
      <DataTable<Room>
        label={ROOMS_TEXTS.table}
        data={shown}
        columns={columns}
        getRowId={(room) => room.id}
        getRowLabel={roomName}
        rowHeader="name"
        initialSort={{ id: 'name' }}
        bulkActions={{
          onMarkActive: (rows) => setActive(rows, true),
          onMarkInactive: (rows) => setActive(rows, false),
          deleteMessage: (count) => CONFIRM.deleteMany(count, ROOMS_TEXTS.things),
          onDelete: onDeleteRooms,
        }}
        isLoading={isLoading}
        loadingLabel={ROOMS_TEXTS.loading}
        error={error}
        empty={{ title: ROOMS_TEXTS.empty }}
        actions={<Button onPress={() => setEditing({ mode: 'add' })}>{ROOMS_TEXTS.add}</Button>}
      />
      <EntityFormDialog
        title={editing?.mode === 'edit' ? ROOMS_TEXTS.edit : ROOMS_TEXTS.add}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        schema={RoomFormSchema}
        initialValues={initialValues}
        onSave={(body) => (editing?.mode === 'edit' ? onUpdateRoom(editing.room, body) : onCreateRoom(body))}
      >
        {({ values, set, errors }) => (
          <>
            <TextField
              label={ROOMS_TEXTS.name}
              name="name"
              value={values.name}
              onChange={(name) => set('name', name)}
              errorMessage={errors.name}
              maxLength={NAME_MAX}
              isRequired
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA dialog pattern: focus the first field of a form dialog
              autoFocus
            />
            <TextArea
              label={ROOMS_TEXTS.rules}
              name="rules"
              description={ROOMS_TEXTS.rulesHelp}
              value={values.rules}
              onChange={(rules) => set('rules', rules)}
              errorMessage={errors.rules}
              limit={ROOM_RULES_MAX}
              isRequired
            />
            <NumberField
              label={ROOMS_TEXTS.seats}
              name="seatsNumber"
              value={values.seatsNumber}
              onChange={(seats) => set('seatsNumber', seats)}
              errorMessage={errors.seatsNumber}
              minValue={0}
              isRequired
            />
            <NumberField
              label={ROOMS_TEXTS.dailyLimit}
              name="dailyLimit"
              value={values.dailyLimit}
              onChange={(hours) => set('dailyLimit', hours)}
              errorMessage={errors.dailyLimit}
              minValue={0}
              isRequired
            />
            <NumberField
              label={ROOMS_TEXTS.weeklyLimit}
              name="weeklyLimit"
              value={values.weeklyLimit}
              onChange={(hours) => set('weeklyLimit', hours)}
              errorMessage={errors.weeklyLimit}
              minValue={0}
              isRequired
            />
            <Select
              label={ROOMS_TEXTS.location}
              name="locationId"
              items={locationItems}
              selectedKey={values.locationId}
              onSelectionChange={(id) => set('locationId', id === null ? null : Number(id))}
              errorMessage={errors.locationId}
              placeholder={ROOMS_TEXTS.chooseLocation}
              isRequired
            />
            <MoneyField
              label={ROOMS_TEXTS.hourlyRate}
              name="hourlyRate"
              value={parseDkk(values.hourlyRate)}
              onTextChange={(text) => set('hourlyRate', text)}
              errorMessage={errors.hourlyRate}
            />
            <MultiSelect
              label={ROOMS_TEXTS.features}
              name="features"
              items={featureItems}
              selectedKeys={values.features}
              onSelectionChange={(ids) => set('features', ids.map(Number))}
              errorMessage={errors.features}
              emptyMessage={ROOMS_TEXTS.noFeatures}
            />
          </>
        )}
      </EntityFormDialog>
    </div>
  );
}
