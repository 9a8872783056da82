import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** A run of slots being selected, first and last index included (first ≤ last). */
export interface SlotRun {
  first: number;
  last: number;
}

/** What the pointer may not start a selection on: the bookings, '+N more', and every other button or link. */
const NOT_A_SLOT = '.rbc-event, .rbc-show-more, button, a, [role="button"]';

/** How far (px) a mouse moves with its button down before a click becomes a selection of several slots. */
const DRAG_THRESHOLD_PX = 5;

interface Press {
  pointerId: number;
  x: number;
  y: number;
  slot: number;
  dragging: boolean;
}

export interface SlotSelection {
  /** The slots being dragged over, while a mouse drags; null otherwise. */
  selecting: SlotRun | null;
  /** Pointer handlers for the element whose area the slots divide. */
  handlers: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/**
 * Selecting empty slots with the pointer, as react-big-calendar did: a click (or a tap) selects the slot under
 * it; a mouse dragged with its button down selects the slots from where it was pressed to where it is
 * released, shown while it moves. A touch that scrolls the page selects nothing (the browser cancels the
 * pointer). `slotAt` maps a point in the element's box to a slot index (clamped to the element's slots);
 * `isAllowed` says whether a run may be selected (a run that is not is neither shown nor selected);
 * `onSelect` gets the chosen run.
 */
export function useSlotSelection(
  slotAt: (box: DOMRect, x: number, y: number) => number,
  isAllowed: (run: SlotRun) => boolean,
  onSelect: (run: SlotRun) => void,
): SlotSelection {
  const press = useRef<Press | null>(null);
  const [selecting, setSelecting] = useState<SlotRun | null>(null);

  const runTo = (event: ReactPointerEvent<HTMLElement>, start: number): SlotRun => {
    const slot = slotAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    return { first: Math.min(start, slot), last: Math.max(start, slot) };
  };

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest(NOT_A_SLOT)) return;
      const slot = slotAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
      press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, slot, dragging: false };
      // The drag goes on outside the element; a pointer the browser does not know (a synthetic event) is not captured.
      if (event.pointerType === 'mouse') {
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // not an active pointer
        }
      }
    },
    [slotAt],
  );

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId || event.pointerType !== 'mouse') return;
    if (!current.dragging && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD_PX) return;
    current.dragging = true;
    const run = runTo(event, current.slot);
    const shown = isAllowed(run) ? run : null;
    setSelecting((before) => (before?.first === shown?.first && before?.last === shown?.last ? before : shown));
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = press.current;
    press.current = null;
    setSelecting(null);
    if (!current || current.pointerId !== event.pointerId) return;
    const run = current.dragging ? runTo(event, current.slot) : { first: current.slot, last: current.slot };
    if (isAllowed(run)) onSelect(run);
  };

  const onPointerCancel = () => {
    press.current = null;
    setSelecting(null);
  };

  return { selecting, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}

/** The slot index of a position along a length divided into `count` equal slots, clamped to them. */
export const slotIndex = (offset: number, length: number, count: number): number =>
  Math.min(count - 1, Math.max(0, Math.floor((offset / Math.max(length, 1)) * count)));
