import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { COPIED_NOTICE_MS } from '@roombook/domain/constants';
import { CopyToClipboard } from './CopyToClipboard';
import { mockClipboard } from './clipboard-mock';

const URL = 'https://tablet.roombook.test/code/7f3a9c2e';

let clipboard = mockClipboard(async () => {});

const meta = {
  title: 'Components/CopyToClipboard',
  component: CopyToClipboard,
  args: { text: URL, label: 'Copy URL' },
  beforeEach: () => {
    clipboard = mockClipboard(async () => {});
    return clipboard.restore;
  },
} satisfies Meta<typeof CopyToClipboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A story that copies ends once the notice has gone again, so that its picture never depends on how long
 * the rest of the play function took (the notice shows for 3 s).
 */
const noticeGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement(), { timeout: 6_000 });

export const CopiesAndShowsTheNoticeFor3Seconds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy URL' }));
    await expect(clipboard.written).toEqual([URL]);
    await waitFor(() => expect(status).toHaveTextContent('URL copied to clipboard!'));
    const shownAt = performance.now();
    await sleep(COPIED_NOTICE_MS - 500);
    await expect(status).toHaveTextContent('URL copied to clipboard!');
    await noticeGone(canvasElement);
    // It goes by itself, never before its 3 s (a busy machine may only make it later).
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(COPIED_NOTICE_MS - 100);
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy URL' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('URL copied to clipboard!'));
    await userEvent.keyboard(' ');
    await expect(clipboard.written).toEqual([URL, URL]);
    await noticeGone(canvasElement);
  },
};

/** Error: the browser refuses the clipboard. Spec §8: the failure is only logged; no notice appears. */
export const ClipboardFails: Story = {
  beforeEach: () => {
    clipboard = mockClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => {
      consoleError.mockRestore();
      clipboard.restore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy URL' }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Copying to the clipboard failed', expect.any(DOMException)));
    await sleep(100);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Loading: the clipboard takes a moment; the notice comes only once the text is really there. */
export const SlowClipboard: Story = {
  beforeEach: () => {
    clipboard = mockClipboard(async () => {
      await sleep(400);
    });
    return clipboard.restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy URL' }));
    await sleep(150);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('URL copied to clipboard!'));
    await noticeGone(canvasElement);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy URL' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(clipboard.written).toEqual([]);
  },
};

export const DefaultLabelAndOwnNotice: Story = {
  args: { label: undefined, text: 'Wifi-Guest-2024', notice: 'Copied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Copied$/));
    await expect(clipboard.written).toEqual(['Wifi-Guest-2024']);
    await noticeGone(canvasElement);
  },
};

export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy URL' }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('URL copied to clipboard!'));
    // The notice wraps under the button rather than running out of its box.
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await noticeGone(canvasElement);
  },
};
