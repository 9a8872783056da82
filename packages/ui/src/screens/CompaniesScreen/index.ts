export {
  CompaniesScreen,
  COMPANIES_TEXTS,
  type CompaniesScreenProps,
  type CompanyCreateFormValue,
  type CompanyEditFormValue,
} from './CompaniesScreen';
export { COMPANY_APPLICATIONS_TEXTS } from './CompanyApplications';
