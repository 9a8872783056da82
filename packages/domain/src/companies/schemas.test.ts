import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COMPANY_LOCATIONS_MAX, NAME_MAX, OFFICE_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import {
  CompanyCreateBody,
  CompanyDetailsFormSchema,
  CompanyEditFormSchema,
  CompanyFormSchema,
  CompanyUpdateBody,
} from './schemas';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const validForm = {
  name: 'Nordlys ApS',
  office: 'Room 201',
  locations: ['1', '2'],
  discount: '10',
  firstName: 'Ida',
  lastName: 'Holm',
  email: 'ida@nordlys.dk',
};

describe('CompanyFormSchema (Add Company, §5)', () => {
  it.each([
    ['name missing', { name: undefined }, 'name', VALIDATION.required],
    ['office missing', { office: undefined }, 'office', VALIDATION.required],
    ['no locations', { locations: undefined }, 'locations', VALIDATION.selectLocations],
    ['an empty location list', { locations: [] }, 'locations', VALIDATION.selectLocations],
    ['discount −1', { discount: '-1' }, 'discount', VALIDATION.discountPositive],
    ['discount that is not a number', { discount: 'ten' }, 'discount', VALIDATION.discountPositive],
    ['discount 101', { discount: '101' }, 'discount', VALIDATION.discountMax],
    ['discount with three decimals', { discount: '12.345' }, 'discount', FORM_MESSAGES.moneyDecimals],
    ['administrator first name missing', { firstName: undefined }, 'firstName', VALIDATION.required],
    ['administrator last name missing', { lastName: undefined }, 'lastName', VALIDATION.required],
    ['administrator email missing', { email: undefined }, 'email', VALIDATION.required],
    ['administrator email malformed', { email: 'ida@' }, 'email', VALIDATION.provideValidEmail],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(CompanyFormSchema, { ...validForm, ...change })).toContainEqual({ path, message });
  });

  it.each([
    ['0', 0],
    ['100', 100],
    ['12.5', 12.5],
    ['33.33', 33.33],
    ['99,99', 99.99],
    [undefined, 0],
  ])('accepts the discount %j as %j', (discount, expected) => {
    expect(CompanyFormSchema.parse({ ...validForm, discount }).discount).toBe(expected);
  });

  it('turns the form into the POST /api/company/ body', () => {
    expect(CompanyFormSchema.parse(validForm)).toEqual({
      name: 'Nordlys ApS',
      office: 'Room 201',
      locations: [1, 2],
      discount: 10,
      firstName: 'Ida',
      lastName: 'Holm',
      email: 'ida@nordlys.dk',
    });
  });
});

describe('CompanyCreateBody (POST /api/company/)', () => {
  it('takes the form, and optionally the application the company is created from', () => {
    const { applicationId, ...form } = CompanyCreateBody.parse({ ...validForm, applicationId: 4 });
    expect(applicationId).toBe(4);
    expect(form).toEqual(CompanyFormSchema.parse(validForm));
    expect(CompanyCreateBody.parse(validForm)).not.toHaveProperty('applicationId');
  });

  it.each(['x', 0, -1, 1.5, 2_147_483_648])('refuses the application id %j', (applicationId) => {
    expect(issuesOf(CompanyCreateBody, { ...validForm, applicationId })).toEqual([{ path: 'applicationId', message: FORM_MESSAGES.notANumber }]);
  });
});

describe('company edit forms', () => {
  it('the admin edit form needs details, locations and a valid discount, but no administrator', () => {
    expect(issuesOf(CompanyEditFormSchema, { name: 'A', office: 'B', locations: ['1'] })).toEqual([]);
    expect(issuesOf(CompanyEditFormSchema, { name: 'A', office: 'B', locations: [], discount: '200' })).toEqual([
      { path: 'locations', message: VALIDATION.selectLocations },
      { path: 'discount', message: VALIDATION.discountMax },
    ]);
  });

  it('the My Company details form needs name and office', () => {
    expect(issuesOf(CompanyDetailsFormSchema, {})).toEqual([
      { path: 'name', message: VALIDATION.required },
      { path: 'office', message: VALIDATION.required },
    ]);
  });
});

describe('CompanyUpdateBody (PUT /api/company/{id}, multipart)', () => {
  it('accepts only the changed fields', () => {
    expect(CompanyUpdateBody.parse({ name: 'New name' })).toEqual({ name: 'New name' });
  });

  it('reads multipart text: locations as JSON text, discount as text', () => {
    expect(CompanyUpdateBody.parse({ locations: '[3,4]', discount: '15' })).toEqual({ locations: [3, 4], discount: 15 });
  });

  it('still checks what it is given', () => {
    expect(issuesOf(CompanyUpdateBody, { name: ' ', locations: '[]' })).toEqual([
      { path: 'name', message: VALIDATION.required },
      { path: 'locations', message: VALIDATION.selectLocations },
    ]);
  });
});

describe('company requests: bounded and clean', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it.each([
    ['name of NAME_MAX + 1', { name: 'n'.repeat(NAME_MAX + 1) }, 'name', FORM_MESSAGES.tooLong(NAME_MAX)],
    ['office of OFFICE_MAX + 1', { office: 'o'.repeat(OFFICE_MAX + 1) }, 'office', FORM_MESSAGES.tooLong(OFFICE_MAX)],
    ['name with a NUL', { name: 'Nord\u0000lys' }, 'name', VALIDATION.notAllowedCharacters],
    ['administrator email with a NUL', { email: 'ida@nord\u0000lys.dk' }, 'email', VALIDATION.notAllowedCharacters],
    ['COMPANY_LOCATIONS_MAX + 1 locations', { locations: ids(COMPANY_LOCATIONS_MAX + 1) }, 'locations', FORM_MESSAGES.tooMany(COMPANY_LOCATIONS_MAX)],
    ['70,000 locations', { locations: ids(70_000) }, 'locations', FORM_MESSAGES.tooMany(COMPANY_LOCATIONS_MAX)],
    ['70,000 locations as multipart JSON text', { locations: JSON.stringify(ids(70_000)) }, 'locations', FORM_MESSAGES.tooMany(COMPANY_LOCATIONS_MAX)],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(CompanyFormSchema, { ...validForm, ...change })).toContainEqual({ path, message });
    // The update body has no administrator.
    if (path !== 'email') expect(issuesOf(CompanyUpdateBody, change)).toContainEqual({ path, message });
  });

  it('accepts COMPANY_LOCATIONS_MAX locations and texts at their maximum', () => {
    const body = { ...validForm, name: 'n'.repeat(NAME_MAX), office: 'o'.repeat(OFFICE_MAX), locations: ids(COMPANY_LOCATIONS_MAX) };
    expect(issuesOf(CompanyFormSchema, body)).toEqual([]);
  });
});
