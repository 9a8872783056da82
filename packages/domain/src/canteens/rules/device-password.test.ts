import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { withDevicePassword } from './device-password';

const CANTEEN = { id: 1, password: 'kantine-cph', printerEnabled: true };

describe('withDevicePassword: the tablet password only for those who manage canteens', () => {
  it.each<{ role: Role; password: string | null }>([
    { role: 'SuperAdmin', password: 'kantine-cph' },
    { role: 'Admin', password: 'kantine-cph' },
    { role: 'CanteenManager', password: null },
    { role: 'CompanyOwner', password: null },
    { role: 'CompanyManager', password: null },
    { role: 'User', password: null },
  ])('$role → $password', ({ role, password }) => {
    expect(withDevicePassword({ role }, CANTEEN)).toEqual({ ...CANTEEN, password });
  });
});
