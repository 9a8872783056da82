import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type Header,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { Button as RACButton, Toolbar } from 'react-aria-components';
import { compareText } from '@roombook/domain/common/rules/text-order';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { vars } from '../theme/vars.css';
import { PINNED, usePinnedEdge } from './pinnedEdge';
import { useRowFocus } from './rowFocus';
import { useRowWindow } from './rowWindow';
import { DATA_TABLE_TEXTS as T } from './texts';
import * as s from './DataTable.css';

declare module '@tanstack/react-table' {
  // Declaration merging must repeat the library's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** 'end' for numbers and amounts. @default 'start' */
    align?: 'start' | 'end';
    /** The header may wrap between its words: a long header over short values ('Duration (hours)'). */
    wrapHeader?: boolean;
    /**
     * The width (a CSS length) the column's cells get before the other columns grow past their narrowest,
     * e.g. a date and time that should stay on one line while the table has room; they still wrap when it
     * has none.
     */
    cellWidth?: string;
    /** A card's label for the column's cells (`narrowLayout: 'cards'`) when its header is not a text. Default: the header. */
    cardLabel?: string;
  }
}

/**
 * A column of a DataTable: a TanStack `ColumnDef` (accessorKey / accessorFn, header, cell, sortingFn,
 * enableSorting, meta.align). The value type is `any` because a table's columns hold different value
 * types, which is how TanStack types a column list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TRow> = ColumnDef<TRow, any>;

interface BulkStatusActions<TRow> {
  onMarkActive?: (rows: TRow[]) => void | Promise<unknown>;
  onMarkInactive?: (rows: TRow[]) => void | Promise<unknown>;
}

interface BulkDeleteAction<TRow> {
  /** Runs after the user confirms; the selection is cleared when it resolves, kept when it rejects. */
  onDelete: (rows: TRow[]) => void | Promise<unknown>;
  /** The confirmation text, e.g. `(n) => FEATURE_MESSAGES.confirmDeleteMany(n)`. */
  deleteMessage: (count: number, rows: TRow[]) => string;
  /** The confirmation's title. */
  deleteTitle?: string;
}

/**
 * The bulk toolbar's actions besides 'Deselect all' and 'Inverse selection'; each receives the selected
 * rows. A rejected promise keeps the selection (the caller reports the failure).
 */
export type DataTableBulkActions<TRow> = BulkStatusActions<TRow> &
  (BulkDeleteAction<TRow> | { onDelete?: undefined; deleteMessage?: undefined; deleteTitle?: undefined });

export interface DataTableProps<TRow> {
  /** The table's name: its (visually hidden) caption and the name of its scroll region. */
  label: string;
  /** Keep the array stable between renders (state or useMemo): the table recomputes when it changes. */
  data: TRow[];
  columns: DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string | number;
  /** Names a row in the labels of its checkbox and expand button ('Select Fjord', 'Fjord details'). */
  getRowLabel?: (row: TRow) => string;
  /** The column whose cells are the row headers (th scope="row"; sticky while scrolling sideways). Default: the first column. */
  rowHeader?: string;
  /** The sort the table starts with, e.g. `{ id: 'name' }` (ascending) or `{ id: 'rate', desc: true }`. */
  initialSort?: { id: string; desc?: boolean };
  /** A checkbox column. On by default when `bulkActions` is given. */
  selectable?: boolean;
  /** Rows that may not be selected get a disabled checkbox and are left out of bulk actions. */
  isRowSelectable?: (row: TRow) => boolean;
  bulkActions?: DataTableBulkActions<TRow>;
  /** Rows with children (e.g. a location's rooms): they get an expand button and show the children below. */
  getSubRows?: (row: TRow) => TRow[] | undefined;
  /** A detail panel under an expanded row (e.g. an order's items). */
  renderDetail?: (row: TRow) => ReactNode;
  /** With `renderDetail`: which rows can expand. Default: all. */
  canExpand?: (row: TRow) => boolean;
  /** Data is on its way: a spinner (in place of the rows when there are none yet) and aria-busy. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** The server's message when loading failed: an error alert in place of the table. */
  error?: string | null;
  /** What an empty table shows. */
  empty?: EmptyStateProps;
  /** The caller's buttons above the table, e.g. 'Create user'. */
  actions?: ReactNode;
  /** Height of the scroll region; the header sticks to its top. @default '70vh' */
  maxHeight?: string;
  /** 'compact': narrower cell padding, for a report's many columns beside the menu at 1280 px. @default 'comfortable' */
  density?: 'comfortable' | 'compact';
  /**
   * How the table shows on a narrow screen (≤ 600 px). 'scroll': the table scrolls sideways with its checkbox
   * and row header pinned. 'cards': each row is a card with the row header as its title and every other
   * column as a labelled field under it, actions included, and the sortable headers as a row of sort buttons
   * above the cards (ADR 092). @default 'scroll'
   */
  narrowLayout?: 'scroll' | 'cards';
  /**
   * Draw every row, however many: a table that must be whole in the server's HTML and without JavaScript (a
   * chart's "Show as table"). A long table otherwise draws only the rows near its view (rowWindow.ts).
   */
  drawsEveryRow?: boolean;
}

