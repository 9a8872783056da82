import { useMemo, type ReactNode } from 'react';
import type { BookingReport, BookingReportEntry, CanteenOrder, CanteenReport, CanteenReportOrder } from '@roombook/domain/reports/schemas';
import { formatDkk, sumOre } from '@roombook/domain/money/index';
import { TEXTS } from '@roombook/domain/messages';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { formatHours, formatReportDateTime } from './format';
import { REPORT_TABLE_TEXTS as T } from './texts';
import { vars } from '../theme/vars.css';
import * as s from './ReportTable.css';

/* ------------------------------------------------------------------------------------------------
 * The generic report table: 'Total: X kr.' over one DataTable (the product's one table component).
 * ---------------------------------------------------------------------------------------------- */

export interface ReportTableProps<TRow> {
  /** The table's name (its caption). */
  label: string;
  /** The report's total in øre, shown as 'Total: X kr.' (TEXTS.reports.total); null or absent shows none. */
  totalOre?: number | null;
  /** Keep the array stable between renders. */
  rows: TRow[];
  columns: DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string | number;
  getRowLabel?: (row: TRow) => string;
  initialSort?: { id: string; desc?: boolean };
  /** The panel an expanded row shows (a report's item rows); rows expand when it is given. */
  renderDetail?: (row: TRow) => ReactNode;
  isLoading?: boolean;
  /** The server's message when the report could not be loaded. */
  error?: string | null;
  /** What an empty report says. */
  emptyTitle: string;
  /** Buttons in the report's header, e.g. the DownloadButton. */
  actions?: ReactNode;
  /** @default '70vh' */
  maxHeight?: string;
}

