import type { ElementType, ReactNode } from 'react';
import { EMAIL_MAX, NAME_MAX, OFFICE_MAX } from '@roombook/domain/constants';
import { Button } from '../Button/Button';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { FormErrorList } from '../FieldError/FormErrorList';
import { TextField, type TextFieldType } from '../TextField/TextField';
import { actions, form, nameRow } from './CompanyApplicationForm.css';

export type CompanyApplicationFieldName = 'name' | 'office' | 'firstName' | 'lastName' | 'email';

export type CompanyApplicationFields = Partial<
  Record<CompanyApplicationFieldName, { defaultValue?: string; errors?: string[] }> & {
    /** The chosen location ids, as the form posted them (one id is a string, several a list). */
    locations: { defaultValue?: string | readonly string[]; errors?: string[] };
  }
>;

/** A location the applicant may choose (`GET /api/location/public/`). */
interface ApplicationLocation {
  id: number;
  name: string;
}

/** Labels of spec §2 (Company Name, Company Room Number with placeholder Room 201) and the contact person. */
export const COMPANY_APPLICATION_TEXTS = {
  name: 'Company Name',
  office: 'Company Room Number',
  officePlaceholder: 'Room 201',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  locations: 'Locations',
  noLocations: 'No locations found',
  loadingLocations: 'Loading locations',
  submit: 'Apply',
} as const;

export interface CompanyApplicationFormProps {
  /** The form element: 'form' (default) or a router's form component. */
  FormComponent?: ElementType;
  /** Spread onto the form element: method, action, id, onSubmit, noValidate… (method defaults to post). */
  formProps?: Record<string, unknown>;
  fields?: CompanyApplicationFields;
  formErrors?: string[];
  isSubmitting?: boolean;
  /** Extra actions beside 'Apply' (for example a Cancel button that closes the dialog). */
  secondaryAction?: ReactNode;
  /** The locations to choose from (§3: an application names its locations); null while they load. */
  locations?: readonly ApplicationLocation[] | null;
}

/** The fields' labels and limits, shared with Manage Companies' Add company form (the same fields). */
export const COMPANY_FIELD_SPECS: Record<
  CompanyApplicationFieldName,
  { label: string; type?: TextFieldType; autoComplete?: string; placeholder?: string; maxLength: number }
> = {
  name: { label: COMPANY_APPLICATION_TEXTS.name, autoComplete: 'organization', maxLength: NAME_MAX },
  office: { label: COMPANY_APPLICATION_TEXTS.office, placeholder: COMPANY_APPLICATION_TEXTS.officePlaceholder, maxLength: OFFICE_MAX },
  firstName: { label: COMPANY_APPLICATION_TEXTS.firstName, autoComplete: 'given-name', maxLength: NAME_MAX },
  lastName: { label: COMPANY_APPLICATION_TEXTS.lastName, autoComplete: 'family-name', maxLength: NAME_MAX },
  email: { label: COMPANY_APPLICATION_TEXTS.email, type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX },
};

/**
 * The 'Apply for company account' form (spec §2, §3): company name and room number plus the contact
 * person. Like SignInForm it only renders; the app injects its form component, errors and state.
 */
export function CompanyApplicationForm({
  FormComponent = 'form',
  formProps,
  fields = {},
  formErrors,
  isSubmitting = false,
  secondaryAction,
  locations = null,
}: CompanyApplicationFormProps) {
  const field = (name: CompanyApplicationFieldName) => {
    const spec = COMPANY_FIELD_SPECS[name];
    return (
      <TextField
        key={name}
        name={name}
        label={spec.label}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        maxLength={spec.maxLength}
        isRequired
        defaultValue={fields[name]?.defaultValue}
        errorMessage={fields[name]?.errors}
      />
    );
  };
  return (
    <FormComponent method="post" {...formProps} className={form}>
      <FormErrorList errors={formErrors} />
      {field('name')}
      {field('office')}
      <div className={nameRow}>
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('email')}
      <MultiSelect
        label={COMPANY_APPLICATION_TEXTS.locations}
        name="locations"
        items={(locations ?? []).map((location) => ({ id: location.id, label: location.name }))}
        defaultSelectedKeys={[fields.locations?.defaultValue ?? []].flat().map(Number)}
        errorMessage={fields.locations?.errors}
        emptyMessage={locations === null ? COMPANY_APPLICATION_TEXTS.loadingLocations : COMPANY_APPLICATION_TEXTS.noLocations}
        isRequired
      />
      <div className={actions}>
        {secondaryAction}
        <Button type="submit" isPending={isSubmitting}>
          {COMPANY_APPLICATION_TEXTS.submit}
        </Button>
      </div>
    </FormComponent>
  );
}
