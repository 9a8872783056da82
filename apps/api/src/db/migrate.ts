import type { Knex } from 'knex';
import { migrationSource } from '../../migrations/index';

/** Runs every pending migration; answers the names it ran. */
export const migrateLatest = async (knex: Knex): Promise<string[]> => {
  const [, names] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return names;
};

/** Rolls every migration back (tests). */
export const migrateRollbackAll = async (knex: Knex): Promise<void> => {
  await knex.migrate.rollback({ migrationSource }, true);
};
