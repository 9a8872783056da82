export { CanteenReportScreen, type CanteenReportScreenProps } from './CanteenReportScreen';
