import 'react-big-calendar/lib/css/react-big-calendar.css';
import {
  cloneElement,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Calendar,
  type CalendarProps,
  type Components,
  type DateHeaderProps,
  type EventProps,
  type EventWrapperProps,
  type Messages,
  type ResourceHeaderProps,
  type SlotInfo,
  type ToolbarProps as CalendarToolbarProps,
} from 'react-big-calendar';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { Temporal } from 'temporal-polyfill';
import {
  CALENDAR_SCROLL_TO,
  CALENDAR_SHORTCUTS,
  CALENDAR_VIEWS,
  DEFAULT_CALENDAR_VIEW,
  SLOT_MINUTES,
  type CalendarShortcut,
  type CalendarView,
} from '@roombook/domain/constants';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { TEXTS } from '@roombook/domain/messages';
import { isSlotClickAllowed } from '@roombook/domain/time/slot-click';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { atMinuteOfDay, copenhagenText, dayStart } from './calendarTime';
import { dayText, slotSelection, timeRangeText } from './dates';
import { copenhagenLocalizer } from './localizer';
import { toCalendarEvent, type CalendarEvent } from './event';
import { RepeatMark } from './RepeatMark';
import { isSmallScreenNow, SMALL_SCREEN_QUERY, useCalendarShortcuts, useControllable, useFlatCalendarGrid, useMediaQuery } from './hooks';
import {
  addButton,
  agendaButton,
  eventRoom,
  eventSeparator,
  eventTitle,
  resourceHeader,
  resourceName,
  resourceState,
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

const shortcutOf = (action: CalendarShortcut): string | undefined =>
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
   * before now, except one starting exactly at today's midnight (the domain's slot-click rule). Without it the
   * calendar is read-only: no slot can be chosen (someone who sees a calendar but does not book in it).
   */
  onCreate?: (start: Date, end: Date, roomId?: number) => void;
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
  /**
   * The rooms of the location when all of them are shown: the Day view draws one column per room, headed
   * by its name, seats and whether it is free (as Skedda and Robin do). Leave out for one room.
   */
  rooms?: readonly CalendarResource[];
  /**
   * Whether the user may move or resize a booking by dragging it (§6: who may change it, and not one that
   * has started). With `onMove`, the drag-and-drop code is loaded, and only then.
   */
  canMove?: (booking: Booking) => boolean;
  /**
   * A booking was dragged to a new time (and, in the Day view of all rooms, maybe another room), on the
   * 15-minute grid. The calendar draws the booking where it was until the bookings given change: a move
   * that is refused snaps back by itself.
   */
  onMove?: (booking: Booking, change: BookingMove) => void;
  /** Names the calendar region. @default 'Bookings calendar' */
  'aria-label'?: string;
}

/** A room as a column of the Day view of all rooms. */
export interface CalendarResource {
  id: number;
  name: string;
  seatsNumber: number;
}

/** Where a dragged booking was dropped: its new start and end, and its room. */
export interface BookingMove {
  start: Date;
  end: Date;
  roomId: number;
}

interface CalendarContextValue {
  onAdd?: () => void;
  view: CalendarView;
  /** Each room's free or busy text, in the Day view of all rooms. */
  roomStates: ReadonlyMap<number, { busy: boolean; text: string }>;
}

const CalendarContext = createContext<CalendarContextValue>({ view: DEFAULT_CALENDAR_VIEW, roomStates: new Map() });

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
/** A button's shortcut as drawn beside its label (the button's aria-keyshortcuts tells it). */
const KeyHint = ({ shortcut }: { shortcut: string | undefined }) =>
  shortcut ? (
    <kbd className={shortcutClass} aria-hidden="true">
      {shortcut}
    </kbd>
  ) : null;

function Toolbar({ label, onNavigate, onView }: CalendarToolbarProps<CalendarEvent, CalendarResource>) {
  const { onAdd, view } = useContext(CalendarContext);
  const todayKey = shortcutOf('today');
  const addKey = shortcutOf('add');
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
          if (next !== undefined) onView(next as CalendarView as never);
        }}
        className={viewGroup}
      >
        {CALENDAR_VIEWS.map((name) => {
          const key = shortcutOf(name);
          return (
            // react-aria does not pass aria-keyshortcuts on: the button is drawn with it.
            <ToggleButton key={name} id={name} className={viewButton} render={(domProps) => <button {...domProps} aria-keyshortcuts={key} />}>
              {VIEW_LABELS[name]}
              <KeyHint shortcut={key} />
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
            if (key !== null) onView(key as CalendarView as never);
          }}
        />
      </div>
      {onAdd ? (
        <Button className={addButton} onPress={onAdd} aria-keyshortcuts={addKey}>
          {TOOLBAR_LABELS.add}
          <KeyHint shortcut={addKey} />
        </Button>
      ) : null}
    </div>
  );
}

