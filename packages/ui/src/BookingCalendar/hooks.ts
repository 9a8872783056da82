import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { CALENDAR_SHORTCUTS, SMALL_SCREEN_MAX_PX, type CalendarShortcut } from '@roombook/domain/constants';

/** The media query of a small screen (§2, §9: 600 px or less switches to the day view). */
export const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_MAX_PX}px)`;

const matches = (query: string): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether a media query matches now, following its changes (false on the server). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export const isSmallScreenNow = (): boolean => matches(SMALL_SCREEN_QUERY);

/** A value that is controlled when `value` is given and kept here otherwise; `onChange` hears both. */
export function useControllable<T>(value: T | undefined, initial: () => T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(initial);
  const isControlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [isControlled ? value : own, set];
}

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="spinbutton"]';

/** Whether a key press goes to something the user types into. */
const isTypingTarget = (target: EventTarget | null): boolean =>
  target instanceof Element && (target.closest(EDITABLE) !== null || (target as HTMLElement).isContentEditable === true);

/**
 * Whether a dialog is open over the calendar: react-aria hides everything outside a modal dialog or
 * popover (inert or aria-hidden), and any open dialog counts too. Toasts (role="alertdialog" in their
 * region, nothing hidden) do not.
 */
function isDialogOpen(calendar: Element | null): boolean {
  if (calendar?.closest('[inert], [aria-hidden="true"]')) return true;
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * The calendar's keyboard shortcuts (§2): W week, X work week, D day, M month, A agenda, T today, and N
 * for Add (issue 28 §3). `onShortcut` answers false for one it cannot do now. Off
 * while `enabled` is false, while a dialog is open, while the user types in a field, and with Ctrl, Alt
 * or Meta held (the browser's own shortcuts).
 */
export function useCalendarShortcuts(
  calendar: RefObject<Element | null>,
  enabled: boolean,
  onShortcut: (action: CalendarShortcut) => boolean | void,
): void {
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      const action = CALENDAR_SHORTCUTS[event.key.toLowerCase()];
      if (action === undefined) return;
      if (isTypingTarget(event.target) || isDialogOpen(calendar.current)) return;
      // false: the calendar has nothing to do for it (N where the user cannot book), and the key is the page's.
      if (latest.current(action) !== false) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [calendar, enabled]);
}

/** The name of the scrolling hours of the week, work week and day views. */
const TIME_GRID_LABEL = 'Hours of the day';

/** The ARIA table roles react-big-calendar puts on its month and time grids. */
const GRID_ROLE_SELECTOR = ['table', 'rowgroup', 'row', 'cell', 'columnheader']
  .flatMap((role) => [`.rbc-month-view[role="${role}"]`, `.rbc-month-view [role="${role}"]`, `.rbc-time-view [role="${role}"]`])
  .join(', ');

/**
 * react-big-calendar 1.20 marks its month and time grids up as an ARIA table whose rows also hold the
 * bookings and whose week header has no table at all, which is invalid ARIA (axe: required children and
 * parents). The grids are not tables a screen reader could walk anyway, so their table roles are
 * removed: what remains are the named buttons of the days and the bookings (the agenda keeps its real
 * <table>). The scrolling hours become focusable. React never writes these attributes again unless the element is recreated, which the
 * observer catches.
 */
export function useFlatCalendarGrid(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (element === null || typeof MutationObserver === 'undefined') return undefined;
    const flatten = () => {
      for (const node of element.querySelectorAll(GRID_ROLE_SELECTOR)) {
        node.removeAttribute('role');
        node.removeAttribute('aria-sort');
        node.removeAttribute('aria-label');
      }
      // The hours scroll: keyboard users reach the scrolling area (and scroll it with the arrow keys)
      // even on a day without bookings to tab to.
      for (const node of element.querySelectorAll('.rbc-time-content:not([tabindex])')) {
        node.setAttribute('tabindex', '0');
        node.setAttribute('role', 'group');
        node.setAttribute('aria-label', TIME_GRID_LABEL);
      }
    };
    flatten();
    const observer = new MutationObserver(flatten);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
