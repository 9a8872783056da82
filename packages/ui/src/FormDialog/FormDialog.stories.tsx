import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CONFIRM, VALIDATION } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FormDialog } from './FormDialog';

const onSaved = fn();

interface HarnessProps {
  title: string;
  /** Track changes: only a changed form asks before closing. Otherwise it always asks (the default). */
  tracksChanges?: boolean;
  /** Saving takes this long; 0 saves at once. */
  saveMs?: number;
  /** Saving fails with this server message. */
  saveError?: string;
}

/** What a screen does: 'Add new feature' opens the form; Save closes it without asking. */
function FeatureFormHarness({ title, tracksChanges = false, saveMs = 0, saveError }: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const open = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setName('');
      setError(undefined);
    }
  };
  const save = () => {
    if (name.trim() === '') {
      setError(VALIDATION.required);
      return;
    }
    setSaving(true);
    setTimeout(() => {
      setSaving(false);
      if (saveError) {
        setError(saveError);
        return;
      }
      onSaved(name);
      open(false);
    }, saveMs);
  };
  return (
    <>
      <Button onPress={() => open(true)}>Add new feature</Button>
      <FormDialog
        title={title}
        isOpen={isOpen}
        onOpenChange={open}
        {...(tracksChanges ? { isDirty: name !== '' } : {})}
      >
        {(requestClose) => (
          <form
            aria-label={title}
            style={{ display: 'grid', gap: 16 }}
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <TextField label="Name" name="name" value={name} onChange={setName} errorMessage={error} isRequired />
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Button variant="ghost" onPress={requestClose}>
                Cancel
              </Button>
              <Button type="submit" isPending={isSaving}>
                Save
              </Button>
            </div>
          </form>
        )}
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  args: { title: 'Add new feature', isOpen: false, onOpenChange: fn(), children: null },
  render: ({ title }) => <FeatureFormHarness title={title} />,
  beforeEach: () => {
    onSaved.mockClear();
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openForm = async (canvasElement: HTMLElement, title = 'Add new feature') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new feature' }));
  return screen.findByRole('dialog', { name: title });
};

const question = () => screen.findByRole('alertdialog', { name: CONFIRM.closeDialog });

export const EscapeAsksAndCancelKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Projector');
    await userEvent.keyboard('{Escape}');
    const ask = await question();
    await expect(ask).toHaveTextContent('Are you sure you want to close this dialog window?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The form is still there, with what was typed.
    await expect(screen.getByRole('dialog', { name: 'Add new feature' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Projector');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const ConfirmCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add new feature' });
    const dialog = await openForm(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutsideAsks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    // Press on the dimmed backdrop, outside the dialog box.
    const backdrop = dialog.parentElement!.parentElement!;
    await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    await question();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Add new feature' })).toBeVisible();
  },
};

export const CancelButtonInTheFormAsks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await question();
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** isDirty={false}: an unchanged form closes at once; once something is typed, it asks. */
export const UnchangedFormClosesDirectly: Story = {
  render: ({ title }) => <FeatureFormHarness title={title} tracksChanges />,
  play: async ({ canvasElement }) => {
    let dialog = await openForm(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    dialog = await openForm(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'W');
    await userEvent.keyboard('{Escape}');
    await question();
  },
};

export const SubmitClosesWithoutAsking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Whiteboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(onSaved).toHaveBeenCalledWith('Whiteboard');
  },
};

/** Loading: Save shows it is busy while the request runs. */
export const Saving: Story = {
  render: ({ title }) => <FeatureFormHarness title={title} saveMs={500} />,
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Video call');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Error: a validation message, and a failed save keeps the dialog open with the server's message. */
export const Errors: Story = {
  render: ({ title }) => <FeatureFormHarness title={title} saveError="Feature with this name already exists" />,
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription(VALIDATION.required);
    await userEvent.type(name, 'Projector');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Feature with this name already exists'));
    await expect(dialog).toBeVisible();
  },
};

const LONG_TITLE = 'Edit the meeting room Copenhagen Harbour Business Centre — Large boardroom, fourth floor';

export const LongTitle: Story = {
  args: { title: LONG_TITLE },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, LONG_TITLE);
    const heading = within(dialog).getByRole('heading', { name: LONG_TITLE });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    // The close button stays beside the title.
    await expect(within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().right,
    );
  },
};

export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 80);
    await userEvent.keyboard('{Escape}');
    const ask = await question();
    await expect(ask.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