const who = (booking: Booking): string => `${booking.user.firstName} ${booking.user.lastName}`;

/** After who, for an occurrence of a series: how it repeats (', Repeats weekly on Wednesday'), the repeat mark's words. */
const repeats = (booking: Booking): string => (booking.series ? `, ${booking.series.description}` : '');

/**
 * What a screen reader hears for a booking: title, room, when and who, and how it repeats for an occurrence of a
 * series; with `timeFirst` (a booking that draws its time before its title: the time views' columns), the time
 * comes first, as it is drawn.
 */
export const bookingLabel = (booking: Booking, start: Date, end: Date, timeFirst = false): string => {
  const time = timeRangeText(start, end);
  const titled = `${booking.name}, ${booking.room.name}, ${dayText(start)}`;
  return `${timeFirst ? `${time} ${titled}` : `${titled} ${time}`}, ${who(booking)}${repeats(booking)}`;
};

const messages: Messages<CalendarEvent> = {
  date: 'Date',
  time: 'Time',
  event: 'Booking',
  allDay: 'All day',
  noEventsInRange: 'There are no bookings of yours in this range.',
  showMore: (total) => `+${total} more`,
};

/**
 * A drawn booking's text: its title, and in the time views its room (react-big-calendar puts the time
 * before it there). The styles show the time after the room, and show as many of title, room and time as
 * the booking's height holds, each on its own line and cut with an ellipsis; a short booking shows
 * 'title · room' on one line. An occurrence of a series has the repeat mark before its title, on the title's
 * line. The full text is the booking's tooltip and its accessible name (bookingLabel).
 */
function EventContent({ event }: EventProps<CalendarEvent>) {
  const { view } = useContext(CalendarContext);
  return (
    <>
      {/* A space after react-big-calendar's time label (a block before this content), so that the drawn text reads 'HH:mm – HH:mm title', as the name does. */}
      {view === 'month' ? null : ' '}
      <span className={eventTitle}>
        {event.booking.series ? <RepeatMark /> : null}
        {event.title}
      </span>
      {view === 'month' ? null : (
        <>
          {/* Spaces that are not drawn, between the parts of the accessible text. */}{' '}
          <span className={eventSeparator} aria-hidden="true">
            ·
          </span>{' '}
          <span className={eventRoom}>{event.booking.room.name}</span>
        </>
      )}
    </>
  );
}

/** An agenda row's booking as a button: react-big-calendar turns a click on its cell into onSelectEvent. */
function AgendaEvent({ event }: EventProps<CalendarEvent>) {
  return (
    <button type="button" className={agendaButton}>
      <span className={eventTitle}>
        {event.booking.series ? <RepeatMark /> : null}
        {event.title}
        <span className={visuallyHiddenClass}>,</span>
      </span>
      <span className={eventRoom}>
        {event.booking.room.name}
        <span className={visuallyHiddenClass}>,</span>
      </span>
      <span className={visuallyHiddenClass}>
        {who(event.booking)}
        {repeats(event.booking)}
      </span>
    </button>
  );
}

/**
 * Makes each drawn booking a button that the keyboard reaches, named by bookingLabel. react-big-calendar
 * draws the bookings of the month view and of its "+N more" popup as divs without a role (those of the
 * time views are buttons named by their text); its key handler opens them with Enter or Space.
 */
function EventWrapper({ children, event, type }: EventWrapperProps<CalendarEvent> & { children?: ReactNode; type?: string }) {
  return withProps(children, { role: 'button', tabIndex: 0, 'aria-label': bookingLabel(event.booking, event.start, event.end, type === 'time') });
}

/**
 * The drawn booking (the innermost element) with `props` added. With drag and drop, react-big-calendar nests
 * its own wrapper inside this one: the props go to the booking's element inside it, which it clones.
 */
function withProps(node: ReactNode, props: Record<string, unknown>): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
  if (typeof element.type === 'string') return cloneElement(element, props);
  return cloneElement(element, {}, withProps(element.props.children, props));
}

/**
 * A month cell's day number: a button to that day's view, named by the whole date ('Wednesday 18
 * November 2026') of which the visible number is part.
 */
