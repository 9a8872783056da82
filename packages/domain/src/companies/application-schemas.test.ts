import { describe, expect, it } from 'vitest';
import { COMPANY_LOCATIONS_MAX, EMAIL_MAX, NAME_MAX, OFFICE_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { CompanyApplicationSchema } from './application-schemas';

const issues = (input: unknown) =>
  CompanyApplicationSchema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ??
  [];

const valid = { name: 'Nordlys ApS', office: 'Room 201', firstName: 'Ida', lastName: 'Holm', email: 'ida@nordlys.dk', locations: [1] };

describe("CompanyApplicationSchema ('Apply for company account')", () => {
  it.each([
    ['company name missing', { name: undefined }, 'name', VALIDATION.required],
    ['office missing', { office: '' }, 'office', VALIDATION.required],
    ['first name missing', { firstName: undefined }, 'firstName', VALIDATION.required],
    ['last name missing', { lastName: undefined }, 'lastName', VALIDATION.required],
    ['email missing', { email: undefined }, 'email', VALIDATION.required],
    ['email malformed', { email: 'ida.nordlys.dk' }, 'email', VALIDATION.provideValidEmail],
    ['locations missing', { locations: undefined }, 'locations', VALIDATION.selectLocations],
    ['no location chosen', { locations: [] }, 'locations', VALIDATION.selectLocations],
    ['a location that is not an id', { locations: ['x'] }, 'locations.0', VALIDATION.selectLocations],
  ])('%s → %s', (_, change, path, message) => {
    expect(issues({ ...valid, ...change })).toContainEqual({ path, message });
  });

  it('accepts an application with its locations, also as a form posts them (strings)', () => {
    expect(issues(valid)).toEqual([]);
    expect(CompanyApplicationSchema.parse({ ...valid, locations: ['2', '5'] }).locations).toEqual([2, 5]);
  });
});

describe('CompanyApplicationSchema: bounded and clean (a public form)', () => {
  it.each([
    ['name', 'Nordlys\u0000 ApS'],
    ['office', 'Room\u0000201'],
    ['firstName', '\u0000Ida'],
    ['lastName', 'Holm\u0000'],
    ['email', 'ida\u0000@nordlys.dk'],
  ])('a NUL in %s is refused with its message', (path, value) => {
    expect(issues({ ...valid, [path]: value })).toEqual([{ path, message: VALIDATION.notAllowedCharacters }]);
  });

  it.each([
    ['name', NAME_MAX],
    ['office', OFFICE_MAX],
    ['firstName', NAME_MAX],
    ['lastName', NAME_MAX],
  ])('%s: %i characters are taken, one more is refused', (path, max) => {
    expect(issues({ ...valid, [path]: 'a'.repeat(max) })).toEqual([]);
    expect(issues({ ...valid, [path]: 'a'.repeat(max + 1) })).toEqual([{ path, message: FORM_MESSAGES.tooLong(max) }]);
  });

  it('a name of a million characters answers the length message only', () => {
    expect(issues({ ...valid, name: 'a'.repeat(1_000_000) })).toEqual([{ path: 'name', message: FORM_MESSAGES.tooLong(NAME_MAX) }]);
  });

  it('an email over EMAIL_MAX is refused', () => {
    const email = `${'i'.repeat(EMAIL_MAX)}@nordlys.dk`;
    expect(issues({ ...valid, email })).toEqual([{ path: 'email', message: FORM_MESSAGES.tooLong(EMAIL_MAX) }]);
  });

  it('70,000 locations are refused with one message (over PostgreSQL\'s 65,535 bind parameters)', () => {
    const locations = Array.from({ length: 70_000 }, (_, i) => i + 1);
    expect(issues({ ...valid, locations })).toEqual([{ path: 'locations', message: FORM_MESSAGES.tooMany(COMPANY_LOCATIONS_MAX) }]);
  });

  it('COMPANY_LOCATIONS_MAX locations are taken', () => {
    const locations = Array.from({ length: COMPANY_LOCATIONS_MAX }, (_, i) => i + 1);
    expect(issues({ ...valid, locations })).toEqual([]);
  });

  it.each([null, [], 'x'])('refuses the body %j without throwing', (body) => {
    expect(() => CompanyApplicationSchema.safeParse(body)).not.toThrow();
    expect(CompanyApplicationSchema.safeParse(body).success).toBe(false);
  });
});
