import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { visibleCanteens } from './visible-canteens';

const CANTEENS = [
  { id: 1, locationId: 1 },
  { id: 2, locationId: 2 },
];

describe('visibleCanteens: the canteens a role lists', () => {
  it.each<{ role: Role; companyLocationIds: number[]; ids: number[] }>([
    { role: 'SuperAdmin', companyLocationIds: [], ids: [1, 2] },
    { role: 'Admin', companyLocationIds: [], ids: [1, 2] },
    { role: 'CanteenManager', companyLocationIds: [], ids: [1, 2] },
    { role: 'CompanyOwner', companyLocationIds: [1], ids: [1] },
    { role: 'CompanyManager', companyLocationIds: [2, 3], ids: [2] },
    { role: 'CompanyOwner', companyLocationIds: [3], ids: [] },
    { role: 'User', companyLocationIds: [1], ids: [] },
  ])('$role at locations $companyLocationIds → $ids', ({ role, companyLocationIds, ids }) => {
    expect(visibleCanteens({ role, companyLocationIds }, CANTEENS).map((canteen) => canteen.id)).toEqual(ids);
  });
});
