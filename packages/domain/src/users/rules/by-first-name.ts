/**
 * The order of the users list (§2 Manage Users 'sorted by first name'): by first name, then by last name,
 * in English collation (so 'ida' sorts with 'Ida'). For `Array.prototype.sort`, which keeps ties in order.
 */
export const byFirstName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }): number =>
  a.firstName.localeCompare(b.firstName, 'en') || a.lastName.localeCompare(b.lastName, 'en');
