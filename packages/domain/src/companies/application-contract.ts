import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams } from '../common/schemas';
import { defineArea } from '../contract/area';
import { rolesOf } from '../permissions/access';
import { APPLICATION_MESSAGES, MANAGE_COMPANIES } from './page';
import { CompanyApplication, CompanyApplicationSchema } from './application-schemas';

/** Company applications (§7 "Companies and applications"). Accept and reject are GETs, as the spec has them. */
const companyApplicationCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/company-application/',
    auth: 'public',
    summary: 'Apply for a company account',
    body: CompanyApplicationSchema,
    status: 201,
    response: CompanyApplication,
    successMessage: APPLICATION_MESSAGES.submitted,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/company-application/',
    auth: 'bearer',
    summary: 'The pending applications (the Company Applications list and its badge count)',
    roles: rolesOf(MANAGE_COMPANIES),
    response: z.array(CompanyApplication),
  }),
  accept: defineCall({
    method: 'GET',
    path: '/api/company-application/{id}/accept',
    auth: 'bearer',
    summary: 'Mark a pending application accepted (after its company has been created); no success toast',
    roles: rolesOf(MANAGE_COMPANIES),
    params: IdParams,
    response: CompanyApplication,
  }),
  reject: defineCall({
    method: 'GET',
    path: '/api/company-application/{id}/reject',
    auth: 'bearer',
    summary: 'Mark a pending application rejected; no success toast',
    roles: rolesOf(MANAGE_COMPANIES),
    params: IdParams,
    response: CompanyApplication,
  }),
} as const;

/** Company applications: the public form, and their decision on Manage companies. */
export const companyApplicationArea = defineArea({
  name: 'companyApplication',
  calls: companyApplicationCalls,
  targets: { create: 'none', list: 'none', accept: 'none', reject: 'none' },
});
