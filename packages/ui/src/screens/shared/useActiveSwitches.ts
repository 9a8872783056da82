import { useCallback, useMemo, useState } from 'react';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { statusColumn } from '../../DataTable/columns';
import { useLatest } from './useLatest';

/** A row with an Active/Inactive switch (locations, rooms, features). */
export interface Switchable {
  id: number;
  isActive: boolean;
}

/**
 * The Active switches of an administration table: a switch shows its new state while its change is on
 * its way, and its old one again if it is refused. Gives the rows as shown, the status column (built once)
 * and `setActive` for the bulk Mark active / Mark inactive.
 */
export function useActiveSwitches<T extends Switchable>(rows: T[], onSetActive: (rows: T[], isActive: boolean) => Promise<unknown>) {
  const latest = useLatest(onSetActive);
  const [switching, setSwitching] = useState<ReadonlyMap<number, boolean>>(new Map());

  const setActive = useCallback(
    async (changed: T[], isActive: boolean) => {
      const ids = changed.map((row) => row.id);
      setSwitching((current) => new Map([...current, ...ids.map((id) => [id, isActive] as const)]));
      try {
        await latest.current(changed, isActive);
      } finally {
        setSwitching((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
      }
    },
    [latest],
  );

  const shown = useMemo(
    () => (switching.size === 0 ? rows : rows.map((row) => (switching.has(row.id) ? { ...row, isActive: switching.get(row.id)! } : row))),
    [rows, switching],
  );
  const isSwitching = useLatest((id: number) => switching.has(id));

  const column = useMemo<DataTableColumn<T>>(
    () =>
      statusColumn<T>({
        isActive: (row) => row.isActive,
        // A switch whose change is on its way ignores presses (it is not disabled: that would take its focus).
        // The caller toasts a refusal; the switch goes back.
        onChange: (row, isActive) => {
          if (!isSwitching.current(row.id)) void setActive([row], isActive).catch(() => undefined);
        },
      }),
    [isSwitching, setActive],
  );

  return { shown, setActive, statusColumn: column };
}
