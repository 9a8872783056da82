import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { addDays, copenhagenText, dayStart, isSameMonth, monthWeeks } from './calendarDates';
import { DateRow, EventCell } from './DateRow';
import { weekRowItems } from './monthLayout';
import type { ViewCallbacks, ViewEvent } from './types';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Rows of bookings a week shows before it is measured (react-big-calendar's first guess). */
const FIRST_ROW_LIMIT = 5;

export interface MonthViewProps extends ViewCallbacks {
  /** A day of the month shown. */
  date: Date;
  events: readonly ViewEvent[];
  /** A month day's number: a button to that day (BookingCalendar names it by the whole date). */
  renderDateHeader: (day: number, label: string, onDrillDown: () => void) => ReactNode;
}

interface Overlay {
  day: number;
  items: readonly ViewEvent[];
  target: HTMLElement;
}

/**
 * The month view: the weeks from the one of the 1st to the one of the last day, Monday first, each day with
 * as many bookings as its height holds and '+N more' for the rest, which opens them in a popup. The DOM is
 * react-big-calendar 1.20's (class names included). How many rows of bookings fit is measured from the first
 * week and a hidden booking, again whenever the view's size changes.
 */
export function MonthView(props: MonthViewProps) {
  const { date, events, now, renderDateHeader, onDrillDown } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [rowLimit, setRowLimit] = useState(FIRST_ROW_LIMIT);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  useRowLimit(containerRef, measureRef, setRowLimit);

  const weeks = monthWeeks(date.getTime());
  const today = dayStart(now().getTime());
  const current = dayStart(date.getTime());
  const inMonth = (day: number) => isSameMonth(day, date.getTime());

  return (
    <div className="rbc-month-view" ref={containerRef}>
      <div className="rbc-row rbc-month-header">
        {weeks[0]!.map((day) => (
          <div key={day} className="rbc-header">
            <span>{copenhagenText(day, 'EEE')}</span>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <DateRow
          key={week[0]}
          {...props}
          className="rbc-month-row"
          days={week}
          items={weekRowItems(week, events)}
          maxRows={rowLimit}
          month={inMonth}
          header={(day) => (
            <div
              key={day}
              className={['rbc-date-cell', day === today ? 'rbc-now' : '', inMonth(day) ? '' : 'rbc-off-range', day === current ? 'rbc-current' : '']
                .filter(Boolean)
                .join(' ')}
            >
              {renderDateHeader(day, copenhagenText(day, 'dd'), () => onDrillDown(day))}
            </div>
          )}
          onShowMore={(index, items, target) => setOverlay({ day: week[index]!, items, target })}
        />
      ))}
      {/* A week with one booking, out of sight: the height of its row of bookings is what each row takes. */}
      <div className="rbc-month-row" aria-hidden="true" style={{ position: 'absolute', visibility: 'hidden', insetInlineStart: 0, insetInlineEnd: 0 }}>
        <div className="rbc-row-content">
          <div ref={measureRef} className="rbc-row">
            <div className="rbc-row-segment">
              <div className="rbc-event">
                <div className="rbc-event-content">{'\u00a0'}</div>
              </div>
            </div>
          </div>
        </div>
      </div>
      {overlay ? <ShowMorePopup {...props} overlay={overlay} onClose={() => setOverlay(null)} /> : null}
    </div>
  );
}

/**
 * Measures how many rows of bookings a week holds (its height less its day headings, over one booking's
 * row), at least one, after the first drawing and whenever the view's size changes.
 */
function useRowLimit(container: RefObject<HTMLDivElement | null>, measure: RefObject<HTMLDivElement | null>, setRowLimit: (limit: number) => void) {
  useIsomorphicLayoutEffect(() => {
    const view = container.current;
    if (!view) return undefined;
    const update = () => {
      const row = view.querySelector<HTMLElement>('.rbc-month-row');
      const heading = row?.querySelector<HTMLElement>('.rbc-row-content > .rbc-row');
      const eventHeight = measure.current?.getBoundingClientRect().height ?? 0;
      if (!row || eventHeight <= 0) return;
      const space = row.getBoundingClientRect().height - (heading?.getBoundingClientRect().height ?? 0);
      setRowLimit(Math.max(Math.floor(space / eventHeight), 1));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The view, a week and a booking's row: any of them changes size when the window does, and when the
    // stylesheet arrives after the first drawing.
    const observer = new ResizeObserver(update);
    for (const element of [view, view.querySelector('.rbc-month-row'), measure.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [container, measure, setRowLimit]);
}

interface ShowMorePopupProps extends MonthViewProps {
  overlay: Overlay;
  onClose: () => void;
}

/** The bookings of one day, in a popup by its '+N more' (Escape or a click outside closes it). */
function ShowMorePopup({ overlay, onClose, ...props }: ShowMorePopupProps) {
  const triggerRef = useMemo(() => ({ current: overlay.target }), [overlay.target]);
  const heading = copenhagenText(overlay.day, 'EEEE dd MMMM yyyy');
  const next = addDays(overlay.day, 1);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom start"
      className="rbc-overlay"
    >
      <Dialog aria-label={heading}>
        <div className="rbc-overlay-header">{heading}</div>
        {overlay.items.map((item) => (
          <EventCell
            key={item.event.booking.id}
            {...props}
            item={item}
            first={overlay.day}
            last={next}
            onSelectEvent={(event) => {
              onClose();
              props.onSelectEvent(event);
            }}
          />
        ))}
      </Dialog>
    </Popover>
  );
}
