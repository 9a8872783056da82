import { useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { NAME_MAX } from '@roombook/domain/constants';
import { Button } from '../../Button/Button';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { actionsColumn } from '../../DataTable/columns';
import { TextField } from '../../TextField/TextField';
import { pageHeading } from './page.css';
import { EntityFormDialog, type EntityFormFields, type EntityFormValues } from './EntityFormDialog';
import { useActiveSwitches } from './useActiveSwitches';
import { useStableCallback } from './useLatest';

/** The texts of an administration table: its heading, the table's name, its states and its dialog's titles. */
interface AdminTableTexts {
  heading: string;
  table: string;
  loading: string;
  empty: string;
  add: string;
  edit: string;
}

/** What an administration table's add and edit dialog needs. */
interface AdminTableForm<Row, V extends EntityFormValues, S extends z.ZodType> {
  /** The domain's form schema, checked on submit; one per dialog when adding and editing differ (`row` is null when adding). */
  schema: S | ((row: Row | null) => S);
  /** The values the dialog starts from: a row's (edit) or the empty form's (add, `null`). */
  valuesOf: (row: Row | null) => V;
  /** Saves a new row (`null`) or changes one; a rejection keeps the dialog open with its message. */
  onSave: (value: z.output<S>, row: Row | null) => Promise<unknown>;
  /** The form's fields; `row` is the row being changed (null when adding). */
  fields: (fields: EntityFormFields<V>, row: Row | null) => ReactNode;
}

export interface AdminTableProps<Row extends { id: number }, V extends EntityFormValues, S extends z.ZodType> {
  texts: AdminTableTexts;
  /** The rows as the list call answers them; the table sorts them (by name unless `initialSort` says otherwise). */
  rows: Row[];
  /** The data columns, built once by the caller (useMemo); Edit/Delete follow them. */
  columns: DataTableColumn<Row>[];
  isLoading?: boolean;
  /** The server's message when the list could not be loaded. */
  error?: string | null;
  /** A row's Delete, confirmed with `deleteMessage(row)`. */
  onDelete: (row: Row) => Promise<unknown>;
  deleteMessage: (row: Row) => string;
  /** 'Delete selected', confirmed with `deleteManyMessage(count)`; without it the rows cannot be selected. */
  onDeleteMany?: (rows: Row[]) => Promise<unknown>;
  deleteManyMessage?: (count: number) => string;
  /** The selection's Mark active / Mark inactive, where the rows have an Active switch. */
  bulkStatus?: { onMarkActive: (rows: Row[]) => Promise<unknown>; onMarkInactive: (rows: Row[]) => Promise<unknown> };
  /** Buttons before the 'Add new …' button (Manage Companies' 'Company Applications'). */
  actions?: ReactNode;
  /** Whether the signed-in user may add rows ('Add new canteen' is the SuperAdmin's only, §6). @default true */
  canAdd?: boolean;
  /** The add and edit dialog. */
  form: AdminTableForm<Row, V, S>;
  /**
   * How rows are named, headed and first sorted: by their `name` by default. Rows without a name give all
   * three (canteens are named by their location, canteen items sorted by position).
   */
  rowLabel?: (row: Row) => string;
  /** The column whose cells are the row headers. @default 'name' */
  rowHeader?: string;
  /** The sort the table starts with. @default { id: 'name' } */
  initialSort?: { id: string; desc?: boolean };
  /** The table's density (DataTable): 'compact' where many columns must fit beside the menu at 1280 px. */
  density?: 'comfortable' | 'compact';
  /** What a row shows when it is expanded (DataTable): the details that do not fit in its columns. */
  renderDetail?: (row: Row) => ReactNode;
}

type Editing<Row> = { row: Row | null } | null;
/** A row's name, for rows that have one (the others give `rowLabel`). */
const nameOf = (row: object) => String((row as { name?: unknown }).name ?? '');
const BY_NAME = { id: 'name' } as const;

/**
 * An administration table (§2 "Admin tables"): the heading, the rows sorted by name (or as `initialSort`
 * says) with the caller's columns, Edit and Delete (which asks first); row selection with Delete selected
 * (and Mark active / Mark inactive where offered) where the area has a bulk delete; the 'Add new …' button
 * for those who may add; and the add and edit dialog (EntityFormDialog: the domain's schema on submit, the
 * server's refusal in the dialog, a question before closing a changed form).
 */
export function AdminTable<Row extends { id: number }, V extends EntityFormValues, S extends z.ZodType>(props: AdminTableProps<Row, V, S>) {
  const { texts, rows, columns, isLoading = false, error = null, onDeleteMany, deleteManyMessage, bulkStatus, canAdd = true, form } = props;
  const rowLabel = useStableCallback(props.rowLabel ?? nameOf);
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const deleteOne = useStableCallback(props.onDelete);
  const deleteMessage = useStableCallback(props.deleteMessage);

  const allColumns = useMemo<DataTableColumn<Row>[]>(
    () => [
      ...columns,
      actionsColumn<Row>({
        getRowLabel: rowLabel,
        edit: { onPress: (row) => setEditing({ row }) },
        delete: { confirmMessage: deleteMessage, onConfirm: deleteOne },
      }),
    ],
    [columns, deleteMessage, deleteOne, rowLabel],
  );

  const editedRow = editing?.row ?? null;
  const valuesOf = useStableCallback(form.valuesOf);
  const initialValues = useMemo(() => valuesOf(editedRow), [valuesOf, editedRow]);

  return (
    <div>
      <h1 className={pageHeading}>{texts.heading}</h1>
      <DataTable<Row>
        label={texts.table}
        data={rows}
        columns={allColumns}
        getRowId={(row) => row.id}
        getRowLabel={rowLabel}
        rowHeader={props.rowHeader ?? 'name'}
        initialSort={props.initialSort ?? BY_NAME}
        density={props.density}
        narrowLayout="cards"
        renderDetail={props.renderDetail}
        bulkActions={onDeleteMany && deleteManyMessage ? { ...bulkStatus, deleteMessage: deleteManyMessage, onDelete: onDeleteMany } : undefined}
        isLoading={isLoading}
        loadingLabel={texts.loading}
        error={error}
        empty={{ title: texts.empty }}
        actions={
          <>
            {props.actions}
            {canAdd ? <Button onPress={() => setEditing({ row: null })}>{texts.add}</Button> : null}
          </>
        }
      />
      <EntityFormDialog
        title={editedRow ? texts.edit : texts.add}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        schema={typeof form.schema === 'function' ? form.schema(editedRow) : form.schema}
        initialValues={initialValues}
        onSave={(value) => form.onSave(value, editedRow)}
      >
        {(fields) => form.fields(fields, editedRow)}
      </EntityFormDialog>
    </div>
  );
}

export interface AdminTableScreenProps<Row extends { id: number; name: string; isActive: boolean }, V extends EntityFormValues, S extends z.ZodType>
  extends Omit<AdminTableProps<Row, V, S>, 'bulkStatus'> {
  /** A row's switch, or 'Mark active' / 'Mark inactive' on the selection. */
  onSetActive: (rows: Row[], isActive: boolean) => Promise<unknown>;
}

/**
 * An AdminTable of rows with an Active/Inactive switch (locations, rooms, features): the switch column
 * after the caller's columns (useActiveSwitches), and Mark active / Mark inactive on the selection.
 */
export function AdminTableScreen<Row extends { id: number; name: string; isActive: boolean }, V extends EntityFormValues, S extends z.ZodType>({
  onSetActive,
  rows,
  columns,
  ...props
}: AdminTableScreenProps<Row, V, S>) {
  const { shown, setActive, statusColumn } = useActiveSwitches(rows, onSetActive);
  const withStatus = useMemo(() => [...columns, statusColumn], [columns, statusColumn]);
  const bulkStatus = useMemo(
    () => ({ onMarkActive: (selected: Row[]) => setActive(selected, true), onMarkInactive: (selected: Row[]) => setActive(selected, false) }),
    [setActive],
  );
  return <AdminTable {...props} rows={shown} columns={withStatus} bulkStatus={bulkStatus} />;
}

/** The first field of every admin form: the required name, focused when the dialog opens. */
export function NameField<V extends EntityFormValues & { name: string }>({ label, fields }: { label: string; fields: EntityFormFields<V> }) {
  return (
    <TextField
      label={label}
      name="name"
      value={fields.values.name}
      onChange={(name) => fields.set('name', name as V['name'])}
      errorMessage={fields.errors.name}
      maxLength={NAME_MAX}
      isRequired
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA dialog pattern: focus the first field of a form dialog
      autoFocus
    />
  );
}
