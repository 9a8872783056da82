import { assembleInsights } from '@roombook/domain/insights/assemble';
import { insightsDays, insightsInstants } from '@roombook/domain/insights/period';
import type { Insights, InsightsExcelQuery, InsightsQuery } from '@roombook/domain/insights/schemas';
import { insightsScope, type InsightsScope } from '@roombook/domain/insights/scope';
import { INSIGHTS_TABLES, insightsFileName, type InsightsTable } from '@roombook/domain/insights/tables';
import { copenhagenDate } from '@roombook/domain/time/zone';
import { refuseWith } from '../../../errors';
import type { Deps } from '../../../deps';
import type { SessionUserRecord } from '../users/users-repository';
import type { WorkbookFile } from '../reports/reports-service';
import { streamWorkbook } from '../reports/reports-workbook';
import { insightsRepository, type InsightsRepository } from './insights-repository';

/** The rows of a table, one by one, as the workbook writer takes them. */
async function* each<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  yield* rows;
}

/**
 * Insights (issue 31, docs/decisions/107): the caller's scope from the domain's rule, the figures from three
 * statements (InsightsRepository), assembled by the domain's `assembleInsights`, the same the mocks use; a chart's
 * workbook holds the rows and columns of its table (`INSIGHTS_TABLES`).
 */
export class InsightsService {
  constructor(
    private readonly insightsRows: InsightsRepository,
    private readonly now: () => Date,
    private readonly onStreamError: (error: unknown) => void = () => undefined,
  ) {}

  async insights(user: SessionUserRecord, query: InsightsQuery): Promise<Insights> {
    const scope = scopeOf(user, query);
    const days = insightsDays(query, copenhagenDate(this.now().toISOString()));
    return assembleInsights(days, await this.insightsRows.rows(scope, insightsInstants(days)), scope.showShare);
  }

  async workbook(user: SessionUserRecord, query: InsightsExcelQuery): Promise<WorkbookFile> {
    const insights = await this.insights(user, query);
    const table = INSIGHTS_TABLES[query.chart] as InsightsTable<unknown>;
    return { fileName: insightsFileName(query.chart, insights, 'xlsx'), body: streamWorkbook(table, each(table.rows(insights)), this.onStreamError) };
  }
}

const scopeOf = (user: SessionUserRecord, query: InsightsQuery): InsightsScope => {
  const decided = insightsScope({ role: user.role, companyId: user.company?.id ?? null, primaryLocationId: user.primaryLocationId }, query);
  if ('refusal' in decided) refuseWith(decided.refusal);
  return (decided as { scope: InsightsScope }).scope;
};

export const insightsService = (deps: Deps) =>
  new InsightsService(deps.get(insightsRepository), deps.now, (error) => deps.log.error({ err: error }, 'an Insights workbook broke off'));
