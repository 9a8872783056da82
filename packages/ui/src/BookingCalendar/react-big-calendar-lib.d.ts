/**
 * The parts of react-big-calendar's modules that localizer.test.ts compares with (its views' ranges and
 * navigation, and the time views' slot metrics), which @types/react-big-calendar does not describe.
 */
interface RbcViewStatics {
  range(date: Date, options: object): unknown;
  navigate(date: Date, action: 'PREV' | 'NEXT' | 'TODAY' | 'DATE', options: object): Date;
}
declare module 'react-big-calendar/lib/Agenda' {
  const view: RbcViewStatics;
  export default view;
}
declare module 'react-big-calendar/lib/Day' {
  const view: RbcViewStatics;
  export default view;
}
declare module 'react-big-calendar/lib/Month' {
  const view: RbcViewStatics;
  export default view;
}
declare module 'react-big-calendar/lib/Week' {
  const view: RbcViewStatics;
  export default view;
}
declare module 'react-big-calendar/lib/WorkWeek' {
  const view: RbcViewStatics;
  export default view;
}
declare module 'react-big-calendar/lib/utils/TimeSlots' {
  import type { DateLocalizer } from 'react-big-calendar';
  export function getSlotMetrics(options: { min: Date; max: Date; step: number; timeslots: number; localizer: DateLocalizer }): {
    groups: Date[][];
    getRange(start: Date, end: Date): { top: number; height: number };
    closestSlotToPosition(percent: number): Date;
  };
}
