import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  Heading,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { frameButton, frameIcon } from '../FieldError/controls.css';
import { field } from '../TextField/TextField.css';
import { isoToDate } from './dates';
import {
  calendarHeader,
  calendarHeading,
  cell,
  dialog,
  grid,
  headerCell,
  navButton,
  popover,
  singleCell,
} from './DatePicker.css';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

function CalendarBody({ single }: { single: boolean }) {
  return (
    <>
      <header className={calendarHeader}>
        <Button slot="previous" className={navButton}>
          <Arrow direction="previous" />
        </Button>
        <Heading className={calendarHeading} />
        <Button slot="next" className={navButton}>
          <Arrow direction="next" />
        </Button>
      </header>
      <CalendarGrid className={grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={single ? `${cell} ${singleCell}` : cell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** The month calendar of DatePicker, in its popover (arrow keys move by day, Page Up/Down by month). */
export function CalendarPopover() {
  return (
    <Popover className={popover} offset={4} placement="bottom start">
      <Dialog className={dialog}>
        <Calendar firstDayOfWeek="mon">
          <CalendarBody single />
        </Calendar>
      </Dialog>
    </Popover>
  );
}

/** The range calendar of DateRangePicker: the first press picks the start, the second the end. */
export function RangeCalendarPopover() {
  return (
    <Popover className={popover} offset={4} placement="bottom start">
      <Dialog className={dialog}>
        <RangeCalendar firstDayOfWeek="mon">
          <CalendarBody single={false} />
        </RangeCalendar>
      </Dialog>
    </Popover>
  );
}

function CalendarIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

/** The frame's button that opens the calendar (Alt+Arrow Down does too). */
export function CalendarButton() {
  return (
    <Button className={frameButton}>
      <CalendarIcon className={frameIcon} />
    </Button>
  );
}

/**
 * What DatePicker and DateRangePicker pass react-aria alike: the bounds as days, weeks from Monday,
 * DD/MM/yyyy with leading zeros, ARIA validation (the messages come from the caller), the field's class.
 */
export function pickerProps({ minValue, maxValue, onBlur, isInvalid }: { minValue?: string; maxValue?: string; onBlur?: () => void; isInvalid: boolean }) {
  return {
    onBlur: onBlur ? () => onBlur() : undefined,
    minValue: minValue === undefined ? undefined : isoToDate(minValue),
    maxValue: maxValue === undefined ? undefined : isoToDate(maxValue),
    firstDayOfWeek: 'mon',
    shouldForceLeadingZeros: true,
    validationBehavior: 'aria',
    isInvalid,
    className: field,
  } as const;
}
