import { renderToStaticMarkup } from 'react-dom/server';
import type { InsightsChart } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';
import { StandaloneChart } from '@roombook/ui/screens/InsightsScreen';

/** The width of a downloaded chart, in CSS pixels (the PNG is drawn at twice that). */
const FILE_WIDTH = 960;

/** A chart drawn as a self-contained SVG file: its component in standalone mode, with the XML declaration. */
export const drawChart = (chart: InsightsChart, insights: Insights): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<StandaloneChart chart={chart} insights={insights} width={FILE_WIDTH} />)}`;
