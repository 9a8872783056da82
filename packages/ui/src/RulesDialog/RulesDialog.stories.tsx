import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ROOM_RULES_MAX } from '@roombook/domain/constants';
import { RulesDialog } from './RulesDialog';

const RULES = [
  'Leave the room as you found it.',
  '',
  '  Wipe the whiteboard after use.  ',
  'No food at the screen.',
  '',
].join('\n');

const meta = {
  title: 'Components/RulesDialog',
  component: RulesDialog,
  args: { rules: RULES, roomName: 'Fjord' },
} satisfies Meta<typeof RulesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NumberedByLine: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show rules of Fjord' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room Rules' });
    const list = within(dialog).getByRole('list');
    await expect(list.tagName).toBe('OL');
    // Empty lines are skipped; each rule is one numbered item, trimmed.
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([
      'Leave the room as you found it.',
      'Wipe the whiteboard after use.',
      'No food at the screen.',
    ]);
    await expect(within(dialog).getByText('Fjord')).toBeVisible();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show rules of Fjord' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Room Rules' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutRoomName: Story = {
  args: { roomName: undefined, rules: 'Windows line one\r\nline two' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room Rules' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Empty: a room without rules shows '-' and nothing to open. */
export const NoRules: Story = {
  args: { rules: '\n  \n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('-')).toBeVisible();
  },
};

const longRule =
  'Bookings that are not used within fifteen minutes of their start may be released to other companies at the same location without notice, and repeated no-shows are reported to the company owner.';
const MANY_RULES = Array.from({ length: 25 }, (_, i) => (i === 3 ? longRule : `Rule number ${i + 1} of this room.`))
  .join('\n')
  .slice(0, ROOM_RULES_MAX);

export const LongRules: Story = {
  args: { rules: MANY_RULES, roomName: 'Copenhagen Harbour Business Centre — Large boardroom, fourth floor' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Show rules of Copenhagen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Room Rules' });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(25);
    // A long rule wraps; the dialog scrolls to the last rule.
    await expect(items[3]!.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(items[3]!.scrollWidth).toBeLessThanOrEqual(items[3]!.clientWidth);
    const box = dialog.parentElement!;
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    items[24]!.scrollIntoView();
    await waitFor(() => expect(items[24]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
};

export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show rules of Fjord' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room Rules' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 80);
  },
};
