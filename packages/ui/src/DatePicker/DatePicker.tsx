import { useState, type ReactNode } from 'react';
import {
  DateInput,
  Group,
  I18nProvider,
  Label,
  DatePicker as RACDatePicker,
  type DateValue,
} from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { frame } from '../FieldError/controls.css';
import { label as labelClass } from '../TextField/TextField.css';
import { CalendarButton, CalendarPopover, pickerProps } from './CalendarParts';
import { dateInput, segment } from './DatePicker.css';
import { Segment } from './Segment';
import { DATE_PICKER_LOCALE, dateToIso, isoToDate, isoToDayText } from './dates';
import { useHydrated } from '../useHydrated';
import { useOwnValue } from './useOwnValue';

export interface DatePickerProps {
  label: string;
  /** A plain form post sends the date as ISO 'YYYY-MM-DD' under `name` (empty while a part is blank). */
  name?: string;
  id?: string;
  /** ISO 'YYYY-MM-DD' or null (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with ISO 'YYYY-MM-DD' once day, month and year are all filled in; null when cleared. */
  onChange?: (iso: string | null) => void;
  onBlur?: () => void;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** ISO 'YYYY-MM-DD': earlier days cannot be picked in the calendar. */
  minValue?: string;
  /** ISO 'YYYY-MM-DD': later days cannot be picked in the calendar. */
  maxValue?: string;
  description?: ReactNode;
}

/**
 * A date typed as DD/MM/yyyy (segments: type digits, arrow keys change the focused segment) or picked
 * in a month calendar (the button, or Alt+Arrow Down). Values in and out are ISO 'YYYY-MM-DD'.
 */
export function DatePicker({
  label,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  errorMessage,
  minValue,
  maxValue,
  description,
  ...props
}: DatePickerProps) {
  const errors = toErrorList(errorMessage);
  const [current, change] = useOwnValue(value, defaultValue, onChange);
  const [isComplete, setComplete] = useState(true);
  const hydrated = useHydrated();
  return (
    <I18nProvider locale={DATE_PICKER_LOCALE}>
      <RACDatePicker<DateValue>
        {...props}
        {...(value !== undefined ? { value: isoToDate(value) } : {})}
        {...(defaultValue !== undefined ? { defaultValue: isoToDate(defaultValue) } : {})}
        onChange={(date) => change(dateToIso(date))}
        {...pickerProps({ minValue, maxValue, onBlur, isInvalid: errors.length > 0 })}
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={frame}>
          {hydrated ? (
            <DateInput className={dateInput}>
              {(part) => <Segment segment={part} className={segment} onCompleteChange={setComplete} />}
            </DateInput>
          ) : (
            // Until React runs, the date as text: react-aria's segments name, in aria-labelledby and
            // aria-describedby, elements that only its browser code draws (docs/decisions/076).
            <span className={dateInput}>{current ? isoToDayText(current) : 'dd/mm/yyyy'}</span>
          )}
          <CalendarButton />
        </Group>
        <FieldHelp description={description} errors={errors} />
        <CalendarPopover />
      </RACDatePicker>
      {name ? <input type="hidden" name={name} value={isComplete ? (current ?? '') : ''} disabled={props.isDisabled} /> : null}
    </I18nProvider>
  );
}
