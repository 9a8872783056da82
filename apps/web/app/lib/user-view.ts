import { roleLabel, type Role } from '@roombook/domain/roles';
import type { SessionUser } from '@roombook/domain/users/schemas';

/** What the browser may know about the signed-in user: no tokens, no PIN. */
export interface UserView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  roleLabel: string;
  companyName: string | null;
  image: string | null;
  firstLogin: boolean;
}

export const toUserView = (user: SessionUser): UserView => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  roleLabel: roleLabel(user.role),
  companyName: user.company?.name ?? null,
  image: user.image,
  firstLogin: user.firstLogin,
});
