import { Dialog, DialogTrigger, Heading, Meter, Popover } from 'react-aria-components';
import type { BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { bar, fill, heading, line, popover, roomBlock, roomName, trigger } from './UsageMeter.css';
import { viewedPeriod } from './viewedPeriod';

export interface UsageMeterRoom {
  id: number;
  name: string;
  /** Hours a company may book the room per day. */
  dailyLimit: number;
  /** Hours a company may book the room per ISO week. */
  weeklyLimit: number;
}

export interface UsageMeterProps {
  /** The rooms to report: the chosen room, or every room of the location. */
  rooms: readonly UsageMeterRoom[];
  /** GET /api/booking/getUsedTime/{locationId}; null while it loads. */
  usage: readonly BookingLimitsEntry[] | null;
  /**
   * The day `usage` counts ('YYYY-MM-DD', the day the calendar shows) and today. Another day than today is
   * named ('Mon 30 Nov - …'), and a week other than this one by its ISO number ('Week 49 - …').
   */
  day?: string;
  today?: string;
  isDisabled?: boolean;
}

/** The texts of the two lines for `day` seen on `today`. */
function periodTexts(day: string | undefined, today: string | undefined) {
  const { dayName, weekNumber } = viewedPeriod(day, today);
  return {
    day: dayName === null ? TEXTS.calendar.usageToday : (used: number, limit: number) => TEXTS.calendar.usageDay(dayName, used, limit),
    week: weekNumber === null ? TEXTS.calendar.usageWeek : (used: number, limit: number) => TEXTS.calendar.usageWeekNumber(weekNumber, used, limit),
  };
}

/** Hours as the popup prints them: at most two decimals (quarter hours), no trailing zeros. */
const hours = (value: number): number => Math.round(value * 100) / 100;

function UsageLine({ text, used, limit }: { text: string; used: number; limit: number }) {
  return (
    <Meter className={line} value={Math.min(used, limit)} minValue={0} maxValue={Math.max(limit, 1)} aria-label={text} valueLabel={text}>
      {({ percentage }) => (
        <>
          <span>{text}</span>
          <span className={bar} aria-hidden="true">
            <span className={fill({ full: used >= limit })} style={{ width: `${limit === 0 ? 100 : percentage}%` }} />
          </span>
        </>
      )}
    </Meter>
  );
}

/**
 * The 'Booking time used' popup (§2): for each room, the company's hours today and this week against the
 * room's daily and weekly limits ('Today - x / y hours', 'This week - x / y hours'), or on the day the calendar
 * shows and in its week.
 */
export function UsageMeter({ rooms, usage, day, today, isDisabled = false }: UsageMeterProps) {
  const byRoom = new Map((usage ?? []).map((entry) => [entry.room.id, entry]));
  const texts = periodTexts(day, today);
  return (
    <DialogTrigger>
      <Button variant="secondary" className={trigger} isDisabled={isDisabled || rooms.length === 0}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {TEXTS.calendar.usageTitle}
      </Button>
      <Popover className={popover} placement="bottom end">
        <Dialog className={roomBlock}>
          <Heading slot="title" className={heading}>
            {TEXTS.calendar.usageTitle}
          </Heading>
          {usage === null ? (
            <Spinner size="small" />
          ) : (
            rooms.map((room) => {
              const entry = byRoom.get(room.id);
              const dayUsed = hours(entry?.dayUsed ?? 0);
              const week = hours(entry?.weekUsed ?? 0);
              return (
                <section key={room.id} className={roomBlock} aria-label={room.name}>
                  {rooms.length > 1 ? <p className={roomName}>{room.name}</p> : null}
                  <UsageLine text={texts.day(dayUsed, room.dailyLimit)} used={dayUsed} limit={room.dailyLimit} />
                  <UsageLine text={texts.week(week, room.weeklyLimit)} used={week} limit={room.weeklyLimit} />
                </section>
              );
            })
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
