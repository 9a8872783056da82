import { useCallback, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { menuFor } from '@roombook/domain/permissions/menu';
import { MockStore } from '@roombook/mocks/handlers';
import { GlobalProgress } from '../GlobalProgress/GlobalProgress';
import { ToastRegion, createToastQueue, showToast, type ToastContent, type ToastQueue } from '../Toast/Toast';
import { ShellScreen } from './ShellScreen/ShellScreen';

/**
 * Story-only (imported by `*.stories.tsx` files, never by a screen). What the web's root route puts
 * around every screen, for the screen stories' containers: client navigation (react-aria's
 * RouterProvider), the global progress bar and the toast region. The containers toast what the web's
 * actions toast.
 */

/** Shows one toast on the story's page. */
export type StoryToast = (kind: ToastContent['kind'], message: string) => void;

/** The page's toast queue and a function that shows one toast in it. */
export function useStoryToasts(): { queue: ToastQueue; toast: StoryToast } {
  const [queue] = useState(createToastQueue);
  const toast = useCallback((kind: ToastContent['kind'], message: string) => showToast(queue, { kind, message }), [queue]);
  return { queue, toast };
}

const stay = () => undefined;

export interface StoryPageProps {
  queue: ToastQueue;
  /** A request is under way: the global progress bar shows. */
  isBusy?: boolean;
  /** Client navigation (links, the shell's menu); by default links go nowhere. */
  navigate?: (href: string) => void;
  children: ReactNode;
}

export function StoryPage({ queue, isBusy = false, navigate = stay, children }: StoryPageProps) {
  return (
    <RouterProvider navigate={navigate}>
      <GlobalProgress isActive={isBusy} />
      {children}
      <ToastRegion queue={queue} />
    </RouterProvider>
  );
}

/**
 * Where a story puts its screen in the signed-in shell (`parameters.shell`): the page's path (the menu marks
 * it) and the e-mail of the mocks' user whose menu and name the shell shows.
 */
interface StoryShell {
  path: string;
  email: string;
}

/**
 * A signed-in screen is the page inside the shell's main region (AppShell pads it); its stories put it in
 * a padded <main> of their own, without the shell's header and menu. A story that checks what fits beside
 * the menu (a table at 1280 px) asks for the shell itself with `parameters.shell`.
 */
export const inMainRegion: Decorator = (Story, { parameters }) => {
  const shell = parameters.shell as StoryShell | undefined;
  if (!shell) {
    return (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    );
  }
  const user = new MockStore().findUserByEmail(shell.email);
  if (!user) throw new Error(`The mock store has no user ${shell.email}`);
  return (
    <ShellScreen user={user} menu={menuFor(user.role, shell.path)} currentPath={shell.path}>
      <Story />
    </ShellScreen>
  );
};
