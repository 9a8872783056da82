import type { ReactNode } from 'react';
import type { MenuEntry } from '@roombook/domain/permissions/menu';
import { roleLabel, type Role } from '@roombook/domain/roles';
import { AppShell } from '../../AppShell/AppShell';
import { BRAND_NAME } from '../../SignInLayout/SignInLayout';

/** Where the menu's Logout posts (the web app's resource route). */
export const LOGOUT_PATH = '/logout';

/** The signed-in user as the shell shows them (the web's UserView and the session user both fit). */
export interface ShellScreenUser {
  firstName: string;
  lastName: string;
  role: Role;
  image?: string | null;
}

export interface ShellScreenProps {
  user: ShellScreenUser;
  /**
   * The user's menu (§2): the domain's `menuFor(role, path)`, its group open on one of its pages. The web's
   * root loader makes it on the server, so that the areas it is derived from stay out of every page's script.
   */
  menu: MenuEntry[];
  /** The current page path: the menu marks it. */
  currentPath: string;
  /** The page. */
  children: ReactNode;
}

/**
 * The signed-in frame of every page (§2): the brand, the user with their role label, the menu of their
 * role (a drawer at 600 px) with Logout, and the page in the main region.
 */
export function ShellScreen({ user, menu, currentPath, children }: ShellScreenProps) {
  return (
    <AppShell
      title={BRAND_NAME}
      user={{
        name: `${user.firstName} ${user.lastName}`.trim(),
        roleLabel: roleLabel(user.role),
        ...(user.image ? { image: user.image } : {}),
      }}
      menu={menu}
      currentPath={currentPath}
      logoutAction={LOGOUT_PATH}
    >
      {children}
    </AppShell>
  );
}