function DateHeader({ date, label, onDrillDown }: DateHeaderProps) {
  return (
    <button type="button" className="rbc-button-link" onClick={onDrillDown}>
      <span className={visuallyHiddenClass}>{copenhagenText(date, 'EEEE ')}</span>
      {label}
      <span className={visuallyHiddenClass}>{copenhagenText(date, ' MMMM yyyy')}</span>
    </button>
  );
}

/** 'Busy until 11:30', 'Free until 14:00', 'Free all day' (today), '2 bookings' (another day). */
export function roomStateText(bookings: readonly CalendarEvent[], day: number, now: number): { busy: boolean; text: string } {
  const dayEnd = atMinuteOfDay(day, 24 * 60);
  const inDay = bookings.filter((e) => e.end.getTime() > day && e.start.getTime() < dayEnd).sort((a, b) => a.start.getTime() - b.start.getTime());
  if (dayStart(now) !== day) {
    return { busy: false, text: inDay.length === 0 ? TEXTS.calendar.roomFreeAllDay : TEXTS.calendar.roomBookings(inDay.length) };
  }
  let until = now;
  let busy = false;
  // The bookings that follow on from the current one without a gap keep the room busy.
  for (const e of inDay) {
    if (e.start.getTime() <= until && e.end.getTime() > until) {
      until = e.end.getTime();
      busy = true;
    }
  }
  if (busy) return { busy, text: until >= dayEnd ? TEXTS.calendar.roomBusyAllDay : TEXTS.calendar.roomBusyUntil(copenhagenText(until, 'HH:mm')) };
  const next = inDay.find((e) => e.start.getTime() > now);
  return { busy: false, text: next ? TEXTS.calendar.roomFreeUntil(copenhagenText(next.start, 'HH:mm')) : TEXTS.calendar.roomFreeAllDay };
}

/** A room's column heading in the Day view of all rooms: its name, seats and whether it is free. */
function ResourceHeader({ resource }: ResourceHeaderProps<CalendarResource>) {
  const { roomStates } = useContext(CalendarContext);
  const state = roomStates.get(resource.id);
  return (
    <div className={resourceHeader}>
      <span className={resourceName}>{resource.name}</span>
      <span>{TEXTS.rooms.seats(resource.seatsNumber)}</span>
      {state ? (
        <span className={resourceState} data-busy={state.busy || undefined}>
          {state.text}
        </span>
      ) : null}
    </div>
  );
}

const components: Components<CalendarEvent, CalendarResource> = {
  toolbar: Toolbar,
  event: EventContent,
  eventWrapper: EventWrapper as Components<CalendarEvent, CalendarResource>['eventWrapper'],
  agenda: { event: AgendaEvent },
  month: { dateHeader: DateHeader },
  resourceHeader: ResourceHeader,
};

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const systemNow = () => new Date();
/** A booking's tooltip (react-big-calendar puts the time before it in the time views), and how an occurrence repeats. */
const tooltipOf = ({ title, booking }: CalendarEvent): string =>
  booking.series ? `${title} – ${booking.room.name} – ${booking.series.description}` : `${title} – ${booking.room.name}`;
const always = () => true;
const roomOf = (event: CalendarEvent): number => event.booking.room.id;
const resourceId = (resource: CalendarResource): number => resource.id;
const resourceTitle = (resource: CalendarResource): string => resource.name;

/**
 * Each booking's calendar event, made once: a list drawn in steps (or filtered again) hands
 * react-big-calendar the same event objects, with the same Dates, every time.
 */
const calendarEvents = new WeakMap<Booking, CalendarEvent>();
const eventOf = (booking: Booking): CalendarEvent => {
  let event = calendarEvents.get(booking);
  if (event === undefined) {
    event = toCalendarEvent(booking);
    calendarEvents.set(booking, event);
  }
  return event;
};

/**
 * From this many bookings on, the bookings are drawn after the calendar around them, in interruptible
 * commits (transitions): React renders them in slices of a few milliseconds instead of one task of
 * several hundred (issue 8: no task over 100 ms with 500 bookings, 200 ms with 2,000 in month view).
 * The time views and the agenda, which make elements for every booking, draw PROGRESSIVE_STEP more in
 * each commit; the month view, which draws a few per day and '+N more' for the rest, draws them all in
 * one. On the first mount the calendar is drawn empty first (also on the server); a new large list, or
 * another view, starts again from none. Smaller lists are drawn at once.
 */
export const PROGRESSIVE_MIN_BOOKINGS = 200;

