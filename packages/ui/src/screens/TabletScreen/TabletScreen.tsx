import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { PIN_LENGTH, TABLET_OFFLINE_AFTER_SECONDS, TABLET_POLL_SECONDS, type TabletBookNowMinutes } from '@roombook/domain/constants';
import { TABLET_MESSAGES as T } from '@roombook/domain/tablet/page';
import { checkInWindow, tabletActions } from '@roombook/domain/tablet/rules/tablet-actions';
import type { TabletBooking, TabletCompany, TabletPerson, TabletState } from '@roombook/domain/tablet/schemas';
import { formatHourMinute, inCopenhagen } from '@roombook/domain/time/zone';
import { TEXTS } from '@roombook/domain/messages';
import { Alert } from '../../Alert/Alert';
import { timeRangeText } from '../../BookingCalendar/dates';
import { Button } from '../../Button/Button';
import { FormDialog } from '../../FormDialog/FormDialog';
import { Select } from '../../Select/Select';
import { PinEntry } from '../shared/PinEntry';
import { usePolled } from '../shared/usePolled';
import * as s from './TabletScreen.css';

/** What the tablet's state call gave: the room's state, or a refusal of the code (reset, or never a room's). */
export type TabletAnswer = { kind: 'state'; state: TabletState } | { kind: 'setUpAgain' };

/** What a person does at the tablet (docs/decisions/101): Book now for some minutes, or End early or Extend the booking going on. */
export type TabletAction =
  | { kind: 'bookNow'; minutes: TabletBookNowMinutes }
  | { kind: 'endEarly'; bookingId: number }
  | { kind: 'extend'; bookingId: number }
  | { kind: 'checkIn'; bookingId: number };

/** What an action gave: the room's new state, the API's refusal (its message, shown as it is), or a refusal of the code. */
export type TabletActResult = TabletAnswer | { kind: 'refused'; message: string };

export interface TabletScreenProps {
  /** The answer the page was drawn with. */
  initial: TabletAnswer;
  /** Asks for the state again; a rejection (no network, the server down) counts as no answer. */
  load: (signal: AbortSignal) => Promise<TabletAnswer>;
  /** How often it asks (TABLET_POLL_SECONDS; the stories ask faster). */
  pollSeconds?: number;
  /** How long without an answer before it says it is offline (TABLET_OFFLINE_AFTER_SECONDS). */
  offlineAfterSeconds?: number;
  /** The companies whose staff may act here (those renting at the room's location), by name. */
  loadCompanies: () => Promise<TabletCompany[]>;
  /** Does the action for the person of that company and PIN; a rejection (no network) counts as no answer. */
  act: (action: TabletAction, person: TabletPerson) => Promise<TabletActResult>;
  /** How long the confirmation of a done action shows (the stories keep it). */
  confirmationSeconds?: number;
}

/** How long 'Booked until 10:30' and the like show after an action. */
const CONFIRMATION_SECONDS = 10;

const time = (iso: string) => formatHourMinute(inCopenhagen(iso));
const span = (booking: TabletBooking) => timeRangeText(Date.parse(booking.bookingStart), Date.parse(booking.bookingEnd));
/** Whether a name takes the smaller type of a long one (more than about two lines of the large type). */
const isLong = (name: string) => name.length > 32;
const minutesBetween = (from: string, to: string) => Math.max(1, Math.ceil((Date.parse(to) - Date.parse(from)) / 60_000));

/** The server's time of an answer with the room's state. */
const timeOfAnswer = (answer: TabletAnswer) => (answer.kind === 'state' ? answer.state.at : null);
/** A refused code is the end: the tablet asks no more. */
const keepsAsking = (answer: TabletAnswer) => answer.kind === 'state';

/**
 * Asks for the state every `pollSeconds` until the code is refused (`usePolled`): the last state stays while no
 * answer comes, under 'Offline' once the polls of `offlineAfterSeconds` went unanswered.
 */
const useTabletAnswer = ({ initial, load, pollSeconds = TABLET_POLL_SECONDS, offlineAfterSeconds = TABLET_OFFLINE_AFTER_SECONDS }: TabletScreenProps) =>
  usePolled({ initial, load, pollSeconds, offlineAfterSeconds, timeOf: timeOfAnswer, keepsAsking });

/** An action the person chose, with the end it gives (the dialog's title and the confirmation say it). */
interface Chosen {
  action: TabletAction;
  until: string;
}

/**
 * Check in, first, while a booking's check-in is open where the location asks for it; then Book now's choices
 * while the room is free, or End early and Extend on a company's booking going on: what `tabletActions` offers
 * in the state, each a large button that opens the dialog.
 */
