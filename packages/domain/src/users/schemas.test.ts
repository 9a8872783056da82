import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DB_INTEGER_MAX, NAME_MAX, OFFICE_MAX, PASSWORD_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import {
  CompanyUserFormSchema,
  profileFormSchema,
  UserCreateBody,
  UserEditFormSchema,
  UserFormSchema,
  UserUpdateBody,
} from './schemas';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const person = { firstName: 'Ida', lastName: 'Holm', email: 'ida@nordlys.dk', office: 'Room 201', mobile: '+4520304050' };

/** The person-field rules every user form shares (§5). */
/** A failing case: its name, the change to a valid input, the field, the message. */
type Row = [name: string, change: Record<string, unknown>, path: string, message: string];

const personRows: Row[] = [
  ['first name missing', { firstName: undefined }, 'firstName', VALIDATION.required],
  ['last name missing', { lastName: '' }, 'lastName', VALIDATION.required],
  ['email missing', { email: undefined }, 'email', VALIDATION.required],
  ['email malformed', { email: 'ida@' }, 'email', VALIDATION.mustBeEmail],
  ['office missing', { office: undefined }, 'office', VALIDATION.required],
  ['mobile missing', { mobile: undefined }, 'mobile', VALIDATION.required],
  ['mobile without +', { mobile: '4520304050' }, 'mobile', VALIDATION.mobileInvalid],
  ['mobile starting +0', { mobile: '+0520304050' }, 'mobile', VALIDATION.mobileInvalid],
  ['mobile with one digit after +', { mobile: '+4' }, 'mobile', VALIDATION.mobileInvalid],
  ['mobile of 16 digits', { mobile: '+1234567890123456' }, 'mobile', VALIDATION.mobileInvalid],
  ['mobile with spaces', { mobile: '+45 20 30 40 50' }, 'mobile', VALIDATION.mobileInvalid],
];

