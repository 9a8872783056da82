import ICAL from 'ical.js';

/**
 * A calendar file as an independent parser (ical.js) reads it, with the file's own VTIMEZONE as the only zone it
 * knows: what the tests of the calendar files compare with what was booked (docs/decisions/104). Test support only.
 */
const starts = (event: ICAL.Event): string[] => {
  const iterator = event.iterator();
  const found: string[] = [];
  for (let next = iterator.next(); next && found.length < 60; next = iterator.next()) found.push(next.toJSDate().toISOString());
  return found;
};

export function readCalendarFile(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startZone: event.startDate.zone?.tzid,
      status: component.getFirstPropertyValue('status'),
      organizer: String(component.getFirstPropertyValue('organizer')).toLowerCase(),
      attendee: String(component.getFirstPropertyValue('attendee')).toLowerCase(),
      rrule: component.getFirstPropertyValue('rrule')?.toString() ?? null,
      recurrenceId: event.recurrenceId ? event.recurrenceId.toJSDate().toISOString() : null,
      /** A master's starts, as a calendar program expands its RRULE less its EXDATEs (at most 60). */
      occurrences: event.isRecurring() ? starts(event) : [],
    };
  });
  return { method: calendar.getFirstPropertyValue('method'), zone: zone?.getFirstPropertyValue('tzid'), name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}
