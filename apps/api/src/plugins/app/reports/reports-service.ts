import type { Readable } from 'node:stream';
import { bookingReportEntry, bookingReportOf } from '@roombook/domain/reports/assemble-booking-report';
import { canteenReportOf, canteenReportOrder } from '@roombook/domain/reports/assemble-canteen-report';
import { companyReportOrder } from '@roombook/domain/reports/assemble-company-report';
import { canteenReportLines, companyReportLines } from '@roombook/domain/reports/columns';
import { bookingReportFileName, canteenReportFileName } from '@roombook/domain/reports/file-name';
import { canteenReportRefusal, companyReportRefusal } from '@roombook/domain/reports/rules/report-access';
import type { BookingReport, BookingReportQuery, CanteenOrder, CanteenReport, CanteenReportQuery, CompanyReportQuery } from '@roombook/domain/reports/schemas';
import { BOOKING_WORKBOOK, CANTEEN_WORKBOOK, COMPANY_WORKBOOK } from '@roombook/domain/reports/workbook';
import { refuseWith } from '../../../errors';
import type { SessionUserRecord } from '../users/users-repository';
import type { OrderSelection, ReportCanteen, ReportsRepository } from './reports-repository';
import { streamWorkbook } from './reports-workbook';

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

  bookingReport(query: BookingReportQuery): Promise<BookingReport> {
    return this.reports.bookingReport(query, this.now()).then(bookingReportOf);
  }

  bookingWorkbook(query: BookingReportQuery): WorkbookFile {
    const entries = mapAsync(this.reports.streamBookingReport(query, this.now()), (record) => [bookingReportEntry(record)]);
    return { fileName: bookingReportFileName(query), body: streamWorkbook(BOOKING_WORKBOOK, entries, this.onStreamError) };
  }

  async canteenReport(user: SessionUserRecord, query: CanteenReportQuery): Promise<CanteenReport> {
    await this.reportedCanteen(user, query.canteen);
    return canteenReportOf(await this.reports.canteenOrders(query));
  }

  async canteenWorkbook(user: SessionUserRecord, query: CanteenReportQuery): Promise<WorkbookFile> {
    const canteen = await this.reportedCanteen(user, query.canteen);
    const lines = mapAsync(this.reports.streamCanteenOrders(query), (order) => canteenReportLines(canteenReportOrder(order)));
    return { fileName: canteenReportFileName(canteen.locationName, query), body: streamWorkbook(CANTEEN_WORKBOOK, lines, this.onStreamError) };
  }

  async companyReport(user: SessionUserRecord, query: CompanyReportQuery): Promise<CanteenOrder[]> {
    const selection = await this.companySelection(user, query);
    return (await this.reports.canteenOrders(selection.orders)).map(companyReportOrder);
  }

  async companyWorkbook(user: SessionUserRecord, query: CompanyReportQuery): Promise<WorkbookFile> {
    const { canteen, orders } = await this.companySelection(user, query);
    const lines = mapAsync(this.reports.streamCanteenOrders(orders), (order) => companyReportLines(companyReportOrder(order)));
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

/** Each item of `source` turned into none, one or several (an order into its lines), as they come. */
async function* mapAsync<T, U>(source: AsyncIterable<T>, map: (item: T) => readonly U[]): AsyncGenerator<U> {
  for await (const item of source) yield* map(item);
}
