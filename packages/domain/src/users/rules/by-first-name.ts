import { compareText } from '../../common/rules/text-order';

/**
 * The order of the users list (§2 Manage Users 'sorted by first name'): by first name, then by last name, in
 * the Danish order of every list (`compareText`: Æ, Ø, Å after Z; 'ida' with 'Ida'), the order the DataTable
 * sorts its columns in. For `Array.prototype.sort`, which keeps ties in order.
 */
export const byFirstName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }): number =>
  compareText(a.firstName, b.firstName) || compareText(a.lastName, b.lastName);
