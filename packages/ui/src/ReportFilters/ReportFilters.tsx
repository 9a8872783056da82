import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { BOOKING_STATUSES, DEFAULT_BOOKING_STATUS } from '@roombook/domain/constants';
import { TEXTS } from '@roombook/domain/messages';
import { currentMonthRange, formatReportDate } from '@roombook/domain/reports/period';
import {
  BookingReportFormSchema,
  CANTEEN_REPORT_GUESTS_OPTION,
  CanteenReportFormSchema,
  CompanyReportFormSchema,
  REPORT_ALL_OPTION,
  type BookingReportQuery,
  type CanteenReportQuery,
  type CompanyReportQuery,
} from '@roombook/domain/reports/schemas';
import { CANTEEN_REPORT_COMPANY_ALL } from '@roombook/domain/constants';
import { copenhagenDate, parseDateText } from '@roombook/domain/time/zone';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { Select, type SelectItem } from '../Select/Select';
import { REPORT_FILTER_TEXTS as T } from './texts';
import * as s from './ReportFilters.css';

/* ------------------------------------------------------------------------------------------------
 * The form machinery the three filters share: values as the controls hold them, the domain's form
 * schema as the only judge, messages for the fields the user has been in.
 * ---------------------------------------------------------------------------------------------- */

/** A zod schema, seen structurally (the UI package does not depend on zod itself). */
interface FormSchema<TQuery> {
  safeParse(input: unknown):
    | { success: true; data: TQuery }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/** Select keys and ISO 'YYYY-MM-DD' dates; null while nothing is chosen or the date is incomplete. */
type Values<F extends string> = Record<F, string | null>;

const DATE_FIELDS = ['startDate', 'endDate'] as const;
type DateField = (typeof DATE_FIELDS)[number];

/** The form schemas read dates as DD/MM/yyyy (what the filter shows); the pickers hold ISO days. */
const toFormDate = (iso: string | null) => {
  const day = iso === null ? null : parseDateText(iso);
  return day === null ? undefined : formatReportDate(day);
};

function toFormInput<F extends string>(values: Values<F>) {
  const input: Record<string, string | undefined> = {};
  for (const [field, value] of Object.entries(values) as Array<[string, string | null]>) {
    input[field] = (DATE_FIELDS as readonly string[]).includes(field) ? toFormDate(value) : (value ?? undefined);
  }
  return input;
}

const NO_FALLBACKS = {};

/**
 * A report form's state. `fallbacks` (keep the object stable) stand in for fields while nothing is chosen in
 * them (the only canteen there is): derived, not stored, so they also hold when the lists arrive after the
 * first render, and the server's HTML already shows them.
 */
function useReportForm<F extends string, TQuery>(schema: FormSchema<TQuery>, initial: () => Values<F>, fallbacks: Partial<Values<F>> = NO_FALLBACKS) {
  const [chosen, setValues] = useState(initial);
  const values = useMemo(() => {
    const shown = { ...chosen };
    for (const [field, value] of Object.entries(fallbacks) as Array<[F, string | null]>) shown[field] ??= value;
    return shown;
  }, [chosen, fallbacks]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const result = useMemo(() => schema.safeParse(toFormInput(values)), [schema, values]);

  const errors = useMemo(() => {
    const byField: Record<string, string[]> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        const list = (byField[field] ??= []);
        if (!list.includes(issue.message)) list.push(issue.message);
      }
    }
    return byField;
  }, [result]);

  /** The start and the end are judged together (the end may not come before the start). */
  const touch = (field: string) =>
    setTouched((previous) => {
      const fields = (DATE_FIELDS as readonly string[]).includes(field) ? DATE_FIELDS : [field];
      if (fields.every((f) => previous.has(f))) return previous;
      return new Set([...previous, ...fields]);
    });

  const set = (field: F, value: string | null) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };

  return {
    values,
    set,
    touch,
    touchAll: () => setTouched(new Set(Object.keys(values))),
    query: result.success ? result.data : null,
    errorOf: (field: F) => (touched.has(field) ? errors[field] : undefined),
  };
}

/** What every report filter takes besides its lists. */
export interface ReportFiltersBaseProps<TQuery> {
  /** The clock (an ISO instant or a Date): the default range is its month in Europe/Copenhagen. @default now */
  now?: string | Date;
  /** 'Request Data' was pressed with valid filters: the API query, dates as ISO instants. */
  onRequest: (query: TQuery) => void;
  /** A request is on its way: 'Request Data' shows it and takes no presses. */
  isPending?: boolean;
  isDisabled?: boolean;
}

