/// <reference types="vite/client" />
import type { CaseGroup } from '../harness';

/** The modules of this folder besides the cases: this one, and the helpers the cases share. */
const NOT_CASES = ['./index.ts', './support.ts'];

/**
 * Every module of tests/contract/cases/ (found by Vite's glob, which Vitest runs), in file name order: each
 * default-exports the cases of one area or theme (`CaseGroup`), run on the API (PGlite, PostgreSQL) and the
 * mocks where they implement its calls. coverage.test.ts checks that every call of the contract is made by
 * some case besides the authorization matrix.
 */
export const contractCases: readonly CaseGroup[] = Object.entries(import.meta.glob<{ default?: CaseGroup }>('./*.ts', { eager: true }))
  .filter(([file]) => !NOT_CASES.includes(file))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, module]) => {
    if (module.default === undefined) throw new Error(`tests/contract/cases/${file.slice(2)} must export its cases by default ({ name, cases })`);
    return module.default;
  });
