import { CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import type { Temporal } from 'temporal-polyfill';
import { REPEAT_FREQUENCIES, SERIES_MAX_OCCURRENCES, SERIES_MAX_WEEKS_APART, SERIES_MESSAGES, WEEKDAY_CODES, type RepeatFrequency, type WeekdayCode } from '@roombook/domain/bookings/series/page';
import type { Repeat } from '@roombook/domain/bookings/series/schemas';
import { monthlyPosition, weekdayCodeOf } from '@roombook/domain/bookings/series/weekday-of-month';
import { VALIDATION } from '@roombook/domain/messages';
import { parseDateText } from '@roombook/domain/time/zone';
import { Checkbox } from '../Checkbox/Checkbox';
import { DatePicker } from '../DatePicker/DatePicker';
import { FieldHelp, mergeErrors } from '../FieldError/FieldError';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { columns, endsGroup, groupLabel, radio, radioMark, radioText, weekdayList, wide } from './BookingDialog.css';

/** The fields of a repeat that can be wrong, as `Repeat` names them (the API's 'repeat.until' is `until`). */
const REPEAT_FIELDS = ['frequency', 'weeksApart', 'weekdays', 'until', 'count'] as const;
type RepeatField = (typeof REPEAT_FIELDS)[number];
export type RepeatErrors = Partial<Record<RepeatField, string[]>>;

/** The repeat's field an API path names ('repeat.until' → 'until'), or null. */
export const repeatFieldOf = (path: string | null): RepeatField | null => REPEAT_FIELDS.find((field) => path === `repeat.${field}`) ?? null;

/**
 * The Repeat choice of the Create booking dialog (issue 30 §3). `weekdays` and `until` follow the booking's date
 * (its weekday; three months after it) until they are changed (`undefined` until then).
 */
export interface RepeatChoice {
  /** null: does not repeat. */
  frequency: RepeatFrequency | null;
  weekdays?: readonly WeekdayCode[];
  weeksApart: number | null;
  /** How the series ends: on a date or after a number of bookings. */
  ends: 'until' | 'count';
  until?: string | null;
  count: number | null;
}

/** Weekly every week; ending after ten bookings, or three months after the first one's date. */
const DEFAULT_WEEKS_APART = 1;
const DEFAULT_COUNT = 10;
const DEFAULT_MONTHS = 3;

export const NO_REPEAT: RepeatChoice = { frequency: null, weeksApart: DEFAULT_WEEKS_APART, ends: 'count', count: DEFAULT_COUNT };

const NO_REPEAT_KEY = 'none';

/** The choice's days and end date, those still following the booking's date ('YYYY-MM-DD') read from it. */
function resolved(choice: RepeatChoice, date: string | null) {
  const day = date === null ? null : parseDateText(date);
  return {
    day,
    weekdays: choice.weekdays ?? (day ? [weekdayCodeOf(day)] : []),
    until: choice.until === undefined ? (day?.add({ months: DEFAULT_MONTHS }).toString() ?? null) : choice.until,
  };
}

/**
 * The repeat to ask about: a weekly one's days and weeks apart, and the chosen end; `missing` names a blank field
 * it needs; null when the booking does not repeat.
 */
export function repeatOf(choice: RepeatChoice, date: string | null): { repeat: Repeat } | { missing: RepeatField } | null {
  const { frequency } = choice;
  if (frequency === null) return null;
  const { weekdays, until } = resolved(choice, date);
  if (frequency === 'weekly' && choice.weeksApart === null) return { missing: 'weeksApart' };
  const weekly = frequency === 'weekly' ? { weeksApart: choice.weeksApart ?? DEFAULT_WEEKS_APART, weekdays: [...weekdays] } : {};
  if (choice.ends === 'until') return until === null ? { missing: 'until' } : { repeat: { frequency, ...weekly, until } };
  return choice.count === null ? { missing: 'count' } : { repeat: { frequency, ...weekly, count: choice.count } };
}

/** A blank field the repeat needs, as its error. */
export const missingErrors = (choice: RepeatChoice, date: string | null): RepeatErrors => {
  const request = repeatOf(choice, date);
  return request !== null && 'missing' in request ? { [request.missing]: [VALIDATION.required] } : {};
};

/** "Monthly on the second Tuesday" for the booking's day; before there is one, "Monthly on the same weekday". */
const monthlyLabel = (day: Temporal.PlainDate | null) => {
  if (day === null) return SERIES_MESSAGES.frequency.monthly;
  const { ordinal, weekday } = monthlyPosition(day);
  return SERIES_MESSAGES.monthlyOn(ordinal, weekday);
};

const WHOLE_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** A whole number from 1 to `max`: the weeks between a weekly repeat's weeks, the bookings of a series. */
function CountField({ max, errors, ...field }: { label: string; value: number | null; onChange: (value: number | null) => void; max: number; errors: string[] | undefined }) {
  return <NumberField {...field} minValue={1} maxValue={max} formatOptions={WHOLE_NUMBER} errorMessage={errors} isRequired />;
}

export interface RepeatFieldsProps {
  choice: RepeatChoice;
  /** The booking's date, 'YYYY-MM-DD' (null while it is not a date). */
  date: string | null;
  onChange: (choice: RepeatChoice) => void;
  errors: RepeatErrors;
}

/**
 * Repeat (issue 30 §3): does not repeat, every day, every weekday, weekly on chosen days every N weeks, or monthly on
 * the booking's weekday of the month; and how it ends, on a date or after a number of bookings.
 */
export function RepeatFields({ choice, date, onChange, errors }: RepeatFieldsProps) {
  const { day, weekdays, until } = resolved(choice, date);
  const change = (next: Partial<RepeatChoice>) => onChange({ ...choice, ...next });
  const items = [
    { id: NO_REPEAT_KEY, label: SERIES_MESSAGES.doesNotRepeat },
    ...REPEAT_FREQUENCIES.map((frequency) => ({ id: frequency, label: frequency === 'monthly' ? monthlyLabel(day) : SERIES_MESSAGES.frequency[frequency] })),
  ];
  const isWeekly = choice.frequency === 'weekly';
  return (
    <div className={columns}>
      <Select
        label={SERIES_MESSAGES.repeat}
        items={items}
        selectedKey={choice.frequency ?? NO_REPEAT_KEY}
        onSelectionChange={(key) => change({ frequency: REPEAT_FREQUENCIES.find((frequency) => frequency === key) ?? null })}
        errorMessage={errors.frequency}
      />
      {isWeekly ? (
        <>
          <CountField
            label={SERIES_MESSAGES.everyWeeks}
            value={choice.weeksApart}
            onChange={(weeksApart) => change({ weeksApart })}
            max={SERIES_MAX_WEEKS_APART}
            errors={errors.weeksApart}
          />
          <CheckboxGroup
            className={wide}
            value={[...weekdays]}
            onChange={(days) => change({ weekdays: WEEKDAY_CODES.filter((code) => days.includes(code)) })}
            isInvalid={(errors.weekdays?.length ?? 0) > 0}
            validationBehavior="aria"
          >
            <Label className={groupLabel}>{SERIES_MESSAGES.onDays}</Label>
            <div className={weekdayList}>
              {WEEKDAY_CODES.map((code) => (
                <Checkbox key={code} value={code} aria-label={SERIES_MESSAGES.weekdayName(code)}>
                  {SERIES_MESSAGES.weekdayShortName(code)}
                </Checkbox>
              ))}
            </div>
            <FieldHelp errors={errors.weekdays ?? []} />
          </CheckboxGroup>
        </>
      ) : null}
      {choice.frequency === null ? null : (
        <>
          <RadioGroup
            className={endsGroup}
            value={choice.ends}
            onChange={(ends) => change({ ends: ends === 'until' ? 'until' : 'count' })}
          >
            <Label className={groupLabel}>{SERIES_MESSAGES.ends}</Label>
            {(['until', 'count'] as const).map((ends) => (
              <Radio key={ends} value={ends} className={radio}>
                <span className={radioMark} aria-hidden="true" />
                <span className={radioText}>{ends === 'until' ? SERIES_MESSAGES.endsOn : SERIES_MESSAGES.endsAfter}</span>
              </Radio>
            ))}
          </RadioGroup>
          {choice.ends === 'until' ? (
            <DatePicker
              label={SERIES_MESSAGES.until}
              value={until}
              onChange={(value) => change({ until: value })}
              errorMessage={mergeErrors(errors.until, errors.count)}
              minValue={date ?? undefined}
              isRequired
            />
          ) : (
            <CountField
              label={SERIES_MESSAGES.count}
              value={choice.count}
              onChange={(count) => change({ count })}
              max={SERIES_MAX_OCCURRENCES}
              errors={mergeErrors(errors.count, errors.until)}
            />
          )}
        </>
      )}
    </div>
  );
}
