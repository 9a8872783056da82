import { useMemo, type ReactNode } from 'react';
import type { BookingReport, BookingReportEntry, CanteenOrder, CanteenReport, CanteenReportOrder } from '@roombook/domain/reports/schemas';
import { formatDkk, sumOre } from '@roombook/domain/money/index';
import { percentText, TEXTS } from '@roombook/domain/messages';
import {
  BOOKING_REPORT_COLUMNS,
  CANTEEN_LINE_COLUMNS,
  CANTEEN_ORDER_COLUMNS,
  canteenReportLines,
  COMPANY_LINE_COLUMNS,
  COMPANY_ORDER_COLUMNS,
  companyReportLines,
  type CanteenReportLine,
  type ReportColumn,
  type ReportValue,
  type ReportValueKind,
} from '@roombook/domain/reports/columns';
import { taxTotals, type ReportTotal } from '@roombook/domain/reports/totals';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { formatHours, formatMonth, formatReportDateTime } from './format';
import { REPORT_TABLE_TEXTS as T } from './texts';

const TOTALS = TEXTS.reports.totals;
import { vars } from '../theme/vars.css';
import * as s from './ReportTable.css';

/* ------------------------------------------------------------------------------------------------
 * The generic report table: 'Total: X kr.' over one DataTable (the product's one table component), whose
 * rows are cards on a narrow screen (ADR 088), an order's items too.
 * ---------------------------------------------------------------------------------------------- */

export interface ReportTableProps<TRow> {
  /** The table's name (its caption). */
  label: string;
  /**
   * The report's totals, one under the other above the table, each 'Name: X kr.' (TEXTS.reports.totalLine):
   * 'Total: X kr.', or the canteen reports' total excluding tax, tax and total including tax; null or absent
   * shows none (before the first request).
   */
  totals?: readonly ReportTotal[] | null;
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
  /**
   * What the table says without rows: before the first request how to ask for the report
   * (TEXTS.reports.table.notRequested), after it the spec's 'No orders in this period'.
   */
  emptyTitle: string;
  /** Buttons in the report's header, e.g. the DownloadButton. */
  actions?: ReactNode;
  /** @default '70vh' */
  maxHeight?: string;
}

