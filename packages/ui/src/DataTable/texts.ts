/**
 * The DataTable's own interface texts (the bulk toolbar and the column helpers). The spec's texts (for
 * example FEATURE_MESSAGES.confirmDeleteMany) come from the caller; these are the labels the spec names without
 * giving more words ('Deselect all', 'Inverse selection', 'Mark active', …).
 */
export const DATA_TABLE_TEXTS = {
  selectAll: 'Select all rows',
  selectRow: (rowLabel: string) => `Select ${rowLabel}`,
  selected: (count: number) => `${count} selected`,
  bulkActions: 'Bulk actions',
  deselectAll: 'Deselect all',
  inverseSelection: 'Inverse selection',
  markActive: 'Mark active',
  markInactive: 'Mark inactive',
  deleteSelected: 'Delete selected',
  delete: 'Delete',
  edit: 'Edit',
  actions: 'Actions',
  status: 'Status',
  image: 'Image',
  active: 'Active',
  inactive: 'Inactive',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** Read after the masked dots, which are hidden from screen readers. */
  secretHidden: 'hidden',
  noImage: 'No image',
  /** The expand button of a row: its state is aria-expanded, its name stays the same. */
  details: (rowLabel: string) => `${rowLabel} details`,
  loading: 'Loading',
  defaultEmpty: 'Nothing to show',
  rowFallback: (index: number) => `row ${index + 1}`,
} as const;
