export { InsightsScreen, StandaloneChart, type InsightsScreenProps, type InsightsFilterValues, type InsightsLocation } from './InsightsScreen';
