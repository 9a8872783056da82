/**
 * The widths a chart is drawn for on a page, where it fills its box and no script measures it (the page is
 * rendered on the server and works without JavaScript): the narrowest box at 390 px (a phone, less the page's
 * and the card's padding), then 600 and 900 px. A text or a label that needs the box's width is drawn once per
 * width it differs at, and a container query shows the one for the box's width: from `CHART_WIDTHS[i]` up to
 * the next width. A drawing for a file knows its width and draws one.
 */
export const CHART_WIDTHS = [300, 600, 900] as const;

/** The range of `CHART_WIDTHS` indexes a drawn variant is shown for: from `from` up to (not including) `to`. */
export type WidthRangeKey = `${number}-${number}`;

/** Every range of consecutive widths but the whole one (which needs no class). */
export const WIDTH_RANGES: readonly { key: WidthRangeKey; from: number; to: number }[] = CHART_WIDTHS.flatMap((_, from) =>
  CHART_WIDTHS.map((__, index) => index + 1)
    .filter((to) => to > from && !(from === 0 && to === CHART_WIDTHS.length))
    .map((to) => ({ key: `${from}-${to}` as WidthRangeKey, from, to })),
);