describe('UserFormSchema (admin Create user, §5)', () => {
  const valid = { ...person, role: 'User', companyId: '3' };

  it.each<Row>([
    ...personRows,
    ['role missing', { role: undefined }, 'role', VALIDATION.required],
    ['role SuperAdmin (not offered)', { role: 'SuperAdmin' }, 'role', VALIDATION.required],
    ['role CanteenManager (its own form)', { role: 'CanteenManager' }, 'role', VALIDATION.required],
    ['company missing', { companyId: undefined }, 'companyId', VALIDATION.chooseCompany],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(UserFormSchema, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it.each(['Admin', 'CompanyOwner', 'User', 'CompanyManager'])('accepts the role %s', (role) => {
    expect(issuesOf(UserFormSchema, { ...valid, role })).toEqual([]);
  });

  it.each(['+12', '+123456789012345', '+4520304050'])('accepts the mobile %s', (mobile) => {
    expect(issuesOf(UserFormSchema, { ...valid, mobile })).toEqual([]);
  });

  it('the API body reads the company from multipart text', () => {
    expect(UserCreateBody.parse({ ...valid, companyId: '7' }).companyId).toBe(7);
  });
});

describe('UserEditFormSchema (admin Edit user)', () => {
  it.each<Row>([...personRows, ['role missing', { role: undefined }, 'role', VALIDATION.required]])(
    '%s → %s',
    (_, change, path, message) => {
      expect(issuesOf(UserEditFormSchema, { ...person, role: 'Admin', ...change })).toContainEqual({ path, message });
    },
  );
});

describe('CompanyUserFormSchema (company-side users, §5: User or CompanyManager only)', () => {
  it.each<Row>([
    ...personRows,
    ['role CompanyOwner', { role: 'CompanyOwner' }, 'role', VALIDATION.required],
    ['role Admin', { role: 'Admin' }, 'role', VALIDATION.required],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(CompanyUserFormSchema, { ...person, role: 'User', ...change })).toContainEqual({ path, message });
  });

  it.each(['User', 'CompanyManager'])('accepts the role %s', (role) => {
    expect(issuesOf(CompanyUserFormSchema, { ...person, role })).toEqual([]);
  });
});

/** The profile form of a company's user: every person field required. */
const ProfileFormSchema = profileFormSchema('User');

describe('profileFormSchema (§5 profile)', () => {
  const valid = { ...person, primaryLocationId: '2', notificationSettings: { email: 'on', sms: 'on' } };

  it.each<Row>([
    ...personRows,
    ['a new password of 5 characters', { password: 'abcde', confirmPassword: 'abcde' }, 'password', VALIDATION.passwordMin],
    ['a new password without confirmation', { password: 'secret1' }, 'confirmPassword', VALIDATION.confirmNewPassword],
    ['a confirmation that differs', { password: 'secret1', confirmPassword: 'secret2' }, 'confirmPassword', VALIDATION.passwordsMustMatch],
    ['a confirmation without a new password', { confirmPassword: 'secret1' }, 'confirmPassword', VALIDATION.passwordsMustMatch],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(ProfileFormSchema, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it('asks for the confirmation even while another field is invalid', () => {
    expect(issuesOf(ProfileFormSchema, { ...valid, office: undefined, password: 'secret1' })).toEqual([
      { path: 'office', message: VALIDATION.required },
      { path: 'confirmPassword', message: VALIDATION.confirmNewPassword },
    ]);
  });

  it('rejects a notification flag that is not a boolean', () => {
    expect(issuesOf(ProfileFormSchema, { ...valid, notificationSettings: { email: 'yes' } })).toEqual([
      expect.objectContaining({ path: 'notificationSettings.email' }),
    ]);
  });

  it('turns the form into a PUT /api/user/{id} body: flags as booleans, the location as an id', () => {
    expect(ProfileFormSchema.parse({ ...valid, password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      ...person,
      primaryLocationId: 2,
      notificationSettings: { email: true, sms: true },
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  });

  it('reads unchecked boxes as false, no location as null and a blank password as "keep it"', () => {
    expect(ProfileFormSchema.parse({ ...person, password: '', confirmPassword: '' })).toEqual({
      ...person,
      primaryLocationId: null,
      notificationSettings: { email: false, sms: false },
      password: undefined,
      confirmPassword: undefined,
    });
  });

  it.each(['CompanyOwner', 'CompanyManager', 'User'] as const)('asks a %s for an office, also when it is only white space', (role) => {
    expect(issuesOf(profileFormSchema(role), { ...valid, office: '   ' })).toEqual([{ path: 'office', message: VALIDATION.required }]);
    expect(issuesOf(profileFormSchema(role), { ...valid, office: undefined })).toEqual([{ path: 'office', message: VALIDATION.required }]);
  });

  it.each(['SuperAdmin', 'Admin', 'CanteenManager'] as const)('lets a %s leave the office blank: it is sent as none', (role) => {
    // conform gives an empty field as undefined; the body clears the office with ''.
    expect(profileFormSchema(role).parse({ ...valid, office: undefined }).office).toBe('');
    expect(profileFormSchema(role).parse({ ...valid, office: '  ' }).office).toBe('');
    expect(profileFormSchema(role).parse({ ...valid, office: ' Room 5 ' }).office).toBe('Room 5');
    expect(issuesOf(profileFormSchema(role), { ...valid, office: 'x'.repeat(OFFICE_MAX + 1) })).toEqual([
      { path: 'office', message: FORM_MESSAGES.tooLong(OFFICE_MAX) },
    ]);
  });

  it('accepts JSON booleans for the flags', () => {
    const profile = ProfileFormSchema.parse({ ...person, notificationSettings: { email: true, sms: false } });
    expect(profile.notificationSettings).toEqual({ email: true, sms: false });
  });
});

describe('UserUpdateBody (PUT /api/user/{id})', () => {
  it.each([
    ['a password of 5 characters', { password: 'abcde', confirmPassword: 'abcde' }, 'password', VALIDATION.passwordMin],
    ['a password without confirmation', { password: 'secret1' }, 'confirmPassword', VALIDATION.confirmNewPassword],
    ['a confirmation that differs', { password: 'secret1', confirmPassword: 'secret' }, 'confirmPassword', VALIDATION.passwordsMustMatch],
    ['a malformed email', { email: 'x' }, 'email', VALIDATION.mustBeEmail],
  ])('%s → %s', (_, body, path, message) => {
    expect(issuesOf(UserUpdateBody, body)).toContainEqual({ path, message });
  });

  it('asks for the confirmation even while another field is invalid', () => {
    expect(issuesOf(UserUpdateBody, { firstName: '', password: 'secret1' })).toEqual([
      { path: 'firstName', message: VALIDATION.required },
      { path: 'confirmPassword', message: VALIDATION.confirmNewPassword },
    ]);
  });

  it('takes a blank office as no office (the server asks one of company users only) and leaves one not sent alone', () => {
    expect(UserUpdateBody.parse({ office: '  ' })).toEqual({ office: '' });
    expect(UserUpdateBody.parse({ firstName: 'Ida' })).not.toHaveProperty('office');
  });

  it('accepts a password change alone (the forced Update Password screen)', () => {
    expect(issuesOf(UserUpdateBody, { password: 'secret1', confirmPassword: 'secret1' })).toEqual([]);
  });

  it('reads a multipart body: every field as text, the flags as JSON text, no location as the text null', () => {
    expect(
      UserUpdateBody.parse({
        firstName: 'Ida',
        primaryLocationId: 'null',
        notificationSettings: '{"email":false,"sms":true}',
      }),
    ).toEqual({ firstName: 'Ida', primaryLocationId: null, notificationSettings: { email: false, sms: true } });
    expect(UserUpdateBody.parse({ primaryLocationId: '4' }).primaryLocationId).toBe(4);
  });

  it.each([
    ['flags that are not JSON', { notificationSettings: '{"email":' }, 'notificationSettings'],
    ['a flag that is not a boolean', { notificationSettings: '{"email":"yes"}' }, 'notificationSettings.email'],
    ['a location that is not a number', { primaryLocationId: 'Aarhus' }, 'primaryLocationId'],
  ])('refuses %s', (_, body, path) => {
    expect(issuesOf(UserUpdateBody, body).map((issue) => issue.path)).toEqual([path]);
  });
});

describe('user requests: bounded, clean, never thrown', () => {
  it.each([null, [], 'x', 0])('UserUpdateBody refuses the body %j without throwing (no 500 on PUT /api/user/{id})', (body) => {
    expect(() => UserUpdateBody.safeParse(body)).not.toThrow();
    expect(UserUpdateBody.safeParse(body).success).toBe(false);
  });

  it.each([null, []])('ProfileFormSchema refuses %j without throwing', (input) => {
    expect(() => ProfileFormSchema.safeParse(input)).not.toThrow();
    expect(ProfileFormSchema.safeParse(input).success).toBe(false);
  });

  it('UserUpdateBody still checks the confirmation while another field is invalid', () => {
    expect(issuesOf(UserUpdateBody, { firstName: '', password: 'secret1', confirmPassword: 'other' })).toEqual([
      { path: 'firstName', message: VALIDATION.required },
      { path: 'confirmPassword', message: VALIDATION.passwordsMustMatch },
    ]);
  });

  it.each<Row>([
    ['first name of NAME_MAX + 1', { firstName: 'a'.repeat(NAME_MAX + 1) }, 'firstName', FORM_MESSAGES.tooLong(NAME_MAX)],
    ['last name with a NUL', { lastName: 'Ho\u0000lm' }, 'lastName', VALIDATION.notAllowedCharacters],
    ['office of OFFICE_MAX + 1', { office: 'r'.repeat(OFFICE_MAX + 1) }, 'office', FORM_MESSAGES.tooLong(OFFICE_MAX)],
    ['office with an escape character', { office: 'Room \u001B201' }, 'office', VALIDATION.notAllowedCharacters],
    ['email with a NUL', { email: 'ida\u0000@nordlys.dk' }, 'email', VALIDATION.notAllowedCharacters],
    ['company id beyond an integer', { companyId: DB_INTEGER_MAX + 1 }, 'companyId', FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
    ['primary location beyond an integer', { primaryLocationId: '99999999999' }, 'primaryLocationId', FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
    ['password of PASSWORD_MAX + 1', { password: 'p'.repeat(PASSWORD_MAX + 1), confirmPassword: 'p'.repeat(PASSWORD_MAX + 1) }, 'password', FORM_MESSAGES.tooLong(PASSWORD_MAX)],
  ])('UserUpdateBody: %s → %s', (_, change, path, message) => {
    expect(issuesOf(UserUpdateBody, change)).toContainEqual({ path, message });
  });

  it('UserUpdateBody accepts every text at its maximum', () => {
    const body = {
      ...person,
      firstName: 'a'.repeat(NAME_MAX),
      lastName: 'b'.repeat(NAME_MAX),
      office: 'c'.repeat(OFFICE_MAX),
      password: 'p'.repeat(PASSWORD_MAX),
      confirmPassword: 'p'.repeat(PASSWORD_MAX),
    };
    expect(issuesOf(UserUpdateBody, body)).toEqual([]);
  });

  it.each([
    ['UserCreateBody', UserCreateBody, { ...person, role: 'User', companyId: 3 }],
    ['CompanyUserFormSchema', CompanyUserFormSchema, { ...person, role: 'User' }],
    ['UserEditFormSchema', UserEditFormSchema, { ...person, role: 'User' }],
  ] as const)('%s refuses a first name of a million characters with one message', (_, schema, valid) => {
    expect(issuesOf(schema, { ...valid, firstName: 'a'.repeat(1_000_000) })).toEqual([
      { path: 'firstName', message: FORM_MESSAGES.tooLong(NAME_MAX) },
    ]);
  });
});
