import type { ApiError } from '../schemas';

/** A record with a name that no other record of its kind may share. */
export interface NamedRecord {
  id: number;
  name: string;
}

/**
 * The rule of a name that is unique whatever its case (features, locations): `name` is refused (409 with
 * `message`) when another record of `records` has it in any case; the record being renamed (`exceptId`)
 * may keep its own name in another case. The API's unique index on `lower(name)` answers the same.
 */
export const nameTakenRefusal =
  (message: string) =>
  (name: string, records: readonly NamedRecord[], exceptId?: number): ApiError | null => {
    const wanted = name.toLowerCase();
    const taken = records.some((record) => record.id !== exceptId && record.name.toLowerCase() === wanted);
    return taken ? { statusCode: 409, message } : null;
  };
