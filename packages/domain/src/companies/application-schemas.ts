import { z } from 'zod';
import { VALIDATION } from '../messages';
import { emailField, requiredText } from '../common/fields';
import { IsoInstant } from '../common/schemas';

/**
 * The 'Apply for company account' form and `POST /api/company-application/` body (§3, §5).
 * The applicant is not signed in and cannot list locations, so `locations` is optional here; the
 * administrator chooses them when accepting (the Add Company form requires them).
 */
export const CompanyApplicationSchema = z.object({
  name: requiredText(),
  office: requiredText(),
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailField(VALIDATION.required, VALIDATION.provideValidEmail),
  locations: z.array(z.number().int().positive()).optional(),
});
export type CompanyApplicationInput = z.infer<typeof CompanyApplicationSchema>;

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const CompanyApplication = z.object({
  id: z.number().int(),
  name: z.string(),
  office: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: IsoInstant,
});
export type CompanyApplication = z.infer<typeof CompanyApplication>;
