import { within } from 'storybook/test';

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
