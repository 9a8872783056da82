import { TEXTS } from '@roombook/domain/messages';

/** The report tables' column headers and states: the domain's TEXTS.reports.table. */
export const REPORT_TABLE_TEXTS = TEXTS.reports.table;
