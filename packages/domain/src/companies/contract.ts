import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { ADMIN_ROLES } from '../roles';
import { SUCCESS } from '../messages';
import { Company, CompanyCreateBody, CompanyUpdateBody } from './schemas';

/** Companies (§7 "Companies and applications"). */
export const companyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/company/',
    auth: 'bearer',
    summary: 'Every company (Manage Companies, the user form and the report filters)',
    roles: [...ADMIN_ROLES, 'CanteenManager'],
    response: z.array(Company),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/company/',
    auth: 'bearer',
    summary: 'Create a company and its administrator (a CompanyOwner, who gets an email to set a password)',
    roles: ADMIN_ROLES,
    body: CompanyCreateBody,
    status: 201,
    response: Company,
    successMessage: SUCCESS.companyCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/company/{id}',
    auth: 'bearer',
    summary: 'Update a company; a CompanyOwner updates only their own company’s name, office and image',
    roles: [...ADMIN_ROLES, 'CompanyOwner'],
    params: IdParams,
    body: CompanyUpdateBody,
    multipart: true,
    response: Company,
    successMessage: SUCCESS.companyUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/company/{id}',
    auth: 'bearer',
    summary: 'Delete a company with its users',
    roles: ADMIN_ROLES,
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.companyDeleted,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/company/delete',
    auth: 'bearer',
    summary: 'Delete the listed companies with their users',
    roles: ADMIN_ROLES,
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.companiesDeleted,
  }),
} as const;