/** How many more bookings each commit of a large list draws (see PROGRESSIVE_MIN_BOOKINGS). */
const PROGRESSIVE_STEP = 50;

interface Progress {
  bookings: readonly Booking[];
  view: CalendarView;
  count: number;
}

const progressOf = (bookings: readonly Booking[], view: CalendarView): Progress => ({
  bookings,
  view,
  count: bookings.length >= PROGRESSIVE_MIN_BOOKINGS ? 0 : bookings.length,
});

/** The bookings to draw now in `view` (see PROGRESSIVE_MIN_BOOKINGS). */
function useProgressiveBookings(bookings: readonly Booking[], view: CalendarView): readonly Booking[] {
  const [stored, setProgress] = useState(() => progressOf(bookings, view));
  // A new list or another view starts again (state adjusted while rendering, as React documents).
  const isCurrent = stored.bookings === bookings && stored.view === view;
  const progress = isCurrent ? stored : progressOf(bookings, view);
  if (!isCurrent) setProgress(progress);
  useEffect(() => {
    if (progress.count >= progress.bookings.length) return;
    const step = progress.view === 'month' ? progress.bookings.length : PROGRESSIVE_STEP;
    startTransition(() => setProgress((current) => (current === progress ? { ...current, count: current.count + step } : current)));
  }, [progress]);
  return progress.count >= bookings.length ? bookings : bookings.slice(0, progress.count);
}

type AnyCalendar = ComponentType<CalendarProps<CalendarEvent, CalendarResource> & Record<string, unknown>>;

/** The drag-and-drop calendar, loaded once for the first calendar that lets its user drag (dragAndDrop.ts). */
const loadDragAndDrop = () => import('./dragAndDrop').then((module) => module.DragAndDropCalendar as unknown as AnyCalendar);

