import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SUCCESS } from '@roombook/domain/messages';
import { menuFor, type MenuEntry } from '@roombook/domain/permissions/menu';
import { roleLabel } from '@roombook/domain/roles';
import { AppShell } from '../AppShell/AppShell';
import { Button } from '../Button/Button';
import { GlobalProgress } from '../GlobalProgress/GlobalProgress';
import { ToastRegion, createToastQueue, showToast } from '../Toast/Toast';

/** How long the pretend page load takes, so that the progress bar can be seen. */
const PAGE_LOAD_MS = 300;

const pageTitle = (menu: MenuEntry[], path: string): string => {
  for (const entry of menu) {
    if (entry.kind === 'link' && entry.href === path) return entry.label;
    if (entry.kind === 'group') {
      const item = entry.items.find((i) => i.href === path);
      if (item) return item.label;
    }
  }
  return 'Calendar';
};

/**
 * The signed-in shell as the app composes it for a SuperAdmin: the domain's menu for the current path,
 * client navigation through RouterProvider with the global progress bar while the next page loads, and
 * the toast region.
 */
function ShellScreen({ startPath }: { startPath: string }) {
  const [path, setPath] = useState(startPath);
  const [isLoading, setLoading] = useState(false);
  const [queue] = useState(createToastQueue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menu = menuFor('SuperAdmin', path);

  const navigate = (href: string) => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPath(href);
      setLoading(false);
    }, PAGE_LOAD_MS);
  };

  return (
    <RouterProvider navigate={navigate}>
      <GlobalProgress isActive={isLoading} />
      <AppShell
        title="roombook"
        user={{ name: 'Sofie Super', roleLabel: roleLabel('SuperAdmin') }}
        menu={menu}
        currentPath={path}
        logoutAction="/logout"
      >
        <h1 style={{ marginTop: 0 }}>{pageTitle(menu, path)}</h1>
        <Button onPress={() => showToast(queue, { kind: 'success', message: SUCCESS.profileUpdated })}>Save</Button>
      </AppShell>
      <ToastRegion queue={queue} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Screens/Shell',
  component: ShellScreen,
  parameters: { layout: 'fullscreen' },
  args: { startPath: '/' },
} satisfies Meta<typeof ShellScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

export const SuperAdminHome: Story = {
  play: async () => {
    const labels = nav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    // §2: the common items, then SuperAdmin's routes (the canteen pages are in the collapsed group).
    await expect(labels).toEqual([
      'Profile',
      'Calendar',
      'Meeting rooms',
      'Manage users',
      'Manage companies',
      'Manage locations',
      'Manage rooms',
      'Manage features',
      'Manage receptions',
      'Booking report',
    ]);
    await expect(nav().getByRole('button', { name: 'Canteens' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav().getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  },
};

export const NavigateWithProgress: Story = {
  play: async () => {
    await userEvent.click(nav().getByRole('link', { name: 'Manage users' }));
    // The global progress bar shows while the next page loads, then goes away.
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(await screen.findByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(nav().getByRole('link', { name: 'Manage users' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CanteensGroup: Story = {
  play: async () => {
    await userEvent.click(nav().getByRole('button', { name: 'Canteens' }));
    await userEvent.click(nav().getByRole('link', { name: 'Manage canteen items' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Manage canteen items' })).toBeVisible();
    await expect(nav().getByRole('link', { name: 'Manage canteen items' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OnCanteenReport: Story = {
  args: { startPath: '/canteen-report' },
  play: async () => {
    await expect(nav().getByRole('button', { name: 'Canteens' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav().getByRole('link', { name: 'Canteen report' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ToastInTheShell: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.profileUpdated })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(nav().getByRole('link', { name: 'Meeting rooms' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
    // The drawer closed with the navigation.
    await expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
