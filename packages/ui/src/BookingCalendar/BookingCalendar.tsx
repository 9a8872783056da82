import 'react-big-calendar/lib/css/react-big-calendar.css';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { Temporal } from 'temporal-polyfill';
import {
  CALENDAR_SHORTCUTS,
  CALENDAR_VIEWS,
  DEFAULT_CALENDAR_VIEW,
  type CalendarView,
} from '@roombook/domain/constants';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { isSlotClickAllowed } from '@roombook/domain/time/slot-click';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { copenhagenText, dayText, navigateDate, timeRangeText, viewDays, viewLabel, type NavigateAction } from './views/calendarDates';
import { AgendaView } from './views/AgendaView';
import { MonthView } from './views/MonthView';
import { TimeGridView } from './views/TimeGridView';
import { toCalendarEvent, type CalendarEvent, type ViewCallbacks, type ViewEvent } from './views/types';
import { isSmallScreenNow, SMALL_SCREEN_QUERY, useCalendarShortcuts, useControllable, useMediaQuery } from './hooks';
import {
  addButton,
  agendaButton,
  eventRoom,
  eventSeparator,
  eventTitle,
  frame,
  iconButton,
  label as labelClass,
  loadingOverlay,
  navGroup,
  otherEvent,
  ownEvent,
  root,
  shortcut as shortcutClass,
  toolbar as toolbarClass,
  viewButton,
  viewGroup,
  viewSelect,
  visuallyHiddenClass,
} from './BookingCalendar.css';

/** The names of the toolbar's view buttons. */
export const VIEW_LABELS: Readonly<Record<CalendarView, string>> = {
  month: 'Month',
  week: 'Week',
  work_week: 'Work week',
  day: 'Day',
  agenda: 'Agenda',
};

/** Accessible names of the toolbar's buttons (§2: today, previous, next and add). */
export const TOOLBAR_LABELS = { today: 'Today', previous: 'Previous', next: 'Next', add: 'Add', views: 'View' } as const;

export const LOADING_BOOKINGS_LABEL = 'Loading bookings';

/** The views as the narrow toolbar's Select lists them. */
const VIEW_ITEMS = CALENDAR_VIEWS.map((id) => ({ id, label: VIEW_LABELS[id] }));

const shortcutOf = (action: CalendarView | 'today'): string | undefined =>
  Object.entries(CALENDAR_SHORTCUTS)
    .find(([, value]) => value === action)?.[0]
    ?.toUpperCase();

export interface BookingCalendarProps {
  /** The bookings to draw (§3 Booking entities). */
  bookings: readonly Booking[];
  /** Drawn filled when true (own bookings, and for a CompanyOwner those of the company), else outlined. */
  isOwn: (booking: Booking) => boolean;
  /** Which bookings the agenda lists (§2: only the user's own). @default isOwn */
  agendaFilter?: (booking: Booking) => boolean;
  /** Controlled view; leave out to let the calendar keep it (starting at `defaultView`). */
  view?: CalendarView;
  /** @default 'month' */
  defaultView?: CalendarView;
  onViewChange?: (view: CalendarView) => void;
  /** Controlled date the view shows; leave out to let the calendar keep it (starting today). */
  date?: Date;
  defaultDate?: Date;
  onDateChange?: (date: Date) => void;
  /**
   * An empty slot was clicked (or dragged over): Create booking for [start, end). Not called for slots
   * before now, except one starting exactly at today's midnight (the domain's slot-click rule).
   */
  onCreate: (start: Date, end: Date) => void;
  /** A booking was clicked, or Enter/Space pressed on it. */
  onSelect: (booking: Booking) => void;
  /** The toolbar's Add button; shown when given. */
  onAdd?: () => void;
  /** The clock (stories and tests pass a fixed one). @default () => new Date() */
  now?: () => Date;
  /** Turns the keyboard shortcuts off (they are also off while a dialog is open or a field has focus). */
  shortcutsDisabled?: boolean;
  /** Bookings are loading: a spinner covers the calendar. */
  isLoading?: boolean;
  /** A failure to show above the calendar. */
  errorMessage?: string;
  /** Names the calendar region. @default 'Bookings calendar' */
  'aria-label'?: string;
}

interface CalendarContextValue {
  onAdd?: () => void;
  view: CalendarView;
}

const CalendarContext = createContext<CalendarContextValue>({ view: DEFAULT_CALENDAR_VIEW });

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
  </svg>
);

