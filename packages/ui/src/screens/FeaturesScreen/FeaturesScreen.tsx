import { FeatureBody, type Feature } from '@roombook/domain/features/schemas';
import { FEATURES_PAGE, FEATURE_MESSAGES } from '@roombook/domain/features/page';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { AdminTableScreen, NameField } from '../shared/AdminTableScreen';

export const FEATURES_TEXTS = {
  heading: FEATURES_PAGE.label,
  table: 'Features',
  loading: 'Loading features',
  empty: 'No features yet',
  add: 'Add new feature',
  edit: 'Edit feature',
  name: 'Name',
} as const;

export interface FeaturesScreenProps {
  /** GET /api/feature/ (active and inactive); the table sorts them by name. */
  features: Feature[];
  isLoading?: boolean;
  /** The server's message when the list could not be loaded. */
  error?: string | null;
  /** 'Add new feature' saved; a rejection keeps the dialog open with its message. */
  onCreateFeature: (body: FeatureBody) => Promise<unknown>;
  /** 'Edit feature' saved. */
  onUpdateFeature: (feature: Feature, body: FeatureBody) => Promise<unknown>;
  /** A row's Delete, confirmed. */
  onDeleteFeature: (feature: Feature) => Promise<unknown>;
  /** 'Delete selected', confirmed ('Are you sure you want to delete N features? …'). */
  onDeleteFeatures: (features: Feature[]) => Promise<unknown>;
  /** A row's Active switch, or 'Mark active' / 'Mark inactive' on the selection. */
  onSetFeaturesActive: (features: Feature[], isActive: boolean) => Promise<unknown>;
}

const FEATURE_COLUMNS: DataTableColumn<Feature>[] = [{ accessorKey: 'name', header: FEATURES_TEXTS.name }];

/**
 * Manage features (§2 "Admin tables"): the features sorted by name, each with its Active switch, Edit and
 * Delete; row selection with Mark active, Mark inactive and Delete selected; 'Add new feature'. The add and
 * edit dialog checks the name with the domain's FeatureBody; the server's refusal (a name that
 * exists) shows in the dialog.
 */
export function FeaturesScreen({
  features,
  isLoading = false,
  error = null,
  onCreateFeature,
  onUpdateFeature,
  onDeleteFeature,
  onDeleteFeatures,
  onSetFeaturesActive,
}: FeaturesScreenProps) {
  return (
    <AdminTableScreen
      texts={FEATURES_TEXTS}
      rows={features}
      columns={FEATURE_COLUMNS}
      isLoading={isLoading}
      error={error}
      onSetActive={onSetFeaturesActive}
      onDelete={onDeleteFeature}
      deleteMessage={(feature) => FEATURE_MESSAGES.confirmDelete(feature.name)}
      onDeleteMany={onDeleteFeatures}
      deleteManyMessage={FEATURE_MESSAGES.confirmDeleteMany}
      form={{
        schema: FeatureBody,
        valuesOf: (feature) => ({ name: feature?.name ?? '' }),
        onSave: (body, feature) => (feature ? onUpdateFeature(feature, body) : onCreateFeature(body)),
        fields: (fields) => (
          <NameField label={FEATURES_TEXTS.name} fields={fields} />
        ),
      }}
    />
  );
}
