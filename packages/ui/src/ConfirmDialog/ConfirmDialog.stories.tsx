import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CONFIRM, TEXTS } from '@roombook/domain/messages';
import { CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type HarnessProps = Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange' | 'onConfirm'> & {
  onConfirm: () => void;
  /** A request run on confirm; the harness shows the pending state while it runs and closes on success. */
  request?: () => Promise<void>;
  startOpen?: boolean;
};

/** What a caller does: a button opens the dialog; confirming runs the request, then closes it. */
function Harness({ onConfirm, request, startOpen = false, ...props }: HarnessProps) {
  const [isOpen, setOpen] = useState(startOpen);
  const [isPending, setPending] = useState(props.isPending ?? false);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete
      </Button>
      <p role="status">{outcome}</p>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isPending={isPending}
        onConfirm={() => {
          onConfirm();
          if (!request) {
            setOpen(false);
            return;
          }
          setPending(true);
          request().then(
            () => {
              setPending(false);
              setOpen(false);
              setOutcome('Deleted');
            },
            () => {
              setPending(false);
              setOutcome('The request failed; the dialog stays open to try again');
            },
          );
        }}
      />
    </>
  );
}

const onConfirm = fn();

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onConfirm,
    message: CONFIRM.deleteBooking,
    tone: 'danger',
    confirmLabel: 'Delete',
  },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <Harness {...args} />,
  beforeEach: () => {
    onConfirm.mockClear();
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
  return screen.findByRole('alertdialog');
};

export const DeleteBooking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(
      'Are you sure you want to delete the booking ? This action can not be reversed.',
    );
    // Focus starts on the safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DeleteUser: Story = {
  args: { message: USER_MESSAGES.confirmDelete('Ida', 'Holm') },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete user Ida Holm ? This action can not be reversed.',
    );
  },
};

export const DeleteFeatures: Story = {
  args: { message: FEATURE_MESSAGES.confirmDeleteMany(3), confirmLabel: 'Delete selected' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('Are you sure you want to delete 3 features? This action can not be reversed.');
    await expect(within(dialog).getByRole('button', { name: 'Delete selected' })).toBeVisible();
  },
};

export const DeleteCanteen: Story = {
  args: { message: CANTEEN_MESSAGES.confirmDelete('Harbour') },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete canteen from location Harbour ? This action can not be reversed.',
    );
  },
};

export const ResetPin: Story = {
  args: { message: USER_MESSAGES.confirmResetPin, tone: 'default', title: 'Reset PIN', confirmLabel: 'Reset PIN' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Reset PIN');
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to reset the PIN Code?');
  },
};

export const ResetRoomUrl: Story = {
  args: { message: ROOM_MESSAGES.confirmResetUrl, title: TEXTS.rooms.resetUrl, confirmLabel: TEXTS.rooms.resetUrl },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Reset URL');
    await expect(dialog).toHaveAccessibleDescription('You will have to reconfigure the tablet for this room');
  },
};

export const DefaultLabels: Story = {
  args: { message: LOCATION_MESSAGES.confirmDeleteMany, confirmLabel: undefined, cancelLabel: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const KeyboardConfirm: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus());
    // Focus stays inside.
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutsideDoesNotDismiss: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

/** Loading: the request runs; the dialog waits for it and closes when it succeeds. */
export const PendingThenClosed: Story = {
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => (
    <Harness {...args} request={() => new Promise<void>((resolve) => setTimeout(resolve, 400))} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not abandon a running request.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Deleted');
  },
};

/** Error: the request fails; the dialog stays open so that the user can try again or cancel. */
export const RequestFails: Story = {
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => (
    <Harness {...args} request={() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('500')), 200))} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(/failed/));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const LongNames: Story = {
  args: {
    message: USER_MESSAGES.confirmDelete(
      'Anne-Sophie Marguerite Charlotte',
      'Christiansen-Vestergaard-Kristoffersen-Holmgaard-Østergaard',
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const message = within(dialog).getByText(/Are you sure you want to delete user Anne-Sophie/);
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
  },
};

export const OnASmallScreen: Story = {
  args: { message: USER_MESSAGES.confirmDelete('Ida', 'Holm') },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    // The buttons stack full width, the confirming one on top.
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(cancel.getBoundingClientRect().top);
    await expect(Math.round(confirm.getBoundingClientRect().width)).toBe(Math.round(cancel.getBoundingClientRect().width));
    await expect(cancel.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 120);
  },
};
