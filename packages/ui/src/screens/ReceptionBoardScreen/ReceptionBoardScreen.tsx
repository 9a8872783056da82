import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { RECEPTION_POLL_SECONDS } from '@roombook/domain/constants';
import { RECEPTION_BOARD_MESSAGES as T } from '@roombook/domain/reception-board/page';
import { findGuests, nowAndNext, wifiQrText, type FoundGuest } from '@roombook/domain/reception-board/rules/board';
import type { BoardMeeting, BoardReception, ReceptionBoard } from '@roombook/domain/reception-board/schemas';
import { formatReportDateTime } from '@roombook/domain/reports/format';
import { Alert } from '../../Alert/Alert';
import { timeRangeText } from '../../BookingCalendar/dates';
import { Button } from '../../Button/Button';
import { DataTable, type DataTableColumn } from '../../DataTable/DataTable';
import { QrCode } from '../../QrCode/QrCode';
import { TextField } from '../../TextField/TextField';
import { DeviceSignOut } from '../shared/DeviceSignOut';
import { usePolled } from '../shared/usePolled';
import * as s from './ReceptionBoardScreen.css';

/** What "I have arrived" gave: the new board, or the API's refusal (its message, shown as it is). */
export type ReceptionArriveResult = { kind: 'board'; board: ReceptionBoard } | { kind: 'refused'; message: string };

export interface ReceptionBoardScreenProps {
  /** The board the page was drawn with. */
  initial: ReceptionBoard;
  /** Asks for the board again; a rejection (no network, the server down) counts as no answer. */
  load: (signal: AbortSignal) => Promise<ReceptionBoard>;
  /** A guest has arrived; a rejection (no network) counts as no answer ('notSent'). */
  arrive: (guestId: number) => Promise<ReceptionArriveResult>;
  /** Signs the board out, once the staff have confirmed. */
  onSignOut: () => void | Promise<void>;
  /** How often it asks (RECEPTION_POLL_SECONDS; the stories ask faster, or not at all). */
  pollSeconds?: number;
  /** How long without an answer before it says it is offline (three polls). */
  offlineAfterSeconds?: number;
  /** How long the welcome shows after "I have arrived" (the stories keep it). */
  welcomeSeconds?: number;
}

/** How long 'Welcome, Ada! …' shows after "I have arrived", unless the next guest starts typing. */
const WELCOME_SECONDS = 20;

const timeOfBoard = (board: ReceptionBoard) => board.at;
/** 'HH:mm – HH:mm' of a meeting in Copenhagen time. */
const span = (meeting: BoardMeeting) => timeRangeText(Date.parse(meeting.bookingStart), Date.parse(meeting.bookingEnd));
const companyOf = (meeting: BoardMeeting) => meeting.companyName ?? T.noCompany;
const guestsOf = (meeting: BoardMeeting) =>
  meeting.guests.length === 0 ? T.noGuests : T.guestCount(meeting.guests.filter((guest) => guest.arrivedAt !== null).length, meeting.guests.length);

/** The board's clock: the date and time of the server's answer in Copenhagen, in the one Danish format ('18.11.2026', '10:07'). */
function clockOf(at: string): { date: string; time: string } {
  const [date = '', time = ''] = formatReportDateTime(at).split(' ');
  return { date, time };
}

const MEETING_COLUMNS: DataTableColumn<BoardMeeting>[] = [
  { id: 'room', header: T.room, accessorKey: 'roomName', enableSorting: false },
  { id: 'time', header: T.time, accessorFn: span, enableSorting: false, meta: { cellWidth: '8.5rem' } },
  { id: 'meeting', header: T.meeting, accessorKey: 'name', enableSorting: false },
  { id: 'company', header: T.company, accessorFn: companyOf, enableSorting: false },
  { id: 'host', header: T.host, accessorKey: 'hostName', enableSorting: false },
  { id: 'guests', header: T.guests, accessorFn: guestsOf, enableSorting: false },
];

