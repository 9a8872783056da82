/**
 * A form's zod issues as messages by field: the first segment of each issue's path names the field, and
 * each message is listed once. (Issues without a path belong to no field and are left out.)
 */
export function errorsByField<Field extends PropertyKey>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Partial<Record<Field, string[]>> {
  const errors: Partial<Record<Field, string[]>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field === undefined) continue;
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
