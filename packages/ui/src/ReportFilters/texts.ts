import { BOOKING_STATUS_LABELS } from '@roombook/domain/constants';
import { TEXTS } from '@roombook/domain/messages';

/** The report filters' texts: the domain's TEXTS.reports.filters and the booking statuses' labels. */
export const REPORT_FILTER_TEXTS = { ...TEXTS.reports.filters, statuses: BOOKING_STATUS_LABELS } as const;
