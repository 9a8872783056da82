import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION } from '../messages';
import {
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
