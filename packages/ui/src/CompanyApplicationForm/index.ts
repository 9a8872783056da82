export {
  CompanyApplicationForm,
  COMPANY_APPLICATION_TEXTS,
  type CompanyApplicationFieldName,
  type CompanyApplicationFields,
  type CompanyApplicationFormProps,
} from './CompanyApplicationForm';
