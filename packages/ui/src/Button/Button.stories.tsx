import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save details', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'dangerOutline'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save details' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

/** A table row's Delete: one of many on the page, so outlined. */
export const DangerOutline: Story = { args: { variant: 'dangerOutline', children: 'Delete' } };

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save details' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    // The focus ring is drawn for keyboard focus.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save details' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Sign in' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Still focusable (so a screen reader keeps its place), but presses do nothing.
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const SubmitsItsForm: Story = {
  args: { type: 'submit', name: 'intent', value: 'save', children: 'Submit' },
  render: (args) => {
    return (
      <form
        aria-label="Example"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          event.currentTarget.dataset.submitted = `${submitter?.name}=${submitter?.value}`;
        }}
      >
        <Button {...args} />
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('form', { name: 'Example' })).toHaveAttribute('data-submitted', 'intent=save');
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
};

export const LongText: Story = {
  args: { children: 'Apply for company account and wait for the administrator to accept it' },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
};
