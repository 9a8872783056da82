import type { Readable } from 'node:stream';
import {
  addToBookingReportTotals,
  bookingReportEntry,
  NO_BOOKING_REPORT_TOTALS,
  type ReportedBookingRecord,
} from '@roombook/domain/reports/assemble-booking-report';
import {
  addToCanteenReportTotals,
  canteenReportKey,
  canteenReportOrder,
  NO_CANTEEN_REPORT_TOTALS,
} from '@roombook/domain/reports/assemble-canteen-report';
import { companyReportOrder } from '@roombook/domain/reports/assemble-company-report';
import { canteenReportLines, companyReportLines } from '@roombook/domain/reports/columns';
import { bookingReportFileName, canteenReportFileName } from '@roombook/domain/reports/file-name';
import { canteenReportRefusal, companyReportRefusal } from '@roombook/domain/reports/rules/report-access';
import type { CanteenOrderRecord } from '@roombook/domain/reports/canteen-order';
import {
  BookingReport,
  BookingReportEntry,
  CanteenOrder,
  CanteenReport,
  CanteenReportOrder,
  type BookingReportQuery,
  type CanteenReportQuery,
  type CompanyReportQuery,
} from '@roombook/domain/reports/schemas';
import { BOOKING_WORKBOOK, CANTEEN_WORKBOOK, COMPANY_WORKBOOK } from '@roombook/domain/reports/workbook';
import { refuseWith } from '../../../errors';
import { compileWriter } from '../../../serializer';
import { jsonList, jsonRecord, StreamedJson } from '../../../streamed-json';
import type { SessionUserRecord } from '../users/users-repository';
import { reportsRepository, type OrderSelection, type ReportCanteen, type ReportsRepository } from './reports-repository';
import { streamWorkbook } from './reports-workbook';
import type { Deps } from '../../../deps';

/** An Excel download: its file name (§9) and its bytes as they are written. */
export interface WorkbookFile {
  fileName: string;
  body: Readable;
}

const actorOf = (user: SessionUserRecord) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/**
 * The three reports (§2, §3, §9) and their Excel workbooks. Each report reads its rows in one statement
 * (ReportsRepository) and is assembled by the domain's functions, the same the mocks use; the amounts are the
 * prices fixed on each booking and order line. Who may read which canteen's report is the domain's rule
 * (`canteenReportRefusal`, `companyReportRefusal`); the workbooks stream the same rows through exceljs.
 */
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly now: () => Date,
    private readonly onStreamError: (error: unknown) => void = () => undefined,
  ) {}

  /** The booking report, written as its bookings are read (`StreamedJson`). */
  bookingReport(query: BookingReportQuery): Promise<StreamedJson<BookingReport>> {
    return StreamedJson.of(bookingReportJson(this.reports.bookingReportBatches(query, this.now())), this.onStreamError);
  }

  bookingWorkbook(query: BookingReportQuery): WorkbookFile {
    const entries = mapAsync(this.reports.bookingReportBatches(query, this.now()), (records) => records.map(bookingReportEntry));
    return { fileName: bookingReportFileName(query), body: streamWorkbook(BOOKING_WORKBOOK, entries, this.onStreamError) };
  }

  async canteenReport(user: SessionUserRecord, query: CanteenReportQuery): Promise<StreamedJson<CanteenReport>> {
    await this.reportedCanteen(user, query.canteen);
    return StreamedJson.of(canteenReportJson(this.reports.canteenOrderBatches(query)), this.onStreamError);
  }

  async canteenWorkbook(user: SessionUserRecord, query: CanteenReportQuery): Promise<WorkbookFile> {
    const canteen = await this.reportedCanteen(user, query.canteen);
    const lines = mapAsync(this.reports.canteenOrderBatches(query), (orders) => orders.flatMap((order) => canteenReportLines(canteenReportOrder(order))));
    return { fileName: canteenReportFileName(canteen.locationName, query), body: streamWorkbook(CANTEEN_WORKBOOK, lines, this.onStreamError) };
  }

  async companyReport(user: SessionUserRecord, query: CompanyReportQuery): Promise<StreamedJson<CanteenOrder[]>> {
    const selection = await this.companySelection(user, query);
    return StreamedJson.of(jsonList(this.reports.canteenOrderBatches(selection.orders), (order) => writeCompanyOrder(companyReportOrder(order))), this.onStreamError);
  }

  async companyWorkbook(user: SessionUserRecord, query: CompanyReportQuery): Promise<WorkbookFile> {
    const { canteen, orders } = await this.companySelection(user, query);
    const lines = mapAsync(this.reports.canteenOrderBatches(orders), (batch) => batch.flatMap((order) => companyReportLines(companyReportOrder(order))));
    return { fileName: canteenReportFileName(canteen.locationName, query), body: streamWorkbook(COMPANY_WORKBOOK, lines, this.onStreamError) };
  }

  /** The canteen of a canteen report, if the user may read its report (404, 403 otherwise). */
  private async reportedCanteen(user: SessionUserRecord, canteenId: number): Promise<ReportCanteen> {
    const canteen = await this.reports.canteen(canteenId);
    refuseWith(canteenReportRefusal(actorOf(user), canteen));
    return canteen!;
  }

  /** The canteen of a company report, and the user's company's orders there. */
  private async companySelection(user: SessionUserRecord, query: CompanyReportQuery): Promise<{ canteen: ReportCanteen; orders: OrderSelection }> {
    const canteen = await this.reports.canteen(query.canteen);
    refuseWith(companyReportRefusal(actorOf(user), canteen));
    return { canteen: canteen!, orders: { ...query, onlyCompany: user.company!.id } };
  }
}

