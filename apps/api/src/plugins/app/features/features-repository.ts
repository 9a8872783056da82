import type { Knex } from 'knex';
import type { Feature } from '@roombook/domain/features/schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

const FEATURE_COLUMNS = ['id', 'name', 'is_active as isActive'];

/** The only code that reads or writes `features` (conventions §5); `room_features` follows by its cascade. */
export class FeaturesRepository {
  constructor(private readonly db: Knex) {}

  /** Every feature, active or not, by name. */
  async list(trx: Executor = this.db): Promise<Feature[]> {
    return trx('features')
      .select<Feature[]>(FEATURE_COLUMNS)
      .orderBy([{ column: 'name' }, { column: 'id' }]);
  }

  /** The features among `ids` that exist (a room's features are checked against them). */
  async findByIds(ids: readonly number[], trx: Executor = this.db): Promise<Feature[]> {
    if (ids.length === 0) return [];
    return trx('features')
      .select<Feature[]>(FEATURE_COLUMNS)
      .whereIn('id', [...new Set(ids)]);
  }

  /** A new feature, active (the unique index on `lower(name)` refuses a repeated name: 23505). */
  async insert(name: string, trx: Executor = this.db): Promise<Feature> {
    const [row] = await trx('features').insert({ name }).returning<Feature[]>(FEATURE_COLUMNS);
    if (!row) throw new Error('insert into features returned no row');
    return row;
  }

  /** The renamed feature; undefined when there is none with that id. */
  async rename(id: number, name: string, trx: Executor = this.db): Promise<Feature | undefined> {
    const [row] = await trx('features').where({ id }).update({ name, updated_at: trx.fn.now() }).returning<Feature[]>(FEATURE_COLUMNS);
    return row;
  }

  /**
   * The ids among `ids` that exist, locked until the transaction ends: a bulk change checks them all, then
   * changes them, and no parallel delete can come in between.
   */
  async lockExisting(ids: readonly number[], trx: Knex.Transaction): Promise<number[]> {
    const rows = await trx('features')
      .select<Array<{ id: number }>>('id')
      .whereIn('id', [...new Set(ids)])
      .forUpdate();
    return rows.map((row) => row.id);
  }

  async setActive(ids: readonly number[], isActive: boolean, trx: Executor = this.db): Promise<void> {
    await trx('features')
      .whereIn('id', [...new Set(ids)])
      .update({ is_active: isActive, updated_at: trx.fn.now() });
  }

  /** Deletes the features (and, by the cascade, their place in every room); answers how many there were. */
  async delete(ids: readonly number[], trx: Executor = this.db): Promise<number> {
    const deleted = await trx('features')
      .whereIn('id', [...new Set(ids)])
      .delete()
      .returning<Array<{ id: number }>>('id');
    return deleted.length;
  }
}

export const featuresRepository = (deps: Deps) => new FeaturesRepository(deps.knex);
