import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { defineArea } from '../contract/area';
import { rolesOf, rolesWhere } from '../permissions/access';
import { CanteenManagerBody } from '../canteens/schemas';
import { CompanyUserBody, PinResponse, ProfileUser, User, UserCreateBody, UserUpdateBody } from './schemas';
import { ADD_CANTEEN_MANAGER, MANAGE_USERS, USERS_PAGE, USER_MESSAGES } from './page';

/** User calls (§7 "Authentication and profile", "Users and reports"). */
const userCalls = {
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
    successMessage: USER_MESSAGES.updated,
  }),
  resetPin: defineCall({
    method: 'POST',
    path: '/api/user/reset-pin/{id}',
    auth: 'bearer',
    summary: 'Give yourself a new random 4-digit PIN, unique in your company; answers it (to you only)',
    params: IdParams,
    response: PinResponse,
    successMessage: USER_MESSAGES.pinUpdated,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/user/',
    auth: 'bearer',
    summary: 'Users by first name: all for SuperAdmin and Admin, the own company’s for CompanyOwner and CompanyManager',
    roles: rolesOf(MANAGE_USERS),
    response: z.array(User),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/user/',
    auth: 'bearer',
    summary: 'Create a user in a company (multipart when an image is attached); the user is emailed a link to set a password',
    roles: rolesWhere(MANAGE_USERS, 'yes'),
    body: UserCreateBody,
    multipart: true,
    status: 201,
    response: User,
    successMessage: USER_MESSAGES.created,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/user/{id}',
    auth: 'bearer',
    summary: 'Delete a user (never yourself; CompanyOwner users only by a CompanyOwner)',
    roles: rolesOf(MANAGE_USERS),
    params: IdParams,
    response: MessageResponse,
    successMessage: USER_MESSAGES.deleted,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/user/delete',
    auth: 'bearer',
    summary: 'Delete the listed users (same rules as deleting one)',
    roles: rolesOf(MANAGE_USERS),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: USER_MESSAGES.manyDeleted,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/user/register',
    auth: 'bearer',
    summary: "Create a User or CompanyManager in the caller's company; the user is emailed a link to set a password",
    roles: rolesWhere(MANAGE_USERS, 'company'),
    body: CompanyUserBody,
    status: 201,
    response: User,
    successMessage: USER_MESSAGES.created,
  }),
  registerCanteenManager: defineCall({
    method: 'POST',
    path: '/api/user/register-canteen-manager',
    auth: 'bearer',
    summary: 'Create a CanteenManager for a canteen; the user is emailed a link to set a password',
    roles: rolesOf(ADD_CANTEEN_MANAGER),
    body: CanteenManagerBody,
    status: 201,
    response: User,
    successMessage: USER_MESSAGES.canteenManagerCreated,
  }),
} as const;

/** Users: the own profile and PIN, and Manage users (§2), where new canteen managers are added too. */
export const userArea = defineArea({
  name: 'user',
  calls: userCalls,
  targets: {
    update: 'userEdit',
    resetPin: 'ownProfile',
    list: 'none',
    create: 'none',
    delete: 'userRow',
    deleteMany: 'userRow',
    register: 'none',
    registerCanteenManager: 'none',
  },
  capabilities: { manageUsers: MANAGE_USERS, addCanteenManager: ADD_CANTEEN_MANAGER },
  pages: [USERS_PAGE],
});
