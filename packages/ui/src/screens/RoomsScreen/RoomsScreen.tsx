import { useMemo } from 'react';
import { ROOM_RULES_MAX } from '@roombook/domain/constants';
import type { Feature } from '@roombook/domain/features/schemas';
import type { Location } from '@roombook/domain/locations/schemas';
import { CONFIRM } from '@roombook/domain/messages';
import { parseDkk, toDkkInput } from '@roombook/domain/money/index';
import { RoomFormSchema, type ListedRoom } from '@roombook/domain/rooms/schemas';
import { ROOMS_PAGE, ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { activeFeatures } from '@roombook/domain/rooms/rules/room-texts';
import type { z } from 'zod';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { compactButton } from '../../DataTable/DataTable.css';
import { MoneyField } from '../../MoneyField/MoneyField';
import { MultiSelect } from '../../MultiSelect/MultiSelect';
import { NumberField } from '../../NumberField/NumberField';
import { Select } from '../../Select/Select';
import { TabletUrl, TABLET_URL_TEXTS } from '../../TabletUrl/TabletUrl';
import { TextArea } from '../../TextArea/TextArea';
import { RulesDialog } from '../../RulesDialog/RulesDialog';
import { roomColumns, TwoParts } from '../MeetingRoomsScreen/MeetingRoomsScreen';
import { AdminTableScreen, NameField } from '../shared/AdminTableScreen';
import { DialogImageField } from '../shared/DialogImageField';
import { useLatest } from '../shared/useLatest';
import * as s from './RoomsScreen.css';

export const ROOMS_TEXTS = {
  heading: ROOMS_PAGE.label,
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
  image: 'Image',
  tabletUrl: TABLET_URL_TEXTS.label,
  limits: 'Daily / weekly limit (hours)',
  /** The limits' header, on at most two lines. */
  limitsFirstLine: 'Daily / weekly',
  limitsSecondLine: 'limit (hours)',
  /** Where a room has no code in the list (never for SuperAdmin and Admin). */
  noCode: '-',
  /** The bulk delete's question names them so (CONFIRM.deleteMany). */
  things: 'rooms',
} as const;

/** A row: a room of GET /api/room/, with its tablet code (the list gives it to those who manage rooms). */
type Room = ListedRoom;

/**
 * The room form's value (§5): the body of POST /api/room/ and PUT /api/room/{id} (rate in øre), and an
 * optional picture (on an edit, one that replaces the current) for the multipart part `image`.
 */
export type RoomFormValue = z.output<typeof RoomFormSchema>;

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
  /**
   * 'Add new room' saved (the body of POST /api/room/, rate in øre, with the picture as the multipart part
   * `image` when one was chosen); a rejection keeps the dialog open with its message.
   */
  onCreateRoom: (value: RoomFormValue) => Promise<unknown>;
  /** 'Edit room' saved (and the new picture, when one was chosen, replaces the current). */
  onUpdateRoom: (room: Room, value: RoomFormValue) => Promise<unknown>;
  /** A row's Delete, confirmed. */
  onDeleteRoom: (room: Room) => Promise<unknown>;
  /** 'Delete selected', confirmed. */
  onDeleteRooms: (rooms: Room[]) => Promise<unknown>;
  /** A row's Active switch, or 'Mark active' / 'Mark inactive' on the selection. */
  onSetRoomsActive: (rooms: Room[], isActive: boolean) => Promise<unknown>;
  /** A row's 'Reset URL', confirmed ('You will have to reconfigure the tablet for this room'). */
  onResetRoomUrl: (room: Room) => Promise<unknown>;
}

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
  /** A newly chosen picture (cropped), or null: none chosen (an edit keeps the current one). */
  image: Blob | null;
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
  image: null,
};

const formOf = (room: Room | null): RoomFormValues =>
  room === null
    ? EMPTY_FORM
    : {
        name: room.name,
        rules: room.rules,
        seatsNumber: room.seatsNumber,
        dailyLimit: room.dailyLimit,
        weeklyLimit: room.weeklyLimit,
        locationId: room.locationId,
        hourlyRate: room.hourlyRate === null ? '' : toDkkInput(room.hourlyRate),
        features: room.features.map((feature) => feature.id),
        image: null,
      };

/** The form's whole-number fields: seats and the two limits. */
const COUNT_FIELDS = [
  { name: 'seatsNumber', label: ROOMS_TEXTS.seats },
  { name: 'dailyLimit', label: ROOMS_TEXTS.dailyLimit },
  { name: 'weeklyLimit', label: ROOMS_TEXTS.weeklyLimit },
] as const;

/**
 * Manage rooms' one column of both limits, sorted by the daily limit, then the weekly one. Its header is
 * the whole 'Daily / weekly limit (hours)' in two parts that each stay on one line: at most two lines over
 * the narrow '4 / 12' values (as one text it wrapped word by word, to four lines at 1280 px).
 */
