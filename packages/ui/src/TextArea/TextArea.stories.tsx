import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROOM_RULES_MAX } from '@roombook/domain/constants';
import { VALIDATION } from '@roombook/domain/messages';
import { COUNT_ANNOUNCE_DELAY_MS, TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Rules', name: 'rules', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 420 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const RULES = 'Leave the room tidy\nNo food on the sofa';
const AT_LIMIT = 'x'.repeat(ROOM_RULES_MAX);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Rules' });
    await expect(canvas.getByText('0 / 1500')).toBeVisible();
    await userEvent.type(textarea, 'Leave the room tidy');
    await expect(canvas.getByText('19 / 1500')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('19 / 1500');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith('Leave the room tidy');
  },
};

export const CountIsAnnouncedWhenTypingPauses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rules' }), 'Quiet');
    // Not on every key: nothing is announced while typing…
    await expect(status).toHaveTextContent('');
    // …and once typing pauses the count is announced politely.
    await waitFor(() => expect(status).toHaveTextContent('5 / 1500 characters'), { timeout: COUNT_ANNOUNCE_DELAY_MS * 3 });
  },
};

export const WithRules: Story = {
  args: { defaultValue: RULES, description: 'One rule per line' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Rules' })).toHaveValue(RULES);
    await expect(canvas.getByText(`${RULES.length} / 1500`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Rules' })).toHaveAccessibleDescription(`One rule per line ${RULES.length} / 1500`);
  },
};

export const OverTheLimit: Story = {
  args: { defaultValue: AT_LIMIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Rules' });
    await expect(textarea).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('1500 / 1500')).toBeVisible();
    // One more character: the field turns invalid with the spec's message. Nothing typed is cut off.
    await userEvent.type(textarea, '!');
    await expect(canvas.getByText('1501 / 1500')).toBeVisible();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(VALIDATION.tooManyCharacters)).toBeVisible();
    await expect(textarea).toHaveValue(`${AT_LIMIT}!`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`1501 / 1500 characters. ${VALIDATION.tooManyCharacters}`), {
      timeout: COUNT_ANNOUNCE_DELAY_MS * 3,
    });
    // Deleting it makes the field valid again.
    await userEvent.keyboard('{Backspace}');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(VALIDATION.tooManyCharacters)).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { label: 'Description', name: 'description', errorMessage: VALIDATION.required },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(`0 / 1500 ${VALIDATION.required}`);
  },
};

export const OwnLimit: Story = {
  args: { label: 'Note', name: 'note', limit: 10, defaultValue: 'Twelve chars' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 / 10')).toBeVisible();
    await expect(canvas.getByText(VALIDATION.tooManyCharacters)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: RULES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Rules' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Description of the location as shown to every company that books rooms there',
    name: 'description',
    description: 'Opening hours, how to find the reception, parking and anything else visitors should know before they arrive.',
    defaultValue: 'Copenhagenharbourofficesbuildingwithoutanyspacesinthisverylongwordthatmustwrap '.repeat(8),
  },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Description of the location/ });
    // Long words wrap inside the field instead of widening it.
    await expect(textarea.scrollWidth).toBeLessThanOrEqual(textarea.clientWidth);
    await expect(textarea.getBoundingClientRect().width).toBeLessThanOrEqual(260);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  args: { defaultValue: RULES, description: 'One rule per line' },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Rules' }).getBoundingClientRect();
    // The count stays at the field's right edge, under it.
    const count = canvas.getByText(`${RULES.length} / 1500`).getBoundingClientRect();
    await expect(count.right).toBeLessThanOrEqual(textarea.right + 1);
    await expect(count.top).toBeGreaterThanOrEqual(textarea.bottom);
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultValue: RULES },
  render: (args) => (
    <form aria-label="Room" onSubmit={(event) => event.preventDefault()}>
      <TextArea {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Room' }) as HTMLFormElement;
    await expect(new FormData(form).get('rules')).toBe(RULES);
  },
};
