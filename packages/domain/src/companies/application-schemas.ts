import { z } from 'zod';
import { COMPANY_LOCATIONS_MAX, NAME_MAX, OFFICE_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { emailField, idListField, requiredText } from '../common/fields';
import { IsoInstant } from '../common/schemas';

/**
 * The 'Apply for company account' form and `POST /api/company-application/` body (§3, §5). An application
 * names its locations (§3), chosen from the active ones of `GET /api/location/public/`; at least one, as the
 * Add Company form requires ('Please select locations', docs/decisions/091).
 */
export const CompanyApplicationSchema = z.object({
  name: requiredText(VALIDATION.required, { max: NAME_MAX }),
  office: requiredText(VALIDATION.required, { max: OFFICE_MAX }),
  firstName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  lastName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  email: emailField(VALIDATION.required, VALIDATION.provideValidEmail),
  locations: idListField(VALIDATION.selectLocations, { max: COMPANY_LOCATIONS_MAX }),
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
