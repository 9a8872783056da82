export { ChartFigure, type ChartFigureProps, type ChartDownloads } from './ChartFigure';
export { UtilisationChart, type UtilisationChartProps } from './UtilisationChart';
export { BusyHoursChart, type BusyHoursChartProps } from './BusyHoursChart';
export { LimitsChart, type LimitsChartProps } from './LimitsChart';
export { ShareChart, type ShareChartProps } from './ShareChart';
export { RevenueChart, type RevenueChartProps } from './RevenueChart';
export { CanteenChart, type CanteenChartProps } from './CanteenChart';
export type { Standalone } from './look';
export { INSIGHTS_CHART_TEXTS } from './texts';
