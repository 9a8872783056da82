import { expect, within } from 'storybook/test';

/**
 * Story-only (imported by `*.stories.tsx` files, never by a screen). A screen table's rows as a person
 * finds them: by the text of their row header.
 */

/** The row headers' texts, top to bottom (the table's order). */
export const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The row whose header is `name`, once it is there, to query inside. */
export const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const row = (await within(canvasElement).findByRole('rowheader', { name })).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

/**
 * The table in `region` shows every column whole without scrolling sideways: the region does not scroll,
 * the last column header ends inside it, and the page itself does not scroll sideways either.
 */
export async function expectAllColumnsShown(region: HTMLElement) {
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  const headers = region.querySelectorAll(':scope > table > thead > tr:last-child > th');
  const last = headers[headers.length - 1];
  if (!last) throw new Error('The table has no column headers');
  const box = region.getBoundingClientRect();
  await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(box.left + region.clientLeft + region.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
