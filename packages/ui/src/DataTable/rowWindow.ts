import { useLayoutEffect, useState, type RefObject, type UIEvent } from 'react';

/** Above this many rows a table draws only the rows in and near its scroll region's view. */
const WINDOWED_ROWS_FROM = 200;
/** Rows drawn beyond each edge of the view, so that scrolling shows drawn rows. */
const OVERSCAN = 15;
/** The row height assumed until the drawn rows are measured (px). */
const ESTIMATED_ROW_HEIGHT = 56;
/** The view height assumed until the region is measured (px). */
const ESTIMATED_VIEW_HEIGHT = 900;

export interface RowWindow {
  /** The first and one past the last row index to draw. */
  start: number;
  end: number;
  /** The heights standing in for the rows before and after the drawn ones (px; 0 when not windowed). */
  before: number;
  after: number;
  /** The height that stands in for a row that is not drawn (px). */
  rowHeight: number;
  /** Whether rows are left out (the table then gives aria-rowcount and each row its aria-rowindex). */
  isWindowed: boolean;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * The rows of a long table to draw (a table of 5,000 users drew for seconds in one task, and sorting it
 * drew them all again): those in the scroll region's view plus OVERSCAN on each side; the others are
 * stood in for by two spacer rows of their estimated height (the average of the drawn rows). Short tables
 * (under WINDOWED_ROWS_FROM rows) draw every row.
 */
export function useRowWindow(count: number, region: RefObject<HTMLElement | null>, body: RefObject<HTMLTableSectionElement | null>): RowWindow {
  const isWindowed = count >= WINDOWED_ROWS_FROM;
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(ESTIMATED_VIEW_HEIGHT);
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  /** The table's caption and header above the first row (px). */
  const [headerHeight, setHeaderHeight] = useState(0);

  const top = Math.max(0, scrollTop - headerHeight);
  const first = isWindowed ? Math.max(0, Math.floor(top / rowHeight) - OVERSCAN) : 0;
  const last = isWindowed ? Math.min(count, Math.ceil((top + viewHeight) / rowHeight) + OVERSCAN) : count;

  // Measure the drawn rows (their average height) and the view once they are in the page.
  useLayoutEffect(() => {
    if (!isWindowed || !region.current || !body.current) return;
    const rows = [...body.current.rows].filter((row) => !row.hasAttribute('data-spacer'));
    if (rows.length === 0) return;
    const height = rows.reduce((sum, row) => sum + row.getBoundingClientRect().height, 0) / rows.length;
    if (height > 0 && Math.abs(height - rowHeight) > 1) setRowHeight(height);
    if (region.current.clientHeight > 0 && region.current.clientHeight !== viewHeight) setViewHeight(region.current.clientHeight);
    const header = body.current.getBoundingClientRect().top - region.current.getBoundingClientRect().top + region.current.scrollTop;
    if (Math.abs(header - headerHeight) > 1) setHeaderHeight(header);
  });

  return {
    start: first,
    end: Math.max(first, last),
    before: isWindowed ? first * rowHeight : 0,
    after: isWindowed ? Math.max(0, count - last) * rowHeight : 0,
    rowHeight,
    isWindowed,
    onScroll: (event) => {
      if (isWindowed) setScrollTop(event.currentTarget.scrollTop);
    },
  };
}
