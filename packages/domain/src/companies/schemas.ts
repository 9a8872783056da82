import { z } from 'zod';
import { COMPANY_LOCATIONS_MAX, DISCOUNT_MAX_PERCENT, DISCOUNT_MIN_PERCENT, NAME_MAX, OFFICE_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { emailField, FORM_MESSAGES, idField, idListField, type NumberInput, numberField, requiredText } from '../common/fields';
import { optionalImageField } from '../images/schemas';

/** At most two decimals (12.5 %, 33.33 %): what `money/discount.ts` prices and `numeric(5, 2)` stores exactly. */
const hasAtMostTwoDecimals = (percent: number) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;

/** Discount in percent, 0 to 100 (§5), at most two decimals; blank means no discount (0). */
const discountField = () =>
  z.preprocess(
    (value: NumberInput) => (value === undefined || value === null || value === '' ? DISCOUNT_MIN_PERCENT : value),
    numberField(
      (n) => n.min(DISCOUNT_MIN_PERCENT, VALIDATION.discountPositive).max(DISCOUNT_MAX_PERCENT, VALIDATION.discountMax),
      VALIDATION.discountPositive,
      VALIDATION.discountPositive,
    ).refine(hasAtMostTwoDecimals, FORM_MESSAGES.moneyDecimals),
  );

const companyDetails = {
  name: requiredText(VALIDATION.required, { max: NAME_MAX }),
  /** The company's room number (label 'Company Room Number'). */
  office: requiredText(VALIDATION.required, { max: OFFICE_MAX }),
};

const companyTerms = {
  /** Location ids the company rents at; at least one, at most COMPANY_LOCATIONS_MAX. */
  locations: idListField(VALIDATION.selectLocations, { max: COMPANY_LOCATIONS_MAX }),
  discount: discountField(),
};

/**
 * The Add Company form and the body of `POST /api/company/` (§5): the company, its locations and
 * discount, and its administrator, who becomes the CompanyOwner. Accepting an application opens this form
 * prefilled with the application's fields, which carry the same names.
 */
export const CompanyFormSchema = z.object({
  ...companyDetails,
  ...companyTerms,
  firstName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  lastName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  email: emailField(VALIDATION.required, VALIDATION.provideValidEmail),
});
export type CompanyFormInput = z.input<typeof CompanyFormSchema>;

/**
 * The body of `POST /api/company/`: the Add Company form, and, when the form was opened from a company
 * application (§4 'Accept opens the Add Company form prefilled'), that application's id. With it the
 * company's creation accepts the application in the same transaction (docs/decisions/032).
 */
export const CompanyCreateBody = CompanyFormSchema.extend({
  applicationId: idField(FORM_MESSAGES.notANumber)
    .optional()
    .meta({ description: 'The company application this company is created from (accepting it); leave out otherwise' }),
});
export type CompanyCreateBody = z.infer<typeof CompanyCreateBody>;

/**
 * The Edit Company form of Manage Companies: details, locations, discount and an optional new image (sent as
 * the multipart part `image` of `PUT /api/company/{id}`).
 */
export const CompanyEditFormSchema = z.object({ ...companyDetails, ...companyTerms, image: optionalImageField() });
export type CompanyEditFormInput = z.input<typeof CompanyEditFormSchema>;

/** The 'Company Details' form of My Company (§2): name and office; the image is uploaded on its own. */
export const CompanyDetailsFormSchema = z.object({ ...companyDetails, image: optionalImageField() });
export type CompanyDetailsFormInput = z.input<typeof CompanyDetailsFormSchema>;

/**
 * Body of `PUT /api/company/{id}` (multipart with the file part `image`; `locations` then arrives as JSON
 * text): the fields to change. A CompanyOwner may change only name, office and image.
 */
export const CompanyUpdateBody = z.object({ ...companyDetails, ...companyTerms }).partial();
export type CompanyUpdateBody = z.infer<typeof CompanyUpdateBody>;

/** A company (tenant) (§3). */
export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  office: z.string().describe('Room number'),
  discount: z.number().min(0).max(100).describe('Discount on bookings, in percent'),
  image: z.string().nullable().describe('URL of the company image, or null'),
  OwnerId: z.number().int().nullable().describe("The CompanyOwner's user id"),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Company = z.infer<typeof Company>;
