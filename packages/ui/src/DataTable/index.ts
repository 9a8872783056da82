export { DataTable, type DataTableProps, type DataTableColumn, type DataTableBulkActions } from './DataTable';
export {
  actionsColumn,
  imageColumn,
  secretColumn,
  statusColumn,
  SECRET_MASK,
  type ActionsColumnOptions,
  type DeleteAction,
  type EditAction,
  type ImageColumnOptions,
  type SecretColumnOptions,
  type StatusColumnOptions,
} from './columns';
export { DATA_TABLE_TEXTS } from './texts';
// Screens define their other columns with TanStack's helper; re-exported so that they need no direct dependency.
export { createColumnHelper, type CellContext, type ColumnDef } from '@tanstack/react-table';
