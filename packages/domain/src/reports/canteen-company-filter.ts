import { CANTEEN_REPORT_COMPANY_ALL, CANTEEN_REPORT_COMPANY_GUESTS } from '../constants';
import type { OrderCompany } from './canteen-order';
import type { CanteenReportQuery } from './schemas';

/**
 * Whether an order of `company` (null: a guest order) passes the canteen report's company filter (§9):
 * 0 means All, '' means Guests (orders without a company: not those of a deleted company, which keep its
 * name, docs/decisions/027), any other number that one company.
 */
export const matchesCompanyFilter = (filter: CanteenReportQuery['company'], company: Pick<OrderCompany, 'id'> | null): boolean => {
  if (filter === CANTEEN_REPORT_COMPANY_ALL) return true;
  if (filter === CANTEEN_REPORT_COMPANY_GUESTS) return company === null;
  return company !== null && company.id === filter;
};
