import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Active', offLabel: 'Inactive', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status switch: it reads 'Active' when on and 'Inactive' when off. */
export const ActiveInactive: Story = {
  args: { defaultSelected: true, name: 'isActive' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Active' });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Active'));
    // The visible text follows the state, and it is the switch's accessible name.
    await expect(canvas.getByRole('switch', { name: 'Inactive' })).not.toBeChecked();
    await expect(canvas.queryByText('Active')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Inactive' })).not.toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Inactive' })).toHaveFocus());
    await userEvent.keyboard(' ');
    const on = canvas.getByRole('switch', { name: 'Active' });
    await expect(on).toBeChecked();
    await waitFor(() => expect(on).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const PlainLabel: Story = {
  args: { children: 'Show weekends', offLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show weekends' }));
    // Without offLabel the label stays the same in both states.
    await expect(canvas.getByRole('switch', { name: 'Show weekends' })).toBeChecked();
  },
};

export const InATableCell: Story = {
  args: { children: undefined, offLabel: undefined, 'aria-label': 'Active: Room 201', defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Active: Room 201' })).toBeChecked();
  },
};

function ControlledSwitch() {
  const [isActive, setActive] = useState(false);
  return (
    <>
      <Switch isSelected={isActive} onChange={setActive} offLabel="Inactive">
        Active
      </Switch>
      <output aria-label="Saved status">{isActive ? 'isActive: true' : 'isActive: false'}</output>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Inactive' }));
    await expect(canvas.getByRole('status', { name: 'Saved status' })).toHaveTextContent('isActive: true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Active' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Send a reminder to every attendee fifteen minutes before the meeting starts', offLabel: undefined },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /Send a reminder/ });
    await expect(toggle.closest('label')!.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const toggle = within(canvasElement).getByRole('switch', { name: 'Inactive' });
    await expect(toggle.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const PostsWithTheForm: Story = {
  args: { name: 'isActive', defaultSelected: true },
  render: (args) => (
    <form aria-label="Feature" onSubmit={(event) => event.preventDefault()}>
      <Switch {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Feature' }) as HTMLFormElement;
    await expect(new FormData(form).get('isActive')).toBe('on');
    await userEvent.click(canvas.getByRole('switch', { name: 'Active' }));
    await expect(new FormData(form).has('isActive')).toBe(false);
  },
};
