import type { Knex } from 'knex';

/** What a repository method runs on: the database, or the transaction a service passes in. */
export type Executor = Knex | Knex.Transaction;
