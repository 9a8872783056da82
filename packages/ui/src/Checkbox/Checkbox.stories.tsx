import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Email notifications', name: 'emailNotifications', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email notifications' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Email notifications'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email notifications' });
    await userEvent.tab();
    await waitFor(() => expect(checkbox).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: undefined, 'aria-label': 'Select all rows', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Select Room 201' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select Room 201' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the room rules', errorMessage: VALIDATION.required },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I accept the room rules' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription(VALIDATION.required);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email notifications' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Email notifications'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children: 'Send me an SMS when a booking of one of the meeting rooms at my primary location is changed',
    description: 'Messages go to the mobile number in your profile.',
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /Send me an SMS/ });
    // The text wraps inside the 240 px column instead of overflowing it.
    const label = checkbox.closest('label')!;
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(checkbox).toHaveAccessibleDescription('Messages go to the mobile number in your profile.');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email notifications' });
    // The whole label is the target: at least 24 px tall (WCAG 2.5.8).
    await expect(checkbox.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultSelected: true },
  render: (args) => (
    <form aria-label="Notifications" onSubmit={(event) => event.preventDefault()}>
      <Checkbox {...args} />
      <Checkbox name="smsNotifications">SMS notifications</Checkbox>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Notifications' }) as HTMLFormElement;
    // A checked box posts 'on' (the domain's booleanField reads it as true); an unchecked one nothing.
    await expect(new FormData(form).get('emailNotifications')).toBe('on');
    await expect(new FormData(form).has('smsNotifications')).toBe(false);
  },
};
