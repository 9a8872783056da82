import { defineArea } from '../contract/area';
import { defineCall, FileResponse, XLSX_MEDIA_TYPE } from '../contract/define';
import { rolesOf } from '../permissions/access';
import { INSIGHTS, INSIGHTS_PAGE } from './page';
import { Insights, InsightsExcelQuery, InsightsQuery } from './schemas';

/**
 * Insights (issue 31, docs/decisions/107): the figures of the Insights charts for the filters, in the caller's
 * scope (a SuperAdmin every location, an Admin their own, a company role their own company), and one chart's
 * numbers as an Excel workbook.
 */
const insightsCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/insights',
    auth: 'bearer',
    summary: 'Utilisation, busy hours, company limits and shares, revenue and canteen sales of a period',
    roles: rolesOf(INSIGHTS),
    query: InsightsQuery,
    response: Insights,
  }),
  excel: defineCall({
    method: 'GET',
    path: '/api/insights/excel',
    auth: 'bearer',
    summary: "One Insights chart's numbers as an Excel workbook (.xlsx)",
    roles: rolesOf(INSIGHTS),
    query: InsightsExcelQuery,
    file: { mediaType: XLSX_MEDIA_TYPE },
    response: FileResponse,
  }),
} as const;

export const insightsArea = defineArea({
  name: 'insights',
  calls: insightsCalls,
  targets: { get: 'none', excel: 'none' },
  capabilities: { insights: INSIGHTS },
  pages: [INSIGHTS_PAGE],
});
