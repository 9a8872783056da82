import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { mockClipboard } from '../CopyToClipboard/clipboard-mock';
import { qrPathOf } from '../QrCode/qr-path';
import { TabletUrl, TABLET_URL_TEXTS } from './TabletUrl';

const HOST = 'https://tablet.roombook.test';
const CODE = '7f3a9c2e';
const NEW_CODE = 'b41d07aa';

let clipboard = mockClipboard(async () => {});
const resetCalls = fn();

/** Ends a held reset (`held`): the play function checks the pending state first, however busy the machine. */
let releaseReset: () => void = () => undefined;

/** What Manage Rooms does: reset asks the API for a new code and shows it. */
function RoomTabletUrl({ held = false, fails = false, roomName }: { held?: boolean; fails?: boolean; roomName?: string }) {
  const [code, setCode] = useState(CODE);
  return (
    <div style={{ width: 'min(520px, 100%)' }}>
      <TabletUrl
        tabletHost={HOST}
        code={code}
        roomName={roomName}
        onReset={() =>
          new Promise<void>((resolve, reject) => {
            resetCalls();
            const finish = () => {
              if (fails) {
                reject(new Error('Request failed with status 500'));
                return;
              }
              setCode(NEW_CODE);
              resolve();
            };
            if (held) releaseReset = finish;
            else setTimeout(finish, 0);
          })
        }
      />
    </div>
  );
}

const meta = {
  title: 'Components/TabletUrl',
  component: TabletUrl,
  args: { tabletHost: HOST, code: CODE, onReset: fn() },
  render: () => <RoomTabletUrl />,
  beforeEach: () => {
    resetCalls.mockClear();
    clipboard = mockClipboard(async () => {});
    return clipboard.restore;
  },
} satisfies Meta<typeof TabletUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupOf = (canvasElement: HTMLElement, name = 'Tablet URL') => within(canvasElement).getByRole('group', { name });

/**
 * 'URL copied to clipboard!' shows for 3 s (§2) and then goes: a story that copies ends after it has gone, so
 * that its picture never depends on how long the rest of the play function took.
 */
const copiedNoticeGone = (group: ReturnType<typeof within>) =>
  waitFor(() => expect(group.getByRole('status')).toHaveTextContent(''), { timeout: 6_000 });

export const MaskedByDefault: Story = {
  play: async ({ canvasElement }) => {
    const group = groupOf(canvasElement);
    await expect(group).toHaveTextContent('https://tablet.roombook.test/code/');
    await expect(group).not.toHaveTextContent(CODE);
    await expect(group).toHaveTextContent('••••••••');
  },
};

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    await expect(group.getByText(`${HOST}/code/${CODE}`)).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: 'Hide' }));
    await expect(groupOf(canvasElement)).not.toHaveTextContent(CODE);
    await waitFor(() => expect(group.getByRole('button', { name: 'Show' })).toHaveFocus());
  },
};

export const CopiesTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    // Copy works while the URL is masked, and copies the real URL.
    await userEvent.click(group.getByRole('button', { name: 'Copy' }));
    await expect(clipboard.written).toEqual([`${HOST}/code/${CODE}`]);
    await waitFor(() => expect(group.getByRole('status')).toHaveTextContent('URL copied to clipboard!'));
    await copiedNoticeGone(group);
  },
};

export const ResetAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    const reset = group.getByRole('button', { name: 'Reset URL' });
    await userEvent.click(reset);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset URL' });
    await expect(dialog).toHaveAccessibleDescription(ROOM_MESSAGES.confirmResetUrl);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(resetCalls).not.toHaveBeenCalled();
    await waitFor(() => expect(reset).toHaveFocus());
  },
};

/** Loading, then the new URL: the confirmation waits for the request and closes when it is done. */
export const ResetGivesANewUrl: Story = {
  render: () => <RoomTabletUrl held />,
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    await userEvent.click(group.getByRole('button', { name: 'Reset URL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset URL' });
    const confirm = within(dialog).getByRole('button', { name: 'Reset URL' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(resetCalls).toHaveBeenCalledTimes(1);
    releaseReset();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(group.getByText(`${HOST}/code/${NEW_CODE}`)).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: 'Copy' }));
    await expect(clipboard.written).toEqual([`${HOST}/code/${NEW_CODE}`]);
    await copiedNoticeGone(group);
  },
};

/** Error: the reset fails. Spec §8: the failure is only logged; the old URL stays. */
export const ResetFails: Story = {
  render: () => <RoomTabletUrl fails />,
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Reset URL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset URL' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset URL' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(console.error).toHaveBeenCalledWith('Resetting the room URL failed', expect.any(Error));
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    await expect(group.getByText(`${HOST}/code/${CODE}`)).toBeVisible();
  },
};

