import { expect, userEvent, within } from 'storybook/test';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';

/**
 * Story-only (imported by the charts' stories, never by a chart). What a person notices of an Insights chart,
 * and the numbers as a person writes them in Danish, computed here from the fixtures rather than by the charts'
 * own helpers.
 */

const DA = (digits: number) => new Intl.NumberFormat('da-DK', { maximumFractionDigits: digits });
/** '63 %': a part of a whole, at most two decimals. */
export const pct = (part: number, whole: number) => `${DA(2).format(whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100)} %`;
/** '144,6': minutes as hours. */
export const hrs = (minutes: number) => DA(2).format(minutes / 60);
/** '1.234,50': øre as kroner, as a table's cell writes them (its column's header says '(kr.)'). */
export const amount = (ore: number) => new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100);
/** '1.234,50 kr.': øre as kroner. */
export const kr = (ore: number) => `${amount(ore)} kr.`;

/** The chart's figure, found by its heading. */
export const figureOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('figure', { name: title });

/*
 * The tables are found by their structure, not by role queries: a chart's table may have 480 rows, and a role
 * query computes the role and name of every cell (seconds each). The table's name is still checked as a screen
 * reader has it.
 */

/** Opens "Show as table" under the chart titled `title` and gives its table. */
export async function openTable(canvasElement: HTMLElement, title: string) {
  const figure = figureOf(canvasElement, title);
  await userEvent.click(within(figure).getByText(INSIGHTS_MESSAGES.showAsTable));
  const table = figure.querySelector<HTMLElement>('details table')!;
  await expect(table).toBeVisible();
  await expect(table).toHaveAccessibleName(title);
  return table;
}

/** The table behind "Show as table", closed (its rows are in the page all the same). */
export const closedTableOf = (canvasElement: HTMLElement, title: string) => figureOf(canvasElement, title).querySelector<HTMLElement>('details table')!;

/** The texts of a table's row headers (`th scope="row"`), top to bottom. */
export const rowHeadersOf = (table: HTMLElement) => [...table.querySelectorAll('tr > th[scope="row"]')].map((header) => header.textContent);

/** The totals under the table of the chart titled `title`, one line each ('Total: 1.234,50 kr.'). */
export const totalLinesOf = (canvasElement: HTMLElement, title: string) => [...figureOf(canvasElement, title).querySelectorAll('details ul > li')].map((line) => line.textContent);

/** The texts of a table's column headers. */
export const columnHeadersOf = (table: HTMLElement) => [...table.querySelectorAll('thead th[scope="col"]')].map((header) => header.textContent);

/**
 * The cells (not the header) of the row headed `rowHeader`, as a screen reader reads them (without a phone
 * card's field labels); the one whose first cell is `firstCell` where several rows have that header (a
 * weekday's 24 hours).
 */
export function cellsOf(table: HTMLElement, rowHeader: string, firstCell?: string) {
  const rows = [...table.querySelectorAll('tr > th[scope="row"]')]
    .filter((header) => header.textContent === rowHeader)
    .map((header) =>
      [...header.closest('tr')!.querySelectorAll('td')].map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent;
      }),
    );
  const found = firstCell === undefined ? rows : rows.filter((cells) => cells[0] === firstCell);
  if (found.length !== 1) throw new Error(`${found.length} rows headed ${rowHeader} ${firstCell ?? ''}`);
  return found[0]!;
}

/** The download links of the chart titled `title`: their names and addresses. */
export function downloadsOf(canvasElement: HTMLElement, title: string) {
  return within(figureOf(canvasElement, title))
    .getAllByRole('link')
    .map((link) => ({ name: link.textContent, href: link.getAttribute('href'), download: link.hasAttribute('download') }));
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * Every text the drawing shows lies inside it and inside the window, and no two overlap: nothing is clipped
 * or written over another at this width.
 */
export async function expectTextsFit(canvasElement: HTMLElement) {
  const svg = canvasElement.querySelector('svg[role="img"]')!;
  const frame = svg.getBoundingClientRect();
  const texts = [...svg.querySelectorAll('text')].filter((text) => text.getClientRects().length > 0);
  await expect(texts.length).toBeGreaterThan(0);
  const outside = texts
    .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }))
    .filter(({ box }) => box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5 || box.right > window.innerWidth);
  await expect(outside.map(({ text }) => text)).toEqual([]);
  const boxes = texts.map((text) => ({ text: text.firstChild?.textContent, box: text.getBoundingClientRect() }));
  const overlapping = boxes.flatMap((a, index) => boxes.slice(index + 1).filter((b) => overlap(a.box, b.box)).map((b) => `${a.text} / ${b.text}`));
  await expect(overlapping).toEqual([]);
}

/** Every shape of the drawing has its colour: none is left black (an unpainted SVG shape's default). */
export async function expectPainted(canvasElement: HTMLElement) {
  const shapes = [...canvasElement.querySelectorAll('svg[role="img"] rect')].filter((shape) => !shape.closest('pattern'));
  await expect(shapes.length).toBeGreaterThan(0);
  await expect(shapes.filter((shape) => getComputedStyle(shape).fill === 'rgb(0, 0, 0)')).toEqual([]);
}

/** The texts the drawing shows (a name cut with an ellipsis as shown, not its tooltip). */
export const shownTexts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('svg[role="img"] text')].filter((text) => text.getClientRects().length > 0).map((text) => text.firstChild?.textContent ?? '');

export const DOWNLOADS = { svg: '/insights/utilisation.svg?from=2026-10-01', png: '/insights/utilisation.png?from=2026-10-01', excel: '/insights/excel?chart=utilisation' };

export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;
