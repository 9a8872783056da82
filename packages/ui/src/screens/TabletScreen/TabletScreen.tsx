import { useEffect, useState } from 'react';
import { TABLET_OFFLINE_AFTER_SECONDS, TABLET_POLL_SECONDS } from '@roombook/domain/constants';
import { TABLET_MESSAGES as T } from '@roombook/domain/tablet/page';
import type { TabletBooking, TabletState } from '@roombook/domain/tablet/schemas';
import { formatHourMinute, inCopenhagen } from '@roombook/domain/time/zone';
import { TEXTS } from '@roombook/domain/messages';
import { timeRangeText } from '../../BookingCalendar/dates';
import * as s from './TabletScreen.css';

/** What the tablet's state call gave: the room's state, or a refusal of the code (reset, or never a room's). */
export type TabletAnswer = { kind: 'state'; state: TabletState } | { kind: 'setUpAgain' };

export interface TabletScreenProps {
  /** The answer the page was drawn with. */
  initial: TabletAnswer;
  /** Asks for the state again; a rejection (no network, the server down) counts as no answer. */
  load: (signal: AbortSignal) => Promise<TabletAnswer>;
  /** How often it asks (TABLET_POLL_SECONDS; the stories ask faster). */
  pollSeconds?: number;
  /** How long without an answer before it says it is offline (TABLET_OFFLINE_AFTER_SECONDS). */
  offlineAfterSeconds?: number;
}

const time = (iso: string) => formatHourMinute(inCopenhagen(iso));
const span = (booking: TabletBooking) => timeRangeText(Date.parse(booking.bookingStart), Date.parse(booking.bookingEnd));
const minutesBetween = (from: string, to: string) => Math.max(1, Math.ceil((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * Asks for the state every `pollSeconds` until the code is refused; keeps the last state while no answer comes,
 * and says it is offline once the polls of `offlineAfterSeconds` went unanswered. It recovers by itself with the
 * next answer.
 */
function useTabletAnswer({ initial, load, pollSeconds = TABLET_POLL_SECONDS, offlineAfterSeconds = TABLET_OFFLINE_AFTER_SECONDS }: TabletScreenProps) {
  const [answer, setAnswer] = useState(initial);
  const [offline, setOffline] = useState(false);
  const polling = answer.kind === 'state';
  useEffect(() => {
    if (!polling) return undefined;
    let stopped = false;
    // Counted in polls, not read from the clock: a clock set wrong (or held still) must not hide that answers stopped.
    const missesToOffline = Math.max(1, Math.ceil(offlineAfterSeconds / pollSeconds));
    let misses = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const ask = async () => {
      controller = new AbortController();
      // A request that hangs counts as no answer.
      const giveUp = setTimeout(() => controller?.abort(), offlineAfterSeconds * 1000);
      try {
        const next = await load(controller.signal);
        if (stopped) return;
        misses = 0;
        setOffline(false);
        setAnswer(next);
        if (next.kind !== 'state') return;
      } catch {
        if (stopped) return;
        misses += 1;
        if (misses >= missesToOffline) setOffline(true);
      } finally {
        clearTimeout(giveUp);
      }
      timer = setTimeout(() => void ask(), pollSeconds * 1000);
    };
    timer = setTimeout(() => void ask(), pollSeconds * 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [polling, load, pollSeconds, offlineAfterSeconds]);
  return { answer, offline };
}

/** The free or busy side: the state in colour and words, and the booking going on. */
function StatePanel({ state }: { state: TabletState }) {
  const { room, current, nextFree, at } = state;
  const kind = !room.isActive ? 'inactive' : current === null ? 'free' : 'busy';
  const word = kind === 'inactive' ? T.inactive : kind === 'free' ? T.free : T.busy;
  let line: string;
  if (current !== null) line = T.busyUntil(time(nextFree?.start ?? current.bookingEnd));
  else if (nextFree === null) line = T.noFreeTimeToday;
  else line = nextFree.end === null ? T.freeRestOfDay : T.freeUntil(time(nextFree.end));
  return (
    <section className={s.state[kind]} aria-labelledby="tablet-room">
      <h1 id="tablet-room" className={s.roomName}>
        {room.name}
      </h1>
      <p className={s.roomFacts}>
        {room.locationName} · {TEXTS.rooms.seats(room.seatsNumber)}
      </p>
      <div aria-live="polite" aria-atomic="true">
        <p className={s.stateWord}>{word}</p>
        {room.isActive && <p className={s.stateLine}>{line}</p>}
      </div>
      {current !== null && (
        <div className={s.currentBooking} aria-label={T.now}>
          <p className={s.currentName}>{current.name}</p>
          {current.companyName !== null && <p className={s.currentLine}>{current.companyName}</p>}
          <p className={s.currentLine}>
            {span(current)} · {T.minutesLeft(minutesBetween(at, current.bookingEnd))}
          </p>
        </div>
      )}
    </section>
  );
}

/** The other side: the room's picture, the rest of today's bookings, and when it is next free while busy. */
function DayPanel({ state }: { state: TabletState }) {
  const { room, later, current, nextFree } = state;
  return (
    <section className={s.side} aria-labelledby="tablet-later">
      {room.image !== null && <img className={s.picture} src={room.image} alt="" />}
      {current !== null && nextFree !== null && <p className={s.stateLine}>{T.nextFree(time(nextFree.start))}</p>}
      <h2 id="tablet-later" className={s.sideHeading}>
        {T.later}
      </h2>
      {later.length === 0 ? (
        <p className={s.note}>{T.nothingLater}</p>
      ) : (
        <ul className={s.list}>
          {later.map((booking) => (
            <li key={booking.id} className={s.listItem}>
              <span className={s.listTime}>{span(booking)}</span>
              <span className={s.listName}>{booking.name}</span>
              {booking.companyName !== null && <span className={s.listCompany}>{booking.companyName}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The room tablet (issue 29 §1) at `/code/{code}`: the room's name, its free or busy state in colour and words,
 * the booking going on with the time left, the rest of today's bookings and the next free time. It updates by
 * itself every few seconds; without answers it shows its last state under 'Offline'; a code that no room has
 * (Reset URL) asks to be set up again.
 */
export function TabletScreen(props: TabletScreenProps) {
  const { answer, offline } = useTabletAnswer(props);
  if (answer.kind === 'setUpAgain') {
    return (
      <main className={s.page}>
        <div className={s.setUp}>
          <h1 className={s.setUpHeading}>{T.setUpAgain}</h1>
          <p className={s.setUpText}>{T.setUpAgainHelp}</p>
        </div>
      </main>
    );
  }
  const { state } = answer;
  return (
    <main className={s.page}>
      {offline && (
        <p className={s.banner} role="status">
          {T.offline} · {T.lastUpdated(time(state.at))}
        </p>
      )}
      <div className={s.layout}>
        <StatePanel state={state} />
        <DayPanel state={state} />
      </div>
    </main>
  );
}
