import { expect } from 'storybook/test';

/** Helpers for play functions (not part of the package's exports). */

/**
 * Resolves once `element` has kept its place and size for ten frames in a row. Some components measure
 * themselves after their first paint and lay out again (the month view counts how many bookings fit
 * in a month cell), and fonts arrive after the first layout asked for them (the calendar toolbar's
 * height changes when the monospace of its shortcut letters comes): acting before that acts on a layout
 * that then changes, and the picture of the result differs from run to run.
 */
export async function whenInPlace(element: Element): Promise<void> {
  let last = '';
  let same = 0;
  while (same < 10) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // A font that the layout asked for (the shortcut letters' monospace) arrives without a DOM change.
    await document.fonts.ready;
    const box = element.getBoundingClientRect();
    const place = `${box.top} ${box.left} ${box.width} ${box.height}`;
    same = place === last ? same + 1 : 0;
    last = place;
  }
}

/**
 * Resolves after two frames: the scroll events of a scroll made now (scrollIntoView, focus) are dispatched
 * with the next frame, and a popup opened before them would hear them and close (react-aria closes a
 * tooltip or popover whose trigger's scroll container scrolls).
 */
export async function afterScrollEvents(): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

// A table's pinned columns (DataTable on a small screen)

/** Every point across a cell's width, padding included, at its middle height: what a person sees there. */
const pointsAcross = (cell: Element) => {
  const box = cell.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const xs: number[] = [];
  for (let x = Math.floor(box.left) + 1; x < box.right - 0.5; x += 1) xs.push(x);
  return xs.map((x) => ({ x, y }));
};

/** The cells of `cell`'s row that the table has scrolled under it. */
const cellsUnder = (cell: Element) => {
  const box = cell.getBoundingClientRect();
  return [...(cell.closest('tr')?.children ?? [])].filter((other) => {
    if (other === cell || other.hasAttribute('data-pinned')) return false;
    const under = other.getBoundingClientRect();
    return under.left < box.right && under.right > box.left;
  });
};

/** The pinned cell covers every cell scrolled under it, across its whole width (no text shows through or beside it). */
export async function expectOnTop(cell: Element) {
  await expect(cellsUnder(cell).length).toBeGreaterThan(0);
  const uncovered = pointsAcross(cell).filter(({ x, y }) => !cell.contains(document.elementFromPoint(x, y)));
  await expect(uncovered).toEqual([]);
}

/** The edge a pinned cell draws at its end while columns pass under it (none: the computed value 'none'). */
export const edgeOf = (cell: Element) => getComputedStyle(cell).boxShadow;
