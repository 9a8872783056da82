import { Dialog, DialogTrigger, Heading, Meter, Popover } from 'react-aria-components';
import type { BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { bar, fill, heading, line, popover, roomBlock, roomName, trigger } from './UsageMeter.css';

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
  isDisabled?: boolean;
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
 * room's daily and weekly limits ('Today - x / y hours', 'This week - x / y hours').
 */
export function UsageMeter({ rooms, usage, isDisabled = false }: UsageMeterProps) {
  const byRoom = new Map((usage ?? []).map((entry) => [entry.room.id, entry]));
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
              const day = hours(entry?.dayUsed ?? 0);
              const week = hours(entry?.weekUsed ?? 0);
              return (
                <section key={room.id} className={roomBlock} aria-label={room.name}>
                  {rooms.length > 1 ? <p className={roomName}>{room.name}</p> : null}
                  <UsageLine text={TEXTS.calendar.usageToday(day, room.dailyLimit)} used={day} limit={room.dailyLimit} />
                  <UsageLine text={TEXTS.calendar.usageWeek(week, room.weeklyLimit)} used={week} limit={room.weeklyLimit} />
                </section>
              );
            })
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
