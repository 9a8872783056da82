import { useContext, useEffect, type ComponentProps, type Ref } from 'react';
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

/** A react-aria date or time segment that also reports whether its field is complete. */
export function Segment({ segment, className, onCompleteChange, segmentRef }: SegmentProps) {
  const dateState = useContext(DateFieldStateContext);
  const timeState = useContext(TimeFieldStateContext);
  const state = dateState ?? timeState;
  const isComplete = state === null || state.segments.every((part) => !part.isEditable || !part.isPlaceholder);
  useEffect(() => {
    onCompleteChange?.(isComplete);
  }, [isComplete, onCompleteChange]);
  return <DateSegment ref={segmentRef} segment={segment} className={className} />;
}
