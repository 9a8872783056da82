/**
 * Whether every id of `ids` names a record a record may link to: one of `known` (those that exist) that is
 * active, or that the linking record has already (`currentIds`), so that saving it unchanged never fails
 * because a linked record was marked inactive since. Used for a room's features and a company's locations.
 */
export function usableReferences(
  ids: readonly number[],
  known: ReadonlyArray<{ id: number; isActive: boolean }>,
  currentIds: readonly number[] = [],
): boolean {
  const current = new Set(currentIds);
  const usable = new Set(known.filter((record) => record.isActive || current.has(record.id)).map((record) => record.id));
  return ids.every((id) => usable.has(id));
}