function ActionButtons({ state, onChoose }: { state: TabletState; onChoose: (chosen: Chosen) => void }) {
  const { checkIn } = tabletActions(state);
  if (checkIn === null) return <OtherActions state={state} onChoose={onChoose} />;
  const closes = new Date(checkInWindow(checkIn).closes).toISOString();
  return (
    <>
      <RACButton className={s.actionButton} onPress={() => onChoose({ action: { kind: 'checkIn', bookingId: checkIn.id }, until: closes })}>
        <span className={s.actionWord}>{T.checkIn}</span> <span className={s.actionUntil}>{checkIn.name}</span>
      </RACButton>
      <OtherActions state={state} onChoose={onChoose} />
    </>
  );
}

/** Book now's choices, or End early and Extend. */
function OtherActions({ state, onChoose }: { state: TabletState; onChoose: (chosen: Chosen) => void }) {
  const offered = tabletActions(state);
  const { current } = state;
  if (offered.bookNow.length > 0) {
    return (
      <section className={s.actions} aria-labelledby="tablet-book-now">
        <h2 id="tablet-book-now" className={s.actionsHeading}>
          {T.bookNow}
        </h2>
        <ul className={s.choices}>
          {offered.bookNow.map(({ minutes, bookingEnd }) => (
            <li key={minutes} className={s.choice}>
              <RACButton className={s.actionButton} onPress={() => onChoose({ action: { kind: 'bookNow', minutes }, until: bookingEnd })}>
                <span className={s.actionWord}>{T.bookNowFor(minutes)}</span> <span className={s.actionUntil}>{T.until(time(bookingEnd))}</span>
              </RACButton>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (current === null || (offered.endEarly === null && offered.extend === null)) return null;
  const { endEarly, extend } = offered;
  return (
    <div className={s.changes}>
      {endEarly !== null && (
        <RACButton className={s.actionButton} onPress={() => onChoose({ action: { kind: 'endEarly', bookingId: current.id }, until: endEarly })}>
          <span className={s.actionWord}>{T.endEarly}</span> <span className={s.actionUntil}>{T.endsAt(time(endEarly))}</span>
        </RACButton>
      )}
      {extend !== null && (
        <RACButton className={s.actionButton} onPress={() => onChoose({ action: { kind: 'extend', bookingId: current.id }, until: extend })}>
          <span className={s.actionWord}>{T.extend}</span> <span className={s.actionUntil}>{T.until(time(extend))}</span>
        </RACButton>
      )}
    </div>
  );
}

/** The dialog's title for the chosen action. */
function headingOf({ action, until }: Chosen): string {
  if (action.kind === 'checkIn') return T.confirmHeading.checkIn;
  if (action.kind === 'endEarly') return T.confirmHeading.endEarly(time(until));
  return action.kind === 'bookNow' ? T.confirmHeading.bookNow(time(until)) : T.confirmHeading.extend(time(until));
}

/** The confirmation of a done action, with the end the new state has. */
function confirmationOf({ action, until }: Chosen, state: TabletState): string {
  const end = time(state.current?.bookingEnd ?? until);
  if (action.kind === 'checkIn') return T.checkedInDone;
  if (action.kind === 'endEarly') return T.ended(end);
  return action.kind === 'bookNow' ? T.booked(end) : T.extended(end);
}

interface ActDialogProps {
  chosen: Chosen;
  loadCompanies: TabletScreenProps['loadCompanies'];
  act: TabletScreenProps['act'];
  /** The action was done (the new state) or the code refused: the dialog closes. */
  onAnswer: (answer: TabletAnswer) => void;
  onClose: () => void;
}

/**
 * Who acts: the company (the companies renting here, read when the dialog opens; the only one chosen
 * already) and the PIN on the kiosk's pad, then Confirm. A refusal (a wrong PIN with the attempts left, the
 * room taken meanwhile) shows in the dialog, the PIN cleared for the next try.
 */
function ActDialog({ chosen, loadCompanies, act, onAnswer, onClose }: ActDialogProps) {
  const [companies, setCompanies] = useState<TabletCompany[] | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let stopped = false;
    loadCompanies().then(
      (list) => {
        if (stopped) return;
        setCompanies(list);
        if (list.length === 1) setCompanyId(list[0]!.id);
      },
      () => {
        if (!stopped) setError(T.companiesUnavailable);
      },
    );
    return () => {
      stopped = true;
    };
  }, [loadCompanies]);

  const confirm = async () => {
    if (companyId === null || pin.length !== PIN_LENGTH) return;
    setPending(true);
    setError(null);
    const result = await act(chosen.action, { companyId, pinCode: pin }).catch((): TabletActResult => ({ kind: 'refused', message: T.notSent }));
    setPending(false);
    if (result.kind === 'refused') {
      setError(result.message);
      setPin('');
      return;
    }
    onAnswer(result);
  };

  return (
    <FormDialog
      title={headingOf(chosen)}
      size="wide"
      isOpen
      isDirty={pin !== ''}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      {(requestClose) => (
        <form
          className={s.dialogForm}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <div className={s.dialogWho}>
            {chosen.action.kind === 'bookNow' && <p className={s.dialogLead}>{T.identifyHeading}</p>}
            <p className={s.dialogHelp}>{T.identifyHelp}</p>
            {error ? <Alert kind="error">{error}</Alert> : null}
            <Select
              label={T.company}
              items={(companies ?? []).map((company) => ({ id: company.id, label: company.name }))}
              selectedKey={companyId}
              onSelectionChange={(key) => setCompanyId(key === null ? null : Number(key))}
              isDisabled={companies === null || pending}
              isRequired
            />
          </div>
          <div className={s.dialogPin}>
            <PinEntry label={T.pinCode} pin={pin} onChange={setPin} isDisabled={pending} />
          </div>
          <div className={s.dialogActions}>
            <Button variant="secondary" className={s.dialogButton} onPress={requestClose} isDisabled={pending}>
              {T.cancel}
            </Button>
            <Button type="submit" className={s.dialogButton} isDisabled={companyId === null || pin.length !== PIN_LENGTH} isPending={pending}>
              {T.confirm}
            </Button>
          </div>
        </form>
      )}
    </FormDialog>
  );
}

/** The free or busy side: the state in colour and words, the booking going on, and what can be done. */
function StatePanel({ state, onChoose, headingRef }: { state: TabletState; onChoose: (chosen: Chosen) => void; headingRef: RefObject<HTMLHeadingElement> }) {
  const { room, current, nextFree, at } = state;
  const kind = !room.isActive ? 'inactive' : current === null ? 'free' : 'busy';
  const word = kind === 'inactive' ? T.inactive : kind === 'free' ? T.free : T.busy;
  let line: string;
  if (current !== null) line = T.busyUntil(time(nextFree?.start ?? current.bookingEnd));
  else if (nextFree === null) line = T.noFreeTimeToday;
  else line = nextFree.end === null ? T.freeRestOfDay : T.freeUntil(time(nextFree.end));
  return (
    <section className={s.state[kind]} aria-labelledby="tablet-room">
      <h1 id="tablet-room" className={isLong(room.name) ? `${s.roomName} ${s.roomNameLong}` : s.roomName} ref={headingRef} tabIndex={-1}>
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
          <p className={isLong(current.name) ? `${s.currentName} ${s.currentNameLong}` : s.currentName}>{current.name}</p>
          {current.companyName !== null && <p className={s.currentLine}>{current.companyName}</p>}
          <p className={s.currentLine}>
            {span(current)} · {T.minutesLeft(minutesBetween(at, current.bookingEnd))}
          </p>
          {room.checkInRequired && current.companyName !== null && (
            <p className={s.currentLine}>{current.checkedIn ? T.checkedIn : T.checkInBy(time(new Date(checkInWindow(current).closes).toISOString()))}</p>
          )}
        </div>
      )}
      <ActionButtons state={state} onChoose={onChoose} />
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
              {room.checkInRequired && booking.checkedIn && <span className={s.listCompany}>{T.checkedIn}</span>}
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
 * (Reset URL) asks to be set up again. Someone of a company renting here can Book now while it is free, or End
 * early or Extend their company's booking going on (docs/decisions/101): a large button, then their company and
 * PIN in a dialog; the new state shows at once, with a short confirmation.
 */
export function TabletScreen(props: TabletScreenProps) {
  const { loadCompanies, act, confirmationSeconds = CONFIRMATION_SECONDS } = props;
  const { answer, offline, show } = useTabletAnswer(props);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The confirmation goes after a while; focus goes to the room's name, since the button that opened the dialog may be gone.
  useEffect(() => {
    if (confirmation === null) return undefined;
    heading.current?.focus();
    const timer = setTimeout(() => setConfirmation(null), confirmationSeconds * 1000);
    return () => clearTimeout(timer);
  }, [confirmation, confirmationSeconds]);

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
  const onAnswer = (done: Chosen, next: TabletAnswer) => {
    setChosen(null);
    show(next);
    if (next.kind === 'state') setConfirmation(confirmationOf(done, next.state));
  };
  return (
    <main className={s.page}>
      {offline && (
        <p className={s.banner} role="status">
          {T.offline} · {T.lastUpdated(time(state.at))}
        </p>
      )}
      <div aria-live="polite" aria-atomic="true">
        {confirmation !== null && <p className={s.confirmation}>{confirmation}</p>}
      </div>
      <div className={s.layout}>
        <StatePanel
          state={state}
          headingRef={heading}
          onChoose={(next) => {
            setConfirmation(null);
            setChosen(next);
          }}
        />
        <DayPanel state={state} />
      </div>
      {chosen !== null && (
        <ActDialog chosen={chosen} loadCompanies={loadCompanies} act={act} onAnswer={(next) => onAnswer(chosen, next)} onClose={() => setChosen(null)} />
      )}
    </main>
  );
}
