import { expect, waitFor, within } from 'storybook/test';

/**
 * Story-only (imported by `*.stories.tsx` files, never by a screen). A polling device screen (the room tablet, the
 * reception board) losing its network and getting it back: with no answers it says it is offline in `banner`
 * (a status) and still shows its last state (`stillShown`); the next answer ends that by itself; and losing the
 * network again says so again (the picture shows it offline).
 */
export async function playOfflineAndBack(canvasElement: HTMLElement, setOnline: (online: boolean) => void, banner: string, stillShown: () => HTMLElement) {
  const canvas = within(canvasElement);
  setOnline(false);
  await expect(await canvas.findByRole('status', undefined, { timeout: 5000 })).toHaveTextContent(banner);
  await expect(stillShown()).toBeVisible();
  setOnline(true);
  await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 5000 });
  setOnline(false);
  await canvas.findByRole('status', undefined, { timeout: 5000 });
}
