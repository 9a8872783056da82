import { readdirSync } from 'node:fs';
import type { Knex } from 'knex';

/** A migration's file: four digits, its place in the order, then its name (`0006_feature_names_unique.ts`). */
export const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.ts$/;

const MIGRATIONS_DIR = new URL('./', import.meta.url);

/**
 * Every migration of this folder, in the order of its number, under its permanent name: the file name
 * without its extension, as knex_migrations stores it (the names must never change). They are read from the
 * folder and loaded with `import()` (the API runs under tsx and Vitest, unbundled), because knex's own
 * folder loader cannot load TypeScript there. migrations.test.ts checks that the numbers run 0001, 0002, …
 * without a gap or a repeat.
 */
export const MIGRATION_NAMES: readonly string[] = readdirSync(MIGRATIONS_DIR)
  .filter((file) => MIGRATION_FILE.test(file))
  .sort()
  .map((file) => file.slice(0, -'.ts'.length));

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve([...MIGRATION_NAMES]),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    if (!MIGRATION_NAMES.includes(name)) throw new Error(`Unknown migration ${name}`);
    return (await import(new URL(`${name}.ts`, MIGRATIONS_DIR).href)) as Knex.Migration;
  },
};
