import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CALENDAR_SCROLL_TO, SLOT_MINUTES } from '@roombook/domain/constants';
import { copenhagenOffset } from '../copenhagenTime';
import { addDays, copenhagenText, dayStart, timeRangeText } from './calendarDates';
import { DateRow } from './DateRow';
import { weekRowItems } from './monthLayout';
import { layoutDay } from './timeGridLayout';
import { onEventKey, type ViewCallbacks, type ViewEvent } from './types';
import { slotIndex, useSlotSelection, type SlotRun } from './useSlotSelection';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const HOURS = 24;
const SLOTS_PER_HOUR = 60 / SLOT_MINUTES;
const SLOTS = HOURS * SLOTS_PER_HOUR;

/**
 * Every column is the wall clock's day, 00:00 to 24:00 in 24 hours beside the one gutter: a booking sits at the
 * time its text says, on DST days too. The spring day's 02:00–03:00 stays empty (it does not exist); the
 * autumn day's second 02:00–03:00 is drawn over the first. react-big-calendar gave a DST day 23 or 25 rows
 * beside a gutter of 24, and lost the spring day's last hour below its column.
 * The layout works on wall-clock time: an instant plus Copenhagen's offset then, in milliseconds.
 */
const wallClock = (ms: number): number => ms + copenhagenOffset(ms) * MINUTE_MS;
/**
 * The instant a wall-clock time stands for: the first of the two in the autumn's repeated hour (as the booking
 * form reads a time); one in the spring gap, which no instant has, is read with the offset before the gap
 * (02:15 is 03:15 summer time).
 */
function instantOf(wall: number): number {
  const before = wall - copenhagenOffset(wall - 3 * 60 * MINUTE_MS) * MINUTE_MS;
  if (wallClock(before) === wall) return before;
  const after = wall - copenhagenOffset(wall + 3 * 60 * MINUTE_MS) * MINUTE_MS;
  return wallClock(after) === wall ? after : before;
}
const WALL_CLOCK = { zoneOffset: () => 0 };
const pad = (n: number) => String(n).padStart(2, '0');

/** Name of the scrolling hours (a keyboard user reaches and scrolls them even on a day without bookings). */
const TIME_GRID_LABEL = 'Hours of the day';

export interface TimeGridViewProps extends ViewCallbacks {
  /** The columns' days (Copenhagen midnights): seven, five or one. */
  days: readonly number[];
  events: readonly ViewEvent[];
}

/**
 * The week, work week and day views: a column per day of the hours 00–24 in quarter hours, the bookings
 * placed by their times (side by side where they overlap, timeGridLayout), and above the hours a row of the
 * bookings that do not start and end on one day. The DOM is react-big-calendar 1.20's TimeGrid (class names
 * included). The hours scroll to 08:00 when the view opens or shows other days; today's column has a line
 * at the current time, moved every minute.
 */
