import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DateInput,
  I18nProvider,
  Label,
  TimeField as RACTimeField,
  TimeFieldStateContext,
  type TimeValue,
} from 'react-aria-components';
import { VALIDATION } from '@roombook/domain/messages';
import { isOnGrid } from '@roombook/domain/time/grid';
import { parseTimeText } from '@roombook/domain/time/zone';
import { FieldHelp, mergeErrors } from '../FieldError/FieldError';
import { frame } from '../FieldError/controls.css';
import { field, label as labelClass } from '../TextField/TextField.css';
import { dateInput, segment as segmentClass } from '../DatePicker/DatePicker.css';
import { hhmmToTime, timeToHhmm } from '../DatePicker/dates';
import { Segment, type SegmentData } from '../DatePicker/Segment';
import { useOwnValue } from '../DatePicker/useOwnValue';
import { timeField } from './TimeField.css';

const TIME_FIELD_LOCALE = 'en-GB';

export interface TimeFieldProps {
  label: string;
  /** A plain form post sends 'HH:mm' under `name` (empty while a part is blank). */
  name?: string;
  id?: string;
  /** 'HH:mm' or null (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with 'HH:mm' once hour and minute are filled in; null when cleared. */
  onChange?: (hhmm: string | null) => void;
  onBlur?: () => void;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  description?: ReactNode;
}

/** Whether 'HH:mm' is a readable time off the 15-minute grid (the domain's isOnGrid). */
const isOffGrid = (hhmm: string | null): boolean => {
  const time = hhmm === null ? null : parseTimeText(hhmm);
  return time !== null && !isOnGrid(time.minute);
};

/**
 * The minute segment: Arrow Up/Down step to the next or previous quarter hour (07 → 15, 45 → 00), the
 * way Page Up/Down already do in react-aria, so the keys only ever give 00, 15, 30 or 45.
 */
function MinuteSegment({ segment, onCompleteChange }: { segment: SegmentData; onCompleteChange: (isComplete: boolean) => void }) {
  const state = useContext(TimeFieldStateContext);
  const stateRef = useRef(state);
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    stateRef.current = state;
  });
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    // A native listener on the segment runs before react-aria's (React handles keys at the root), so
    // stopping the event here replaces its one-minute step.
    const onKeyDown = (event: KeyboardEvent) => {
      const current = stateRef.current;
      if (current === null || current.isDisabled || current.isReadOnly) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowUp') current.incrementPage('minute');
      else if (event.key === 'ArrowDown') current.decrementPage('minute');
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
  return <Segment segmentRef={ref} segment={segment} className={segmentClass} onCompleteChange={onCompleteChange} />;
}

/**
 * A 24-hour time (HH:mm) on the 15-minute booking grid. Arrow Up/Down and Page Up/Down on the minutes
 * step through 00, 15, 30 and 45; a typed minute off the grid shows 'Please choose 00, 15, 30 or 45
 * minute slots' once the field is left (and the form schema refuses it too).
 */
export function TimeField({
  label,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  errorMessage,
  description,
  isDisabled,
  ...props
}: TimeFieldProps) {
  const [current, change] = useOwnValue(value, defaultValue, onChange);
  const [isEditing, setEditing] = useState(false);
  const [isComplete, setComplete] = useState(true);
  const posted = isComplete ? current : null;
  const errors = mergeErrors(errorMessage, !isEditing && isOffGrid(posted) ? VALIDATION.slotMinutes : undefined);

  return (
    // The page's en-DK would separate hours from minutes with a dot; the spec writes times HH:mm (§9), as the
    // British English format does, with the same English segment names (docs/decisions/089).
    <I18nProvider locale={TIME_FIELD_LOCALE}>
      <RACTimeField<TimeValue>
        {...props}
        isDisabled={isDisabled}
        {...(value !== undefined ? { value: hhmmToTime(value) } : {})}
        {...(defaultValue !== undefined ? { defaultValue: hhmmToTime(defaultValue) } : {})}
        onChange={(time) => change(timeToHhmm(time))}
        onFocusChange={setEditing}
        onBlur={onBlur ? () => onBlur() : undefined}
        hourCycle={24}
        shouldForceLeadingZeros
        validationBehavior="aria"
        isInvalid={errors.length > 0}
        className={`${field} ${timeField}`}
      >
        <Label className={labelClass}>{label}</Label>
        <DateInput className={`${frame} ${dateInput}`}>
          {(part) =>
            part.type === 'minute' ? (
              <MinuteSegment segment={part} onCompleteChange={setComplete} />
            ) : (
              <Segment segment={part} className={segmentClass} onCompleteChange={setComplete} />
            )
          }
        </DateInput>
        <FieldHelp description={description} errors={errors} />
      </RACTimeField>
      {name ? <input type="hidden" name={name} value={posted ?? ''} disabled={isDisabled} /> : null}
    </I18nProvider>
  );
}
