import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { menuFor, type MenuEntry } from '@roombook/domain/permissions/menu';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { MockStore } from '@roombook/mocks/handlers';
import { Button } from '../../Button/Button';
import { StoryPage, useStoryToasts } from '../storyPage';
import { ShellScreen } from './ShellScreen';

/** How long the pretend page load takes, so that the progress bar can be seen. */
const PAGE_LOAD_MS = 300;

/** The signed-in SuperAdmin of the mocks (Sofie Super), as the web's root loader knows her. */
const SUPER_ADMIN = new MockStore().findUserByEmail('superadmin@roombook.test')!;

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
 * The signed-in shell for a SuperAdmin as the web's root composes it: client navigation with the global
 * progress bar while the next page loads, and the toast region. The page in it stands for the route the
 * path leads to: its title, and a button that toasts.
 */
function ShellStory({ startPath }: { startPath: string }) {
  const [path, setPath] = useState(startPath);
  const [isLoading, setLoading] = useState(false);
  const { queue, toast } = useStoryToasts();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const navigate = (href: string) => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPath(href);
      setLoading(false);
    }, PAGE_LOAD_MS);
  };

  return (
    <StoryPage queue={queue} isBusy={isLoading} navigate={navigate}>
      <ShellScreen user={SUPER_ADMIN} menu={menuFor(SUPER_ADMIN.role, path)} currentPath={path}>
        <h1 style={{ marginTop: 0 }}>{pageTitle(menuFor(SUPER_ADMIN.role, path), path)}</h1>
        <Button onPress={() => toast('success', USER_MESSAGES.profileUpdated)}>Save</Button>
      </ShellScreen>
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Shell',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
  args: { startPath: '/' },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

export const SuperAdminHome: Story = {
  play: async () => {
    const labels = nav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The menu it is given (the domain's menuFor, whose unit test pins §2): the common items, then the
    // SuperAdmin's routes; the canteen pages are in the collapsed group.
    const links = menuFor(SUPER_ADMIN.role, '/').flatMap((entry) => (entry.kind === 'link' ? [entry.label] : []));
    await expect(labels).toEqual(links);
    await expect(links.slice(0, 4)).toEqual(['Profile', 'Calendar', 'Meeting rooms', 'Manage users']);
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
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.profileUpdated })).toBeVisible();
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