const writeBookingEntry = compileWriter(BookingReportEntry);
const writeBookingTotals = compileWriter(BookingReport.omit({ entries: true }));
const writeCanteenOrder = compileWriter(CanteenReportOrder);
const writeCanteenTotals = compileWriter(CanteenReport.omit({ orders: true }));
const writeCompanyOrder = compileWriter(CanteenOrder);

/** Totals kept up to date item by item, by the domain's `add`. */
const runningTotals = <Item, Totals>(start: Totals, add: (totals: Totals, item: Item) => Totals) => {
  let totals = start;
  return {
    /** Adds the item and gives it back, to be written. */
    add: (item: Item): Item => {
      totals = add(totals, item);
      return item;
    },
    get value(): Totals {
      return totals;
    },
  };
};

/**
 * A report's JSON: its rows' member as `pieces` writes it (`{"entries":[…]`, the object left open), then the
 * totals' members, written by their own writer once every row is in (its `{…}` without the opening brace).
 */
async function* withTotals(pieces: AsyncIterable<string>, writeTotals: () => string): AsyncGenerator<string> {
  yield* pieces;
  yield `,${writeTotals().slice(1)}`;
}

/** `{"entries":[…],"total":…,"totalWithDiscount":…}`: the entries as the bookings come, then their totals. */
function bookingReportJson(records: AsyncIterable<readonly ReportedBookingRecord[]>): AsyncGenerator<string> {
  const totals = runningTotals(NO_BOOKING_REPORT_TOTALS, addToBookingReportTotals);
  const entries = jsonList(records, (record) => writeBookingEntry(totals.add(bookingReportEntry(record))), '{"entries":');
  return withTotals(entries, () => writeBookingTotals(totals.value));
}

/** `{"orders":{"id":…},"totalPrice":…,"totalQuantity":…}`: the orders as they come, then their totals. */
function canteenReportJson(orders: AsyncIterable<readonly CanteenOrderRecord[]>): AsyncGenerator<string> {
  const totals = runningTotals(NO_CANTEEN_REPORT_TOTALS, addToCanteenReportTotals);
  const written = jsonRecord(orders, (record) => [canteenReportKey(record), writeCanteenOrder(totals.add(canteenReportOrder(record)))], '{"orders":');
  return withTotals(written, () => writeCanteenTotals(totals.value));
}

/** Each batch of `source` turned into rows (an order into its lines), one by one, as they come. */
async function* mapAsync<T, U>(source: AsyncIterable<T>, map: (batch: T) => readonly U[]): AsyncGenerator<U> {
  for await (const batch of source) yield* map(batch);
}

export const reportsService = (deps: Deps) =>
  new ReportsService(deps.get(reportsRepository), deps.now, (error) => deps.log.error({ err: error }, 'a streamed report (JSON or Excel) broke off'));
