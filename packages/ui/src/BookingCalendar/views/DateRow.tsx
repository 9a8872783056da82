import { useCallback, type ReactNode, type MouseEvent as ReactMouseEvent } from 'react';
import { addDays, dayStart } from './calendarDates';
import { itemsOnDay, layoutWeekRow, rowLines, type RowCell } from './monthLayout';
import { onEventKey, type ViewCallbacks, type ViewEvent } from './types';
import { slotIndex, useSlotSelection, type SlotRun } from './useSlotSelection';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * A row of whole days: a week of the month view, or the time views' row of bookings that do not fit in one
 * day. The DOM is react-big-calendar 1.20's DateContentRow (class names included, so that its stylesheet and
 * ours apply): the day backgrounds (empty days to select), then the day headings (month view), the levels
 * of bookings, and a last level with '+N more' where bookings are left over.
 */
export interface DateRowProps extends ViewCallbacks {
  className: string;
  /** The row's days (Copenhagen midnights), in order. */
  days: readonly number[];
  /** The bookings of the row, in react-big-calendar's order (monthLayout: weekRowItems). */
  items: readonly ViewEvent[];
  /** How many rows the bookings may take, '+N more' included (Infinity: all). */
  maxRows: number;
  /** At least this many rows of bookings (the time views' row keeps two, empty or not). */
  minRows?: number;
  /** The month the view shows (a month row greys the days of other months). */
  month?: (day: number) => boolean;
  /** The day headings of a month row. */
  header?: (day: number, index: number) => ReactNode;
  /** '+N more' was pressed under the day at `index`: the bookings of that day. */
  onShowMore?: (index: number, items: readonly ViewEvent[], target: HTMLElement) => void;
}

export function DateRow(props: DateRowProps) {
  const { className, days, items, maxRows, minRows = 0, month, header, now, onShowMore, onSelectSlot, isSlotAllowed } = props;
  const today = dayStart(now().getTime());
  const layout = layoutWeekRow(days, items, maxRows, minRows);

  const slotAt = useCallback((box: DOMRect, x: number) => slotIndex(x - box.left, box.width, days.length), [days.length]);
  const { selecting, handlers } = useSlotSelection(
    slotAt,
    (run) => isSlotAllowed(days[run.first]!),
    (run: SlotRun) => onSelectSlot(days[run.first]!, addDays(days[run.last]!, 1)),
  );

  const first = days[0]!;
  const last = addDays(days[days.length - 1]!, 1);
  const cell = (line: number) => (content: RowCell<ViewEvent>, index: number) => {
    const key = `${line}-${index}`;
    if (content.kind === 'gap') return span(days.length, content.span, key);
    if (content.kind === 'event') return span(days.length, content.span, key, <EventCell {...props} item={content.segment.item} first={first} last={last} />);
    const showMore = (event: ReactMouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      event.stopPropagation();
      onShowMore?.(content.slot - 1, itemsOnDay(layout, content.slot), event.currentTarget);
    };
    return span(
      days.length,
      1,
      key,
      <button type="button" className="rbc-button-link rbc-show-more" onClick={showMore}>
        {`+${content.count} more`}
      </button>,
    );
  };

  return (
    // The whole row listens: its empty space between and below the bookings selects days as the backgrounds do.
    <div className={className} {...handlers}>
      <div className="rbc-row-bg">
        {days.map((day, index) => (
          <div
            key={day}
            className={[
              'rbc-day-bg',
              selecting && index >= selecting.first && index <= selecting.last ? 'rbc-selected-cell' : '',
              day === today ? 'rbc-today' : '',
              month && !month(day) ? 'rbc-off-range-bg' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </div>
      <div className="rbc-row-content">
        {header ? <div className="rbc-row ">{days.map(header)}</div> : null}
        {rowLines(layout).map((line, index) => (
          <div key={index} className="rbc-row">
            {line.map(cell(index))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A run of `length` of the row's `slots` days (react-big-calendar's renderSpan). */
function span(slots: number, length: number, key: string, content: ReactNode = ' ') {
  const per = `${(Math.abs(length) / slots) * 100}%`;
  return (
    <div key={key} className="rbc-row-segment" style={{ WebkitFlexBasis: per, flexBasis: per, maxWidth: per }}>
      {content}
    </div>
  );
}

interface EventCellProps extends ViewCallbacks {
  item: ViewEvent;
  /** The row's first day and the midnight after its last. */
  first: number;
  last: number;
  /** Drawn in the '+N more' list (react-big-calendar's Popup). */
  inPopup?: boolean;
}

/**
 * Whole days from the start to the midnight at or after the end, a part of the first day not counted
 * (react-big-calendar: `diff(start, ceil(end, 'day'), 'day')`); DST days count as one.
 */
const daysSpanned = (start: number, end: number): number => {
  const endDay = dayStart(end) === end ? end : addDays(end, 1);
  const days = Math.round((endDay - dayStart(start)) / DAY_MS);
  return dayStart(start) === start ? days : days - 1;
};

/** A booking in a row of days or in the '+N more' list: react-big-calendar's EventCell, as a button. */
export function EventCell({ item, first, last, eventClassName, tooltip, renderEvent, eventName, onSelectEvent }: EventCellProps) {
  const { event, start, end } = item;
  const continuesPrior = dayStart(start) < first;
  const sameMinute = Math.floor(start / MINUTE_MS) === Math.floor(end / MINUTE_MS);
  const continuesAfter = sameMinute ? Math.floor(end / MINUTE_MS) >= Math.floor(last / MINUTE_MS) : Math.floor(end / MINUTE_MS) > Math.floor(last / MINUTE_MS);
  const classes = [
    'rbc-event',
    eventClassName(event),
    daysSpanned(start, end) > 1 ? 'rbc-event-allday' : '',
    continuesPrior ? 'rbc-event-continues-prior' : '',
    continuesAfter ? 'rbc-event-continues-after' : '',
  ];
  const select = () => onSelectEvent(event);
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={eventName(event, false)}
      className={classes.filter(Boolean).join(' ')}
      onClick={select}
      onKeyDown={onEventKey(select)}
    >
      <div className="rbc-event-content" title={tooltip(event)}>
        {renderEvent(event)}
      </div>
    </div>
  );
}
