import { useMemo, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '@roombook/domain/common/schemas';
import { INSIGHTS_MESSAGES as M, INSIGHTS_PAGE, OPEN_HOURS, type InsightsChart } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';
import { WEEKDAY_NAMES } from '@roombook/domain/insights/tables';
import { REPORT_ALL_OPTION } from '@roombook/domain/reports/schemas';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { DatePicker } from '../../DatePicker/DatePicker';
import {
  BusyHoursChart,
  CanteenChart,
  LimitsChart,
  RevenueChart,
  ShareChart,
  UtilisationChart,
  type ChartDownloads,
} from '../../InsightsCharts';
import { Select, type SelectItem } from '../../Select/Select';
import { ReportLayout } from '../shared/ReportLayout';
import * as s from './InsightsScreen.css';

/** The filters as the page's address holds them (each left out is all; no period: the last 30 days). */
export interface InsightsFilterValues {
  locationId?: string;
  roomId?: string;
  companyId?: string;
  from?: string;
  to?: string;
}

/** A location of the filters, with its rooms. */
export interface InsightsLocation {
  id: number;
  name: string;
  rooms: ReadonlyArray<{ id: number; name: string }>;
}

/** What the filters' form is given (a plain `<form>` takes it, and so does Remix's `Form`). */
interface FiltersFormProps {
  method: 'get';
  action: string;
  'aria-label': string;
  className: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export interface InsightsScreenProps {
  /** The figures; null when the filters were refused (`error` says why). */
  insights: Insights | null;
  error: ApiError | null;
  /** The filters of the page's address. */
  filters: InsightsFilterValues;
  /** The locations the user may filter by, with their rooms (an Admin's own only). */
  locations: readonly InsightsLocation[];
  /** The companies to filter by; null for a company role, whose company is always their own. */
  companies: ReadonlyArray<{ id: number; name: string }> | null;
  /** An Admin's location is theirs: no 'All'. */
  locationFixed?: boolean;
  /** Where a chart's files are (its SVG, PNG and Excel downloads of the figures shown). */
  downloadsOf: (chart: InsightsChart) => ChartDownloads;
  /** The filters' form: a plain GET form, or the app's (Remix's `Form`) that moves without reloading. */
  Form?: ComponentType<FiltersFormProps>;
  /** Called with the chosen filters instead of a plain submit (the story's way). */
  onFilter?: (filters: InsightsFilterValues) => void;
}

const ALL: SelectItem = { id: REPORT_ALL_OPTION, label: M.all };

/** The open hours in words: 'Open hours: Monday–Friday 08:00–18:00'. */
const openHoursText = () => {
  const days = OPEN_HOURS.weekdays;
  const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return M.openHours(`${WEEKDAY_NAMES[days[0]! - 1]}–${WEEKDAY_NAMES[days[days.length - 1]! - 1]}`, pad(OPEN_HOURS.fromHour), pad(OPEN_HOURS.untilHour));
};

/**
 * Insights (issue 31, docs/decisions/107): the filters (location, room, company, period) in a GET form, so that
 * they are the page's address and work without JavaScript, then the charts, each with "Show as table" and its
 * downloads. A company role has no company filter and no share chart; an Admin's location is their own.
 */
export function InsightsScreen({ insights, error, filters, locations, companies, locationFixed = false, downloadsOf, Form, onFilter }: InsightsScreenProps) {
  const [locationId, setLocationId] = useState<string>(filters.locationId ?? (locationFixed && locations[0] ? String(locations[0].id) : REPORT_ALL_OPTION));
  const roomItems = useMemo<SelectItem[]>(() => {
    const shown = locations.filter((location) => locationId === REPORT_ALL_OPTION || String(location.id) === locationId);
    const rooms = shown.flatMap((location) => location.rooms.map((room) => ({ id: String(room.id), label: shown.length > 1 ? `${room.name} · ${location.name}` : room.name })));
    return [ALL, ...rooms];
  }, [locations, locationId]);
  const roomId = roomItems.some((item) => item.id === filters.roomId) ? filters.roomId! : REPORT_ALL_OPTION;
  const period = insights ? { start: insights.from, end: insights.to } : filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
  const FormElement = Form ?? 'form';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onFilter) return;
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    onFilter(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== REPORT_ALL_OPTION)));
  };

  return (
    <ReportLayout title={INSIGHTS_PAGE.label}>
      <FormElement method="get" action={INSIGHTS_PAGE.path} aria-label={M.filters} className={s.filters} onSubmit={submit}>
        <Select
          label={M.location}
          name="locationId"
          items={locationFixed ? locations.map((l) => ({ id: String(l.id), label: l.name })) : [ALL, ...locations.map((l) => ({ id: String(l.id), label: l.name }))]}
          selectedKey={locationId}
          onSelectionChange={(key) => setLocationId(String(key ?? REPORT_ALL_OPTION))}
        />
        <Select key={locationId} label={M.room} name="roomId" items={roomItems} defaultSelectedKey={roomId} />
        {companies ? (
          <Select
            label={M.company}
            name="companyId"
            items={[ALL, ...companies.map((c) => ({ id: String(c.id), label: c.name }))]}
            defaultSelectedKey={filters.companyId ?? REPORT_ALL_OPTION}
          />
        ) : null}
        <DatePicker label={M.from} name="from" defaultValue={period?.start ?? null} />
        <DatePicker label={M.to} name="to" defaultValue={period?.end ?? null} />
        <div className={s.submit}>
          <Button type="submit">{M.show}</Button>
        </div>
      </FormElement>
      <p className={s.openHours}>{openHoursText()}</p>
      {error ? <Alert kind="error">{error.message}</Alert> : null}
      {insights ? (
        <div className={s.charts}>
          <UtilisationChart rooms={insights.rooms} openMinutes={insights.openMinutes} downloads={downloadsOf('utilisation')} />
          <BusyHoursChart hours={insights.hours} downloads={downloadsOf('hours')} />
          <LimitsChart limits={insights.limits} downloads={downloadsOf('limits')} />
          {insights.share ? <ShareChart share={insights.share} downloads={downloadsOf('share')} /> : null}
          <RevenueChart revenue={insights.revenue} downloads={downloadsOf('revenue')} />
          <CanteenChart canteen={insights.canteen} downloads={downloadsOf('canteen')} />
        </div>
      ) : null}
    </ReportLayout>
  );
}

/** A chart of the answer drawn as a self-contained SVG file (the web server's SVG and PNG downloads). */
export function StandaloneChart({ chart, insights, width }: { chart: InsightsChart; insights: Insights; width: number }) {
  const standalone = { width };
  switch (chart) {
    case 'utilisation':
      return <UtilisationChart rooms={insights.rooms} openMinutes={insights.openMinutes} standalone={standalone} />;
    case 'hours':
      return <BusyHoursChart hours={insights.hours} standalone={standalone} />;
    case 'limits':
      return <LimitsChart limits={insights.limits} standalone={standalone} />;
    case 'share':
      return <ShareChart share={insights.share ?? []} standalone={standalone} />;
    case 'revenue':
      return <RevenueChart revenue={insights.revenue} standalone={standalone} />;
    case 'canteen':
      return <CanteenChart canteen={insights.canteen} standalone={standalone} />;
  }
}
