import { useCallback, useContext, useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { DateFieldStateContext, DateSegment, TimeFieldStateContext } from 'react-aria-components';

export type SegmentData = ComponentProps<typeof DateSegment>['segment'];

export interface SegmentProps {
  segment: SegmentData;
  className: string;
  /**
   * Told whether every editable segment of the field is filled in. react-aria keeps its last complete
   * value while the user blanks a segment (the field shows 'dd/03/2025' but its value is still the
   * 5th), so the fields post their value only while it is complete.
   */
  onCompleteChange?: (isComplete: boolean) => void;
  segmentRef?: Ref<HTMLSpanElement>;
}

/** A year has four digits (YEAR_DIGITS); the date fields' years run from 1 to 9999. */
const YEAR_DIGITS = 4;

/**
 * The year is the last segment of DD/MM/yyyy, so when react-aria has taken its fourth digit there is no next
 * segment to move to: it starts the year over with the next digit, and typing on turned 2026 into 1400. From
 * the fourth digit typed since the year was focused (or last erased) on, further digits are ignored, as in a
 * text field with a maximum length. A capturing listener on the segment runs before react-aria's own.
 */
function useYearStopsAtFourDigits(isYear: boolean) {
  const typed = useRef(0);
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback(
    (element: HTMLSpanElement | null) => {
      cleanup.current?.();
      cleanup.current = null;
      if (element === null || !isYear) return;
      const restart = () => {
        typed.current = 0;
      };
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Backspace' || event.key === 'Delete') restart();
      };
      const onBeforeInput = (event: InputEvent) => {
        if (event.inputType.startsWith('delete')) {
          restart();
          return;
        }
        const digits = (event.data ?? '').replace(/\D/g, '').length;
        if (digits === 0) return;
        if (typed.current >= YEAR_DIGITS) {
          event.preventDefault();
          event.stopImmediatePropagation();
          return;
        }
        typed.current += digits;
      };
      element.addEventListener('focus', restart);
      element.addEventListener('keydown', onKeyDown);
      element.addEventListener('beforeinput', onBeforeInput, { capture: true });
      cleanup.current = () => {
        element.removeEventListener('focus', restart);
        element.removeEventListener('keydown', onKeyDown);
        element.removeEventListener('beforeinput', onBeforeInput, { capture: true });
      };
    },
    [isYear],
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A react-aria date or time segment that also reports whether its field is complete. */
export function Segment({ segment, className, onCompleteChange, segmentRef }: SegmentProps) {
  const dateState = useContext(DateFieldStateContext);
  const timeState = useContext(TimeFieldStateContext);
  const state = dateState ?? timeState;
  const isComplete = state === null || state.segments.every((part) => !part.isEditable || !part.isPlaceholder);
  useEffect(() => {
    onCompleteChange?.(isComplete);
  }, [isComplete, onCompleteChange]);
  const yearRef = useYearStopsAtFourDigits(segment.type === 'year');
  const ref = useCallback(
    (element: HTMLSpanElement | null) => {
      yearRef(element);
      assignRef(segmentRef, element);
    },
    [yearRef, segmentRef],
  );
  return <DateSegment ref={ref} segment={segment} className={className} />;
}
