import { defineCall } from '../contract/define';
import { IdParams } from '../common/schemas';
import { SUCCESS } from '../messages';
import { SessionUser, UserUpdateBody } from './schemas';

/** User calls (§7 "Authentication and profile", "Users and reports"). */
export const userCalls = {
  update: defineCall({
    method: 'PUT',
    path: '/api/user/{id}',
    auth: 'bearer',
    summary: 'Update a user: your own profile (including your password) or, for administrators, a user they manage',
    params: IdParams,
    body: UserUpdateBody,
    multipart: true,
    response: SessionUser,
    successMessage: SUCCESS.userUpdated,
  }),
} as const;
