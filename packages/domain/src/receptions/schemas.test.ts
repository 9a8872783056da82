import { describe, expect, it } from 'vitest';
import { NAME_MAX, PASSWORD_MAX, WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { ReceptionBody } from './schemas';

const issues = (input: unknown) =>
  ReceptionBody.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const valid = { name: 'Front desk', password: 'abcd', locationId: '1', wifiName: 'Guest', wifiPass: 'welcome1' };

describe('ReceptionBody (§5 reception)', () => {
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
    expect(ReceptionBody.parse({ ...valid, wifiName: undefined, wifiPass: '' })).toEqual({
      name: 'Front desk',
      password: 'abcd',
      locationId: 1,
      wifiName: undefined,
      wifiPass: undefined,
    });
  });
});

describe('ReceptionBody: bounded and clean', () => {
  it.each([
    ['name of NAME_MAX + 1', { name: 'n'.repeat(NAME_MAX + 1) }, 'name', FORM_MESSAGES.tooLong(NAME_MAX)],
    ['password of PASSWORD_MAX + 1', { password: 'p'.repeat(PASSWORD_MAX + 1) }, 'password', FORM_MESSAGES.tooLong(PASSWORD_MAX)],
    ['wifi name of WIFI_NAME_MAX + 1', { wifiName: 'w'.repeat(WIFI_NAME_MAX + 1) }, 'wifiName', FORM_MESSAGES.tooLong(WIFI_NAME_MAX)],
    ['wifi password of WIFI_PASSWORD_MAX + 1', { wifiPass: 'w'.repeat(WIFI_PASSWORD_MAX + 1) }, 'wifiPass', FORM_MESSAGES.tooLong(WIFI_PASSWORD_MAX)],
    ['wifi name with a NUL', { wifiName: 'Guest\u0000' }, 'wifiName', VALIDATION.notAllowedCharacters],
    ['wifi password that is only a NUL (not blank, not stripped)', { wifiPass: '\u0000' }, 'wifiPass', VALIDATION.notAllowedCharacters],
  ])('%s → %s', (_, change, path, message) => {
    expect(issues({ ...valid, ...change })).toContainEqual({ path, message });
  });

  it('takes wifi details at their maximum', () => {
    expect(issues({ ...valid, wifiName: 'w'.repeat(WIFI_NAME_MAX), wifiPass: 'p'.repeat(WIFI_PASSWORD_MAX) })).toEqual([]);
  });
});