/** A report: its totals ('Total: X kr.') and its rows in a DataTable, with the caller's actions beside the totals. */
export function ReportTable<TRow>({
  label,
  totals,
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
  const showTotals = totals !== null && totals !== undefined && totals.length > 0;
  return (
    <div className={s.root}>
      {showTotals || actions ? (
        <div className={s.header}>
          {showTotals ? (
            <div className={s.totals}>
              {totals.map((total) => (
                <p key={total.name} className={s.total}>
                  {TEXTS.reports.totalLine(total.name, formatDkk(total.ore))}
                </p>
              ))}
            </div>
          ) : null}
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
        narrowLayout="cards"
      />
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Cells and columns: built from the reports' columns in the domain (reports/columns.ts), the same
 * list the Excel workbooks are written from.
 * ---------------------------------------------------------------------------------------------- */

const Amount = ({ ore }: { ore: number }) => <span className={s.number}>{formatDkk(ore)}</span>;
const Count = ({ value }: { value: number | string }) => <span className={s.number}>{value}</span>;
const DateTime = ({ value }: { value: string }) => <span className={s.dateTime}>{formatReportDateTime(value)}</span>;

/*
 * A report has many columns (the booking report twelve) beside the menu at 1280 px: its tables are compact, and
 * their headers wrap between words over the short values. A date and time keeps its one line while the table
 * has room for it ('DD.MM.YYYY HH:mm': 12 digits and 4 narrower signs, within 15 digit widths), and puts the
 * time under the date where it has none. On a narrow screen each row is a card (ADR 088), its fields one under
 * the other, and a date and time stays on one line beside its label.
 */
const TEXT = { wrapHeader: true } as const;
const END = { align: 'end', wrapHeader: true } as const;
const DATE = { wrapHeader: true, cellWidth: `calc(15ch + 2 * ${vars.space.sm})` } as const;
const NUMERIC: ReadonlySet<ReportValueKind> = new Set(['integer', 'hours', 'percent', 'money']);
/** A column's layout by the kind of its values: numbers to the end, dates and times their own width. */
const metaOf = (kind: ReportValueKind) => (NUMERIC.has(kind) ? END : kind === 'dateTime' ? DATE : TEXT);

/** A value as its column's kind writes it; an empty one as '-'. */
function ReportCell({ kind, value }: { kind: ReportValueKind; value: ReportValue }) {
  if (value === null) return T.none;
  switch (kind) {
    case 'money':
      return <Amount ore={Number(value)} />;
    case 'hours':
      return <Count value={formatHours(Number(value))} />;
    case 'percent':
      return <Count value={percentText(Number(value))} />;
    case 'integer':
      return <Count value={value} />;
    case 'dateTime':
      return <DateTime value={String(value)} />;
    case 'month':
      return formatMonth(String(value));
    case 'id':
    case 'text':
      return String(value);
  }
}

/**
 * A report's columns shown on screen as DataTable columns: the header, the value (what sorting reads) and its cell
 * (an Insights chart's table shows its columns the same way).
 */
export function reportTableColumns<TRow>(columns: readonly ReportColumn<TRow>[], { sortable = true }: { sortable?: boolean } = {}): DataTableColumn<TRow>[] {
  return columns.filter((column) => column.onScreen !== false).map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: column.value,
    enableSorting: sortable,
    meta: metaOf(column.kind),
    cell: ({ row }) => <ReportCell kind={column.kind} value={column.value(row.original)} />,
  }));
}

/** The expanded rows show an order's lines without the order number (it is their order's). */
const withoutOrderNumber = <TRow,>(columns: readonly ReportColumn<TRow>[]) => columns.filter((column) => column.id !== 'orderNumber');
const CANTEEN_ITEM_COLUMNS = reportTableColumns(withoutOrderNumber(CANTEEN_LINE_COLUMNS), { sortable: false });
const COMPANY_ITEM_COLUMNS = reportTableColumns(withoutOrderNumber(COMPANY_LINE_COLUMNS), { sortable: false });

/** The item rows of an expanded order: a DataTable of their own, named after the order. */
function OrderItems({ orderNumber, lines, withCompany }: { orderNumber: number; lines: CanteenReportLine[]; withCompany: boolean }) {
  return (
    <DataTable<CanteenReportLine>
      label={T.orderItems(orderNumber)}
      data={lines}
      columns={withCompany ? CANTEEN_ITEM_COLUMNS : COMPANY_ITEM_COLUMNS}
      getRowId={(line) => line.line}
      rowHeader="item"
      maxHeight="none"
      density="compact"
      narrowLayout="cards"
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
 * price, quantity, total. The prices are without tax: the totals say so, and add the tax, as the
 * Excel file does (§9).
 * ---------------------------------------------------------------------------------------------- */

const canteenOrderColumns = reportTableColumns(CANTEEN_ORDER_COLUMNS);

export interface CanteenReportTableProps extends ReportStateProps {
  /** The answer of `POST /api/order/canteen-report`; null before the first request. */
  report: CanteenReport | null;
}

export function CanteenReportTable({ report, ...state }: CanteenReportTableProps) {
  const rows = useMemo(() => (report ? Object.values(report.orders) : []), [report]);
  const totals = useMemo(() => (report ? taxTotals(report.totalPrice) : null), [report]);
  return (
    <ReportTable<CanteenReportOrder>
      {...state}
      label={T.canteenReport}
      totals={totals}
      rows={rows}
      columns={canteenOrderColumns}
      getRowId={(order) => order.orderNumber}
      getRowLabel={(order) => T.order(order.orderNumber)}
      initialSort={{ id: 'orderNumber' }}
      renderDetail={(order) => <OrderItems orderNumber={order.orderNumber} lines={canteenReportLines(order)} withCompany />}
      emptyTitle={report === null ? T.notRequestedCanteen : T.noOrders}
    />
  );
}

/* ------------------------------------------------------------------------------------------------
 * Company canteen report (§2): order number, quantity (sum of item quantities), total amount; the
 * totals as the canteen report's.
 * ---------------------------------------------------------------------------------------------- */

const companyOrderColumns = reportTableColumns(COMPANY_ORDER_COLUMNS);

export interface CompanyCanteenReportTableProps extends ReportStateProps {
  /** The answer of `POST /api/order/company-report`; null before the first request. */
  orders: CanteenOrder[] | null;
}

export function CompanyCanteenReportTable({ orders, ...state }: CompanyCanteenReportTableProps) {
  const rows = useMemo(() => orders ?? [], [orders]);
  const totals = useMemo(() => (orders ? taxTotals(sumOre(orders.map((order) => order.totalAmount))) : null), [orders]);
  return (
    <ReportTable<CanteenOrder>
      {...state}
      label={T.companyCanteenReport}
      totals={totals}
      rows={rows}
      columns={companyOrderColumns}
      getRowId={(order) => order.id}
      getRowLabel={(order) => T.order(order.orderNumber)}
      initialSort={{ id: 'orderNumber' }}
      renderDetail={(order) => <OrderItems orderNumber={order.orderNumber} lines={companyReportLines(order)} withCompany={false} />}
      emptyTitle={orders === null ? T.notRequestedCanteen : T.noOrders}
    />
  );
}

/* ------------------------------------------------------------------------------------------------
 * Booking report (§2): id, room, first and last name, company, start and end (DD.MM.YYYY HH:mm),
 * duration in hours, hourly rate, total (kr.); then the discount and the total with it.
 * ---------------------------------------------------------------------------------------------- */

const bookingColumns = reportTableColumns(BOOKING_REPORT_COLUMNS);

export interface BookingReportTableProps extends ReportStateProps {
  /** The answer of `POST /api/booking/booking-report`; null before the first request. */
  report: BookingReport | null;
}

export function BookingReportTable({ report, ...state }: BookingReportTableProps) {
  const rows = useMemo(() => report?.entries ?? [], [report]);
  const totals = useMemo(
    () =>
      report
        ? [
            { name: TOTALS.total, ore: report.total },
            { name: TOTALS.totalWithDiscount, ore: report.totalWithDiscount },
          ]
        : null,
    [report],
  );
  return (
    <ReportTable<BookingReportEntry>
      {...state}
      label={T.bookingReport}
      totals={totals}
      rows={rows}
      columns={bookingColumns}
      getRowId={(entry) => entry.id}
      initialSort={{ id: 'start' }}
      emptyTitle={report === null ? T.notRequested : T.noBookings}
    />
  );
}
