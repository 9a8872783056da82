import { defineHandlers } from '../../../areas';
import { insightsService } from './insights-service';

/** Insights (issue 31, docs/decisions/107): the charts' figures and a chart's numbers as Excel. */
export default defineHandlers('insights', (deps) => {
  const insights = deps.get(insightsService);
  return {
    get: { handler: ({ query, user }) => insights.insights(user, query) },
    excel: { handler: ({ query, user }) => insights.workbook(user, query) },
  };
});
