import type { SessionUser, User } from '../schemas';

/**
 * A user as lists show them (§3 User, `GET /api/user/`, the created user): the profile without the
 * session-only fields, so no PIN code and no first-login flag (nor anything else the record carries,
 * such as a password hash).
 */
export const toListedUser = (user: SessionUser): User => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobile: user.mobile,
  office: user.office,
  role: user.role,
  image: user.image,
  company: user.company,
  primaryLocationId: user.primaryLocationId,
  notificationSettings: user.notificationSettings,
});