/** The meetings of Now or of Next: room, time, name, company and host of each, or what it says without one. */
function NowOrNext({ id, heading, meetings, none }: { id: string; heading: string; meetings: readonly BoardMeeting[]; none: string }) {
  return (
    <section className={s.nowCard} aria-labelledby={id}>
      <h2 id={id} className={s.nowHeading}>
        {heading}
      </h2>
      {meetings.length === 0 ? (
        <p className={s.note}>{none}</p>
      ) : (
        <ul className={s.nowList}>
          {meetings.map((meeting) => (
            <li key={meeting.id} className={s.nowItem}>
              <p className={s.nowRoom}>
                <span>{meeting.roomName}</span> <span className={s.nowTime}>{span(meeting)}</span>
              </p>
              <p className={s.nowName}>{meeting.name}</p>
              <p className={s.nowFacts}>{meeting.companyName === null ? meeting.hostName : `${meeting.companyName} · ${meeting.hostName}`}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The guests' wifi: its network and password as text, and a QR code a phone joins it by; or ask at the desk. */
function WifiPanel({ reception }: { reception: BoardReception }) {
  const qrText = wifiQrText(reception.wifiName, reception.wifiPass);
  return (
    <section className={s.panel} aria-labelledby="reception-wifi">
      <h2 id="reception-wifi" className={s.panelHeading}>
        {T.wifiHeading}
      </h2>
      {qrText === null || reception.wifiName === null ? (
        <p className={s.note}>{T.noWifi}</p>
      ) : (
        <div className={s.wifi}>
          <dl className={s.wifiFacts}>
            <dt className={s.wifiTerm}>{T.wifiName}</dt>
            <dd className={s.wifiValue}>{reception.wifiName}</dd>
            {reception.wifiPass ? (
              <>
                <dt className={s.wifiTerm}>{T.wifiPassword}</dt>
                <dd className={s.wifiValue}>{reception.wifiPass}</dd>
              </>
            ) : null}
          </dl>
          <div className={s.wifiCode}>
            <QrCode text={qrText} label={T.wifiQrLabel(reception.wifiName)} minSize={176} />
            <p className={s.wifiScan}>{T.wifiScan}</p>
          </div>
        </div>
      )}
    </section>
  );
}

interface GuestSearchProps {
  meetings: readonly BoardMeeting[];
  arrive: ReceptionBoardScreenProps['arrive'];
  /** The guest's arrival was taken: the new board, and who arrived for whom. */
  onArrived: (board: ReceptionBoard, found: FoundGuest) => void;
  /** The guest started typing: the last welcome goes. */
  onTyping: () => void;
  headingRef: RefObject<HTMLHeadingElement>;
}

/**
 * 'Are you a guest?': the guest types the first letters of their name (`findGuests`) and finds themselves with
 * their meeting's room, time and company; one not yet arrived taps "I have arrived", a large button.
 */
function GuestSearch({ meetings, arrive, onArrived, onTyping, headingRef }: GuestSearchProps) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const found = useMemo(() => findGuests(meetings, typed), [meetings, typed]);
  const anyGuests = meetings.some((meeting) => meeting.guests.length > 0);

  const press = async (choice: FoundGuest) => {
    setPending(choice.guest.id);
    setError(null);
    const result = await arrive(choice.guest.id).catch((): ReceptionArriveResult => ({ kind: 'refused', message: T.notSent }));
    setPending(null);
    if (result.kind === 'refused') {
      setError(result.message);
      return;
    }
    setTyped('');
    onArrived(result.board, choice);
  };

  return (
    <section className={s.panel} aria-labelledby="reception-find">
      <h2 id="reception-find" className={s.panelHeading} ref={headingRef} tabIndex={-1}>
        {T.findHeading}
      </h2>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <TextField
        label={T.findLabel}
        name="guest"
        description={T.findHelp}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setError(null);
          onTyping();
        }}
        autoComplete="off"
      />
      {!anyGuests ? (
        <p className={s.note}>{T.noGuestsToday}</p>
      ) : typed.trim() === '' ? null : found.length === 0 ? (
        <p className={s.note}>{T.noGuestFound}</p>
      ) : (
        <ul className={s.results} aria-label={T.findHeading}>
          {found.map((choice) => {
            const { guest, meeting } = choice;
            return (
              <li key={guest.id} className={s.result}>
                <div className={s.resultText}>
                  <p className={s.resultName}>{guest.name}</p>
                  <p className={s.resultMeeting}>{T.guestMeeting(meeting.roomName, span(meeting), companyOf(meeting))}</p>
                </div>
                {guest.arrivedAt === null ? (
                  <Button
                    className={s.arriveButton}
                    aria-label={T.arriveFor(guest.name)}
                    isPending={pending === guest.id}
                    isDisabled={pending !== null && pending !== guest.id}
                    onPress={() => void press(choice)}
                  >
                    {T.arrive}
                  </Button>
                ) : (
                  <p className={s.arrived}>{T.arrived}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The reception board (issue 29 §2, docs/decisions/103) at `/reception`: a front-desk tablet showing today's
 * meetings at its location — what goes on now and next, and the day as a table (cards on a phone) with each
 * meeting's room, time, company, host and how many of its guests have arrived — and the guests' wifi with a QR
 * code in the `WIFI:` format. A guest finds their name and taps "I have arrived": the host is told, and the board
 * welcomes the guest. It asks for the board again every few seconds; without answers it keeps the last board
 * under 'Offline' and recovers by itself. The staff sign it out, after a confirmation.
 */
export function ReceptionBoardScreen({
  initial,
  load,
  arrive,
  onSignOut,
  pollSeconds = RECEPTION_POLL_SECONDS,
  offlineAfterSeconds = 3 * pollSeconds,
  welcomeSeconds = WELCOME_SECONDS,
}: ReceptionBoardScreenProps) {
  const { answer: board, offline, show } = usePolled({ initial, load, pollSeconds, offlineAfterSeconds, timeOf: timeOfBoard });
  const [welcome, setWelcome] = useState<string | null>(null);
  const findHeading = useRef<HTMLHeadingElement>(null);
  const { reception, at, meetings } = board;
  const { now, next } = nowAndNext(meetings, at);
  const clock = clockOf(at);

  // The welcome goes after a while; focus goes to the search's heading, since the button pressed is gone.
  useEffect(() => {
    if (welcome === null) return undefined;
    findHeading.current?.focus();
    const timer = setTimeout(() => setWelcome(null), welcomeSeconds * 1000);
    return () => clearTimeout(timer);
  }, [welcome, welcomeSeconds]);

  return (
    <div className={s.page}>
      <header className={s.header}>
        <h1 className={s.title}>{T.today(reception.locationName)}</h1>
        <p className={s.clock}>
          <time dateTime={at}>
            <span>{clock.date}</span> <span className={s.clockTime}>{clock.time}</span>
          </time>
        </p>
        <DeviceSignOut label={T.signOut} confirm={T.signOutConfirm} onSignOut={onSignOut} />
      </header>
      {offline ? (
        <p className={s.banner} role="status">
          {T.offline} · {T.lastUpdated(clock.time)}
        </p>
      ) : null}
      <main className={s.main}>
        <div className={s.side}>
          {welcome !== null ? <Alert kind="success">{welcome}</Alert> : null}
          <GuestSearch
            meetings={meetings}
            arrive={arrive}
            headingRef={findHeading}
            onTyping={() => setWelcome(null)}
            onArrived={(next, { guest, meeting }) => {
              show(next);
              setWelcome(T.welcome(guest.name, meeting.hostName));
            }}
          />
          <WifiPanel reception={reception} />
        </div>
        <div className={s.day}>
          <div className={s.nowAndNext}>
            <NowOrNext id="reception-now" heading={T.now} meetings={now} none={T.nothingNow} />
            <NowOrNext id="reception-next" heading={T.next} meetings={next} none={T.nothingNext} />
          </div>
          {/* Not a region of its own: the table's scroll region is named by the same words. */}
          <div className={s.meetings}>
            <h2 className={s.panelHeading}>
              {T.meetings}
            </h2>
            <DataTable
              label={T.meetings}
              data={meetings}
              columns={MEETING_COLUMNS}
              getRowId={(meeting) => meeting.id}
              getRowLabel={(meeting) => meeting.name}
              empty={{ title: T.noMeetings }}
              maxHeight="none"
              narrowLayout="cards"
            />
          </div>
        </div>
      </main>
    </div>
  );
}
