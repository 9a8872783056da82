import { Temporal } from 'temporal-polyfill';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { assembleBookingReport } from '@roombook/domain/reports/assemble-booking-report';
import { assembleCanteenReport } from '@roombook/domain/reports/assemble-canteen-report';
import { assembleCompanyReport } from '@roombook/domain/reports/assemble-company-report';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

function knownCanteen(store: MockStore, canteenId: number) {
  if (!store.canteens.exists(canteenId)) throw new MockHttpError(404, ERRORS.notFound);
}

/** The three reports (§2, §7), assembled by the domain (reports/assemble-*) from the store's orders and bookings. */
export const reportHandlers = (store: MockStore) => [
  contractHandler(store, contract.report.canteen, ({ body }) => {
    knownCanteen(store, body.canteen);
    // An order of a deleted company keeps the company's name (docs/decisions/027).
    return assembleCanteenReport(body, store.canteenOrders, [...store.companies, ...store.formerCompanies]);
  }),
  contractHandler(store, contract.report.company, ({ body, actor }) => {
    knownCanteen(store, body.canteen);
    return assembleCompanyReport(body, actor.company?.id ?? null, store.canteenOrders);
  }),
  contractHandler(store, contract.report.booking, ({ body }) =>
    assembleBookingReport(body, store.calendar.bookings, store, Temporal.Instant.fromEpochMilliseconds(store.now())),
  ),
];