/** A report: its total ('Total: X kr.') and its rows in a DataTable, with the caller's actions beside the total. */
export function ReportTable<TRow>({
  label,
  totalOre,
  rows,
  columns,
  getRowId,
  getRowLabel,
  initialSort,
  renderDetail,
  isLoading = false,
  error,
  emptyTitle,
  actions,
  maxHeight,
}: ReportTableProps<TRow>) {
  const showTotal = totalOre !== null && totalOre !== undefined;
  return (
    <div className={s.root}>
      {showTotal || actions ? (
        <div className={s.header}>
          {showTotal ? <p className={s.total}>{TEXTS.reports.total(formatDkk(totalOre))}</p> : null}
          {actions ? <div className={s.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <DataTable<TRow>
        label={label}
        data={rows}
        columns={columns}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        initialSort={initialSort}
        renderDetail={renderDetail}
        isLoading={isLoading}
        loadingLabel={T.loading}
        error={error}
        empty={{ title: emptyTitle }}
        maxHeight={maxHeight}
        density="compact"
      />
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Cells
 * ---------------------------------------------------------------------------------------------- */

const Amount = ({ ore }: { ore: number }) => <span className={s.number}>{formatDkk(ore)}</span>;
const Count = ({ value }: { value: number | string }) => <span className={s.number}>{value}</span>;
const DateTime = ({ value }: { value: string }) => <span className={s.dateTime}>{formatReportDateTime(value)}</span>;

/*
 * A report has many columns (the booking report ten) beside the menu at 1280 px: its tables are compact, and
 * their headers wrap between words over the short values. A date and time keeps its one line while the table
 * has room for it ('DD.MM.YYYY HH:mm': 12 digits and 4 narrower signs, within 15 digit widths), and puts the
 * time under the date where it has none. On a narrow screen, where the table scrolls sideways, both stay on one line.
 */
const TEXT = { wrapHeader: true } as const;
const END = { align: 'end', wrapHeader: true } as const;
const DATE = { wrapHeader: true, cellWidth: `calc(15ch + 2 * ${vars.space.sm})` } as const;

/** An item line of an expanded order, with the order's fields that the item rows repeat. */
interface ItemLine {
  /** The line's place in its order. */
  line: number;
  company?: string;
  date: string;
  employee: string;
  item: string;
  price: number;
  quantity: number;
  total: number;
}

const itemColumns = (withCompany: boolean): DataTableColumn<ItemLine>[] => [
  ...(withCompany ? [{ id: 'company', header: T.company, accessorFn: (line: ItemLine) => line.company, enableSorting: false, meta: TEXT }] : []),
  { id: 'date', header: T.date, accessorKey: 'date', enableSorting: false, meta: DATE, cell: ({ row }) => <DateTime value={row.original.date} /> },
  { id: 'employee', header: T.employee, accessorKey: 'employee', enableSorting: false, meta: TEXT },
  { id: 'item', header: T.item, accessorKey: 'item', enableSorting: false, meta: TEXT },
  { id: 'price', header: T.priceKr, accessorKey: 'price', enableSorting: false, meta: END, cell: ({ row }) => <Amount ore={row.original.price} /> },
  { id: 'quantity', header: T.quantity, accessorKey: 'quantity', enableSorting: false, meta: END, cell: ({ row }) => <Count value={row.original.quantity} /> },
  { id: 'total', header: T.totalKr, accessorKey: 'total', enableSorting: false, meta: END, cell: ({ row }) => <Amount ore={row.original.total} /> },
];
const CANTEEN_ITEM_COLUMNS = itemColumns(true);
const COMPANY_ITEM_COLUMNS = itemColumns(false);

/** The item rows of an expanded order: a DataTable of their own, named after the order. */
function OrderItems({ orderNumber, lines, withCompany }: { orderNumber: number; lines: ItemLine[]; withCompany: boolean }) {
  return (
    <DataTable<ItemLine>
      label={T.orderItems(orderNumber)}
      data={lines}
      columns={withCompany ? CANTEEN_ITEM_COLUMNS : COMPANY_ITEM_COLUMNS}
      getRowId={(line) => line.line}
      rowHeader="item"
      maxHeight="none"
      density="compact"
    />
  );
}

/** Props every report table shares: the report's loading state and its actions. */
export interface ReportStateProps {
  isLoading?: boolean;
  error?: string | null;
  /** Buttons beside the total, e.g. the DownloadButton (left out for a CanteenManager). */
  actions?: ReactNode;
  maxHeight?: string;
}

/* ------------------------------------------------------------------------------------------------
 * Canteen report (§2): order number, quantity, total (kr.); items: company, date, employee, item,
 * price, quantity, total.
 * ---------------------------------------------------------------------------------------------- */

const canteenOrderColumns: DataTableColumn<CanteenReportOrder>[] = [
  { id: 'orderNumber', header: T.orderNumber, accessorKey: 'orderNumber', meta: TEXT },
  { id: 'quantity', header: T.quantity, accessorKey: 'orderQuantity', meta: END, cell: ({ row }) => <Count value={row.original.orderQuantity} /> },
  { id: 'total', header: T.totalKr, accessorKey: 'orderTotal', meta: END, cell: ({ row }) => <Amount ore={row.original.orderTotal} /> },
];

const canteenItemLines = (order: CanteenReportOrder): ItemLine[] =>
  order.orderItems.map((item, line) => ({
    line,
    company: order.companyName ?? T.guests,
    date: order.orderDate,
    employee: order.employee ?? T.none,
    item: item.itemName,
    price: item.itemPrice,
    quantity: item.itemQuantity,
    total: item.itemTotal,
  }));

export interface CanteenReportTableProps extends ReportStateProps {
  /** The answer of `POST /api/order/canteen-report`; null before the first request. */
  report: CanteenReport | null;
}

export function CanteenReportTable({ report, ...state }: CanteenReportTableProps) {
  const rows = useMemo(() => (report ? Object.values(report.orders) : []), [report]);
  return (
    <ReportTable<CanteenReportOrder>
      {...state}
      label={T.canteenReport}
      totalOre={report?.totalPrice ?? null}
      rows={rows}
      columns={canteenOrderColumns}
      getRowId={(order) => order.orderNumber}
      getRowLabel={(order) => T.order(order.orderNumber)}
      initialSort={{ id: 'orderNumber' }}
      renderDetail={(order) => <OrderItems orderNumber={order.orderNumber} lines={canteenItemLines(order)} withCompany />}
      emptyTitle={T.noOrders}
    />
  );
}

/* ------------------------------------------------------------------------------------------------
 * Company canteen report (§2): order number, quantity (sum of item quantities), total amount.
 * ---------------------------------------------------------------------------------------------- */

const quantityOf = (order: CanteenOrder) => order.canteenOrderItems.reduce((sum, line) => sum + line.quantity, 0);

const companyOrderColumns: DataTableColumn<CanteenOrder>[] = [
  { id: 'orderNumber', header: T.orderNumber, accessorKey: 'id', meta: TEXT },
  { id: 'quantity', header: T.quantity, accessorFn: quantityOf, meta: END, cell: ({ getValue }) => <Count value={getValue<number>()} /> },
  { id: 'total', header: T.totalAmount, accessorKey: 'totalAmount', meta: END, cell: ({ row }) => <Amount ore={row.original.totalAmount} /> },
];

const companyItemLines = (order: CanteenOrder): ItemLine[] =>
  order.canteenOrderItems.map((line, index) => ({
    line: index,
    date: order.createdAt,
    employee: `${order.user.firstName} ${order.user.lastName}`,
    item: line.canteenItem.name,
    price: line.canteenItem.price,
    quantity: line.quantity,
    total: line.price,
  }));

export interface CompanyCanteenReportTableProps extends ReportStateProps {
  /** The answer of `POST /api/order/company-report`; null before the first request. */
  orders: CanteenOrder[] | null;
}

export function CompanyCanteenReportTable({ orders, ...state }: CompanyCanteenReportTableProps) {
  const rows = useMemo(() => orders ?? [], [orders]);
  const total = useMemo(() => (orders ? sumOre(orders.map((order) => order.totalAmount)) : null), [orders]);
  return (
    <ReportTable<CanteenOrder>
      {...state}
      label={T.companyCanteenReport}
      totalOre={total}
      rows={rows}
      columns={companyOrderColumns}
      getRowId={(order) => order.id}
      getRowLabel={(order) => T.order(order.id)}
      initialSort={{ id: 'orderNumber' }}
      renderDetail={(order) => <OrderItems orderNumber={order.id} lines={companyItemLines(order)} withCompany={false} />}
      emptyTitle={T.noOrders}
    />
  );
}

/* ------------------------------------------------------------------------------------------------
 * Booking report (§2): id, room, first and last name, company, start and end (DD.MM.YYYY HH:mm),
 * duration in hours, hourly rate, total (kr.).
 * ---------------------------------------------------------------------------------------------- */

const bookingColumns: DataTableColumn<BookingReportEntry>[] = [
  { id: 'id', header: T.id, accessorKey: 'id', meta: TEXT },
  { id: 'room', header: T.room, accessorFn: (entry) => entry.booking.room.name, meta: TEXT },
  { id: 'firstName', header: T.firstName, accessorFn: (entry) => entry.booking.user.firstName, meta: TEXT },
  { id: 'lastName', header: T.lastName, accessorFn: (entry) => entry.booking.user.lastName, meta: TEXT },
  { id: 'company', header: T.company, accessorFn: (entry) => entry.booking.user.company?.name ?? T.none, meta: TEXT },
  { id: 'start', header: T.start, accessorFn: (entry) => entry.booking.bookingStart, meta: DATE, cell: ({ row }) => <DateTime value={row.original.booking.bookingStart} /> },
  { id: 'end', header: T.end, accessorFn: (entry) => entry.booking.bookingEnd, meta: DATE, cell: ({ row }) => <DateTime value={row.original.booking.bookingEnd} /> },
  { id: 'duration', header: T.durationHours, accessorKey: 'bookingDurationHours', meta: END, cell: ({ row }) => <Count value={formatHours(row.original.bookingDurationHours)} /> },
  { id: 'hourlyRate', header: T.hourlyRateKr, accessorKey: 'hourlyRate', meta: END, cell: ({ row }) => <Amount ore={row.original.hourlyRate} /> },
  { id: 'total', header: T.totalKr, accessorKey: 'total', meta: END, cell: ({ row }) => <Amount ore={row.original.total} /> },
];

export interface BookingReportTableProps extends ReportStateProps {
  /** The answer of `POST /api/booking/booking-report`; null before the first request. */
  report: BookingReport | null;
}

export function BookingReportTable({ report, ...state }: BookingReportTableProps) {
  const rows = useMemo(() => report?.entries ?? [], [report]);
  return (
    <ReportTable<BookingReportEntry>
      {...state}
      label={T.bookingReport}
      totalOre={report?.total ?? null}
      rows={rows}
      columns={bookingColumns}
      getRowId={(entry) => entry.id}
      initialSort={{ id: 'start' }}
      emptyTitle={T.noBookings}
    />
  );
}
