import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { defineArea } from '../contract/area';
import { fullAccess, rolesOf } from '../permissions/access';
import { CANTEEN_REPORT } from '../reports/page';
import { Company, CompanyCreateBody, CompanyUpdateBody } from './schemas';
import { COMPANIES_PAGE, COMPANY_MESSAGES, MANAGE_COMPANIES, MY_COMPANY, MY_COMPANY_PAGE } from './page';

/** Companies (§7 "Companies and applications"). */
const companyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/company/',
    auth: 'bearer',
    summary: 'Every company (Manage Companies, the user form and the report filters)',
    roles: rolesOf(MANAGE_COMPANIES, CANTEEN_REPORT),
    response: z.array(Company),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/company/',
    auth: 'bearer',
    summary: 'Create a company and its administrator (a CompanyOwner, who gets an email to set a password)',
    roles: rolesOf(MANAGE_COMPANIES),
    body: CompanyCreateBody,
    status: 201,
    response: Company,
    successMessage: COMPANY_MESSAGES.created,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/company/{id}',
    auth: 'bearer',
    summary: 'Update a company; a CompanyOwner updates only their own company’s name, office and image',
    roles: rolesOf(MANAGE_COMPANIES, fullAccess(MY_COMPANY)),
    params: IdParams,
    body: CompanyUpdateBody,
    multipart: true,
    response: Company,
    successMessage: COMPANY_MESSAGES.updated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/company/{id}',
    auth: 'bearer',
    summary: 'Delete a company with its users',
    roles: rolesOf(MANAGE_COMPANIES),
    params: IdParams,
    response: MessageResponse,
    successMessage: COMPANY_MESSAGES.deleted,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/company/delete',
    auth: 'bearer',
    summary: 'Delete the listed companies with their users',
    roles: rolesOf(MANAGE_COMPANIES),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: COMPANY_MESSAGES.manyDeleted,
  }),
} as const;

/** Companies: Manage companies and My company (§2). */
export const companyArea = defineArea({
  name: 'company',
  calls: companyCalls,
  targets: { list: 'none', create: 'none', update: 'companyEdit', delete: 'company', deleteMany: 'company' },
  capabilities: { manageCompanies: MANAGE_COMPANIES, myCompany: MY_COMPANY },
  fullAccess: { editMyCompany: 'myCompany' },
  pages: [COMPANIES_PAGE, MY_COMPANY_PAGE],
});
