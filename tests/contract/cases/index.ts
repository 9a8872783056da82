import type { ContractCase } from '../harness';
import { authCases } from './auth';
import { authorizationCases } from './authorization';
import { bookingCases } from './bookings';
import { canteenItemCases } from './canteen-items';
import { canteenCases } from './canteens';
import { companyCases } from './companies';
import { companyApplicationCases } from './company-applications';
import { featureCases } from './features';
import { locationCases } from './locations';
import { profileCases } from './profile';
import { receptionCases } from './receptions';
import { reportCases } from './reports';
import { roomCases } from './rooms';
import { systemCases } from './system';
import { userCases } from './users';

/** Every area's cases; each runs on the API (PGlite, PostgreSQL) and the mocks where they implement its calls. */
export const contractCases: ReadonlyArray<{ area: string; cases: readonly ContractCase[] }> = [
  { area: 'auth', cases: authCases },
  { area: 'user', cases: userCases },
  { area: 'profile', cases: profileCases },
  { area: 'company', cases: companyCases },
  { area: 'companyApplication', cases: companyApplicationCases },
  { area: 'system', cases: systemCases },
  { area: 'location', cases: locationCases },
  { area: 'room', cases: roomCases },
  { area: 'feature', cases: featureCases },
  { area: 'booking', cases: bookingCases },
  { area: 'canteen', cases: canteenCases },
  { area: 'canteenItem', cases: canteenItemCases },
  { area: 'reception', cases: receptionCases },
  { area: 'report', cases: reportCases },
  { area: 'authorization matrix', cases: authorizationCases },
];
