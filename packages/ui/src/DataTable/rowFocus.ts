import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

/** What a keyboard user can land on inside a cell (a disabled action's focusable tooltip stand-in included). */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How many frames (about half a second) a removed row's place waits for focus to be lost to the page. */
const FRAMES_TO_WATCH = 30;

/** Where focus was in the table's body: the row, its place in the rows, and the control within the row. */
interface FocusPlace {
  rowId: string;
  rowIndex: number;
  /** The control's position among the row's focusable elements (Edit 0, Delete 1, …). */
  control: number;
}

export interface RowFocus {
  /** The row that last held focus: a windowed table keeps drawing it, wherever the view is. */
  keptRowId: string | null;
  /** For the tbody's onFocus (React's focus events bubble, like focusin). */
  onFocus: (event: FocusEvent<HTMLTableSectionElement>) => void;
  /**
   * Forgets the place: the rows about to go were chosen elsewhere (a bulk delete from the toolbar), so focus
   * is not put back into a row the user left before.
   */
  forget: () => void;
}

/**
 * Keeps a keyboard user's place in a table:
 * - the row that holds focus stays drawn when a windowed table scrolls it out of view (an unmounted button
 *   would drop focus to the page);
 * - when that row goes away (deleted, declined) and focus fell to the page or to a dialog around the table,
 *   focus moves to the same control of the row that took its place (the next row, or the new last row), else
 *   to the table's scroll region. It runs a frame after the change, once a closing dialog had its chance to
 *   restore focus.
 */
export function useRowFocus(
  rows: readonly { id: string }[],
  body: RefObject<HTMLTableSectionElement | null>,
  region: RefObject<HTMLElement | null>,
): RowFocus {
  const place = useRef<FocusPlace | null>(null);
  const [keptRowId, setKeptRowId] = useState<string | null>(null);

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    const tr = target.closest<HTMLTableRowElement>('tr[data-row-id]');
    if (!tr) return;
    const rowId = tr.dataset.rowId!;
    const controls = [...tr.querySelectorAll<HTMLElement>(FOCUSABLE)];
    place.current = {
      rowId,
      rowIndex: rows.findIndex((row) => row.id === rowId),
      control: Math.max(0, controls.findIndex((control) => control === target || control.contains(target))),
    };
    if (rowId !== keptRowId) setKeptRowId(rowId);
  };

  useEffect(() => {
    const last = place.current;
    if (!last || rows.some((row) => row.id === last.rowId)) return;
    // Focus may still be in the closing confirmation dialog, whose own restore runs a frame after it goes:
    // look for a lost focus over the next frames (never taking focus that is somewhere else).
    let frame = 0;
    let frames = 0;
    const look = () => {
      const active = document.activeElement;
      // Lost: on the page, or on something that holds the table (a dialog around it takes focus itself when
      // the control focus was to return to has gone, a frame sooner or later than this look on a busy machine).
      if (active && active !== document.body && !(body.current && active.contains(body.current))) {
        frames += 1;
        if (frames < FRAMES_TO_WATCH) frame = requestAnimationFrame(look);
        return;
      }
      place.current = null;
      const next = rows[Math.min(last.rowIndex, rows.length - 1)];
      const tr = next ? body.current?.querySelector<HTMLTableRowElement>(`tr[data-row-id="${CSS.escape(next.id)}"]`) : null;
      const controls = tr ? [...tr.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
      (controls[Math.min(last.control, controls.length - 1)] ?? region.current)?.focus();
    };
    // The first look after react-aria's restore frame.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(look);
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, body, region]);

  const forget = () => {
    place.current = null;
  };

  return { keptRowId, onFocus, forget };
}