/** The ISO days of the current month's first and last day (§2: the default range). */
function defaultRange(now: string | Date | undefined): Record<DateField, string> {
  const instant = now === undefined ? new Date().toISOString() : typeof now === 'string' ? now : now.toISOString();
  const range = currentMonthRange(copenhagenDate(instant));
  return { startDate: range.startDate.toString(), endDate: range.endDate.toString() };
}

interface FormShellProps<TQuery> {
  label: string;
  form: { query: TQuery | null; touchAll: () => void };
  onRequest: (query: TQuery) => void;
  isPending: boolean;
  isDisabled: boolean;
  children: ReactNode;
}

/**
 * The form around a report's filters: 'Request Data' asks for the report, or shows what is missing. Without
 * JavaScript (or before it runs) the form posts its fields to the page (`method="post"`): the selects' ids
 * and the ISO days, which the page's action reads with the same form schema.
 */
function FormShell<TQuery>({ label, form, onRequest, isPending, isDisabled, children }: FormShellProps<TQuery>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.query) onRequest(form.query);
    else form.touchAll();
  };
  return (
    <form method="post" aria-label={label} className={s.form} onSubmit={submit} noValidate>
      {children}
      <div className={s.submit}>
        <Button type="submit" isDisabled={isDisabled || form.query === null} isPending={isPending}>
          {TEXTS.reports.requestData}
        </Button>
      </div>
    </form>
  );
}

/** The parts of a report form one field needs. */
interface FieldForm<F extends string> {
  values: Values<F>;
  set: (field: F, value: string | null) => void;
  touch: (field: string) => void;
  errorOf: (field: F) => string[] | undefined;
}

interface SelectCellProps<F extends string> {
  form: FieldForm<F>;
  field: F;
  label: string;
  items: readonly SelectItem[];
  isDisabled: boolean;
}

/** One required select filter in its grid cell. */
function SelectCell<F extends string>({ form, field, label, items, isDisabled }: SelectCellProps<F>) {
  return (
    <div className={s.cell}>
      <Select
        label={label}
        name={field}
        items={items}
        selectedKey={form.values[field]}
        onSelectionChange={(key) => form.set(field, key === null ? null : String(key))}
        onBlur={() => form.touch(field)}
        errorMessage={form.errorOf(field)}
        isRequired
        isDisabled={isDisabled}
      />
    </div>
  );
}

interface DateFieldsProps {
  form: FieldForm<DateField>;
  isDisabled: boolean;
}

function DateFields({ form, isDisabled }: DateFieldsProps) {
  return (
    <>
      {DATE_FIELDS.map((field) => (
        <div key={field} className={s.cell}>
          <DatePicker
            label={field === 'startDate' ? T.startDate : T.endDate}
            name={field}
            defaultValue={form.values[field]}
            onChange={(iso) => form.set(field, iso)}
            onBlur={() => form.touch(field)}
            errorMessage={form.errorOf(field)}
            isRequired
            isDisabled={isDisabled}
          />
        </div>
      ))}
    </>
  );
}

/** Select items of records with an id and a name. */
const optionsOf = (records: ReadonlyArray<{ id: number; name: string }>): SelectItem[] =>
  records.map((record) => ({ id: String(record.id), label: record.name }));

/** A canteen as the filters list it: by its location's name (the canteen list's answer fits). */
export interface CanteenOption {
  id: number;
  location: { name: string };
}

/** A company or a room as the filters list it. */
export interface NamedOption {
  id: number;
  name: string;
}

const canteenOptions = (canteens: readonly CanteenOption[]): SelectItem[] =>
  canteens.map((canteen) => ({ id: String(canteen.id), label: canteen.location.name }));

/** The canteen filter's value while none is chosen: the only canteen the user can choose, if there is one. */
const useOnlyCanteen = (canteens: readonly CanteenOption[]) =>
  useMemo(() => ({ canteen: canteens.length === 1 ? String(canteens[0]!.id) : null }), [canteens]);

/* ------------------------------------------------------------------------------------------------
 * Canteen report (§2, §5): canteen (required; the only one preselected), company (All, Guests or one),
 * start and end.
 * ---------------------------------------------------------------------------------------------- */

export interface CanteenReportFiltersProps extends ReportFiltersBaseProps<CanteenReportQuery> {
  canteens: readonly CanteenOption[];
  companies: readonly NamedOption[];
}