export function TimeGridView(props: TimeGridViewProps) {
  const { days, events, now, onDrillDown } = props;
  const contentRef = useRef<HTMLDivElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const cornerRef = useRef<HTMLDivElement>(null);
  const today = dayStart(now().getTime());

  const first = days[0]!;
  const end = addDays(days[days.length - 1]!, 1);
  // The bookings across midnight go in the row above the hours; the others in their day's column.
  const { allDay, byDay } = useMemo(() => {
    const across: ViewEvent[] = [];
    const columns = new Map<number, ViewEvent[]>(days.map((day) => [day, []]));
    for (const item of events) {
      if (item.start >= end || item.end < first || (item.end === first && item.start !== item.end)) continue;
      const startDay = dayStart(item.start);
      if (startDay !== dayStart(item.end)) across.push(item);
      else columns.get(startDay)?.push(item);
    }
    return { allDay: across, byDay: columns };
  }, [events, days, first, end]);

  // The header's corner as wide as the gutter of hours below it; while the hours overflow (they scroll), the
  // header ends where the scroll bar starts and has a right border. Measured when the browser has laid the
  // view out (a ResizeObserver's first call comes after the first layout, then on every resize) and written
  // straight to the elements: measured in the commit, it would force that layout into the commit's task, one
  // long task instead of two shorter ones; as state, each measurement would draw the whole view again.
  useIsomorphicLayoutEffect(() => {
    const content = contentRef.current;
    const gutter = gutterRef.current;
    const header = headerRef.current;
    const corner = cornerRef.current;
    if (!content || !gutter || !header || !corner) return undefined;
    const measure = () => {
      const width = `${gutter.getBoundingClientRect().width}px`;
      Object.assign(corner.style, { width, minWidth: width, maxWidth: width });
      const overflowing = content.scrollHeight > content.clientHeight;
      header.classList.toggle('rbc-overflowing', overflowing);
      header.style.marginRight = overflowing ? `${content.offsetWidth - content.clientWidth - 1}px` : '';
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // 08:00 at the top when the view opens or shows other days: set in the next frame's animation callbacks,
  // before that frame is laid out and painted (never drawn at 00:00 first), so that the commit's task does not
  // lay the view out as well (setting scrollTop needs the layout).
  useIsomorphicLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return undefined;
    const [hour = 0, minute = 0] = CALENDAR_SCROLL_TO.split(':').map(Number);
    const scroll = () => {
      content.scrollTop = (content.scrollHeight * (hour * 60 + minute)) / (24 * 60);
    };
    if (typeof requestAnimationFrame === 'undefined') {
      scroll();
      return undefined;
    }
    const frame = requestAnimationFrame(scroll);
    return () => cancelAnimationFrame(frame);
  }, [first]);

  return (
    <div className="rbc-time-view">
      <div ref={headerRef} className="rbc-time-header">
        <div ref={cornerRef} className="rbc-label rbc-time-header-gutter" />
        <div className="rbc-time-header-content">
          <div className={`rbc-row rbc-time-header-cell${days.length <= 1 ? ' rbc-time-header-cell-single-day' : ''}`}>
            {days.map((day) => (
              <div key={day} className={day === today ? 'rbc-header rbc-today' : 'rbc-header'}>
                <button type="button" className="rbc-button-link" onClick={() => onDrillDown(day)}>
                  <span>{copenhagenText(day, 'EEE dd/MM')}</span>
                </button>
              </div>
            ))}
          </div>
          <DateRow {...props} className="rbc-allday-cell" days={days} items={weekRowItems(days, allDay)} maxRows={Infinity} minRows={2} />
        </div>
      </div>
      {/* The hours scroll: a tab stop, so that the keyboard reaches them and scrolls them (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={contentRef} className="rbc-time-content" tabIndex={0} role="group" aria-label={TIME_GRID_LABEL}>
        <div ref={gutterRef} className="rbc-time-gutter rbc-time-column">
          <HourGroups labelled />
        </div>
        {days.map((day) => (
          <DayColumn key={day} {...props} day={day} isToday={day === today} items={byDay.get(day) ?? NONE} />
        ))}
      </div>
    </div>
  );
}

const NONE: readonly ViewEvent[] = [];

interface TimeEventProps extends Pick<ViewCallbacks, 'tooltip' | 'renderEvent' | 'eventName' | 'onSelectEvent'> {
  item: ViewEvent;
  /** Its place in the column, in percent (timeGridLayout). */
  top: number;
  height: number;
  width: number;
  left: number;
  className: string;
}

/**
 * A booking in a day's column: its time, then its text. Drawn again only when its place or look changes (a
 * large list is drawn a step at a time, and each step would otherwise draw every booking before it again).
 */
const TimeEvent = memo(function TimeEvent({ item, top, height, width, left, className, tooltip, renderEvent, eventName, onSelectEvent }: TimeEventProps) {
  const label = timeRangeText(item.start, item.end);
  const select = () => onSelectEvent(item.event);
  return (
    <div
      role="button"
      tabIndex={0}
      onClick={select}
      onKeyDown={onEventKey(select)}
      style={{ top: `${top}%`, height: `${height}%`, width: `${width}%`, left: `${left}%` }}
      title={`${label}: ${tooltip(item.event)}`}
      aria-label={eventName(item.event, true)}
      className={`rbc-event ${className}`}
    >
      {/* The spaces between the blocks are not drawn; they keep the words apart in the drawn text as read
          by tools (axe's label-in-name check). */}
      <div className="rbc-event-label">{label}</div>{' '}
      <div className="rbc-event-content">{renderEvent(item.event)}</div>
    </div>
  );
});

/**
 * A day's hours in quarter-hour slots (the gutter's with their times): the same elements on every render, so
 * drawn once (a week has 672 slots; a large list is drawn in several commits).
 */
const HourGroups = memo(function HourGroups({ labelled = false }: { labelled?: boolean }) {
  return Array.from({ length: HOURS }, (_, hour) => (
    <div key={hour} className="rbc-timeslot-group">
      {Array.from({ length: SLOTS_PER_HOUR }, (_, slot) => (
        <div key={slot} className="rbc-time-slot">
          {labelled && slot === 0 ? <span className="rbc-label">{`${pad(hour)}:00`}</span> : null}
        </div>
      ))}
    </div>
  ));
});

interface DayColumnProps extends ViewCallbacks {
  day: number;
  isToday: boolean;
  items: readonly ViewEvent[];
}

/** One day's hours: its empty quarter hours to select, its bookings, and on today the current time. */
function DayColumn({ day, isToday, items, ...props }: DayColumnProps) {
  const { now, eventClassName, tooltip, renderEvent, eventName, onSelectEvent, onSelectSlot, isSlotAllowed } = props;
  const wallDay = wallClock(day);
  const slotStart = (index: number) => instantOf(wallDay + index * SLOT_MINUTES * MINUTE_MS);
  // The bookings on the wall clock, each with the booking it stands for.
  const placed = useMemo(() => items.map((item) => ({ item, start: wallClock(item.start), end: wallClock(item.end) })), [items]);

  const slotAt = useCallback((box: DOMRect, _x: number, y: number) => slotIndex(y - box.top, box.height, SLOTS), []);
  const { selecting, handlers } = useSlotSelection(
    slotAt,
    (run) => isSlotAllowed(slotStart(run.first)),
    (run: SlotRun) => onSelectSlot(slotStart(run.first), slotStart(run.last + 1)),
  );

  // The current time's line: drawn after mounting (the server does not know when the page is read), moved every minute.
  const [nowMs, setNowMs] = useState<number | null>(null);
  useEffect(() => {
    if (!isToday) return undefined;
    const tick = () => setNowMs(now().getTime());
    tick();
    const timer = setInterval(tick, MINUTE_MS);
    return () => clearInterval(timer);
  }, [isToday, now]);

  const percent = (wall: number) => `${((wall - wallDay) / DAY_MS) * 100}%`;
  const slotPercent = (slots: number) => `${(slots / SLOTS) * 100}%`;
  return (
    <div className={['rbc-day-slot rbc-time-column', isToday ? 'rbc-now rbc-today' : '', selecting ? 'rbc-slot-selecting' : ''].filter(Boolean).join(' ')} {...handlers}>
      <HourGroups />
      <div className="rbc-events-container">
        {layoutDay({ start: wallDay, end: wallDay + DAY_MS }, placed, WALL_CLOCK).map(({ item: { item }, box }) => (
          <TimeEvent
            key={item.event.booking.id}
            item={item}
            top={box.top}
            height={box.height}
            width={box.width}
            left={box.xOffset}
            className={eventClassName(item.event)}
            tooltip={tooltip}
            renderEvent={renderEvent}
            eventName={eventName}
            onSelectEvent={onSelectEvent}
          />
        ))}
      </div>
      {selecting ? (
        <div className="rbc-slot-selection" style={{ top: slotPercent(selecting.first), height: slotPercent(selecting.last - selecting.first + 1) }}>
          <span>{timeRangeText(slotStart(selecting.first), slotStart(selecting.last + 1))}</span>
        </div>
      ) : null}
      {isToday && nowMs !== null && dayStart(nowMs) === day ? <div className="rbc-current-time-indicator" style={{ top: percent(wallClock(nowMs)) }} /> : null}
    </div>
  );
}
