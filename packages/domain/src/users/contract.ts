import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { rolesWith, rolesWithAccess } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import { CanteenManagerBody } from '../canteens/schemas';
import { CompanyUserBody, PinResponse, ProfileUser, User, UserCreateBody, UserUpdateBody } from './schemas';

/** User calls (§7 "Authentication and profile", "Users and reports"). */
export const userCalls = {
  update: defineCall({
    method: 'PUT',
    path: '/api/user/{id}',
    auth: 'bearer',
    summary:
      'Update your own profile (multipart with the file part `image` for a new picture); a new password or e-mail ends your other sessions. Answers the profile without the PIN',
    params: IdParams,
    body: UserUpdateBody,
    multipart: true,
    response: ProfileUser,
    successMessage: SUCCESS.userUpdated,
  }),
  resetPin: defineCall({
    method: 'POST',
    path: '/api/user/reset-pin/{id}',
    auth: 'bearer',
    summary: 'Give yourself a new random 4-digit PIN, unique in your company; answers it (to you only)',
    params: IdParams,
    response: PinResponse,
    successMessage: SUCCESS.pinUpdated,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/user/',
    auth: 'bearer',
    summary: 'Users by first name: all for SuperAdmin and Admin, the own company’s for CompanyOwner and CompanyManager',
    roles: rolesWith('manageUsers'),
    response: z.array(User),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/user/',
    auth: 'bearer',
    summary: 'Create a user in a company (multipart when an image is attached); the user is emailed a link to set a password',
    roles: rolesWithAccess('manageUsers', 'yes'),
    body: UserCreateBody,
    multipart: true,
    status: 201,
    response: User,
    successMessage: SUCCESS.userCreated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/user/{id}',
    auth: 'bearer',
    summary: 'Delete a user (never yourself; CompanyOwner users only by a CompanyOwner)',
    roles: rolesWith('manageUsers'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.userDeleted,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/user/delete',
    auth: 'bearer',
    summary: 'Delete the listed users (same rules as deleting one)',
    roles: rolesWith('manageUsers'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.usersDeleted,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/user/register',
    auth: 'bearer',
    summary: "Create a User or CompanyManager in the caller's company; the user is emailed a link to set a password",
    roles: rolesWithAccess('manageUsers', 'company'),
    body: CompanyUserBody,
    status: 201,
    response: User,
    successMessage: SUCCESS.userCreated,
  }),
  registerCanteenManager: defineCall({
    method: 'POST',
    path: '/api/user/register-canteen-manager',
    auth: 'bearer',
    summary: 'Create a CanteenManager for a canteen; the user is emailed a link to set a password',
    roles: rolesWith('addCanteenManager'),
    body: CanteenManagerBody,
    status: 201,
    response: User,
    successMessage: SUCCESS.canteenManagerCreated,
  }),
} as const;
