import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { CompanyApplicationSchema } from './application-schemas';

const issues = (input: unknown) =>
  CompanyApplicationSchema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ??
  [];

const valid = { name: 'Nordlys ApS', office: 'Room 201', firstName: 'Ida', lastName: 'Holm', email: 'ida@nordlys.dk' };

describe("CompanyApplicationSchema ('Apply for company account')", () => {
  it.each([
    ['company name missing', { name: undefined }, 'name', VALIDATION.required],
    ['office missing', { office: '' }, 'office', VALIDATION.required],
    ['first name missing', { firstName: undefined }, 'firstName', VALIDATION.required],
    ['last name missing', { lastName: undefined }, 'lastName', VALIDATION.required],
    ['email missing', { email: undefined }, 'email', VALIDATION.required],
    ['email malformed', { email: 'ida.nordlys.dk' }, 'email', VALIDATION.provideValidEmail],
  ])('%s → %s', (_, change, path, message) => {
    expect(issues({ ...valid, ...change })).toContainEqual({ path, message });
  });

  it('accepts an application without locations', () => {
    expect(issues(valid)).toEqual([]);
  });
});