/** The drag-and-drop calendar once `wanted`, loading its code then (null until it has arrived). */
function useDragAndDrop(wanted: boolean): AnyCalendar | null {
  const [loaded, setLoaded] = useState<AnyCalendar | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    void loadDragAndDrop().then((component) => {
      if (live) setLoaded(() => component);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return wanted ? loaded : null;
}

const [SCROLL_HOUR = 8, SCROLL_MINUTE = 0] = CALENDAR_SCROLL_TO.split(':').map(Number);

/**
 * The bookings calendar (§2) on react-big-calendar, in Europe/Copenhagen time whatever the browser's zone
 * (localizer.ts): month (default), week, work week, day and agenda views; weeks start on Monday; the time
 * views scroll to 08:00; shortcuts W, X, D, M, A and T; the day view on screens of 600 px or less; own
 * bookings filled, others outlined; with `rooms`, the Day view has a column per room; with `onMove`,
 * bookings the user may change are dragged to another time or room, or resized.
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
  rooms,
  canMove,
  onMove,
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
   * new view in slices and shows the old one until it is ready (issue 8: no task over 100 ms with 500 bookings).
   */
  const setView = useCallback((next: CalendarView) => startTransition(() => setViewNow(next)), [setViewNow]);
  const [date, setDate] = useControllable<Date>(dateProp, () => defaultDate ?? now(), onDateChange);

  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY);
  useIsomorphicLayoutEffect(() => {
    if (isSmall && view !== 'day') setViewNow('day');
    // Only a change of the screen size switches the view; the user may pick another one afterwards.
  }, [isSmall]);

  useFlatCalendarGrid(rootRef);

  const nowRef = useRef(now);
  useIsomorphicLayoutEffect(() => {
    nowRef.current = now;
  });
  // The hook keeps the latest of this function, so `onAdd` is this render's.
  useCalendarShortcuts(rootRef, !shortcutsDisabled, (action) => {
    if (action === 'add') {
      if (!onAdd) return false;
      onAdd();
    } else if (action === 'today') setDate(nowRef.current());
    else setView(action);
    return true;
  });

  const inAgenda = agendaFilter ?? isOwn;
  const isAgenda = view === 'agenda';
  const drawn = useProgressiveBookings(bookings, view);
  // Only the agenda filters, so switching between the other views keeps the events (and their Dates).
  const events = useMemo(() => drawn.filter(isAgenda ? (booking: Booking) => inAgenda(booking) : always).map(eventOf), [drawn, isAgenda, inAgenda]);

  // The booking last opened stays marked (`rbc-selected`), by a click or by the keyboard.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = useMemo(() => events.find((event) => event.booking.id === selectedId), [events, selectedId]);
  const openEvent = useCallback(
    (event: CalendarEvent) => {
      setSelectedId(event.booking.id);
      onSelect(event.booking);
    },
    [onSelect],
  );

  const isAllowed = useCallback(
    (start: Date) =>
      isSlotClickAllowed(Temporal.Instant.fromEpochMilliseconds(start.getTime()), Temporal.Instant.fromEpochMilliseconds(nowRef.current().getTime())),
    [],
  );
  const onSelectSlot = useCallback(
    (slot: SlotInfo) => {
      if (!onCreate) return;
      const { start, end } = slotSelection(slot, view);
      // In the Day view of all rooms, the room of the column.
      if (isAllowed(start)) onCreate(start, end, typeof slot.resourceId === 'number' ? slot.resourceId : undefined);
    },
    [isAllowed, onCreate, view],
  );

  // Rooms as columns: the Day view of all rooms.
  const byRoom = rooms !== undefined && view === 'day';
  const day = dayStart(date.getTime());
  const roomStates = useMemo(() => {
    const states = new Map<number, { busy: boolean; text: string }>();
    if (!byRoom) return states;
    const at = now().getTime();
    for (const room of rooms) states.set(room.id, roomStateText(events.filter((e) => e.booking.room.id === room.id), day, at));
    return states;
  }, [byRoom, rooms, events, day, now]);

  // Drag to move and resize, for bookings the user may change.
  const DragAndDrop = useDragAndDrop(onMove !== undefined && view !== 'agenda');
  const movable = useCallback((event: CalendarEvent) => canMove?.(event.booking) ?? false, [canMove]);
  const onDrop = useCallback(
    ({ event, start, end, resourceId: room }: { event: CalendarEvent; start: Date | string; end: Date | string; resourceId?: string | number }) => {
      const [from, to] = [new Date(start), new Date(end)];
      if (from.getTime() === event.start.getTime() && to.getTime() === event.end.getTime() && (room === undefined || room === event.booking.room.id)) return;
      onMove?.(event.booking, { start: from, end: to, roomId: typeof room === 'number' ? room : event.booking.room.id });
    },
    [onMove],
  );

  const context = useMemo(() => ({ onAdd, view, roomStates }), [onAdd, view, roomStates]);
  const scrollToTime = useMemo(() => new Date(atMinuteOfDay(day, SCROLL_HOUR * 60 + SCROLL_MINUTE)), [day]);

  const CalendarView = (DragAndDrop ?? Calendar) as AnyCalendar;
  const dragProps = DragAndDrop
    ? { onEventDrop: onDrop, onEventResize: onDrop, draggableAccessor: movable, resizableAccessor: movable, resizable: true }
    : {};

  return (
    // Busy while loading, and while a large list is still being drawn.
    <section ref={rootRef} className={root} aria-label={ariaLabel} aria-busy={isLoading || drawn.length < bookings.length || undefined}>
      {errorMessage ? <Alert kind="error">{errorMessage}</Alert> : null}
      <CalendarContext.Provider value={context}>
        <div className={frame}>
          <CalendarView
            localizer={copenhagenLocalizer}
            events={events}
            views={[...CALENDAR_VIEWS]}
            view={view}
            onView={(next) => setView(next as CalendarView)}
            date={date}
            onNavigate={(next) => setDate(next)}
            onDrillDown={(next) =>
              startTransition(() => {
                setDate(next);
                setViewNow('day');
              })
            }
            getNow={() => nowRef.current()}
            scrollToTime={scrollToTime}
            step={SLOT_MINUTES}
            timeslots={60 / SLOT_MINUTES}
            selectable={onCreate !== undefined}
            popup
            onSelecting={({ start }) => isAllowed(start)}
            onSelectSlot={onSelectSlot}
            onSelectEvent={openEvent}
            onKeyPressEvent={(event, keyEvent) => {
              const { key } = keyEvent as unknown as KeyboardEvent;
              if (key !== 'Enter' && key !== ' ') return;
              keyEvent.preventDefault();
              openEvent(event);
            }}
            selected={selected}
            eventPropGetter={(event) => ({ className: isOwn(event.booking) ? ownEvent : otherEvent })}
            tooltipAccessor={tooltipOf}
            components={components}
            messages={messages}
            {...(byRoom
              ? { resources: rooms as CalendarResource[], resourceAccessor: roomOf, resourceIdAccessor: resourceId, resourceTitleAccessor: resourceTitle }
              : {})}
            {...dragProps}
          />
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
