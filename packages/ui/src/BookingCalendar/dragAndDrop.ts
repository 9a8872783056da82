import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { ComponentClass } from 'react';
import { Calendar } from 'react-big-calendar';
import withDragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';

type Merged = { components: unknown };

const DragAndDrop = withDragAndDrop(Calendar) as unknown as ComponentClass<{ components?: unknown }>;

/**
 * react-big-calendar with its drag-and-drop addon: loaded by BookingCalendar only for a user who may move
 * a booking (issue 28: its code stays out of the calendar route's first JS).
 *
 * The addon (1.20) nests the calendar's own event wrapper and its own into a new component on every render
 * (`this.components = mergeComponents(…)` in render), so every booking is mounted again on each render: the
 * press that starts a drag re-renders, the booking under the pointer is replaced, and the browser sends no
 * click, so a booking could not be opened. Here the nested components are made once per `components` prop.
 */
export class DragAndDropCalendar extends DragAndDrop {
  private merged: { from: unknown; value: unknown } | undefined;

  get components(): unknown {
    return this.merged?.value;
  }

  set components(value: unknown) {
    const from = (this.props as Merged).components;
    if (this.merged === undefined || this.merged.from !== from) this.merged = { from, value };
  }
}
