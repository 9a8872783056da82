import { useMemo, useState } from 'react';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import { CompanyEditFormSchema, CompanyFormSchema, type Company } from '@roombook/domain/companies/schemas';
import type { Location } from '@roombook/domain/locations/schemas';
import { percentText } from '@roombook/domain/messages';
import { COMPANIES_PAGE, COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import type { z } from 'zod';
import { COMPANY_APPLICATION_TEXTS, COMPANY_FIELD_SPECS, type CompanyApplicationFieldName } from '../../CompanyApplicationForm/CompanyApplicationForm';
import { nameRow } from '../../CompanyApplicationForm/CompanyApplicationForm.css';
import type { DataTableColumn } from '../../DataTable/DataTable';
import { imageColumn } from '../../DataTable/columns';
import { MultiSelect } from '../../MultiSelect/MultiSelect';
import { NumberField } from '../../NumberField/NumberField';
import { TextField } from '../../TextField/TextField';
import { AdminTable, NameField } from '../shared/AdminTableScreen';
import { DialogImageField } from '../shared/DialogImageField';
import { EntityFormDialog, type EntityFormFields } from '../shared/EntityFormDialog';
import { CompanyApplications } from './CompanyApplications';
import * as s from './CompaniesScreen.css';

export const COMPANIES_TEXTS = {
  heading: COMPANIES_PAGE.label,
  table: 'Companies',
  loading: 'Loading companies',
  empty: 'No companies yet',
  add: 'Add company',
  edit: 'Edit company',
  name: COMPANY_APPLICATION_TEXTS.name,
  office: COMPANY_APPLICATION_TEXTS.office,
  discount: 'Discount (%)',
  locations: 'Locations',
  noLocations: 'No locations found',
  image: 'Image',
  /** The administrator's fields of the Add company form. */
  administrator: 'Administrator',
  firstName: COMPANY_APPLICATION_TEXTS.firstName,
  lastName: COMPANY_APPLICATION_TEXTS.lastName,
  email: COMPANY_APPLICATION_TEXTS.email,
  /** The table's column headers. */
  columns: { name: 'Name', office: 'Office', discount: 'Discount', locations: 'Locations' },
} as const;

/** The Add company form's value (§5): the company, its locations and discount, and its administrator. */
export type CompanyCreateFormValue = z.output<typeof CompanyFormSchema>;
/** The Edit company form's value: details, locations, discount and an optional new image. */
export type CompanyEditFormValue = z.output<typeof CompanyEditFormSchema>;

export interface CompaniesScreenProps {
  /** GET /api/company/; the table sorts them by name. */
  companies: Company[];
  /** GET /api/company-application/: the pending applications (the badge counts them). */
  applications: CompanyApplication[];
  /** GET /api/location/ for the form's Locations (the active ones, and those a company already has). */
  locations: Location[];
  isLoading?: boolean;
  /** The server's message when the lists could not be loaded. */
  error?: string | null;
  /** 'Add company' saved: the company and its administrator, who is invited by e-mail. */
  onCreateCompany: (value: CompanyCreateFormValue) => Promise<unknown>;
  /** The Add company form opened from an application's Accept, saved: creating the company accepts it. */
  onAcceptApplication: (application: CompanyApplication, value: CompanyCreateFormValue) => Promise<unknown>;
  /** 'Edit company' saved (the image, when chosen, as the multipart part `image`). */
  onUpdateCompany: (company: Company, value: CompanyEditFormValue) => Promise<unknown>;
  /** A row's Delete, confirmed (its users go with it). */
  onDeleteCompany: (company: Company) => Promise<unknown>;
  /** 'Delete selected', confirmed. */
  onDeleteCompanies: (companies: Company[]) => Promise<unknown>;
  /** An application's Decline, confirmed. */
  onRejectApplication: (application: CompanyApplication) => Promise<unknown>;
}

/** The form's values as its fields hold them; the add and the edit dialog read the fields they have. */
interface CompanyFormValues extends Record<string, unknown> {
  name: string;
  office: string;
  discount: number | null;
  locations: number[];
  firstName: string;
  lastName: string;
  email: string;
  image: Blob | null;
}

const EMPTY_FORM: CompanyFormValues = { name: '', office: '', discount: null, locations: [], firstName: '', lastName: '', email: '', image: null };

const editValuesOf = (company: Company | null): CompanyFormValues =>
  company === null
    ? EMPTY_FORM
    : {
        ...EMPTY_FORM,
        name: company.name,
        office: company.office,
        discount: company.discount,
        locations: company.locations.map((location) => location.id),
      };

/** §4: Accept opens the Add company form prefilled from the application. */
const applicationValuesOf = (application: CompanyApplication): CompanyFormValues => ({
  ...EMPTY_FORM,
  name: application.name,
  office: application.office,
  firstName: application.firstName,
  lastName: application.lastName,
  email: application.email,
  locations: application.locations.map((location) => location.id),
});

const companyName = (company: Company) => company.name;

const COMPANY_COLUMNS: DataTableColumn<Company>[] = [
  imageColumn<Company>({ getSrc: (company) => company.image, getAlt: companyName, getName: companyName }),
  { accessorKey: 'name', header: COMPANIES_TEXTS.columns.name },
  { accessorKey: 'office', header: COMPANIES_TEXTS.columns.office, cell: ({ row }) => <span className={s.office}>{row.original.office}</span> },
  {
    accessorKey: 'discount',
    header: COMPANIES_TEXTS.columns.discount,
    cell: ({ row }) => percentText(row.original.discount),
    meta: { align: 'end' },
  },
  {
    id: 'locations',
    header: COMPANIES_TEXTS.columns.locations,
    enableSorting: false,
    accessorFn: (company) => company.locations.map((location) => location.name).join(', '),
    cell: ({ getValue }) => <span className={s.locations}>{getValue<string>()}</span>,
  },
];

/** A text field of the company form, with the application form's label, limit and autocomplete. */
function CompanyTextField({ name, fields }: { name: CompanyApplicationFieldName; fields: EntityFormFields<CompanyFormValues> }) {
  const spec = COMPANY_FIELD_SPECS[name];
  return (
    <TextField
      label={spec.label}
      name={name}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      placeholder={spec.placeholder}
      maxLength={spec.maxLength}
      value={fields.values[name]}
      onChange={(text) => fields.set(name, text)}
      errorMessage={fields.errors[name]}
      isRequired
    />
  );
}

/**
 * Manage companies (§2 "Admin tables", "Manage Companies", SuperAdmin and Admin): image (press to enlarge,
 * or the first letter of the name), name, office, discount (Danish format), locations, Edit and Delete
 * (which warns that the company's users go with it); row selection with Delete selected; 'Add company'
 * (the company, its locations and discount, and its administrator, who is invited by e-mail); the edit
 * dialog (details, locations, discount, an optional new image); and 'Company Applications' with the
 * count of pending applications, whose Accept opens Add company prefilled.
 */
export function CompaniesScreen(props: CompaniesScreenProps) {
  const { companies, applications, locations, isLoading = false, error = null } = props;
  const [accepting, setAccepting] = useState<CompanyApplication | null>(null);
  const acceptValues = useMemo(() => (accepting ? applicationValuesOf(accepting) : EMPTY_FORM), [accepting]);

  // The active locations, and those the company (or the application) has already.
  const locationItemsOf = (kept: readonly number[]) =>
    locations
      .filter((location) => location.isActive || kept.includes(location.id))
      .map((location) => ({ id: location.id, label: location.name }));

  const fields = (form: EntityFormFields<CompanyFormValues>, company: Company | null, isAdding: boolean) => {
    const { values, set, errors } = form;
    return (
      <>
        <NameField label={COMPANIES_TEXTS.name} fields={form} />
        <CompanyTextField name="office" fields={form} />
        {/* Not clamped: a discount outside 0 to 100 gets the §5 message rather than silently changing. */}
        <NumberField
          label={COMPANIES_TEXTS.discount}
          name="discount"
          value={values.discount}
          onChange={(discount) => set('discount', discount)}
          errorMessage={errors.discount}
          formatOptions={{ maximumFractionDigits: 2 }}
        />
        <MultiSelect
          label={COMPANIES_TEXTS.locations}
          name="locations"
          items={locationItemsOf(company?.locations.map((location) => location.id) ?? values.locations)}
          selectedKeys={values.locations}
          onSelectionChange={(ids) => set('locations', ids.map(Number))}
          errorMessage={errors.locations}
          emptyMessage={COMPANIES_TEXTS.noLocations}
          isRequired
        />
        {isAdding ? (
          <>
            <div className={nameRow}>
              <CompanyTextField name="firstName" fields={form} />
              <CompanyTextField name="lastName" fields={form} />
            </div>
            <CompanyTextField name="email" fields={form} />
          </>
        ) : (
          <DialogImageField label={COMPANIES_TEXTS.image} value={values.image} onChange={(image) => set('image', image)} aspect={1} />
        )}
      </>
    );
  };

  return (
    <>
      <AdminTable
        texts={COMPANIES_TEXTS}
        rows={companies}
        columns={COMPANY_COLUMNS}
        isLoading={isLoading}
        error={error}
        onDelete={props.onDeleteCompany}
        deleteMessage={(company) => COMPANY_MESSAGES.confirmDelete(company.name)}
        onDeleteMany={props.onDeleteCompanies}
        deleteManyMessage={COMPANY_MESSAGES.confirmDeleteMany}
        actions={<CompanyApplications applications={applications} onAccept={setAccepting} onDecline={props.onRejectApplication} />}
        form={{
          schema: (company): typeof CompanyFormSchema | typeof CompanyEditFormSchema => (company ? CompanyEditFormSchema : CompanyFormSchema),
          valuesOf: editValuesOf,
          onSave: (value, company) =>
            company
              ? props.onUpdateCompany(company, value as CompanyEditFormValue)
              : props.onCreateCompany(value as CompanyCreateFormValue),
          fields: (form, company) => fields(form, company, company === null),
        }}
      />
      <EntityFormDialog
        title={COMPANIES_TEXTS.add}
        isOpen={accepting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAccepting(null);
        }}
        schema={CompanyFormSchema}
        initialValues={acceptValues}
        onSave={(value) => props.onAcceptApplication(accepting!, value)}
      >
        {(form) => fields(form, null, true)}
      </EntityFormDialog>
    </>
  );
}
