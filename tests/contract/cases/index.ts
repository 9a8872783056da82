import type { ContractCase } from '../harness';
import { authCases } from './auth';
import { companyApplicationCases } from './company-applications';
import { systemCases } from './system';
import { userCases } from './users';

/** Every area's cases; each runs on the API (PGlite, PostgreSQL) and the mocks where they implement its calls. */
export const contractCases: ReadonlyArray<{ area: string; cases: readonly ContractCase[] }> = [
  { area: 'auth', cases: authCases },
  { area: 'user', cases: userCases },
  { area: 'companyApplication', cases: companyApplicationCases },
  { area: 'system', cases: systemCases },
];
