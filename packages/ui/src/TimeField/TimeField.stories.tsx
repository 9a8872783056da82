import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { endTimeForNewStart } from '@roombook/domain/bookings/form';
import { TimeField } from './TimeField';

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  args: { label: 'Start', name: 'start', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const clean = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069\u200e]/g, '');
const shownTime = (canvasElement: HTMLElement, label = 'Start') => clean(within(canvasElement).getByRole('group', { name: label }).textContent);
const minutes = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('spinbutton').find((segment) => segment.dataset.type === 'minute')!;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(shownTime(canvasElement)).toBe('––:––');
    await userEvent.tab();
    await userEvent.keyboard('0930');
    await expect(shownTime(canvasElement)).toBe('09:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30');
  },
};

export const QuarterHourSteps: Story = {
  args: { defaultValue: '09:00' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(minutes(canvasElement));
    // Arrow Up and Down on the minutes move along the 15-minute grid.
    await userEvent.keyboard('{ArrowUp}');
    await expect(shownTime(canvasElement)).toBe('09:15');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(shownTime(canvasElement)).toBe('09:00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(shownTime(canvasElement)).toBe('09:45');
    await userEvent.keyboard('{PageDown}');
    await expect(shownTime(canvasElement)).toBe('09:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30');
    // The hour still steps by one.
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(shownTime(canvasElement)).toBe('10:30');
  },
};

export const OffTheGridSnapsWithTheArrows: Story = {
  args: { defaultValue: '09:07' },
  play: async ({ canvasElement }) => {
    await userEvent.click(minutes(canvasElement));
    await userEvent.keyboard('{ArrowUp}');
    await expect(shownTime(canvasElement)).toBe('09:15');
    await userEvent.keyboard('{ArrowDown}');
    await expect(shownTime(canvasElement)).toBe('09:00');
  },
};

export const TypedOffTheGrid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('0907');
    // Not while typing…
    await expect(canvas.queryByText(VALIDATION.slotMinutes)).not.toBeInTheDocument();
    await userEvent.tab();
    // …but once the field is left, the spec's message.
    await expect(canvas.getByText(VALIDATION.slotMinutes)).toBeVisible();
    await expect(minutes(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:07');
    // Back on the grid, the message goes away.
    await userEvent.click(minutes(canvasElement));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await expect(canvas.queryByText(VALIDATION.slotMinutes)).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { label: 'End', name: 'end', defaultValue: '09:00', errorMessage: VALIDATION.endBeforeStart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VALIDATION.endBeforeStart)).toBeVisible();
    // react-aria puts the time itself first ('Selected Time: 09:00'), then the message.
    await expect(canvas.getByRole('group', { name: 'End' })).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.endBeforeStart));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '13:45' },
  play: async ({ canvasElement }) => {
    await expect(shownTime(canvasElement)).toBe('13:45');
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const LongText: Story = {
  args: {
    label: 'Time the meeting ends, on the same day as it starts',
    description: 'Bookings run in steps of a quarter of an hour and end on the day they start.',
    defaultValue: '23:45',
  },
  decorators: [(Story) => <div style={{ width: 160 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Time the meeting ends/ });
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Bookings run in steps of a quarter of an hour and end on the day they start.'),
    );
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { defaultValue: '08:00' },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    // Each part is a tappable target.
    await expect(minutes(canvasElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** Start and end as in the booking dialog: changing the start moves the end to one hour later (§4). */
function StartAndEnd() {
  const [start, setStart] = useState<string | null>('09:00');
  const [end, setEnd] = useState<string | null>('10:00');
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <TimeField
        label="Start"
        name="start"
        value={start}
        onChange={(next) => {
          setStart(next);
          setEnd(endTimeForNewStart(next ?? undefined));
        }}
      />
      <TimeField label="End" name="end" value={end} onChange={setEnd} />
    </div>
  );
}

export const StartMovesTheEnd: Story = {
  render: () => <StartAndEnd />,
  play: async ({ canvasElement }) => {
    await userEvent.click(minutes(canvasElement));
    await userEvent.keyboard('{ArrowUp}');
    await expect(shownTime(canvasElement, 'Start')).toBe('09:15');
    await expect(shownTime(canvasElement, 'End')).toBe('10:15');
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultValue: '14:30' },
  render: (args) => (
    <form aria-label="Booking" onSubmit={(event) => event.preventDefault()}>
      <TimeField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Booking' }) as HTMLFormElement;
    await expect(new FormData(form).get('start')).toBe('14:30');
    // While a part is blank nothing is posted.
    await userEvent.click(minutes(canvasElement));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(new FormData(form).get('start')).toBe('');
    await userEvent.keyboard('45');
    await expect(new FormData(form).get('start')).toBe('14:45');
  },
};
