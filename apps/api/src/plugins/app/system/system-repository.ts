import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';

export class SystemRepository {
  constructor(private readonly db: Knex) {}

  /** One round trip to the database. */
  async ping(trx: Executor = this.db): Promise<void> {
    await trx.raw('select 1');
  }

  async insertPageView(view: { userId: number; path: string }, trx: Executor = this.db): Promise<void> {
    await trx('page_views').insert({ user_id: view.userId, path: view.path });
  }
}
