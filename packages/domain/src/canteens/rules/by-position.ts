/**
 * The order of the canteen items (§2 Manage Canteen Items 'sorted by position'; the kiosk's menu): by
 * position, then by name in English collation, then by id, so that items sharing a position always come in
 * the same order. For `Array.prototype.sort`.
 */
export const byPosition = (a: { id: number; name: string; position: number }, b: { id: number; name: string; position: number }): number =>
  a.position - b.position || a.name.localeCompare(b.name, 'en') || a.id - b.id;
