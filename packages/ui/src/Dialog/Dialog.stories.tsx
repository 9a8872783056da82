import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: TEXTS.signIn.apply,
    trigger: <Button variant="secondary">{TEXTS.signIn.apply}</Button>,
    children: ((close: () => void) => (
      <>
        <TextField label="Company Name" name="name" />
        <TextField label="Email" name="email" type="email" />
        <Button onPress={close}>Done</Button>
      </>
    )) as DialogProps['children'],
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, title: string = TEXTS.signIn.apply) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.signIn.apply }));
  return screen.findByRole('dialog', { name: title });
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TEXTS.signIn.apply })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpensAndTrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const body = within(dialog);
    // Focus moves into the dialog...
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // ...and stays there however far the user tabs, forwards and backwards.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Company Name' })).toBeVisible());
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: TEXTS.signIn.apply });
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ContentClosesIt: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Saving…' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Saving…');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Saving…' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const onOpenChange = fn();

function ControlledDialog() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Dialog
        title="Room Rules"
        isOpen={isOpen}
        onOpenChange={(open) => {
          onOpenChange(open);
          setOpen(open);
        }}
      >
        <ol>
          <li>Leave the room as you found it.</li>
          <li>No food at the whiteboard.</li>
        </ol>
      </Dialog>
    </>
  );
}

export const Controlled: Story = {
  args: { trigger: undefined },
  render: () => <ControlledDialog />,
  beforeEach: () => {
    onOpenChange.mockClear();
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Room Rules' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const reopened = await screen.findByRole('dialog', { name: 'Room Rules' });
    // It fades in.
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

const LONG_TITLE = 'A very long dialog title that needs to wrap onto a second line on most screens';

export const LongContent: Story = {
  args: {
    title: LONG_TITLE,
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Rule {i + 1}: Keep the meeting room tidy and end your booking on time.</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, LONG_TITLE);
    // The modal box fits the viewport and its content scrolls to the last rule.
    const box = dialog.parentElement!;
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    const last = within(dialog).getByText(/^Rule 30:/);
    last.scrollIntoView();
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    // Full width minus the overlay padding on small screens.
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 80);
  },
};
