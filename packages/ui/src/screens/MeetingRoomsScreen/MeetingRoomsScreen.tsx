import { useMemo } from 'react';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import { formatRateWithTax } from '@roombook/domain/money/dkk-text';
import type { CalendarRoom } from '@roombook/domain/rooms/schemas';
import { activeFeatures } from '@roombook/domain/rooms/rules/room-texts';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { imageColumn } from '../../DataTable/columns';
import { compactButton } from '../../DataTable/DataTable.css';
import { RulesDialog } from '../../RulesDialog/RulesDialog';
import { pageHeading } from '../shared/page.css';
import { featureLine, hiddenComma, whole, wrapping } from './MeetingRoomsScreen.css';

export const MEETING_ROOMS_TEXTS = {
  heading: 'Meeting rooms',
  table: 'Meeting rooms',
  loading: 'Loading meeting rooms',
  empty: 'No meeting rooms yet',
} as const;

/** A row of the table: a room as GET /api/location/mine/ answers it. */
type Room = CalendarRoom;

export interface MeetingRoomsScreenProps {
  /** The user's locations with their active rooms (GET /api/location/mine/); the table lists every room, by name. */
  locations: readonly LocationWithRooms[];
  isLoading?: boolean;
  /** The server's message when the list could not be loaded. */
  error?: string | null;
}

/**
 * The columns that describe a room (image, name, rules, seats, daily and weekly limit, hourly rate,
 * location, features), shared by Meeting rooms and Manage Rooms. Build them once per table.
 */
export const roomColumns = <R extends Room>(): DataTableColumn<R>[] => [
  imageColumn<R>({ getSrc: (room) => room.image, getAlt: (room) => room.name }),
  { accessorKey: 'name', header: 'Name' },
  {
    id: 'rules',
    header: 'Rules',
    enableSorting: false,
    cell: ({ row }) => <RulesDialog roomName={row.original.name} rules={row.original.rules} triggerClassName={compactButton} />,
  },
  { accessorKey: 'seatsNumber', header: 'Seats', meta: { align: 'end' } },
  // Long headers over short numbers wrap: on one line, the nine columns were wider than a 1280 px screen's main region.
  { accessorKey: 'dailyLimit', header: 'Daily limit (hours)', meta: { align: 'end', wrapHeader: true } },
  { accessorKey: 'weeklyLimit', header: 'Weekly limit (hours)', meta: { align: 'end', wrapHeader: true } },
  {
    id: 'hourlyRate',
    header: 'Hourly rate',
    // A room without a rate sorts before a rate of 0.
    accessorFn: (room) => room.hourlyRate ?? -1,
    cell: ({ row }) => <RateText ore={row.original.hourlyRate} />,
    meta: { align: 'end' },
  },
  { id: 'location', header: 'Location', accessorFn: (room) => room.location.name },
  {
    id: 'features',
    header: 'Features',
    enableSorting: false,
    accessorFn: (room) => activeFeatures(room).join(', '),
    cell: ({ row }) => <FeatureLines names={activeFeatures(row.original)} />,
  },
];

/** The active features, one a line, read as 'Projector, Whiteboard'; '-' for none, as for a room without a rate. */
function FeatureLines({ names }: { names: string[] }) {
  if (names.length === 0) return <>-</>;
  return (
    <>
      {names.map((name, index) => (
        <span key={name} className={featureLine}>
          {name}
          {index < names.length - 1 ? <span className={hiddenComma}>, </span> : null}
        </span>
      ))}
    </>
  );
}

/**
 * A text in two parts that may go on two lines when its column is narrow, and never on more (the text is
 * the same): a rate, a long column header.
 */
export function TwoParts({ first, second }: { first: string; second: string }) {
  return (
    <span className={wrapping}>
      <span className={whole}>{first}</span> <span className={whole}>{second}</span>
    </span>
  );
}

/** 'x DKK (y with tax)' (§2), on two lines before the parenthesis when the column is narrow (a canteen item's price too). */
export function RateText({ ore }: { ore: number | null }) {
  const [amount = '', withTax] = formatRateWithTax(ore).split(/ (?=\()/);
  return withTax === undefined ? <>{amount}</> : <TwoParts first={amount} second={withTax} />;
}

const columns = roomColumns<Room>();

/**
 * Meeting rooms (§2), everyone's: the rooms of the locations the user books in, sorted by name ascending;
 * image (press to zoom), name, rules (the 'Room Rules' dialog, one numbered line per rule), seats, daily
 * and weekly limit (hours), hourly rate ('x DKK (y with tax)' or '-'), location, features.
 */
export function MeetingRoomsScreen({ locations, isLoading = false, error = null }: MeetingRoomsScreenProps) {
  const rooms = useMemo(() => locations.flatMap((location) => location.rooms), [locations]);
  return (
    <div>
      <h1 className={pageHeading}>{MEETING_ROOMS_TEXTS.heading}</h1>
      <DataTable<Room>
        label={MEETING_ROOMS_TEXTS.table}
        data={rooms}
        columns={columns}
        getRowId={(room) => room.id}
        getRowLabel={(room) => room.name}
        rowHeader="name"
        initialSort={{ id: 'name' }}
        // Nine columns beside the menu at 1280 px, with features one a line.
        density="compact"
        narrowLayout="cards"
        isLoading={isLoading}
        loadingLabel={MEETING_ROOMS_TEXTS.loading}
        error={error}
        empty={{ title: MEETING_ROOMS_TEXTS.empty }}
      />
    </div>
  );
}

