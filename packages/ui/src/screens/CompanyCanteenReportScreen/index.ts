export { CompanyCanteenReportScreen, type CompanyCanteenReportScreenProps } from './CompanyCanteenReportScreen';
