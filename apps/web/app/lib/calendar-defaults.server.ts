import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { CALENDAR_VIEWS } from '@roombook/domain/constants';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { ALL_ROOMS_PARAM, type CalendarDefaults, type CalendarUrlState } from './calendar-state';
import { sessionCookieOptions } from './session.server';

/**
 * Where the calendar opens (issue 28 §2): on the location, room and view the user last looked at in this
 * browser, else on their primary location. The URL keeps the state of each calendar page (Back and a shared
 * link show that calendar); this cookie only fills in what a plain '/' leaves out. It holds nothing secret:
 * three choices, read back through a schema, so a changed cookie can only choose among the user's own rooms.
 */
const { httpOnly, sameSite, path, secure } = sessionCookieOptions();
const calendarCookie = createCookie('__roombook_calendar', { httpOnly, sameSite, path, secure, maxAge: 365 * 24 * 60 * 60 });

const Remembered = z.object({
  locationId: z.number().int().positive(),
  room: z.union([z.number().int().positive(), z.literal(ALL_ROOMS_PARAM)]),
  view: z.enum(CALENDAR_VIEWS),
});
type Remembered = z.infer<typeof Remembered>;

/** The calendar last shown in this browser, or null (none yet, or a cookie that is not one). */
export async function rememberedCalendar(request: Request): Promise<Remembered | null> {
  try {
    const parsed = Remembered.safeParse(await calendarCookie.parse(request.headers.get('Cookie')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The defaults for a calendar URL of this user: the last calendar when it is one of their locations, else the primary location. */
export function calendarDefaults(
  last: Remembered | null,
  user: Pick<SessionUser, 'primaryLocationId'>,
  locations: ReadonlyArray<{ id: number }>,
): CalendarDefaults {
  if (last !== null && locations.some((location) => location.id === last.locationId)) return last;
  return { locationId: user.primaryLocationId };
}

/** The Set-Cookie that remembers the calendar shown, or null when it is what the cookie already says. */
export async function rememberCalendar(last: Remembered | null, state: CalendarUrlState): Promise<string | null> {
  if (state.locationId === null) return null;
  const next: Remembered = { locationId: state.locationId, room: state.room, view: state.view };
  if (last !== null && last.locationId === next.locationId && last.room === next.room && last.view === next.view) return null;
  return calendarCookie.serialize(next);
}
