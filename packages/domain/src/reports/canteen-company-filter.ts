import { CANTEEN_REPORT_COMPANY_ALL, CANTEEN_REPORT_COMPANY_GUESTS } from '../constants';
import type { CanteenReportQuery } from './schemas';

/**
 * Whether an order of `companyId` (null: a guest order) passes the canteen report's company filter (§9):
 * 0 means All, '' means Guests (orders without a company), any other number that one company.
 */
export const matchesCompanyFilter = (filter: CanteenReportQuery['company'], companyId: number | null): boolean => {
  if (filter === CANTEEN_REPORT_COMPANY_ALL) return true;
  if (filter === CANTEEN_REPORT_COMPANY_GUESTS) return companyId === null;
  return companyId === filter;
};
