import { formatRateWithTax } from '@roombook/domain/money/dkk-text';
import type { Room } from '@roombook/domain/rooms/schemas';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { imageColumn } from '../../DataTable/columns';
import { RulesDialog } from '../../RulesDialog/RulesDialog';

export const MEETING_ROOMS_TEXTS = {
  heading: 'Meeting rooms',
  table: 'Meeting rooms',
  loading: 'Loading meeting rooms',
  empty: 'No meeting rooms yet',
} as const;

export interface MeetingRoomsScreenProps {
  /** The rooms GET /api/room/ answers; the table sorts them by name. */
  rooms: Room[];
  isLoading?: boolean;
  /** The server's message when the list could not be loaded. */
  error?: string | null;
}

const columns: DataTableColumn<Room>[] = [
  imageColumn<Room>({ getSrc: (room) => room.image, getAlt: (room) => room.name }),
  { accessorKey: 'name', header: 'Name' },
  {
    id: 'rules',
    header: 'Rules',
    enableSorting: false,
    cell: ({ row }) => <RulesDialog roomName={row.original.name} rules={row.original.rules} />,
  },
  { accessorKey: 'seatsNumber', header: 'Seats', meta: { align: 'end' } },
  { accessorKey: 'dailyLimit', header: 'Daily limit (hours)', meta: { align: 'end' } },
  { accessorKey: 'weeklyLimit', header: 'Weekly limit (hours)', meta: { align: 'end' } },
  {
    id: 'hourlyRate',
    header: 'Hourly rate',
    // A room without a rate sorts before a rate of 0.
    accessorFn: (room) => room.hourlyRate ?? -1,
    cell: ({ row }) => formatRateWithTax(row.original.hourlyRate),
    meta: { align: 'end' },
  },
  { id: 'location', header: 'Location', accessorFn: (room) => room.location.name },
  {
    id: 'features',
    header: 'Features',
    enableSorting: false,
    // '-' for none, as for a room without a rate.
    accessorFn: (room) =>
      room.features
        .filter((feature) => feature.isActive)
        .map((feature) => feature.name)
        .join(', ') || '-',
  },
];

/**
 * Meeting rooms (§2), everyone's: sorted by name ascending; image (press to zoom), name, rules (the
 * 'Room Rules' dialog, one numbered line per rule), seats, daily and weekly limit (hours), hourly rate
 * ('x DKK (y with tax)' or '-'), location, features.
 */
export function MeetingRoomsScreen({ rooms, isLoading = false, error = null }: MeetingRoomsScreenProps) {
  return (
    <div>
      <h1>{MEETING_ROOMS_TEXTS.heading}</h1>
      <DataTable<Room>
        label={MEETING_ROOMS_TEXTS.table}
        data={rooms}
        columns={columns}
        getRowId={(room) => room.id}
        getRowLabel={(room) => room.name}
        rowHeader="name"
        initialSort={{ id: 'name' }}
        isLoading={isLoading}
        loadingLabel={MEETING_ROOMS_TEXTS.loading}
        error={error}
        empty={{ title: MEETING_ROOMS_TEXTS.empty }}
      />
    </div>
  );
}

