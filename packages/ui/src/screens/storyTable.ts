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
