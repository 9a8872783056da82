import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { visibleCanteens } from './visible-canteens';

const CANTEENS = [
  { id: 1, locationId: 1, managerId: 7 },
  { id: 2, locationId: 2, managerId: null },
];

describe('visibleCanteens: the canteens a role lists', () => {
  it.each<{ role: Role; userId: number; companyLocationIds: number[]; ids: number[] }>([
    { role: 'SuperAdmin', userId: 1, companyLocationIds: [], ids: [1, 2] },
    { role: 'Admin', userId: 2, companyLocationIds: [], ids: [1, 2] },
    // A CanteenManager: the canteen they manage, none they do not.
    { role: 'CanteenManager', userId: 7, companyLocationIds: [], ids: [1] },
    { role: 'CanteenManager', userId: 8, companyLocationIds: [], ids: [] },
    { role: 'CompanyOwner', userId: 3, companyLocationIds: [1], ids: [1] },
    { role: 'CompanyManager', userId: 4, companyLocationIds: [2, 3], ids: [2] },
    { role: 'CompanyOwner', userId: 3, companyLocationIds: [3], ids: [] },
    { role: 'User', userId: 7, companyLocationIds: [1], ids: [] },
  ])('$role $userId at locations $companyLocationIds → $ids', ({ role, userId, companyLocationIds, ids }) => {
    expect(visibleCanteens({ userId, role, companyLocationIds }, CANTEENS).map((canteen) => canteen.id)).toEqual(ids);
  });
});
