import { useState, type ReactNode } from 'react';
import {
  Button,
  DateInput,
  Group,
  I18nProvider,
  Label,
  DatePicker as RACDatePicker,
  type DateValue,
} from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { frame, frameButton, frameIcon } from '../FieldError/controls.css';
import { field, label as labelClass } from '../TextField/TextField.css';
import { CalendarIcon, CalendarPopover } from './CalendarParts';
import { dateInput, segment } from './DatePicker.css';
import { Segment } from './Segment';
import { DATE_PICKER_LOCALE, dateToIso, isoToDate } from './dates';

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
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue ?? null);
  const [isComplete, setComplete] = useState(true);
  const current = value !== undefined ? value : ownValue;
  return (
    <I18nProvider locale={DATE_PICKER_LOCALE}>
      <RACDatePicker<DateValue>
        {...props}
        {...(value !== undefined ? { value: isoToDate(value) } : {})}
        {...(defaultValue !== undefined ? { defaultValue: isoToDate(defaultValue) } : {})}
        onChange={(date) => {
          const iso = dateToIso(date);
          if (value === undefined) setOwnValue(iso);
          onChange?.(iso);
        }}
        onBlur={onBlur ? () => onBlur() : undefined}
        minValue={minValue === undefined ? undefined : isoToDate(minValue)}
        maxValue={maxValue === undefined ? undefined : isoToDate(maxValue)}
        firstDayOfWeek="mon"
        shouldForceLeadingZeros
        validationBehavior="aria"
        isInvalid={errors.length > 0}
        className={field}
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={frame}>
          <DateInput className={dateInput}>
            {(part) => <Segment segment={part} className={segment} onCompleteChange={setComplete} />}
          </DateInput>
          <Button className={frameButton}>
            <CalendarIcon className={frameIcon} />
          </Button>
        </Group>
        <FieldHelp description={description} errors={errors} />
        <CalendarPopover />
      </RACDatePicker>
      {name ? <input type="hidden" name={name} value={isComplete ? (current ?? '') : ''} disabled={props.isDisabled} /> : null}
    </I18nProvider>
  );
}