/**
 * Today, previous and next; the range shown; the views; Add. On a calendar 600 px wide or less the
 * toolbar takes two rows (the range and Add, then the navigation and the views) and the views are a
 * Select named 'View' instead of the row of buttons; both are in the page, the calendar's width shows
 * one of them (so the server's HTML is the same at every width).
 */
interface ToolbarProps {
  label: string;
  onNavigate: (action: NavigateAction) => void;
  onView: (view: CalendarView) => void;
}

function Toolbar({ label, onNavigate, onView }: ToolbarProps) {
  const { onAdd, view } = useContext(CalendarContext);
  const todayKey = shortcutOf('today');
  return (
    <div className={toolbarClass}>
      <div className={navGroup}>
        <Button variant="secondary" onPress={() => onNavigate('TODAY')} aria-keyshortcuts={todayKey}>
          {TOOLBAR_LABELS.today}
        </Button>
        <Button variant="ghost" className={iconButton} aria-label={TOOLBAR_LABELS.previous} onPress={() => onNavigate('PREV')}>
          <Chevron direction="left" />
        </Button>
        <Button variant="ghost" className={iconButton} aria-label={TOOLBAR_LABELS.next} onPress={() => onNavigate('NEXT')}>
          <Chevron direction="right" />
        </Button>
      </div>
      <h2 className={labelClass} aria-live="polite">
        {label}
      </h2>
      <ToggleButtonGroup
        aria-label={TOOLBAR_LABELS.views}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={(keys: Set<Key>) => {
          const [next] = [...keys];
          if (next !== undefined) onView(next as CalendarView);
        }}
        className={viewGroup}
      >
        {CALENDAR_VIEWS.map((name) => {
          const key = shortcutOf(name);
          return (
            <ToggleButton key={name} id={name} className={viewButton} aria-keyshortcuts={key}>
              {VIEW_LABELS[name]}
              {key ? (
                <kbd className={shortcutClass} aria-hidden="true">
                  {key}
                </kbd>
              ) : null}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <div className={viewSelect}>
        <Select
          label={TOOLBAR_LABELS.views}
          isLabelHidden
          items={VIEW_ITEMS}
          selectedKey={view}
          onSelectionChange={(key) => {
            if (key !== null) onView(key as CalendarView);
          }}
        />
      </div>
      {onAdd ? (
        <Button className={addButton} onPress={onAdd}>
          {TOOLBAR_LABELS.add}
        </Button>
      ) : null}
    </div>
  );
}

const who = (booking: Booking): string => `${booking.user.firstName} ${booking.user.lastName}`;

/**
 * What a screen reader hears for a booking: title, room, when and who; with `timeFirst` (a booking that draws
 * its time before its title: the time views' columns), the time comes first, as it is drawn.
 */
export const bookingLabel = (booking: Booking, start: Date, end: Date, timeFirst = false): string => {
  const time = timeRangeText(start, end);
  const titled = `${booking.name}, ${booking.room.name}, ${dayText(start)}`;
  return timeFirst ? `${time} ${titled}, ${who(booking)}` : `${titled} ${time}, ${who(booking)}`;
};

/**
 * A drawn booking's text: its title, and in the time views its room (the time label comes before this
 * content, TimeGridView). The styles show the time after the room, and show as many of title, room and
 * time as the booking's height holds, each on its own line and cut with an ellipsis; a short booking shows
 * 'title · room' on one line. The full text is the booking's tooltip (title attribute) and its accessible
 * name (bookingLabel, with the time first where it is drawn first), which contains the drawn text in its order.
 */
function EventContent({ event }: { event: CalendarEvent }) {
  const { view } = useContext(CalendarContext);
  return (
    <>
      <span className={eventTitle}>{event.title}</span>
      {view === 'month' ? null : (
        <>
          {/* Spaces that are not drawn, as in TimeGridView's bookings. */}{' '}
          <span className={eventSeparator} aria-hidden="true">
            ·
          </span>{' '}
          <span className={eventRoom}>{event.booking.room.name}</span>
        </>
      )}
    </>
  );
}

/**
 * An agenda row's booking as a button: the row's cell turns a click (and so Enter or Space on the button)
 * into onSelectEvent (AgendaView).
 */
function AgendaEvent({ event }: { event: CalendarEvent }) {
  return (
    <button type="button" className={agendaButton}>
      <span className={eventTitle}>
        {event.title}
        <span className={visuallyHiddenClass}>,</span>
      </span>
      <span className={eventRoom}>
        {event.booking.room.name}
        <span className={visuallyHiddenClass}>,</span>
      </span>
      <span className={visuallyHiddenClass}>{who(event.booking)}</span>
    </button>
  );
}

/**
 * A month cell's day number: a button to that day's view, named by the whole date ('Wednesday 18
 * November 2026') of which the visible number is part.
 */
function DateHeader({ day, label, onDrillDown }: { day: number; label: string; onDrillDown: () => void }) {
  return (
    <button type="button" className="rbc-button-link" onClick={onDrillDown}>
      <span className={visuallyHiddenClass}>{copenhagenText(day, 'EEEE ')}</span>
      {label}
      <span className={visuallyHiddenClass}>{copenhagenText(day, ' MMMM yyyy')}</span>
    </button>
  );
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const systemNow = () => new Date();
/** A booking's tooltip (the time views put the time before it). */
const tooltipOf = (event: CalendarEvent): string => `${event.title} – ${event.booking.room.name}`;
const always = () => true;

/**
 * Each booking's calendar event, made once: a list drawn in steps (or filtered again) hands the views the
 * same event objects, with the same Dates, every time.
 */
const calendarEvents = new WeakMap<Booking, ViewEvent>();
const eventOf = (booking: Booking): ViewEvent => {
  let item = calendarEvents.get(booking);
  if (item === undefined) {
    const event = toCalendarEvent(booking);
    item = { event, start: event.start.getTime(), end: event.end.getTime() };
    calendarEvents.set(booking, item);
  }
  return item;
};

/**
 * From this many bookings on, the bookings are drawn after the calendar around them, in interruptible
 * commits (transitions): React renders them in slices of a few milliseconds instead of one task of
 * several hundred (issue 8: no task over 100 ms with 500 bookings, 200 ms with 2,000 in month view).
 * The time views and the agenda, which make elements for every booking, draw PROGRESSIVE_STEP more in
 * each commit, so that each commit creates and lays out only a step's bookings; the month view, which
 * draws a few per day and '+N more' for the rest, draws them all in one. On the first mount the
 * calendar is drawn empty first (also on the server: the bookings of so large a list come with the
 * client's transitions); a new large list, or another view, starts again from none. Smaller lists are
 * drawn at once.
 */
export const PROGRESSIVE_MIN_BOOKINGS = 200;

/** How many more bookings each commit of a large list draws (see PROGRESSIVE_MIN_BOOKINGS). */
const PROGRESSIVE_STEP = 50;

interface Progress {
  bookings: readonly Booking[];
  view: CalendarView;
  count: number;
}

const startOf = (bookings: readonly Booking[], view: CalendarView): Progress => ({
  bookings,
  view,
  count: bookings.length >= PROGRESSIVE_MIN_BOOKINGS ? 0 : bookings.length,
});

/** The bookings to draw now in `view` (see PROGRESSIVE_MIN_BOOKINGS). */
function useProgressiveBookings(bookings: readonly Booking[], view: CalendarView): readonly Booking[] {
  const [stored, setProgress] = useState(() => startOf(bookings, view));
  // A new list or another view starts again (state adjusted while rendering, as React documents).
  const isCurrent = stored.bookings === bookings && stored.view === view;
  const progress = isCurrent ? stored : startOf(bookings, view);
  if (!isCurrent) setProgress(progress);
  useEffect(() => {
    if (progress.count >= progress.bookings.length) return;
    const step = progress.view === 'month' ? progress.bookings.length : PROGRESSIVE_STEP;
    startTransition(() => setProgress((current) => (current === progress ? { ...current, count: current.count + step } : current)));
  }, [progress]);
  return progress.count >= bookings.length ? bookings : bookings.slice(0, progress.count);
}

/**
 * The bookings calendar (§2), on views of our own (views/, docs/decisions/054), in Europe/Copenhagen time
 * whatever the browser's zone: month (default), week, work week, day and agenda views; weeks start on Monday; the time views
 * scroll to 08:00; shortcuts W, X, D, M, A and T; the day view on screens of 600 px or less; own
 * bookings filled, others outlined.
 */
export function BookingCalendar({
  bookings,
  isOwn,
  agendaFilter,
  view: viewProp,
  defaultView = DEFAULT_CALENDAR_VIEW,
  onViewChange,
  date: dateProp,
  defaultDate,
  onDateChange,
  onCreate,
  onSelect,
  onAdd,
  now = systemNow,
  shortcutsDisabled = false,
  isLoading = false,
  errorMessage,
  'aria-label': ariaLabel = 'Bookings calendar',
}: BookingCalendarProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [view, setViewNow] = useControllable<CalendarView>(
    viewProp,
    () => (isSmallScreenNow() ? 'day' : defaultView),
    onViewChange,
  );
  /**
   * The user's choice of view (toolbar, shortcut, a day's heading), drawn in a transition: React draws the
   * new view in slices and shows the old one until it is ready, so that leaving a view of many bookings and
   * drawing the next is not one long task (issue 8: no task over 100 ms with 500 bookings).
   */
  const setView = useCallback((next: CalendarView) => startTransition(() => setViewNow(next)), [setViewNow]);
  const [date, setDate] = useControllable<Date>(dateProp, () => defaultDate ?? now(), onDateChange);

  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY);
  useIsomorphicLayoutEffect(() => {
    if (isSmall && view !== 'day') setViewNow('day');
    // Only a change of the screen size switches the view; the user may pick another one afterwards.
  }, [isSmall]);

  const nowRef = useRef(now);
  useIsomorphicLayoutEffect(() => {
    nowRef.current = now;
  });
  useCalendarShortcuts(rootRef, !shortcutsDisabled, (action) => {
    if (action === 'today') setDate(nowRef.current());
    else setView(action);
  });

  const inAgenda = agendaFilter ?? isOwn;
  const isAgenda = view === 'agenda';
  const drawn = useProgressiveBookings(bookings, view);
  // Only the agenda filters, so switching between the other views keeps the events (and their Dates).
  const events = useMemo(() => drawn.filter(isAgenda ? (booking: Booking) => inAgenda(booking) : always).map(eventOf), [drawn, isAgenda, inAgenda]);

  // The booking last opened stays marked (`rbc-selected`), by a click or by the keyboard.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const callbacks = useMemo<ViewCallbacks>(
    () => ({
      now: () => nowRef.current(),
      eventClassName: (event) => `${isOwn(event.booking) ? ownEvent : otherEvent}${event.booking.id === selectedId ? ' rbc-selected' : ''}`,
      tooltip: tooltipOf,
      renderEvent: (event) => <EventContent event={event} />,
      eventName: (event, timeShown) => bookingLabel(event.booking, event.start, event.end, timeShown),
      renderAgendaEvent: (event) => <AgendaEvent event={event} />,
      onSelectEvent: (event) => {
        setSelectedId(event.booking.id);
        onSelect(event.booking);
      },
      onSelectSlot: (start, end) => {
        if (isSlotClickAllowed(Temporal.Instant.fromEpochMilliseconds(start), Temporal.Instant.fromEpochMilliseconds(nowRef.current().getTime()))) onCreate(new Date(start), new Date(end));
      },
      isSlotAllowed: (start) => isSlotClickAllowed(Temporal.Instant.fromEpochMilliseconds(start), Temporal.Instant.fromEpochMilliseconds(nowRef.current().getTime())),
      onDrillDown: (day) =>
        startTransition(() => {
          setDate(new Date(day));
          setViewNow('day');
        }),
    }),
    [isOwn, onSelect, onCreate, setDate, setViewNow, selectedId],
  );

  const context = useMemo(() => ({ onAdd, view }), [onAdd, view]);
  const days = useMemo(() => viewDays(view, date.getTime()), [view, date]);

  let body: ReactNode;
  if (view === 'month') {
    body = <MonthView {...callbacks} date={date} events={events} renderDateHeader={(day, label, onDrillDown) => <DateHeader day={day} label={label} onDrillDown={onDrillDown} />} />;
  } else if (view === 'agenda') {
    body = <AgendaView {...callbacks} date={date} events={events} />;
  } else {
    body = <TimeGridView {...callbacks} days={days} events={events} />;
  }

  return (
    // Busy while loading, and while a large list is still being drawn.
    <section ref={rootRef} className={root} aria-label={ariaLabel} aria-busy={isLoading || drawn.length < bookings.length || undefined}>
      {errorMessage ? <Alert kind="error">{errorMessage}</Alert> : null}
      <CalendarContext.Provider value={context}>
        <div className={frame}>
          <div className="rbc-calendar">
            <Toolbar label={viewLabel(view, date)} onNavigate={(action) => setDate(navigateDate(view, date, action, nowRef.current()))} onView={setView} />
            {body}
          </div>
          {isLoading ? (
            <div className={loadingOverlay}>
              <Spinner label={LOADING_BOOKINGS_LABEL} size="large" />
            </div>
          ) : null}
        </div>
      </CalendarContext.Provider>
    </section>
  );
}