/** The app resets through a form submission (onReset returns nothing) and passes isResetting. */
export const ResettingFromOutside: Story = {
  args: { isResetting: true },
  render: (args) => <TabletUrl {...args} />,
  play: async ({ args, canvasElement }) => {
    const reset = within(groupOf(canvasElement)).getByRole('button', { name: 'Reset URL' });
    await expect(reset).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reset);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const VoidResetClosesAtOnce: Story = {
  render: (args) => <TabletUrl {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(groupOf(canvasElement)).getByRole('button', { name: 'Reset URL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset URL' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset URL' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.tab();
    await waitFor(() => expect(group.getByRole('button', { name: 'Show' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(group.getByText(`${HOST}/code/${CODE}`)).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(group.getByRole('button', { name: 'Copy' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(clipboard.written).toHaveLength(1));
    await userEvent.tab();
    await waitFor(() => expect(group.getByRole('button', { name: 'QR code' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(group.getByRole('button', { name: 'Reset URL' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Reset URL' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await copiedNoticeGone(group);
  },
};

export const NamedForItsRoom: Story = {
  render: () => <RoomTabletUrl roomName="Fjord" />,
  play: async ({ canvasElement }) => {
    await expect(groupOf(canvasElement, 'Tablet URL of Fjord')).toBeVisible();
  },
};

const LONG_HOST = 'https://meeting-room-tablets.copenhagen-harbour-business-centre.roombook.example';

export const LongHost: Story = {
  args: { tabletHost: LONG_HOST, code: 'c0ffee00c0ffee00c0ffee00' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <TabletUrl {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    const url = group.getByText(`${LONG_HOST}/code/c0ffee00c0ffee00c0ffee00`);
    // It wraps inside its box.
    await expect(url.scrollWidth).toBeLessThanOrEqual(url.clientWidth);
    await expect(url.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(group.getByRole('status')).toHaveTextContent('URL copied to clipboard!'));
    for (const name of ['Show', 'Copy', 'Reset URL']) {
      await expect(group.getByRole('button', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await copiedNoticeGone(group);
  },
};

/**
 * The QR code dialog holds `url` as a QR code at least 200 px square (the same path as qrPathOf draws, which
 * qr-path.test.ts checks module by module against the library), named `label`, with `roomName` and the URL under it.
 */
async function expectQrCodeOf(url: string, label: string, roomName?: string) {
  const dialog = await screen.findByRole('dialog', { name: TABLET_URL_TEXTS.qrTitle });
  const image = within(dialog).getByRole('img', { name: label });
  await expect(image.tagName.toLowerCase()).toBe('svg');
  const { width, height } = image.getBoundingClientRect();
  await expect(width).toBeGreaterThanOrEqual(200);
  await expect(height).toBeCloseTo(width, 0);
  await expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPathOf(url).d);
  await expect(within(dialog).getByText(url)).toBeVisible();
  if (roomName) await expect(within(dialog).getByText(roomName)).toBeVisible();
  return dialog;
}

/** Issue 29: while the URL is shown, 'QR code' beside Copy shows it as a QR code, for a tablet's camera. */
export const QrCodeOfTheUrl: Story = {
  render: () => <RoomTabletUrl roomName="Fjord" />,
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement, 'Tablet URL of Fjord'));
    // Masked, the code is drawn nowhere: no button, no image.
    await expect(group.queryByRole('button', { name: 'QR code' })).toBeNull();
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    const button = group.getByRole('button', { name: 'QR code' });
    // Right after Copy, and the same kind of button.
    const copy = group.getByRole('button', { name: 'Copy' });
    const buttons = group.getAllByRole('button');
    await expect(buttons.indexOf(button)).toBe(buttons.indexOf(copy) + 1);
    await expect(button.className).toBe(copy.className);
    await userEvent.click(button);
    await expectQrCodeOf(`${HOST}/code/${CODE}`, 'QR code of the tablet URL of Fjord', 'Fjord');
  },
};

/** Enter opens it, Escape closes it and focus returns to the button; Space opens it again. Hide takes the button away. */
export const QrCodeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    const button = group.getByRole('button', { name: 'QR code' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expectQrCodeOf(`${HOST}/code/${CODE}`, 'QR code of the tablet URL');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: TABLET_URL_TEXTS.qrTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(group.getByRole('button', { name: 'Hide' }));
    await expect(group.queryByRole('button', { name: 'QR code' })).toBeNull();
  },
};

/** A new code is a new QR code: the dialog draws the URL of the moment. */
export const QrCodeAfterReset: Story = {
  render: () => <RoomTabletUrl />,
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    await userEvent.click(group.getByRole('button', { name: 'Reset URL' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset URL' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset URL' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(group.getByText(`${HOST}/code/${NEW_CODE}`)).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: 'QR code' }));
    const dialog = await expectQrCodeOf(`${HOST}/code/${NEW_CODE}`, 'QR code of the tablet URL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** On a phone the dialog takes the width; the code keeps its size, whole on screen, and the long URL wraps under it. */
export const QrCodeOnASmallScreen: Story = {
  args: { tabletHost: LONG_HOST, code: 'c0ffee00c0ffee00c0ffee00c0ffee00' },
  render: (args) => <TabletUrl {...args} roomName="Copenhagen Harbour Boardroom" />,
  globals: { viewport: { value: 'small', isRotated: false } },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const group = within(groupOf(canvasElement, 'Tablet URL of Copenhagen Harbour Boardroom'));
    await userEvent.click(group.getByRole('button', { name: 'Show' }));
    await userEvent.click(group.getByRole('button', { name: 'QR code' }));
    const url = `${LONG_HOST}/code/c0ffee00c0ffee00c0ffee00c0ffee00`;
    const dialog = await expectQrCodeOf(url, 'QR code of the tablet URL of Copenhagen Harbour Boardroom', 'Copenhagen Harbour Boardroom');
    const image = within(dialog).getByRole('img').getBoundingClientRect();
    await expect(image.left).toBeGreaterThanOrEqual(0);
    await expect(image.right).toBeLessThanOrEqual(window.innerWidth);
    const text = within(dialog).getByText(url);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};
