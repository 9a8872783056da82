import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ApiCall } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { ENTITY_FORM_TEXTS } from './shared/EntityFormDialog';

/**
 * Story-only (imported by `*.stories.tsx` files, never by a screen). A screen table's rows as a person
 * finds them: by the text of their row header.
 */

/** The row headers' texts, top to bottom (the table's order). */
export const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** An element's text as a screen reader reads it: without what is hidden from it (a card's field labels). */
const spokenText = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
};

/** The texts of a row's cells (not its row header), in order, as a screen reader reads them. */
export const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map(spokenText);

/** The row whose header is `name`, once it is there, to query inside. */
export const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const row = (await within(canvasElement).findByRole('rowheader', { name })).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

/** The texts of a table's list states (an AdminTable's texts). */
interface ListTexts {
  table: string;
  loading: string;
  empty: string;
}

type MswUse = { msw: { use: (...handlers: RequestHandler[]) => void } };

/**
 * The three states of a screen's list, as stories of it: the list call never answers (the spinner; the
 * visual check pictures the page with it in flight), answers an empty list, or fails.
 */
export const listStateStories = (list: ApiCall, texts: ListTexts) => ({
  Loading: {
    parameters: { visual: { openRequests: 1 } },
    beforeEach: ({ msw }: MswUse) => {
      msw.use(
        http.get(`*${list.path}`, async () => {
          await delay('infinite');
        }),
      );
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('progressbar', { name: texts.loading })).toBeVisible();
      await expect(canvas.getByRole('region', { name: texts.table })).toHaveAttribute('aria-busy', 'true');
    },
  },
  Empty: {
    beforeEach: ({ msw }: MswUse) => {
      msw.use(http.get(`*${list.path}`, () => HttpResponse.json([])));
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByText(texts.empty)).toBeVisible();
    },
  },
  LoadFailed: {
    beforeEach: ({ msw }: MswUse) => {
      msw.use(http.get(`*${list.path}`, () => errorResponse(500, ERRORS.internal)));
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERRORS.internal);
      await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
    },
  },
});

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

/** Presses Save in an admin table's add or edit dialog (EntityFormDialog). */
export const saveDialog = (dialog: ReturnType<typeof within>) => userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));

/** What a person can press or change in a row: buttons, switches, checkboxes, links and focusable stand-ins. */
const CONTROLS = 'button, input, a[href], [tabindex="0"]';

/** The element is drawn, and lies whole within the window's width. */
export async function expectInWindow(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * The row whose header is `name` shows every field and every action whole within the window's width, as a
 * card on a narrow screen (DataTable `narrowLayout: 'cards'`): its table does not scroll sideways, each cell
 * and each control of the row lies inside the window, and each field shows its column's name as its label.
 * `hasControls: false` for a row with nothing to press (a report's booking, an order's item).
 */
export async function expectRowShownWhole(canvasElement: HTMLElement, name: string, { hasControls = true }: { hasControls?: boolean } = {}) {
  const header = await within(canvasElement).findByRole('rowheader', { name });
  const row = header.closest('tr');
  const region = header.closest<HTMLElement>('[role="region"]');
  if (!row || !region) throw new Error(`No row for ${name}`);
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const columnHeaders = [...region.querySelectorAll(':scope > table > thead > tr:last-child > th')];
  for (const [index, cell] of [...row.cells].entries()) {
    await expectInWindow(cell);
    const label = columnHeaders[index]?.textContent ?? '';
    // The row header is the card's title; the checkbox column has no name.
    if (cell !== header && label !== '') await expect(within(cell).getByText(label, { exact: true })).toBeVisible();
  }
  const controls = [...row.querySelectorAll(CONTROLS)];
  await expect(controls.length > 0).toBe(hasControls);
  for (const control of controls) {
    // A switch's and a checkbox's input is visually hidden; the control a person sees is its label.
    await expectInWindow(control instanceof HTMLInputElement ? (control.closest('label') ?? control) : control);
  }
}

/** How many lines the text of `element` takes on screen: the distinct tops of its text nodes' line boxes. */
export function linesOf(element: Element): number {
  const tops = new Set<number>();
  const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
}