const SELECT_COLUMN_ID = '__select';

/**
 * Every column's default order: numbers by value, anything else as text in the one order of every
 * list (the domain's `compareText`: Danish, Æ, Ø and Å after Z; 'Room 9' before 'Room 10'). TanStack's own default
 * ('auto': 'alphanumeric' for text) splits both texts at every comparison: sorting 5,000 users took
 * hundreds of milliseconds in one task, most of it there (bench:ui).
 */
const byValue: SortingFn<unknown> = (a, b, columnId) => {
  const left: unknown = a.getValue(columnId);
  const right: unknown = b.getValue(columnId);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return compareText(String(left ?? ''), String(right ?? ''));
};
const DEFAULT_COLUMN = { sortingFn: byValue };

type PendingAction = 'markActive' | 'markInactive' | 'delete' | null;

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <svg className={s.sortIcon({ active: sorted !== false })} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true" focusable="false">
      {sorted === 'asc' ? <path d="M8 13V3M4 7l4-4 4 4" /> : sorted === 'desc' ? <path d="M8 3v10M4 9l4 4 4-4" /> : <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />}
    </svg>
  );
}

/** A column's label on its cells in a card: its `meta.cardLabel`, else its header when that is a text. */
const cardLabelOf = <TRow,>(column: ColumnDef<TRow, unknown>) =>
  column.meta?.cardLabel ?? (typeof column.header === 'string' ? column.header : undefined);

function HeaderCell<TRow>({
  header,
  stickyStart,
  compact,
}: {
  header: Header<TRow, unknown>;
  stickyStart: 'none' | 'first' | 'afterSelect';
  compact: boolean;
}) {
  const { column } = header;
  const isSelect = column.id === SELECT_COLUMN_ID;
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={ariaSort(sorted)}
      // Cards show the sortable headers (and the select-all checkbox) as a bar of buttons; the others are text only.
      data-control={isSelect || column.getCanSort() ? '' : undefined}
      data-pinned={isSelect ? PINNED.select : stickyStart !== 'none' ? PINNED.rowHeader : undefined}
      className={s.headerCell({
        align: column.columnDef.meta?.align ?? 'start',
        wrap: column.columnDef.meta?.wrapHeader ?? false,
        compact,
        stickyStart,
        select: isSelect,
      })}
    >
      {column.getCanSort() ? (
        <RACButton className={s.sortButton} onPress={() => column.toggleSorting(sorted === 'asc')}>
          {content}
          <SortIcon sorted={sorted} />
        </RACButton>
      ) : (
        content
      )}
    </th>
  );
}

function ExpandButton<TRow>({ row, label, controls }: { row: Row<TRow>; label: string; controls?: string }) {
  const isExpanded = row.getIsExpanded();
  return (
    <RACButton
      className={s.expandButton}
      aria-label={T.details(label)}
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? controls : undefined}
      onPress={() => row.toggleExpanded()}
    >
      <svg className={s.expandIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path d="M6 3l5 5-5 5" />
      </svg>
    </RACButton>
  );
}

