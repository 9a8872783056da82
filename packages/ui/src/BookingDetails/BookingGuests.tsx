import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { EMAIL_MAX, NAME_MAX } from '@roombook/domain/constants';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { GuestBody, type BookingGuest, type GuestFormInput } from '@roombook/domain/guests/schemas';
import { ERRORS } from '@roombook/domain/messages';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { errorsByField } from '../FieldError/issues';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import * as s from './BookingGuests.css';

/**
 * The calls behind a booking's guests (issue 29 §2), which the page makes through its server: each resolves
 * to the booking's guests as the viewer sees them, or rejects with an Error whose message is the API's.
 */
export interface BookingGuestCalls {
  loadGuests: (bookingId: number) => Promise<BookingGuest[]>;
  addGuest: (bookingId: number, body: GuestBody) => Promise<BookingGuest[]>;
  removeGuest: (bookingId: number, guestId: number) => Promise<BookingGuest[]>;
}

export interface BookingGuestsProps extends BookingGuestCalls {
  bookingId: number;
  /** Whether the viewer may change the booking (§6 `bookingActions`): then they add and remove its guests. */
  canChange: boolean;
}

type GuestList = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; guests: BookingGuest[] };
type Field = keyof GuestFormInput;

const EMPTY: Required<GuestFormInput> = { name: '', email: '' };
const messageOf = (error: unknown): string => (error instanceof Error && error.message !== '' ? error.message : ERRORS.internal);

/** Where the focus goes once the list has changed: a guest's Remove (by position) or the name field. */
type FocusTarget = { remove: number } | 'name' | null;

/**
 * The expected guests of a booking in its details: the list (name, e-mail where the viewer may see it, Arrived or
 * Expected), loaded when the details open, with a spinner and, after a failure, the message and Try again.
 * Whoever may change the booking also adds guests (checked with the domain's `GuestBody`, messages under the
 * fields) and removes them; the server's refusal shows where they acted. Another company's guests arrive as
 * 'Guest of {company}' without e-mail (`guestsAsSeenBy`), and are listed as they come.
 */
export function BookingGuests({ bookingId, canChange, loadGuests, addGuest, removeGuest }: BookingGuestsProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [list, setList] = useState<GuestList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  // The server's refusal of the last add (shown in the form) or remove (under the list).
  const [failure, setFailure] = useState<{ of: 'add' | 'remove'; message: string } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // Where the focus goes after the render that shows the changed list.
  const focusNext = useRef<FocusTarget>(null);

  // The latest calls, so that a page that passes new functions on each render does not load the list again.
  const load = useRef(loadGuests);
  useEffect(() => {
    load.current = loadGuests;
  });
  useEffect(() => {
    let current = true;
    load.current(bookingId).then(
      (guests) => current && setList({ status: 'ready', guests }),
      (error: unknown) => current && setList({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [bookingId, attempt]);

  useEffect(() => {
    const wanted = focusNext.current;
    if (wanted === null) return;
    focusNext.current = null;
    const section = sectionRef.current;
    const removes = section?.querySelectorAll<HTMLElement>('[data-guest-remove]') ?? [];
    const target = wanted !== 'name' && removes.length > 0 ? removes[Math.min(wanted.remove, removes.length - 1)] : section?.querySelector<HTMLElement>('input[name="name"]');
    target?.focus();
    target?.scrollIntoView({ block: 'nearest' });
  });

  // A refusal is brought into sight in the scrolling dialog (its role announces it).
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field that changes loses its message until the next submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAdding) return;
    // An e-mail field left empty is no e-mail, as a form leaves out every empty optional field.
    const parsed = GuestBody.safeParse({ name: values.name, ...(values.email.trim() === '' ? {} : { email: values.email }) });
    if (!parsed.success) {
      setErrors(errorsByField<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setAdding(true);
    try {
      const guests = await addGuest(bookingId, parsed.data);
      // Ready for the next guest.
      focusNext.current = 'name';
      setList({ status: 'ready', guests });
      setValues(EMPTY);
    } catch (error) {
      setFailure({ of: 'add', message: messageOf(error) });
    } finally {
      setAdding(false);
    }
  };

  const remove = async (guest: BookingGuest, index: number) => {
    setFailure(null);
    setRemoving(guest.id);
    try {
      const guests = await removeGuest(bookingId, guest.id);
      // The button pressed is gone: the next guest's Remove, or the last one's, or the name field.
      focusNext.current = { remove: index };
      setList({ status: 'ready', guests });
    } catch (error) {
      setFailure({ of: 'remove', message: messageOf(error) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section ref={sectionRef} className={s.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.heading}>
        {GUEST_MESSAGES.heading}
      </h3>
      {list.status === 'loading' ? <Spinner label={GUEST_MESSAGES.loading} size="small" /> : null}
      {list.status === 'failed' ? (
        <div className={s.failed}>
          <Alert kind="error">{list.message}</Alert>
          <Button
            variant="secondary"
            onPress={() => {
              setList({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {GUEST_MESSAGES.retry}
          </Button>
        </div>
      ) : null}
      {list.status === 'ready' && list.guests.length === 0 ? <p className={s.note}>{GUEST_MESSAGES.none}</p> : null}
      {list.status === 'ready' && list.guests.length > 0 ? (
        <ul className={s.list} aria-labelledby={headingId}>
          {list.guests.map((guest, index) => (
            <li key={guest.id} className={s.row}>
              <span className={s.who}>
                <span className={s.guestName}>{guest.name}</span>
                {guest.email ? <span className={s.guestEmail}>{guest.email}</span> : null}
              </span>
              {guest.arrivedAt === null ? (
                <span className={s.badge({ arrived: false })}>{GUEST_MESSAGES.expected}</span>
              ) : (
                <span className={s.badge({ arrived: true })}>
                  <CheckIcon />
                  {GUEST_MESSAGES.arrived}
                </span>
              )}
              {canChange ? (
                <Button
                  variant="ghost"
                  className={s.removeButton}
                  aria-label={GUEST_MESSAGES.remove(guest.name)}
                  data-guest-remove=""
                  isPending={removing === guest.id}
                  isDisabled={removing !== null && removing !== guest.id}
                  onPress={() => void remove(guest, index)}
                >
                  {removing === guest.id ? null : <TrashIcon />}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {failure?.of === 'remove' ? (
        <div ref={failureRef}>
          <Alert kind="error">{failure.message}</Alert>
        </div>
      ) : null}
      {canChange && list.status === 'ready' ? (
        <Form className={s.form} onSubmit={(event) => void add(event)} validationBehavior="aria" aria-label={GUEST_MESSAGES.add}>
          <p className={s.note}>{GUEST_MESSAGES.help}</p>
          <div className={s.fields}>
            <TextField label={GUEST_MESSAGES.name} name="name" value={values.name} onChange={(value) => set('name', value)} errorMessage={errors.name} maxLength={NAME_MAX} isRequired />
            <TextField
              label={GUEST_MESSAGES.email}
              name="email"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(value) => set('email', value)}
              errorMessage={errors.email}
              maxLength={EMAIL_MAX}
            />
            <Button type="submit" variant="secondary" className={s.addButton} isPending={isAdding}>
              {GUEST_MESSAGES.add}
            </Button>
          </div>
          {failure?.of === 'add' ? (
            <div ref={failureRef}>
              <Alert kind="error">{failure.message}</Alert>
            </div>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}

function CheckIcon() {
  return (
    <svg className={s.badgeIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg className={s.removeIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
