import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy the tablet URL',
    children: <Button variant="secondary">Copy</Button>,
  },
  decorators: [(Story) => <div style={{ padding: 96 }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy' });
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy the tablet URL');
    await expect(trigger).toHaveAccessibleDescription('Copy the tablet URL');
    // Escape closes it without moving focus (WCAG 1.4.13: dismissable).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy' });
    // The mouse moves over the page, then rests on the trigger.
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('Copy the tablet URL');
    // It sits above the trigger.
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

const onEdit = fn();

/** Spec §2 / §6: the past-booking reason on a disabled Edit button stays reachable by keyboard. */
export const OnADisabledButton: Story = {
  args: {
    content: ERRORS.pastBookingChange,
    children: (
      <Button variant="secondary" isDisabled onPress={onEdit}>
        Edit
      </Button>
    ),
  },
  beforeEach: () => {
    onEdit.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The native button is disabled; the focusable stand-in carries its name, state and reason.
    const nativeButton = canvasElement.querySelector('button');
    await expect(nativeButton).toBeDisabled();
    const standIn = canvas.getAllByRole('button', { name: 'Edit' }).find((element) => element !== nativeButton)!;
    await expect(standIn).toHaveAttribute('aria-disabled', 'true');
    await expect(standIn).toHaveAccessibleDescription('You can not delete or modify past bookings');
    await userEvent.tab();
    await waitFor(() => expect(standIn).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('You can not delete or modify past bookings');
    // Pressing it does nothing.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(standIn);
    await expect(onEdit).not.toHaveBeenCalled();
  },
};

export const OnADisabledButtonByPointer: Story = {
  args: OnADisabledButton.args,
  play: async ({ canvasElement }) => {
    const nativeButton = canvasElement.querySelector('button')!;
    // The disabled button lets the pointer through to its stand-in, which is what the mouse rests on.
    await expect(getComputedStyle(nativeButton).pointerEvents).toBe('none');
    const standIn = within(canvasElement).getAllByRole('button', { name: 'Edit' }).find((element) => element !== nativeButton)!;
    await userEvent.hover(canvasElement);
    await userEvent.hover(standIn);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(ERRORS.pastBookingChange);
  },
};

export const LongText: Story = {
  args: {
    content:
      'You can not edit or delete this user: a CompanyOwner can only be changed by another CompanyOwner of the same company, and never by themselves.',
    children: <Button variant="secondary" isDisabled>Delete</Button>,
  },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    // It wraps at its maximum width instead of running off the screen.
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(tooltip.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const OnASmallScreen: Story = {
  args: LongText.args,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    const box = tooltip.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
