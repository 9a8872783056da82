import type { Knex } from 'knex';
import { bulkRefusal } from '@roombook/domain/common/rules/bulk-refusal';
import { refuseWith } from '../../errors';

/**
 * A bulk change of the records `ids` (features, locations, rooms, companies), all or nothing: in one
 * transaction, `lockExisting` locks the records that exist among the ids (until the transaction ends); when
 * one id names none, nothing changes and the answer is 404 (`bulkRefusal`); otherwise `change` runs on the
 * locked rows, so no parallel delete can come between the check and the change.
 */
export function allOrNothing(
  db: Knex,
  ids: readonly number[],
  lockExisting: (ids: readonly number[], trx: Knex.Transaction) => Promise<number[]>,
  change: (trx: Knex.Transaction) => Promise<unknown>,
): Promise<void> {
  return db.transaction(async (trx) => {
    refuseWith(bulkRefusal(ids, await lockExisting(ids, trx)));
    await change(trx);
  });
}
