import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';

export interface LocationName {
  id: number;
  name: string;
}

/** Reads of `locations` needed by this calls (the Locations screen comes with its own issue). */
export class LocationsRepository {
  constructor(private readonly db: Knex) {}

  /** The locations among `ids` that exist, by name. */
  async findNames(ids: readonly number[], trx: Executor = this.db): Promise<LocationName[]> {
    if (ids.length === 0) return [];
    return trx('locations')
      .select<LocationName[]>('id', 'name')
      .whereIn('id', [...new Set(ids)])
      .orderBy([{ column: 'name' }, { column: 'id' }]);
  }

  async exists(id: number, trx: Executor = this.db): Promise<boolean> {
    return (await trx('locations').select('id').where({ id }).first()) !== undefined;
  }
}
