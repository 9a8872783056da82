import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { ReceptionFormSchema } from './schemas';

const issues = (input: unknown) =>
  ReceptionFormSchema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const valid = { name: 'Front desk', password: 'abcd', locationId: '1', wifiName: 'Guest', wifiPass: 'welcome1' };

describe('ReceptionFormSchema (§5 reception)', () => {
  it.each([
    ['name missing', { name: undefined }, 'name', VALIDATION.required],
    ['name blank', { name: '' }, 'name', VALIDATION.required],
    ['password of 3 characters', { password: 'abc' }, 'password', VALIDATION.devicePasswordMin],
    ['password missing', { password: undefined }, 'password', VALIDATION.devicePasswordMin],
    ['location missing', { locationId: undefined }, 'locationId', VALIDATION.required],
  ])('%s → %s', (_, change, path, message) => {
    expect(issues({ ...valid, ...change })).toContainEqual({ path, message });
  });

  it('accepts a reception without wifi details', () => {
    expect(ReceptionFormSchema.parse({ ...valid, wifiName: undefined, wifiPass: '' })).toEqual({
      name: 'Front desk',
      password: 'abcd',
      locationId: 1,
      wifiName: undefined,
      wifiPass: undefined,
    });
  });
});
