import { NAME_MAX, OFFICE_MAX } from '@roombook/domain/constants';
import { roleLabel } from '@roombook/domain/roles';
import { MY_COMPANY_PAGE } from '@roombook/domain/companies/page';
import { TextField } from '../../TextField/TextField';
import { AvatarCard, DetailsFormCard, DetailsFormRow, DetailsNote, DetailsPage } from '../shared/DetailsPage';
import type { FieldState, FormScreenProps } from '../shared/form';

/** The screen's own texts (§2 names the form, its labels, the placeholder and the button). */
export const MY_COMPANY_TEXTS = {
  heading: MY_COMPANY_PAGE.label,
  imageLabel: 'New company image',
  formHeading: 'Company Details',
  name: 'Company Name',
  office: 'Company Room Number',
  officePlaceholder: 'Room 201',
  submit: 'Save details',
  readOnly: `Only your company's ${roleLabel('CompanyOwner')} can change these details.`,
} as const;

/** The signed-in user's company as their session carries it (GET /api/user/me). */
export interface MyCompanyScreenCompany {
  name: string;
  office: string;
  image: string | null;
}

/** The fields of the 'Company Details' form, named as the domain's CompanyDetailsFormSchema names them. */
export type MyCompanyFieldName = 'name' | 'office';

export interface MyCompanyScreenProps extends FormScreenProps {
  company: MyCompanyScreenCompany;
  /** Whether the user may change the company (§6: the CompanyOwner; the CompanyManager only reads). */
  canEdit: boolean;
  /** Per field the value to show and its errors (the form's values after a failed save). */
  fields?: Partial<Record<MyCompanyFieldName, FieldState>>;
  /** Uploads the cropped image (the multipart part `image`): resolved, the editor closes; rejected, its message shows under it. */
  onUploadImage: (image: Blob) => Promise<void>;
}

/**
 * My Company (§2): the company's avatar (its image, or the first letter of its name) with 'Update image'
 * (choose, crop and upload: the 20 MB and JPG/PNG messages come before anything is sent), and the
 * 'Company Details' form: Company Name and Company Room Number, saved with 'Save details' (the rules are the
 * domain's CompanyDetailsFormSchema). Only the CompanyOwner edits; anyone else sees the same fields
 * read-only, without 'Update image' and 'Save details'.
 */
export function MyCompanyScreen({ company, canEdit, fields = {}, onUploadImage, ...form }: MyCompanyScreenProps) {
  const field = (name: MyCompanyFieldName) => ({
    name,
    defaultValue: fields[name]?.defaultValue ?? company[name],
    errorMessage: fields[name]?.errors,
    isReadOnly: !canEdit,
    isRequired: canEdit,
  });

  return (
    <DetailsPage
      heading={MY_COMPANY_TEXTS.heading}
      side={
        <AvatarCard
          name={company.name}
          image={company.image}
          lines={[company.office]}
          imageLabel={MY_COMPANY_TEXTS.imageLabel}
          onUploadImage={canEdit ? onUploadImage : undefined}
        />
      }
    >
      <DetailsFormCard heading={MY_COMPANY_TEXTS.formHeading} submitLabel={canEdit ? MY_COMPANY_TEXTS.submit : undefined} {...form}>
        {canEdit ? null : <DetailsNote>{MY_COMPANY_TEXTS.readOnly}</DetailsNote>}
        <DetailsFormRow>
          <TextField label={MY_COMPANY_TEXTS.name} autoComplete="organization" maxLength={NAME_MAX} {...field('name')} />
          <TextField label={MY_COMPANY_TEXTS.office} placeholder={MY_COMPANY_TEXTS.officePlaceholder} maxLength={OFFICE_MAX} {...field('office')} />
        </DetailsFormRow>
      </DetailsFormCard>
    </DetailsPage>
  );
}
