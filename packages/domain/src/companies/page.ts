import type { CapabilityRow } from '../permissions/access';

/**
 * Manage companies and My company (§2): their §6 rows (the locations' list and the applications read them
 * too), menu entries, and the words of companies and of their applications. No calls and no zod: the area's
 * contract.ts declares the area with them, and a page's script reads them here without loading every call
 * (docs/decisions/062).
 */

/** §6 "Manage rooms, features, companies, …": SuperAdmin and Admin (the applications and the locations' list read it too). */
export const MANAGE_COMPANIES: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** §6 "My company (edit)": the owner edits, the manager sees read-only fields. */
export const MY_COMPANY: CapabilityRow = { SuperAdmin: 'no', Admin: 'no', CompanyOwner: 'yes', CompanyManager: 'read-only', CanteenManager: 'no', User: 'no' };

/** Manage companies (§2). */
export const COMPANIES_PAGE = { path: '/manage-companies', label: 'Manage companies', opensWith: 'manageCompanies', menuOrder: 20 } as const;

/** My company (§2): the owner edits it, a manager reads it. */
export const MY_COMPANY_PAGE = { path: '/my-company', label: 'My company', opensWith: 'myCompany', menuOrder: 25 } as const;

/** Manage companies' and My company's own words: §8 toasts and confirmations, and the API's refusals. */
export const COMPANY_MESSAGES = {
  created: 'Company successfully created',
  updated: 'Company successfully updated',
  deleted: 'Company successfully deleted',
  manyDeleted: 'Companies successfully deleted',
  /** §8 lists a company's delete confirmation without words ("warns it removes its users"); it follows USER_MESSAGES.confirmDelete's. */
  confirmDelete: (name: string) =>
    `Are you sure you want to delete company ${name} ? Its users will be deleted too. This action can not be reversed.`,
  /** The bulk delete of companies: CONFIRM.deleteMany's pattern with the same warning. */
  confirmDeleteMany: (count: number) =>
    `Are you sure you want to delete ${count} companies? Their users will be deleted too. This action can not be reversed.`,
  /** A company's location id that names no location, or an inactive location the company does not have yet. */
  unknownLocation: 'Unknown or inactive location',
} as const;

/** The company applications' own words: the §8 toast of the public form, the decline's confirmation, the API's refusals. */
export const APPLICATION_MESSAGES = {
  submitted: 'Application successfully submitted',
  /** §8 lists the rejection of an application without words; it follows the delete confirmations. */
  confirmReject: (companyName: string) =>
    `Are you sure you want to decline the application of ${companyName} ? This action can not be reversed.`,
  /** A company application that was accepted or rejected already (docs/decisions/032). */
  decided: 'This application has already been decided',
} as const;
