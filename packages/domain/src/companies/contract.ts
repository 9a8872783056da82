import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { rolesWith } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import { Company, CompanyCreateBody, CompanyUpdateBody } from './schemas';

/** Companies (§7 "Companies and applications"). */
export const companyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/company/',
    auth: 'bearer',
    summary: 'Every company (Manage Companies, the user form and the report filters)',
    roles: rolesWith('manageCompanies', 'canteenReport'),
    response: z.array(Company),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/company/',
    auth: 'bearer',
    summary: 'Create a company and its administrator (a CompanyOwner, who gets an email to set a password)',
    roles: rolesWith('manageCompanies'),
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
    roles: rolesWith('manageCompanies', 'editMyCompany'),
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
    roles: rolesWith('manageCompanies'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.companyDeleted,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/company/delete',
    auth: 'bearer',
    summary: 'Delete the listed companies with their users',
    roles: rolesWith('manageCompanies'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.companiesDeleted,
  }),
} as const;
