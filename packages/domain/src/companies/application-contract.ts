import { defineCall } from '../contract/define';
import { SUCCESS } from '../messages';
import { CompanyApplication, CompanyApplicationSchema } from './application-schemas';

/** Company applications (§7 "Companies and applications"). */
export const companyApplicationCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/company-application/',
    auth: 'public',
    summary: 'Apply for a company account',
    body: CompanyApplicationSchema,
    status: 201,
    response: CompanyApplication,
    successMessage: SUCCESS.applicationSubmitted,
  }),
} as const;
