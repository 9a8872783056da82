import { useState, type UIEvent } from 'react';

/**
 * Which pinned column has other columns passing under it, so that it draws an edge at its end:
 * - 'none': the table is at its start edge (nothing passes under anything);
 * - 'start': scrolled sideways, with the row header not (yet) at its pinned place: the columns before it
 *   (the Users table's image and email) pass under the checkbox column;
 * - 'row-header': scrolled far enough that the row header is pinned, and the columns pass under it.
 */
export type PinnedEdge = 'none' | 'start' | 'row-header';

/** The `data-pinned` mark of the pinned cells (header and body), read by the styles and by `edgeOf`. */
export const PINNED = { select: 'select', rowHeader: 'row-header' } as const;

const edgeOf = (region: HTMLElement): PinnedEdge => {
  if (region.scrollLeft === 0) return 'none';
  const head = region.querySelector(':scope > table > thead > tr');
  const rowHeader = head?.querySelector(`:scope > [data-pinned="${PINNED.rowHeader}"]`);
  if (!rowHeader) return 'start';
  // The row header is pinned once it has reached the end of the checkbox column (or the region's start).
  const select = head?.querySelector(`:scope > [data-pinned="${PINNED.select}"]`);
  const pinnedAt = select ? select.getBoundingClientRect().right : region.getBoundingClientRect().left + region.clientLeft;
  return rowHeader.getBoundingClientRect().left <= pinnedAt + 0.5 ? 'row-header' : 'start';
};

/** The scroll region's pinned edge, kept up to date by its onScroll (React skips the render when it is unchanged). */
export function usePinnedEdge() {
  const [edge, setEdge] = useState<PinnedEdge>('none');
  return {
    edge,
    onScroll: (event: UIEvent<HTMLElement>) => setEdge(edgeOf(event.currentTarget)),
  };
}
