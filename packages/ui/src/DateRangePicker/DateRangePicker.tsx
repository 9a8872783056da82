import { useState, type ReactNode } from 'react';
import {
  DateInput,
  Group,
  I18nProvider,
  Label,
  DateRangePicker as RACDateRangePicker,
  type DateValue,
} from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { frame } from '../FieldError/controls.css';
import { label as labelClass } from '../TextField/TextField.css';
import { CalendarButton, RangeCalendarPopover, pickerProps } from '../DatePicker/CalendarParts';
import { dateInput, rangeDash, segment } from '../DatePicker/DatePicker.css';
import { DATE_PICKER_LOCALE, dateToIso, isoToDate } from '../DatePicker/dates';
import { Segment } from '../DatePicker/Segment';
import { useOwnValue } from '../DatePicker/useOwnValue';
import { rangeInputs, rangeInput } from './DateRangePicker.css';

/** A range of days, both ISO 'YYYY-MM-DD', the end included. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: string;
  /** A plain form post sends the first day as ISO 'YYYY-MM-DD' under `startName` (empty while a part is blank). */
  startName?: string;
  /** …and the last day under `endName` (likewise). */
  endName?: string;
  id?: string;
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  /** Called once both dates are complete; null when cleared. */
  onChange?: (range: IsoDateRange | null) => void;
  onBlur?: () => void;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  minValue?: string;
  maxValue?: string;
  description?: ReactNode;
}

function toRange(range: IsoDateRange | null) {
  if (range === null) return null;
  const start = isoToDate(range.start);
  const end = isoToDate(range.end);
  return start === null || end === null ? null : { start, end };
}

/**
 * A range of days, each typed as DD/MM/yyyy or both picked in one calendar (first press the start,
 * second the end). Values in and out are ISO 'YYYY-MM-DD'.
 */
export function DateRangePicker({
  label,
  startName,
  endName,
  value,
  defaultValue,
  onChange,
  onBlur,
  errorMessage,
  minValue,
  maxValue,
  description,
  ...props
}: DateRangePickerProps) {
  const errors = toErrorList(errorMessage);
  const [current, change] = useOwnValue(value, defaultValue, onChange);
  const [isStartComplete, setStartComplete] = useState(true);
  const [isEndComplete, setEndComplete] = useState(true);
  return (
    <I18nProvider locale={DATE_PICKER_LOCALE}>
      <RACDateRangePicker<DateValue>
        {...props}
        {...(value !== undefined ? { value: toRange(value) } : {})}
        {...(defaultValue !== undefined ? { defaultValue: toRange(defaultValue) } : {})}
        onChange={(range) => {
          const start = range ? dateToIso(range.start) : null;
          const end = range ? dateToIso(range.end) : null;
          change(start === null || end === null ? null : { start, end });
        }}
        {...pickerProps({ minValue, maxValue, onBlur, isInvalid: errors.length > 0 })}
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={frame}>
          <div className={rangeInputs}>
            <DateInput slot="start" className={`${dateInput} ${rangeInput}`}>
              {(part) => <Segment segment={part} className={segment} onCompleteChange={setStartComplete} />}
            </DateInput>
            <span aria-hidden="true" className={rangeDash}>
              –
            </span>
            <DateInput slot="end" className={`${dateInput} ${rangeInput}`}>
              {(part) => <Segment segment={part} className={segment} onCompleteChange={setEndComplete} />}
            </DateInput>
          </div>
          <CalendarButton />
        </Group>
        <FieldHelp description={description} errors={errors} />
        <RangeCalendarPopover />
      </RACDateRangePicker>
      {startName ? (
        <input type="hidden" name={startName} value={isStartComplete ? (current?.start ?? '') : ''} disabled={props.isDisabled} />
      ) : null}
      {endName ? (
        <input type="hidden" name={endName} value={isEndComplete ? (current?.end ?? '') : ''} disabled={props.isDisabled} />
      ) : null}
    </I18nProvider>
  );
}