const LIMITS_COLUMN: DataTableColumn<Room> = {
  id: 'limits',
  header: () => <TwoParts first={ROOMS_TEXTS.limitsFirstLine} second={ROOMS_TEXTS.limitsSecondLine} />,
  accessorFn: (room) => room.dailyLimit * 1000 + room.weeklyLimit,
  cell: ({ row }) => `${row.original.dailyLimit} / ${row.original.weeklyLimit}`,
  meta: { align: 'end', wrapHeader: true, cardLabel: ROOMS_TEXTS.limits },
};

/**
 * Manage rooms (§2 "Admin tables", "Manage Rooms"): an AdminTableScreen of the rooms with what Meeting rooms
 * shows; a room's rules, features and tablet URL (Show/Hide, copy, 'Reset URL') are in its expanded row. The add and edit dialog checks the §5 room rules
 * with the domain's RoomFormSchema, and takes an optional picture (JPG or PNG, at most 20 MB, judged before
 * upload; on an edit it replaces the current one); the server's refusal shows in the dialog.
 */
export function RoomsScreen(props: RoomsScreenProps) {
  const { rooms, locations, features, isLoading = false, error = null } = props;
  const latest = useLatest(props);

  // At 1280 px beside the menu the table keeps the columns that compare rooms; the rules, the features and
  // the tablet URL are in the row's details (its expand button on the name), so that no column is cut.
  // The two limits share a column ('4 / 12').
  const columns = useMemo(
    () =>
      roomColumns<Room>().flatMap((column): DataTableColumn<Room>[] => {
        const key = column.id ?? ('accessorKey' in column ? column.accessorKey : undefined);
        if (key === 'rules' || key === 'features' || key === 'weeklyLimit') return [];
        return key === 'dailyLimit' ? [LIMITS_COLUMN] : [column];
      }),
    [],
  );
  // Built once (see useLatest): the details read the newest host and callback when they render.
  const renderDetail = useMemo(
    () => (room: Room) => (
      <dl className={s.detail}>
        <div>
          <dt className={s.term}>{ROOMS_TEXTS.rules}</dt>
          <dd className={s.definition}>
            <RulesDialog roomName={room.name} rules={room.rules} triggerClassName={compactButton} />
          </dd>
        </div>
        <div>
          <dt className={s.term}>{ROOMS_TEXTS.features}</dt>
          <dd className={s.definition}>{activeFeatures(room).join(', ') || '-'}</dd>
        </div>
        <div>
          <dt className={s.term}>{ROOMS_TEXTS.tabletUrl}</dt>
          <dd className={s.definition}>
            {room.code === undefined ? (
              ROOMS_TEXTS.noCode
            ) : (
              <TabletUrl
                tabletHost={latest.current.tabletHost}
                code={room.code}
                roomName={room.name}
                onReset={() => latest.current.onResetRoomUrl(room)}
              />
            )}
          </dd>
        </div>
      </dl>
    ),
    [latest],
  );

  const locationItems = useMemo(() => locations.map((location) => ({ id: location.id, label: location.name })), [locations]);
  // The active features, and those the room has already (an inactive one may stay, not be added).
  const featureItemsOf = (room: Room | null) => {
    const kept = room?.features.map((feature) => feature.id) ?? [];
    return features
      .filter((feature) => feature.isActive || kept.includes(feature.id))
      .map((feature) => ({ id: feature.id, label: feature.name }));
  };

  return (
    <AdminTableScreen
      texts={ROOMS_TEXTS}
      rows={rooms}
      columns={columns}
      density="compact"
      renderDetail={renderDetail}
      isLoading={isLoading}
      error={error}
      onSetActive={props.onSetRoomsActive}
      onDelete={props.onDeleteRoom}
      deleteMessage={(room) => ROOM_MESSAGES.confirmDelete(room.name)}
      onDeleteMany={props.onDeleteRooms}
      deleteManyMessage={(count) => CONFIRM.deleteMany(count, ROOMS_TEXTS.things)}
      form={{
        schema: RoomFormSchema,
        valuesOf: formOf,
        onSave: (value: RoomFormValue, room) => (room ? props.onUpdateRoom(room, value) : props.onCreateRoom(value)),
        fields: (fields, room) => {
          const { values, set, errors } = fields;
          return (
            <>
              <NameField label={ROOMS_TEXTS.name} fields={fields} />
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
              {COUNT_FIELDS.map(({ name, label }) => (
                <NumberField
                  key={name}
                  label={label}
                  name={name}
                  value={values[name]}
                  onChange={(count) => set(name, count)}
                  errorMessage={errors[name]}
                  minValue={0}
                  isRequired
                />
              ))}
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
                items={featureItemsOf(room)}
                selectedKeys={values.features}
                onSelectionChange={(ids) => set('features', ids.map(Number))}
                errorMessage={errors.features}
                emptyMessage={ROOMS_TEXTS.noFeatures}
              />
              <DialogImageField label={ROOMS_TEXTS.image} value={values.image} onChange={(image) => set('image', image)} current={room?.image} />
            </>
          );
        },
      }}
    />
  );
}
