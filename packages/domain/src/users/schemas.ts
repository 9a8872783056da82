import { z } from 'zod';
import { ROLES, type Role } from '../roles';
import { DB_INTEGER_MAX, NAME_MAX, OFFICE_MAX, PIN_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import {
  booleanField,
  CLEAN_TEXT_PATTERN,
  cleanText,
  confirmPasswordField,
  emailField,
  FORM_MESSAGES,
  mobileField,
  newPasswordField,
  optionalIdField,
  requiredText,
  whenValid,
} from '../common/fields';
import { optionalImageField } from '../images/schemas';

export const RoleSchema = z.enum(ROLES);

export const NotificationSettings = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** The user's company as their session carries it (My Company shows its name, office and image). */
export const CompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  office: z.string().describe('Room number'),
  image: z.string().nullable(),
  OwnerId: z.number().int().nullable(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CompanySummary = z.infer<typeof CompanySummary>;

/** A user as lists and forms see it (§3). The PIN is only in the signed-in user's own record. */
export const User = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  office: z.string(),
  role: RoleSchema,
  image: z.string().nullable(),
  company: CompanySummary.nullable(),
  primaryLocationId: z.number().int().nullable(),
  notificationSettings: NotificationSettings,
});
export type User = z.infer<typeof User>;

/**
 * A user with the first-login flag: the user of the login answer and the answer of `PUT /api/user/{id}`.
 * Never the PIN (docs/decisions/020): only `GET /api/user/me` and `POST /api/user/reset-pin/{id}` carry it.
 */
export const ProfileUser = User.extend({ firstLogin: z.boolean() });
export type ProfileUser = z.infer<typeof ProfileUser>;

