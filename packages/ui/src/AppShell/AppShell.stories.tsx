import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DRAWER_WIDTH_PX } from '@roombook/domain/constants';
import { menuFor } from '@roombook/domain/permissions/menu';
import { roleLabel, type Role } from '@roombook/domain/roles';
import { AppShell, type AppShellProps } from './AppShell';

const navigate = fn();

/** The shell as the app drives it: the router changes the current path, the menu follows it. */
function ShellHarness({ role, startPath, ...props }: Omit<AppShellProps, 'menu' | 'currentPath'> & { role: Role; startPath: string }) {
  const [path, setPath] = useState(startPath);
  return (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
        setPath(href);
      }}
    >
      <AppShell {...props} menu={menuFor(role, path)} currentPath={path} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: ShellHarness,
  parameters: { layout: 'fullscreen' },
  args: {
    role: 'SuperAdmin',
    startPath: '/',
    title: 'roombook',
    user: { name: 'Sofie Super', roleLabel: roleLabel('SuperAdmin') },
    logoutAction: '/logout',
    children: <h1 style={{ margin: 0 }}>Calendar</h1>,
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ShellHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

export const SuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText('Sofie Super')).toBeVisible();
    await expect(within(banner).getByText('SuperAdmin')).toBeVisible();
    const nav = within(mainNav());
    await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Manage locations' })).toHaveAttribute('href', '/manage-locations');
    // The drawer is DRAWER_WIDTH_PX wide and there is no menu toggle on a wide screen.
    await expect(mainNav().getBoundingClientRect().width).toBe(DRAWER_WIDTH_PX);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** The first Tab shows "Skip to main content"; Enter moves focus past the top bar and menu to the page. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    // Hidden until it is focused.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    const box = skip.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // The next Tab goes on from the page, not from the menu.
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: 'Calendar' }));
  },
};

export const NavigatesOnTheClient: Story = {
  play: async () => {
    const nav = within(mainNav());
    await userEvent.click(nav.getByRole('link', { name: 'Meeting rooms' }));
    await expect(navigate).toHaveBeenCalledWith('/meeting-rooms');
    await expect(nav.getByRole('link', { name: 'Meeting rooms' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current');
  },
};

export const CanteensGroupExpands: Story = {
  play: async () => {
    const nav = within(mainNav());
    const group = nav.getByRole('button', { name: 'Canteens' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Canteen report' })).not.toBeInTheDocument();
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Canteen report' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OnACanteenPage: Story = {
  args: { startPath: '/canteen-report', children: <h1 style={{ margin: 0 }}>Canteen report</h1> },
  play: async () => {
    const nav = within(mainNav());
    await expect(nav.getByRole('button', { name: 'Canteens' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Canteen report' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Manage canteens' })).toBeVisible();
  },
};

export const LogoutPostsAForm: Story = {
  play: async () => {
    const logout = within(mainNav()).getByRole('button', { name: 'Logout' });
    await expect(logout).toHaveAttribute('type', 'submit');
    // A real form post (works without JavaScript); intercept it so the story stays on the page.
    const posted: Array<{ method: string; action: string }> = [];
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      posted.push({ method: form.method, action: new URL(form.action).pathname });
    };
    document.addEventListener('submit', onSubmit);
    try {
      await userEvent.click(logout);
      await expect(posted).toEqual([{ method: 'post', action: '/logout' }]);
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  },
};

export const User: Story = {
  args: { role: 'User', user: { name: 'Ulla User', roleLabel: roleLabel('User') } },
  play: async () => {
    const links = within(mainNav()).getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['Profile', 'Calendar', 'Meeting rooms']);
    await expect(within(mainNav()).queryByRole('button', { name: 'Canteens' })).not.toBeInTheDocument();
  },
};

export const CompanyOwnerWithImage: Story = {
  args: {
    role: 'CompanyOwner',
    user: {
      name: 'Olivia Owner',
      roleLabel: roleLabel('CompanyOwner'),
      image:
        'data:image/svg+xml;utf8,' +
        encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#7a4"/></svg>'),
    },
  },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByText('Admin')).toBeVisible();
    await expect(within(mainNav()).getByRole('link', { name: 'My company' })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    title: 'roombook — Copenhagen Harbour shared offices and meeting rooms',
    user: { name: 'Maximiliana Bartholomæussen-Kristiansdatter', roleLabel: roleLabel('CanteenManager') },
    role: 'CanteenManager',
  },
  play: async ({ canvasElement }) => {
    // Long texts are cut with an ellipsis instead of pushing the top bar wider than the screen.
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The drawer is hidden behind the toggle.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav()).toBeVisible();

    // Escape closes it and focus returns to the toggle.
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Canteens' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());

    // Choosing a page closes it too.
    await userEvent.click(toggle);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Profile' }));
    await expect(navigate).toHaveBeenCalledWith('/profile');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