type CanteenField = 'canteen' | 'company' | DateField;

export function CanteenReportFilters({ canteens, companies, now, onRequest, isPending = false, isDisabled = false }: CanteenReportFiltersProps) {
  const form = useReportForm<CanteenField, CanteenReportQuery>(
    CanteenReportFormSchema,
    () => ({ canteen: null, company: String(CANTEEN_REPORT_COMPANY_ALL), ...defaultRange(now) }),
    useOnlyCanteen(canteens),
  );
  const companyItems = useMemo(
    () => [
      { id: String(CANTEEN_REPORT_COMPANY_ALL), label: T.all },
      { id: CANTEEN_REPORT_GUESTS_OPTION, label: T.guests },
      ...optionsOf(companies),
    ],
    [companies],
  );
  return (
    <FormShell
      label={T.canteenFilters}
      form={form}
      onRequest={onRequest}
      isPending={isPending}
      isDisabled={isDisabled}
    >
      <SelectCell form={form} field="canteen" label={T.canteen} items={canteenOptions(canteens)} isDisabled={isDisabled} />
      <SelectCell form={form} field="company" label={T.company} items={companyItems} isDisabled={isDisabled} />
      <DateFields form={form} isDisabled={isDisabled} />
    </FormShell>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Company canteen report (§2, §5): canteen (the only one preselected), start and end.
 * ---------------------------------------------------------------------------------------------- */

export interface CompanyCanteenReportFiltersProps extends ReportFiltersBaseProps<CompanyReportQuery> {
  canteens: readonly CanteenOption[];
}

type CompanyField = 'canteen' | DateField;

export function CompanyCanteenReportFilters({ canteens, now, onRequest, isPending = false, isDisabled = false }: CompanyCanteenReportFiltersProps) {
  const form = useReportForm<CompanyField, CompanyReportQuery>(
    CompanyReportFormSchema,
    () => ({ canteen: null, ...defaultRange(now) }),
    useOnlyCanteen(canteens),
  );
  return (
    <FormShell
      label={T.companyCanteenFilters}
      form={form}
      onRequest={onRequest}
      isPending={isPending}
      isDisabled={isDisabled}
    >
      <SelectCell form={form} field="canteen" label={T.canteen} items={canteenOptions(canteens)} isDisabled={isDisabled} />
      <DateFields form={form} isDisabled={isDisabled} />
    </FormShell>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Booking report (§2, §5): room (All or one), booking status (default COMPLETED), company (All or
 * one), start and end.
 * ---------------------------------------------------------------------------------------------- */

export interface BookingReportFiltersProps extends ReportFiltersBaseProps<BookingReportQuery> {
  rooms: readonly NamedOption[];
  companies: readonly NamedOption[];
}

type BookingField = 'roomId' | 'bookingStatus' | 'companyId' | DateField;

const STATUS_ITEMS: SelectItem[] = BOOKING_STATUSES.map((status) => ({ id: status, label: T.statuses[status] }));

export function BookingReportFilters({ rooms, companies, now, onRequest, isPending = false, isDisabled = false }: BookingReportFiltersProps) {
  const form = useReportForm<BookingField, BookingReportQuery>(BookingReportFormSchema, () => ({
    roomId: REPORT_ALL_OPTION,
    bookingStatus: DEFAULT_BOOKING_STATUS,
    companyId: REPORT_ALL_OPTION,
    ...defaultRange(now),
  }));
  const roomItems = useMemo(() => [{ id: REPORT_ALL_OPTION, label: T.all }, ...optionsOf(rooms)], [rooms]);
  const companyItems = useMemo(() => [{ id: REPORT_ALL_OPTION, label: T.all }, ...optionsOf(companies)], [companies]);
  return (
    <FormShell
      label={T.bookingFilters}
      form={form}
      onRequest={onRequest}
      isPending={isPending}
      isDisabled={isDisabled}
    >
      <SelectCell form={form} field="roomId" label={T.room} items={roomItems} isDisabled={isDisabled} />
      <SelectCell form={form} field="bookingStatus" label={T.bookingStatus} items={STATUS_ITEMS} isDisabled={isDisabled} />
      <SelectCell form={form} field="companyId" label={T.company} items={companyItems} isDisabled={isDisabled} />
      <DateFields form={form} isDisabled={isDisabled} />
    </FormShell>
  );
}
