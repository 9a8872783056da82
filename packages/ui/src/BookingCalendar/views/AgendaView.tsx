import { Fragment } from 'react';
import { addDays, AGENDA_LENGTH_DAYS, copenhagenText, dayStart, daysFrom } from './calendarDates';
import type { ViewCallbacks, ViewEvent } from './types';

/** The agenda's column headings and the text of a range without bookings. */
const AGENDA_TEXTS = {
  date: 'Date',
  time: 'Time',
  event: 'Booking',
  empty: 'There are no bookings of yours in this range.',
} as const;

const MINUTE_MS = 60_000;

export interface AgendaViewProps extends Pick<ViewCallbacks, 'eventClassName' | 'renderAgendaEvent' | 'onSelectEvent'> {
  /** The first day listed. */
  date: Date;
  events: readonly ViewEvent[];
}

/**
 * The agenda: the bookings of the 31 days from `date`, a row each under its day (a booking across midnight
 * under both), with the time it takes that day. One table with its headings (react-big-calendar's class
 * names, so its stylesheet and ours apply).
 */
export function AgendaView({ date, events, eventClassName, renderAgendaEvent, onSelectEvent }: AgendaViewProps) {
  const first = dayStart(date.getTime());
  const end = addDays(first, AGENDA_LENGTH_DAYS + 1);
  const listed = events.filter((item) => item.start < end && item.end > first).sort((a, b) => a.start - b.start);
  if (listed.length === 0) {
    return (
      <div className="rbc-agenda-view">
        <span className="rbc-agenda-empty">{AGENDA_TEXTS.empty}</span>
      </div>
    );
  }
  return (
    <div className="rbc-agenda-view">
      <div className="rbc-agenda-content">
        <table className="rbc-agenda-table">
          <thead>
            <tr>
              <th className="rbc-header" scope="col">
                {AGENDA_TEXTS.date}
              </th>
              <th className="rbc-header" scope="col">
                {AGENDA_TEXTS.time}
              </th>
              <th className="rbc-header" scope="col">
                {AGENDA_TEXTS.event}
              </th>
            </tr>
          </thead>
          <tbody>
            {daysFrom(first, AGENDA_LENGTH_DAYS + 1).map((day) => {
              const next = addDays(day, 1);
              const onDay = listed.filter((item) => touches(item, day, next));
              return (
                <Fragment key={day}>
                  {onDay.map((item, index) => (
                    <tr key={item.event.booking.id} className={eventClassName(item.event)}>
                      {index === 0 ? (
                        <td rowSpan={onDay.length} className="rbc-agenda-date-cell">
                          {copenhagenText(day, 'EEE dd MMM')}
                        </td>
                      ) : null}
                      <td className="rbc-agenda-time-cell">{timeLabel(item, day)}</td>
                      <td className="rbc-agenda-event-cell" onClick={() => onSelectEvent(item.event)}>
                        {renderAgendaEvent(item.event)}
                      </td>
                    </tr>
                  ))}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Whether a booking takes time on the day [day, next) (one of no length: whether it is in it). */
const touches = (item: ViewEvent, day: number, next: number): boolean =>
  item.start === item.end ? item.start >= day && item.start < next : item.start < next && item.end > day;

/**
 * The booking's time on the day (react-big-calendar's agenda): its range when it starts and ends on one day,
 * else its start on its first day, its end on its last, 'All day' between; marked as continuing from the day
 * before or into the next.
 */
function timeLabel(item: ViewEvent, day: number) {
  const startDay = dayStart(item.start);
  const endDay = dayStart(item.end);
  const classes = [day > startDay ? 'rbc-continues-prior' : '', day < endDay ? 'rbc-continues-after' : ''].filter(Boolean).join(' ');
  let label: string;
  if (Math.floor(item.start / MINUTE_MS) === Math.floor(item.end / MINUTE_MS)) label = copenhagenText(item.start, 'HH:mm');
  else if (startDay === endDay) label = `${copenhagenText(item.start, 'HH:mm')} – ${copenhagenText(item.end, 'HH:mm')}`;
  else if (day === startDay) label = copenhagenText(item.start, 'HH:mm');
  else if (day === endDay) label = copenhagenText(item.end, 'HH:mm');
  else label = 'All day';
  return <span className={classes || undefined}>{label}</span>;
}