/** A PIN code (§9: 4 digits). */
const PinCode = z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`));

/**
 * The signed-in user as `GET /api/user/me` answers them: the profile plus their own PIN. The one answer
 * that carries a PIN besides the reset-pin answer (docs/decisions/020).
 */
export const SessionUser = ProfileUser.extend({ pinCode: PinCode.nullable() });
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * `PUT /api/user/{id}` body: every field optional, so that the profile form, the admin edit form and the
 * forced password update all use the one call. A new password needs its confirmation (§5).
 */
/** A record id in a multipart text or JSON (`PUT /api/user/{id}`). */
const referenceId = () => z.coerce.number().int().positive().max(DB_INTEGER_MAX, FORM_MESSAGES.tooLarge(DB_INTEGER_MAX));

/** A nullable id: multipart sends `null` as the text 'null' (the contract client's JSON text of §5). */
const nullableReferenceId = () => z.preprocess((value: unknown) => (value === 'null' ? null : value), referenceId().nullable());

/**
 * An object field that multipart sends as JSON text (§5: "list fields as JSON text"); JSON bodies send the
 * object itself. Text that is not JSON stays text, and the object schema refuses it.
 */
const jsonTextObject = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: unknown) => {
    if (typeof value !== 'string' || !value.trimStart().startsWith('{')) return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** The confirmation rule of a new password, for the document (§5). */
const CONFIRM_PASSWORD_RULE = `Required with password ('${VALIDATION.confirmNewPassword}') and must equal it ('${VALIDATION.passwordsMustMatch}')`;

/**
 * An office (a room number) that may be blank, trimmed. The users of a company need one that is not
 * (`needsOffice`), which the forms and the server check knowing the role.
 */
const officeText = () =>
  cleanText({ max: OFFICE_MAX })
    .trim()
    .meta({ pattern: CLEAN_TEXT_PATTERN, description: "Blank (no office) only for a user without a company: 'This field is required' otherwise" });

/** The office field of a form whose user needs none: a blank field (conform's undefined) is '', no office, so that it can be cleared. */
const blankableOffice = () =>
  officeText()
    .optional()
    .transform((office) => office ?? '');

export const UserUpdateBody = z
  .object({
    firstName: requiredText(VALIDATION.required, { max: NAME_MAX }).optional(),
    lastName: requiredText(VALIDATION.required, { max: NAME_MAX }).optional(),
    email: emailField(VALIDATION.required, VALIDATION.mustBeEmail).optional(),
    /**
     * Blank is a value here (no office): it is refused with 'This field is required' for the users of a
     * company only, by the server, which knows the user's role (`officeRefusal`, docs/decisions/086).
     */
    office: officeText().optional(),
    mobile: mobileField().optional(),
    role: RoleSchema.optional(),
    companyId: referenceId().optional(),
    primaryLocationId: nullableReferenceId().optional(),
    notificationSettings: jsonTextObject(z.object({ email: booleanField(), sms: booleanField() }).partial()).optional(),
    password: newPasswordField().optional(),
    confirmPassword: confirmPasswordField(CONFIRM_PASSWORD_RULE, VALIDATION.confirmNewPassword).optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (v.password === undefined) return;
      if (v.confirmPassword === undefined || v.confirmPassword === '') {
        ctx.addIssue({ code: 'custom', message: VALIDATION.confirmNewPassword, path: ['confirmPassword'] });
      } else if (v.confirmPassword !== v.password) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.passwordsMustMatch, path: ['confirmPassword'] });
      }
    },
    // Also while another field is invalid, so that every message shows at once.
    { when: whenValid('password', 'confirmPassword') },
  );
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

/* ------------------------------------------------------------------------------------------------------
 * Forms and request bodies of the user screens (§2, §5).
 * ---------------------------------------------------------------------------------------------------- */

/** The role options of the admin user form, in the order the form lists them (§5): User, Manager, Admin, Location Admin. */
export const ADMIN_FORM_ROLES = ['User', 'CompanyManager', 'CompanyOwner', 'Admin'] as const satisfies readonly Role[];
/** The role options of the company-side user form (§5). */
export const COMPANY_FORM_ROLES = ['User', 'CompanyManager'] as const satisfies readonly Role[];

/** The fields every user form has (§5): all required, email 'Must be an email', mobile international. */
const personFields = {
  firstName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  lastName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  email: emailField(VALIDATION.required, VALIDATION.mustBeEmail),
  office: requiredText(VALIDATION.required, { max: OFFICE_MAX }),
  mobile: mobileField(),
};

/** The roles whose users belong to a company (§5 'Choose a company'); SuperAdmin, Admin and CanteenManager need none. */
export const COMPANY_MEMBER_ROLES = ['CompanyOwner', 'CompanyManager', 'User'] as const satisfies readonly Role[];
export const needsCompany = (role: Role): boolean => (COMPANY_MEMBER_ROLES as readonly Role[]).includes(role);
/**
 * Office, a room number at the company's premises, is required of the users of a company only (§5's forms
 * ask every user for it, but SuperAdmin, Admin and CanteenManager have no company, so no office; ADR 086).
 */
export const needsOffice = (role: Role): boolean => needsCompany(role);

/** 'Choose a company' on `companyId` when the role belongs to a company and none is chosen (§5). */
const companyChosen = (value: { role: Role; companyId: number | null }, ctx: z.RefinementCtx) => {
  if (needsCompany(value.role) && value.companyId === null) ctx.addIssue({ code: 'custom', message: VALIDATION.chooseCompany, path: ['companyId'] });
};

/**
 * Body of `POST /api/user/` (Create user, SuperAdmin and Admin; multipart when an image is attached, as
 * the file part `image`). The new user gets an email to set a password and signs in with the first-login
 * flag. Any role parses: a role the caller may not give (`canAssignRole`) is the server's 403, not a 400.
 * A company role needs a company ('Choose a company'); an Admin none.
 */
export const UserCreateBody = z
  .object({
    ...personFields,
    role: RoleSchema,
    /** Absent, null or blank: no company. */
    companyId: optionalIdField(VALIDATION.chooseCompany).optional(),
  })
  .superRefine((value, ctx) => companyChosen({ role: value.role, companyId: value.companyId ?? null }, ctx), { when: whenValid('role', 'companyId') });
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/**
 * The admin user form (§5) with these role options: a company for company roles, an optional image. An
 * edit offers the user's current role too when the form lacks it (keeping a role is allowed, giving it is
 * not: `userChangeRefusal`), and the web's action reads any role, leaving the refusal to the API.
 */
export const userFormSchema = <const R extends readonly [Role, ...Role[]]>(roles: R) =>
  z
    .object({
      ...personFields,
      role: z.enum(roles, { error: VALIDATION.required }),
      companyId: optionalIdField(VALIDATION.chooseCompany),
      image: optionalImageField(),
    })
    .superRefine(companyChosen, { when: whenValid('role', 'companyId') });

/** The admin Create user form (§5): the form's role options, a company for company roles, an optional image. */
export const UserFormSchema = userFormSchema(ADMIN_FORM_ROLES);
export type UserFormInput = z.input<typeof UserFormSchema>;

/** The admin Edit user form (§2: firstName, lastName, email, office, mobile, role); sent with `PUT /api/user/{id}`. */
export const UserEditFormSchema = z.object({
  ...personFields,
  role: z.enum(ADMIN_FORM_ROLES, { error: VALIDATION.required }),
  image: optionalImageField(),
});
export type UserEditFormInput = z.input<typeof UserEditFormSchema>;

/**
 * The company-side user form (CompanyOwner and CompanyManager, §5: role User or CompanyManager only) and
 * the body of `POST /api/user/register`; the company is the caller's. Edits go through `PUT /api/user/{id}`.
 */
export const companyUserFormSchema = <const R extends readonly [Role, ...Role[]]>(roles: R) =>
  z.object({ ...personFields, role: z.enum(roles, { error: VALIDATION.required }) });
export const CompanyUserFormSchema = companyUserFormSchema(COMPANY_FORM_ROLES);
export type CompanyUserFormInput = z.input<typeof CompanyUserFormSchema>;
/** Body of `POST /api/user/register`: the form's fields with any role; one the caller may not give is 403. */
export const CompanyUserBody = z.object({ ...personFields, role: RoleSchema });
export type CompanyUserBody = z.infer<typeof CompanyUserBody>;

/** A new password in a form: blank means "keep the current one". */
const optionalNewPassword = () =>
  z.preprocess((value: string | undefined) => (value === '' ? undefined : value), newPasswordField().optional());

/**
 * The profile form (§2, §5) of a user of `role`: the required person fields (Office only for the users of a
 * company, `needsOffice`: for the others a blank office is '', no office; docs/decisions/086), the primary
 * location (a location id, or none), the email and SMS notification flags (checkboxes
 * `notificationSettings.email` / `.sms`), and an optional new password: at least 6 characters, 'Confirm
 * your new password' without its confirmation, 'Passwords must match' when they differ. The output is a
 * `PUT /api/user/{id}` body.
 */
export const profileFormSchema = (role: Role) =>
  z
    .object({
      ...personFields,
      office: needsOffice(role) ? personFields.office : blankableOffice(),
      primaryLocationId: optionalIdField(),
      /** Unchecked boxes are absent from form data: both absent is both false. */
      notificationSettings: z.object({ email: booleanField(), sms: booleanField() }).prefault({ email: false, sms: false }),
      password: optionalNewPassword(),
      confirmPassword: z.preprocess(
        (value: string | undefined) => (value === '' ? undefined : value),
        confirmPasswordField(CONFIRM_PASSWORD_RULE).optional(),
      ),
    })
    .superRefine(
      (value, ctx) => {
        if (value.password !== undefined && value.confirmPassword === undefined) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.confirmNewPassword, path: ['confirmPassword'] });
        } else if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.passwordsMustMatch, path: ['confirmPassword'] });
        }
      },
      { when: whenValid('password', 'confirmPassword') },
    );
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;

/** `POST /api/user/reset-pin/{id}` answers the new 4-digit PIN, to its owner only. */
export const PinResponse = z.object({ pinCode: PinCode });
export type PinResponse = z.infer<typeof PinResponse>;
