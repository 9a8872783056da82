import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

/** What a keyboard user can land on inside a cell (a disabled action's focusable tooltip stand-in included). */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
}

/**
 * Keeps a keyboard user's place in a table:
 * - the row that holds focus stays drawn when a windowed table scrolls it out of view (an unmounted button
 *   would drop focus to the page);
 * - when that row goes away (deleted, declined) and focus fell to the page, focus moves to the same control
 *   of the row that took its place (the next row, or the new last row), else to the table's scroll region.
 *   It runs a frame after the change, once a closing dialog had its chance to restore focus.
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
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      place.current = null;
      const next = rows[Math.min(last.rowIndex, rows.length - 1)];
      const tr = next ? body.current?.querySelector<HTMLTableRowElement>(`tr[data-row-id="${CSS.escape(next.id)}"]`) : null;
      const controls = tr ? [...tr.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
      (controls[Math.min(last.control, controls.length - 1)] ?? region.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, body, region]);

  return { keptRowId, onFocus };
}
