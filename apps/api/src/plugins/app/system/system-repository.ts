import type { Knex } from 'knex';
import { directRows, statementOf } from '../../../db/direct';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** The health check's statement (the same in knex's and PostgreSQL's form: it has no bindings). */
const PING = statementOf('select 1', 'select 1');

export class SystemRepository {
  constructor(private readonly db: Knex) {}

  /** One round trip to the database (past knex's runner, like the session read: `directRows`). */
  async ping(trx: Executor = this.db): Promise<void> {
    await directRows(trx, PING, []);
  }

  async insertPageView(view: { userId: number; path: string }, trx: Executor = this.db): Promise<void> {
    await trx('page_views').insert({ user_id: view.userId, path: view.path });
  }
}

export const systemRepository = (deps: Deps) => new SystemRepository(deps.knex);
