export {
  MyCompanyScreen,
  MY_COMPANY_TEXTS,
  type MyCompanyFieldName,
  type MyCompanyScreenCompany,
  type MyCompanyScreenProps,
} from './MyCompanyScreen';