/**
 * The one table of the product (conventions: "One DataTable serves every admin screen"), on TanStack
 * Table v8 with plain, semantic table markup: a caption, column headers that sort (a button in each
 * sortable header; `aria-sort` on the header), a row header per row, a checkbox column with a bulk
 * toolbar, expandable rows (sub-rows or a detail panel, with `aria-expanded`), loading, empty and error
 * states, and a sticky header.
 *
 * Narrow screens (≤ 600 px) keep the table and scroll it sideways inside a focusable region, with the
 * checkbox and the row header sticking to the start edge: screen readers keep real table navigation and
 * header announcements, sorting stays where it is, and the server renders one markup for every width.
 * A table with `narrowLayout: 'cards'` draws the same markup as one card per row there instead (ADR 092).
 */
export function DataTable<TRow>({
  label,
  data,
  columns,
  getRowId,
  getRowLabel,
  rowHeader,
  initialSort,
  selectable,
  isRowSelectable,
  bulkActions,
  getSubRows,
  renderDetail,
  canExpand,
  isLoading = false,
  loadingLabel = T.loading,
  error,
  empty = { title: T.defaultEmpty },
  actions,
  maxHeight = '70vh',
  density = 'comfortable',
  narrowLayout = 'scroll',
  drawsEveryRow = false,
}: DataTableProps<TRow>) {
  const compact = density === 'compact';
  const cards = narrowLayout === 'cards';
  const captionId = useId();
  const detailIdBase = useId();
  const [sorting, setSorting] = useState<SortingState>(() => (initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : []));
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** The rows and the text of the delete confirmation, fixed when it opens. */
  const [deleteRequest, setDeleteRequest] = useState<{ rows: TRow[]; message: string } | null>(null);
  const [pending, setPending] = useState<PendingAction>(null);
  const hasSelection = selectable ?? bulkActions !== undefined;
  const isExpandable = renderDetail !== undefined || getSubRows !== undefined;

  const labelOf = (row: Row<TRow>) => getRowLabel?.(row.original) ?? T.rowFallback(row.index);

  const allColumns = useMemo<DataTableColumn<TRow>[]>(() => {
    if (!hasSelection) return columns;
    const selectColumn: DataTableColumn<TRow> = {
      id: SELECT_COLUMN_ID,
      enableSorting: false,
      header: ({ table }) => {
        // Counted over the selectable rows only (TanStack's own "some selected" also counts rows that
        // cannot be selected, and ids of rows that are gone).
        const selectable = table.getCoreRowModel().rows.filter((row) => row.getCanSelect());
        const selected = selectable.filter((row) => row.getIsSelected()).length;
        const isAll = selectable.length > 0 && selected === selectable.length;
        return (
          <Checkbox
            aria-label={T.selectAll}
            isSelected={isAll}
            isIndeterminate={selected > 0 && !isAll}
            isDisabled={selectable.length === 0}
            onChange={(value) => table.toggleAllRowsSelected(value)}
          />
        );
      },
      cell: ({ row }) =>
        row.depth === 0 ? (
          <Checkbox
            aria-label={T.selectRow(getRowLabel?.(row.original) ?? T.rowFallback(row.index))}
            isSelected={row.getIsSelected()}
            isDisabled={!row.getCanSelect()}
            onChange={(selected) => row.toggleSelected(selected)}
          />
        ) : null,
    };
    return [selectColumn, ...columns];
  }, [columns, hasSelection, getRowLabel]);

  // TanStack Table keeps its own mutable instance, which the React Compiler cannot memoise around.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TRow>({
    data,
    columns: allColumns,
    defaultColumn: DEFAULT_COLUMN as Partial<DataTableColumn<TRow>>,
    getRowId: (row, _index, parent) => (parent ? `${parent.id}.${getRowId(row)}` : String(getRowId(row))),
    state: { sorting, rowSelection, expanded },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    enableRowSelection: (row) => hasSelection && row.depth === 0 && (isRowSelectable?.(row.original) ?? true),
    enableSubRowSelection: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getSubRows,
    getRowCanExpand: (row) =>
      renderDetail !== undefined ? (canExpand?.(row.original) ?? true) : (getSubRows?.(row.original)?.length ?? 0) > 0,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
  });

  const leafColumns = table.getVisibleLeafColumns();
  const rowHeaderId = rowHeader ?? leafColumns.find((column) => column.id !== SELECT_COLUMN_ID)?.id;
  const stickyFor = (columnId: string) =>
    columnId === rowHeaderId ? (hasSelection ? 'afterSelect' : 'first') : ('none' as const);
  const rows = table.getRowModel().rows;
  const regionRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // A long table draws only the rows near its view (never one with expandable rows, whose heights change, nor one
  // asked to draw every row).
  const rowWindow = useRowWindow(isExpandable || drawsEveryRow ? 0 : rows.length, regionRef, bodyRef);
  const rowFocus = useRowFocus(rows, bodyRef, regionRef);
  /**
   * After a bulk delete the toolbar goes with the selection, and with it the Delete to which the closing
   * dialog would return focus. Once the dialog is gone and react-aria's own restore (an animation frame after
   * the dialog unmounts) has found nothing to focus, the table's region takes focus, so a keyboard user stays
   * in the table. Asked for by counting up. The frames wait for the commit, however slow the render, and for
   * the dialog to let go of focus: closed while it still animates in (a quick confirm), it stays until its
   * animation ends.
   */
  const [refocusRequest, setRefocusRequest] = useState(0);
  useEffect(() => {
    if (refocusRequest === 0) return;
    let frame = 0;
    const nextFrame = (dialogGone: boolean) => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!dialogGone) nextFrame(!active?.closest('[role="alertdialog"]'));
        else if (!active || active === document.body) regionRef.current?.focus();
      });
    };
    nextFrame(false);
    return () => cancelAnimationFrame(frame);
  }, [refocusRequest]);
  const pinnedEdge = usePinnedEdge();
  const spacer = (height: number, edge: string) =>
    height > 0 ? (
      <tr key={`spacer-${edge}`} aria-hidden="true" data-spacer="">
        <td colSpan={leafColumns.length} className={s.spacerCell} style={{ height }} />
      </tr>
    ) : null;
  /**
   * The body's rows in order: every row, or (windowed) a spacer, the rows near the view and a spacer. The row
   * holding focus stays drawn outside the view, between spacers, so that scrolling away does not drop focus.
   */
  const bodyParts: ({ row: Row<TRow>; index: number } | { spacer: number; edge: string })[] = [];
  if (!rowWindow.isWindowed) {
    rows.forEach((row, index) => bodyParts.push({ row, index }));
  } else {
    const { start, end, rowHeight } = rowWindow;
    const kept = rowFocus.keptRowId === null ? -1 : rows.findIndex((row) => row.id === rowFocus.keptRowId);
    const keptBefore = kept >= 0 && kept < start;
    const keptAfter = kept >= end;
    if (keptBefore) {
      bodyParts.push({ spacer: kept * rowHeight, edge: 'before' }, { row: rows[kept]!, index: kept });
      bodyParts.push({ spacer: (start - kept - 1) * rowHeight, edge: 'between' });
    } else {
      bodyParts.push({ spacer: rowWindow.before, edge: 'before' });
    }
    for (let index = start; index < end; index += 1) bodyParts.push({ row: rows[index]!, index });
    if (keptAfter) {
      bodyParts.push({ spacer: (kept - end) * rowHeight, edge: 'between' }, { row: rows[kept]!, index: kept });
      bodyParts.push({ spacer: (rows.length - kept - 1) * rowHeight, edge: 'after' });
    } else {
      bodyParts.push({ spacer: rowWindow.after, edge: 'after' });
    }
  }
  // In the order the user sees them.
  const selectedRows = table.getSortedRowModel().rows.filter((row) => row.getIsSelected());
  const selectedCount = selectedRows.length;
  const selectedOriginals = selectedRows.map((row) => row.original);

  const run = async (
    kind: Exclude<PendingAction, null>,
    action: (rows: TRow[]) => void | Promise<unknown>,
    targetRows: TRow[] = selectedOriginals,
  ) => {
    setPending(kind);
    try {
      await action(targetRows);
      return true;
    } catch {
      // The caller reports the failure (a toast); the selection stays for another try.
      return false;
    } finally {
      setPending(null);
    }
  };

  const inverseSelection = () => {
    const next: RowSelectionState = {};
    for (const row of table.getCoreRowModel().rows) {
      if (row.getCanSelect() && !row.getIsSelected()) next[row.id] = true;
    }
    setRowSelection(next);
  };

  const askDelete = () => {
    if (!bulkActions?.onDelete) return;
    setDeleteRequest({ rows: selectedOriginals, message: bulkActions.deleteMessage(selectedCount, selectedOriginals) });
    setConfirmOpen(true);
  };

  const confirmDelete = async () => {
    if (!bulkActions?.onDelete || !deleteRequest) return;
    // The rows go from the toolbar: the table, not a row the user had left, takes focus afterwards.
    rowFocus.forget();
    const done = await run('delete', bulkActions.onDelete, deleteRequest.rows);
    setConfirmOpen(false);
    if (!done) return;
    setRowSelection({});
    // The toolbar (and its Delete, where the dialog returns focus) goes with the selection: focus the table.
    setRefocusRequest((request) => request + 1);
  };

  const showTable = !(error && data.length === 0);
  /** Fresh data is on its way while rows are shown: a small spinner above them. */
  const showBusy = isLoading && rows.length > 0;
  let stateContent: ReactNode = null;
  if (rows.length === 0) stateContent = isLoading ? <Spinner label={loadingLabel} /> : <EmptyState {...empty} />;

  return (
    <div className={s.root}>
      {hasSelection || actions || showBusy ? (
        <div className={s.topBar}>
          {hasSelection ? (
            <div role="status" className={s.selectionStatus}>
              {selectedCount > 0 ? T.selected(selectedCount) : ''}
            </div>
          ) : null}
          {selectedCount > 0 ? (
            <Toolbar aria-label={T.bulkActions} className={s.toolbar}>
              <Button variant="secondary" className={s.compactButton} onPress={() => setRowSelection({})}>
                {T.deselectAll}
              </Button>
              <Button variant="secondary" className={s.compactButton} onPress={inverseSelection}>
                {T.inverseSelection}
              </Button>
              {bulkActions?.onMarkActive ? (
                <Button
                  variant="secondary"
                  className={s.compactButton}
                  isPending={pending === 'markActive'}
                  onPress={() => void run('markActive', bulkActions.onMarkActive!)}
                >
                  {T.markActive}
                </Button>
              ) : null}
              {bulkActions?.onMarkInactive ? (
                <Button
                  variant="secondary"
                  className={s.compactButton}
                  isPending={pending === 'markInactive'}
                  onPress={() => void run('markInactive', bulkActions.onMarkInactive!)}
                >
                  {T.markInactive}
                </Button>
              ) : null}
              {bulkActions?.onDelete ? (
                <Button variant="danger" className={s.compactButton} onPress={askDelete}>
                  {T.deleteSelected}
                </Button>
              ) : null}
            </Toolbar>
          ) : null}
          {showBusy ? (
            <span className={s.busyIndicator}>
              <Spinner size="small" label={loadingLabel} />
            </span>
          ) : null}
          {actions ? <div className={s.callerActions}>{actions}</div> : null}
        </div>
      ) : null}

      {error ? (
        <Alert kind="error">{error}</Alert>
      ) : null}

      {showTable ? (
        // A scroll region must be reachable by keyboard (WCAG 2.1.1); it is named by the caption.
        <div
          ref={regionRef}
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={cards ? `${s.region} ${s.cards}` : s.region}
          style={{ maxHeight }}
          aria-busy={isLoading || undefined}
          data-pinned-edge={pinnedEdge.edge === 'none' ? undefined : pinnedEdge.edge}
          onScroll={(event) => {
            rowWindow.onScroll(event);
            pinnedEdge.onScroll(event);
          }}
        >
          <table className={s.table} aria-rowcount={rowWindow.isWindowed ? rows.length + 1 : undefined}>
            <caption id={captionId} className={s.caption}>
              {label}
            </caption>
            <thead className={s.head}>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <HeaderCell key={header.id} header={header} stickyStart={stickyFor(header.column.id)} compact={compact} />
                  ))}
                </tr>
              ))}
            </thead>
            <tbody ref={bodyRef} onFocus={rowFocus.onFocus}>
              {stateContent !== null ? (
                <tr className={s.row}>
                  <td colSpan={leafColumns.length} className={s.stateCell}>
                    <div className={s.stateContent}>{stateContent}</div>
                  </td>
                </tr>
              ) : null}
              {bodyParts.map((part) => {
                if ('spacer' in part) return spacer(part.spacer, part.edge);
                const { row, index } = part;
                const detailId = `${detailIdBase}-${row.id}`;
                const showDetail = renderDetail !== undefined && row.getIsExpanded();
                return (
                  <Fragment key={row.id}>
                    <tr
                      className={s.row}
                      data-selected={row.getIsSelected() || undefined}
                      data-depth={row.depth}
                      data-row-id={row.id}
                      aria-rowindex={rowWindow.isWindowed ? index + 2 : undefined}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const { align = 'start', cellWidth } = cell.column.columnDef.meta ?? {};
                        const width = cellWidth ? { width: cellWidth } : undefined;
                        const value = flexRender(cell.column.columnDef.cell, cell.getContext());
                        const cardLabel = cards ? cardLabelOf(cell.column.columnDef) : undefined;
                        // In a card the field's label is shown beside its value; a screen reader has the column header.
                        const content =
                          cardLabel === undefined ? (
                            value
                          ) : (
                            <>
                              <span className={s.cardLabel} aria-hidden="true">
                                {cardLabel}
                              </span>
                              <div className={s.cardValue}>{value}</div>
                            </>
                          );
                        if (cell.column.id !== rowHeaderId) {
                          const isSelect = cell.column.id === SELECT_COLUMN_ID;
                          return (
                            <td
                              key={cell.id}
                              data-pinned={isSelect ? PINNED.select : undefined}
                              className={s.cell({ align, compact, select: isSelect })}
                              style={width}
                            >
                              {content}
                            </td>
                          );
                        }
                        return (
                          <th
                            key={cell.id}
                            scope="row"
                            // Named by its text alone ('Fjord', not 'Fjord details Fjord' with the expand button's name).
                            aria-labelledby={isExpandable ? `${detailId}-name` : undefined}
                            data-pinned={PINNED.rowHeader}
                            className={s.cell({ align, compact, stickyStart: stickyFor(cell.column.id) })}
                            style={width}
                          >
                            {isExpandable ? (
                              <div
                                className={s.rowHeaderContent}
                                style={row.depth > 0 ? { paddingInlineStart: `calc(${vars.space.xl} * ${row.depth})` } : undefined}
                              >
                                {row.getCanExpand() ? (
                                  <ExpandButton row={row} label={labelOf(row)} controls={renderDetail ? detailId : undefined} />
                                ) : (
                                  <span className={s.expandSpacer} />
                                )}
                                <span id={`${detailId}-name`}>{value}</span>
                              </div>
                            ) : (
                              value
                            )}
                          </th>
                        );
                      })}
                    </tr>
                    {showDetail ? (
                      <tr className={s.row}>
                        <td id={detailId} colSpan={leafColumns.length} className={s.detailCell}>
                          {/* The detail scrolls sideways on its own, so that a wide detail never widens the
                              table and pushes its last columns out of view; reachable by keyboard (WCAG 2.1.1). */}
                          <div
                            role="group"
                            aria-label={T.details(labelOf(row))}
                            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                            tabIndex={0}
                            className={s.detailContent}
                          >
                            {renderDetail(row.original)}
                          </div>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {bulkActions?.onDelete ? (
        <ConfirmDialog
          isOpen={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={bulkActions.deleteTitle}
          message={deleteRequest?.message ?? ''}
          confirmLabel={T.delete}
          tone="danger"
          isPending={pending === 'delete'}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </div>
  );
}
