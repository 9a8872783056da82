import { Temporal } from 'temporal-polyfill';
import { contract } from '@roombook/domain/contract/index';
import { assembleBookingReport } from '@roombook/domain/reports/assemble-booking-report';
import { assembleCanteenReport } from '@roombook/domain/reports/assemble-canteen-report';
import { assembleCompanyReport } from '@roombook/domain/reports/assemble-company-report';
import { canteenReportLines, companyReportLines } from '@roombook/domain/reports/columns';
import { bookingReportFileName, canteenReportFileName } from '@roombook/domain/reports/file-name';
import { canteenReportRefusal, companyReportRefusal } from '@roombook/domain/reports/rules/report-access';
import { BOOKING_WORKBOOK, CANTEEN_WORKBOOK, COMPANY_WORKBOOK } from '@roombook/domain/reports/workbook';
import { contractHandler, refuseWith } from '../lib/contract-handler';
import { bookingRecords, orderRecords } from '../lib/report-records';
import { workbookResponse } from '../lib/workbook';
import type { MockStore, MockUser } from '../data/store';

const actorOf = (user: MockUser) => ({ id: user.id, role: user.role, companyId: user.company?.id ?? null });

/**
 * A canteen as the reports read it: who manages it, and its location's name (the workbook's name); a deleted
 * canteen whose orders are kept has no manager (docs/decisions/039; the mocks keep no location name for it).
 */
function canteenOf(store: MockStore, canteenId: number) {
  const record = store.canteens.records.find((canteen) => canteen.id === canteenId);
  if (!record) return store.canteenOrders.some((order) => order.canteenId === canteenId) ? { managerId: null, locationName: '' } : undefined;
  const name = store.canteens.all().find((canteen) => canteen.id === canteenId)?.location.name ?? '';
  return { managerId: record.managerId, locationName: name };
}

/** The canteen of a canteen report, if the actor may read its report (the domain's rule: 404, 403). */
function reportedCanteen(store: MockStore, actor: MockUser, canteenId: number) {
  const canteen = canteenOf(store, canteenId);
  refuseWith(canteenReportRefusal(actorOf(actor), canteen));
  return canteen!;
}

/** The canteen of a company canteen report (the domain's rule: 404, 403). */
function companyCanteen(store: MockStore, actor: MockUser, canteenId: number) {
  const canteen = canteenOf(store, canteenId);
  refuseWith(companyReportRefusal(actorOf(actor), canteen));
  return canteen!;
}

const nowOf = (store: MockStore) => Temporal.Instant.fromEpochMilliseconds(store.now());

/**
 * The three reports (§2, §7) and their Excel workbooks, assembled by the domain (reports/assemble-*,
 * reports/workbook) from the store's orders and bookings, with the domain's access rules, as the API does.
 */
const reportHandlers = (store: MockStore) => [
  contractHandler(store, contract.report.canteen, ({ body, actor }) => {
    reportedCanteen(store, actor, body.canteen);
    return assembleCanteenReport(body, orderRecords(store));
  }),
  contractHandler(store, contract.report.company, ({ body, actor }) => {
    companyCanteen(store, actor, body.canteen);
    return assembleCompanyReport(body, actor.company?.id ?? null, orderRecords(store));
  }),
  contractHandler(store, contract.report.booking, ({ body }) => assembleBookingReport(body, bookingRecords(store), nowOf(store))),
  contractHandler(store, contract.report.bookingExcel, ({ body }) => {
    const { entries } = assembleBookingReport(body, bookingRecords(store), nowOf(store));
    return workbookResponse(BOOKING_WORKBOOK, entries, bookingReportFileName(body));
  }),
  contractHandler(store, contract.report.canteenExcel, ({ body, actor }) => {
    const canteen = reportedCanteen(store, actor, body.canteen);
    const { orders } = assembleCanteenReport(body, orderRecords(store));
    return workbookResponse(CANTEEN_WORKBOOK, Object.values(orders).flatMap(canteenReportLines), canteenReportFileName(canteen.locationName, body));
  }),
  contractHandler(store, contract.report.companyExcel, ({ body, actor }) => {
    const canteen = companyCanteen(store, actor, body.canteen);
    const orders = assembleCompanyReport(body, actor.company?.id ?? null, orderRecords(store));
    return workbookResponse(COMPANY_WORKBOOK, orders.flatMap(companyReportLines), canteenReportFileName(canteen.locationName, body));
  }),
];

export default reportHandlers;
