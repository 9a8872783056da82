import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DB_INTEGER_MAX, NAME_MAX, PASSWORD_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { CanteenBody, CanteenManagerEditFormSchema, CanteenManagerBody } from './schemas';
import { CanteenItemBody, CanteenItemFormSchema, canteenItemFormFields } from './item-schemas';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('CanteenBody (§5 canteen)', () => {
  const valid = { locationId: '1', password: '1234', printerEnabled: 'on' };

  it.each([
    ['password of 3 characters', { password: '123' }, 'password', VALIDATION.devicePasswordMin],
    ['password missing', { password: undefined }, 'password', VALIDATION.devicePasswordMin],
    ['location missing', { locationId: undefined }, 'locationId', VALIDATION.required],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(CanteenBody, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it.each([
    ['on', true],
    [undefined, false],
    [true, true],
    [false, false],
  ])('reads printerEnabled %j as %j', (printerEnabled, expected) => {
    expect(CanteenBody.parse({ ...valid, printerEnabled })).toEqual({ locationId: 1, password: '1234', printerEnabled: expected });
  });
});

describe('canteen manager forms (§3, §5)', () => {
  const valid = { firstName: 'Bo', lastName: 'Lund', email: 'bo@canteen.dk', canteenId: '4' };

  it.each([
    ['first name missing', { firstName: undefined }, 'firstName', VALIDATION.required],
    ['last name missing', { lastName: undefined }, 'lastName', VALIDATION.required],
    ['email missing', { email: undefined }, 'email', VALIDATION.required],
    ['email malformed', { email: 'bo' }, 'email', VALIDATION.mustBeEmail],
    ['canteen missing', { canteenId: undefined }, 'canteenId', VALIDATION.required],
  ])('create: %s → %s', (_, change, path, message) => {
    expect(issuesOf(CanteenManagerBody, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it('create turns the form into the register-canteen-manager body', () => {
    expect(CanteenManagerBody.parse(valid)).toEqual({ ...valid, canteenId: 4 });
  });

  it('edit needs first name, last name and email, not a canteen', () => {
    expect(issuesOf(CanteenManagerEditFormSchema, { firstName: 'Bo', lastName: 'Lund', email: 'bo@canteen.dk' })).toEqual([]);
    expect(issuesOf(CanteenManagerEditFormSchema, {})).toEqual([
      { path: 'firstName', message: VALIDATION.required },
      { path: 'lastName', message: VALIDATION.required },
      { path: 'email', message: VALIDATION.required },
    ]);
  });
});

describe('CanteenItemFormSchema (§5: name, price, position required)', () => {
  const valid = { name: 'Coffee', price: '18,50', position: '1' };

  it.each([
    ['name missing', { name: undefined }, 'name', VALIDATION.required],
    ['price missing', { price: undefined }, 'price', VALIDATION.required],
    ['position missing', { position: undefined }, 'position', VALIDATION.required],
    ['negative price', { price: '-1' }, 'price', FORM_MESSAGES.notNegative],
    ['price in words', { price: 'free' }, 'price', FORM_MESSAGES.notANumber],
    ['fractional position', { position: '1.5' }, 'position', FORM_MESSAGES.wholeNumber],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(CanteenItemFormSchema, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it('turns the form into the API body with the price in øre', () => {
    expect(CanteenItemFormSchema.parse(valid)).toEqual({ name: 'Coffee', price: 1850, position: 1 });
  });

  it.each([1850, 0, 5, 123456])('the form fields of a body of %d øre read back to the same body', (price) => {
    const body = { name: 'Coffee', price, position: 2 };
    expect(CanteenItemFormSchema.parse(canteenItemFormFields(body))).toEqual(body);
  });

  it('the API body takes øre and refuses kroner with decimals', () => {
    expect(CanteenItemBody.parse({ name: 'Coffee', price: 1850, position: 1 }).price).toBe(1850);
    expect(issuesOf(CanteenItemBody, { name: 'Coffee', price: 18.5, position: 1 })).toEqual([
      { path: 'price', message: FORM_MESSAGES.wholeNumber },
    ]);
  });
});

describe('canteen requests: bounded and clean', () => {
  it.each([
    ['a device password of PASSWORD_MAX + 1', CanteenBody, { locationId: '1', password: 'p'.repeat(PASSWORD_MAX + 1) }, 'password', FORM_MESSAGES.tooLong(PASSWORD_MAX)],
    ['a device password with a NUL', CanteenBody, { locationId: '1', password: '12\u000034' }, 'password', VALIDATION.notAllowedCharacters],
    ['a manager name of NAME_MAX + 1', CanteenManagerBody, { firstName: 'f'.repeat(NAME_MAX + 1), lastName: 'Holm', email: 'ida@nordlys.dk', canteenId: '1' }, 'firstName', FORM_MESSAGES.tooLong(NAME_MAX)],
    ['a manager email with a NUL', CanteenManagerEditFormSchema, { firstName: 'Ida', lastName: 'Holm', email: 'ida@nordlys.dk\u0000' }, 'email', VALIDATION.notAllowedCharacters],
    ['an item name of NAME_MAX + 1', CanteenItemBody, { name: 'i'.repeat(NAME_MAX + 1), position: 1, price: 100 }, 'name', FORM_MESSAGES.tooLong(NAME_MAX)],
    ['an item position beyond an integer', CanteenItemBody, { name: 'Coffee', position: DB_INTEGER_MAX + 1, price: 100 }, 'position', FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
    ['an item price beyond an integer', CanteenItemBody, { name: 'Coffee', position: 1, price: DB_INTEGER_MAX + 1 }, 'price', FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
    ['a typed price whose øre overflow', CanteenItemFormSchema, { name: 'Coffee', position: '1', price: '30000000' }, 'price', FORM_MESSAGES.tooLarge(DB_INTEGER_MAX / 100)],
  ])('%s → %s', (_, schema: z.ZodType, input, path, message) => {
    expect(issuesOf(schema, input)).toContainEqual({ path, message });
  });

  it('takes a device password of PASSWORD_MAX characters', () => {
    expect(issuesOf(CanteenBody, { locationId: '1', password: 'p'.repeat(PASSWORD_MAX) })).toEqual([]);
  });
});
