import { z } from 'zod';
import { ROLES } from '../roles';
import { PIN_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { booleanField, emailField, mobileField, newPasswordField, requiredText } from '../common/fields';

export const RoleSchema = z.enum(ROLES);

export const NotificationSettings = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const CompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
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

/** The signed-in user (`GET /api/user/me`, login): the user plus the PIN and the first-login flag. */
export const SessionUser = User.extend({
  pinCode: z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`)).nullable(),
  firstLogin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * `PUT /api/user/{id}` body: every field optional, so that the profile form, the admin edit form and the
 * forced password update all use the one call. A new password needs its confirmation (§5).
 */
export const UserUpdateBody = z
  .object({
    firstName: requiredText().optional(),
    lastName: requiredText().optional(),
    email: emailField(VALIDATION.required, VALIDATION.mustBeEmail).optional(),
    office: requiredText().optional(),
    mobile: mobileField().optional(),
    role: RoleSchema.optional(),
    companyId: z.coerce.number().int().positive().optional(),
    primaryLocationId: z.coerce.number().int().positive().nullable().optional(),
    notificationSettings: z.object({ email: booleanField(), sms: booleanField() }).partial().optional(),
    password: newPasswordField().optional(),
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password === undefined) return;
    if (v.confirmPassword === undefined || v.confirmPassword === '') {
      ctx.addIssue({ code: 'custom', message: VALIDATION.confirmNewPassword, path: ['confirmPassword'] });
    } else if (v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.passwordsMustMatch, path: ['confirmPassword'] });
    }
  });
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;
