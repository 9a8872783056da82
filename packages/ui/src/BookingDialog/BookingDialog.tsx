import { Fragment, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { Temporal } from 'temporal-polyfill';
import { AVAILABILITY_DEBOUNCE_MS, BOOKING_TITLE_MAX } from '@roombook/domain/constants';
import type { AvailabilityEntry, Booking, BookingBody } from '@roombook/domain/bookings/schemas';
import { SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import { SERIES_SCOPE_TEXTS, type SeriesScope } from '@roombook/domain/bookings/series/scopes';
import type { SeriesBody, SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import {
  availabilityIntervalFrom,
  createBookingFormSchema,
  defaultBookingFormValues,
  endTimeForNewStart,
  type BookingFormValues,
} from '@roombook/domain/bookings/form';
import { hoursText, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { formatRateWithTax } from '@roombook/domain/money/dkk-text';
import { activeFeatures } from '@roombook/domain/rooms/rules/room-texts';
import type { CalendarRoom } from '@roombook/domain/rooms/schemas';
import { copenhagenDate } from '@roombook/domain/time/zone';
import { Alert } from '../Alert/Alert';
import { errorsByField } from '../FieldError/issues';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { FieldHelp } from '../FieldError/FieldError';
import { FormDialog } from '../FormDialog/FormDialog';
import { TextField } from '../TextField/TextField';
import { TimeField } from '../TimeField/TimeField';
import { viewedPeriod } from '../UsageMeter/viewedPeriod';
import {
  actions,
  checking,
  columns,
  factLine,
  factPart,
  form,
  groupLabel,
  radio,
  radioMark,
  radioName,
  reason as reasonClass,
  roomGroup,
  roomItem,
  roomList,
} from './BookingDialog.css';
import { missingErrors, NO_REPEAT, RepeatFields, repeatFieldOf, repeatOf, type RepeatChoice, type RepeatErrors } from './RepeatFields';
import { checkedStarts, SeriesOccurrences } from './SeriesOccurrences';
import { SeriesScopeField } from './SeriesScopeField';
import { useSeriesPreview } from './useSeriesPreview';

export const BOOKING_DIALOG_TITLES = { create: 'Create booking', edit: 'Edit booking' } as const;

/** Labels of the booking form's fields and buttons. */
export const BOOKING_FIELD_LABELS = {
  title: 'Title',
  date: 'Date',
  start: 'Start time',
  end: 'End time',
  room: 'Room',
  submit: 'Save',
  cancel: 'Cancel',
  checking: 'Checking availability…',
} as const;

/** What the availability request is about: the form's date and times, and the same as ISO instants. */
export interface AvailabilityQuery {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  start: string;
  /** 'HH:mm' */
  end: string;
  bookingStart: string;
  bookingEnd: string;
}

/**
 * A room of the list: its name, and what the calendar knows of it that matters before booking (issue 28
 * §2): seats, features (the active ones are shown) and the hourly rate without tax in øre (null: none).
 */
export type BookingDialogRoom = Pick<CalendarRoom, 'id' | 'name' | 'seatsNumber' | 'hourlyRate'> & {
  features: ReadonlyArray<Pick<CalendarRoom['features'][number], 'name' | 'isActive'>>;
};

/** The texts under a room's name: what it offers, and the company's hours left (issue 28 §2). */
const BOOKING_ROOM_TEXTS = {
  /** 'x DKK (y with tax) per hour'; 'Free' for a rate of 0. */
  rate: (ore: number) => (ore === 0 ? formatRateWithTax(ore) : `${formatRateWithTax(ore)} per hour`),
  /** `dayName` null: the day is today. */
  dayLeft: (hours: number, dayName: string | null) => `${hoursText(hours)} h left ${dayName === null ? 'today' : `on ${dayName}`}`,
  /** `weekNumber` null: the week is this week. */
  weekLeft: (hours: number, weekNumber: number | null) => `${hoursText(hours)} h left ${weekNumber === null ? 'this week' : `in week ${weekNumber}`}`,
} as const;

export interface BookingDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'create' (Create booking) or 'edit' (Edit booking). @default 'create' */
  mode?: 'create' | 'edit';
  /** The rooms of the current location, each listed with its seats, active features and price with tax. */
  rooms: readonly BookingDialogRoom[];
  /**
   * The last availability answer (§3: room, isAvailable, reason, hoursLeft), or null while none has
   * arrived. An unavailable room cannot be chosen and shows its reason; a room with hours left shows them.
   */
  availability: readonly AvailabilityEntry[] | null;
  /** An availability request is under way. */
  isCheckingAvailability?: boolean;
  /**
   * Asks for availability, AVAILABILITY_DEBOUNCE_MS (500 ms) after the date or a time last changed and
   * only while all three are valid on the 15-minute grid (§4). Failures are silent (§8).
   */
  onAvailabilityRequest: (query: AvailabilityQuery) => void;
  /**
   * Called with the API body of POST /api/booking/ or PUT /api/booking/{id} when the form is valid; for an
   * occurrence of a series (`series`), with the bookings of the series the change takes (`?scope=`).
   */
  onSubmit: (body: BookingBody, scope?: SeriesScope) => void;
  /** Initial values; missing date and times take the §4 defaults (defaultBookingFormValues). */
  initialValues?: BookingFormValues;
  /** Admin or SuperAdmin changing a booking that has started (§6): no "past" check. */
  allowPast?: boolean;
  isSubmitting?: boolean;
  /** The server's refusal, shown above the buttons. */
  submitError?: string;
  /** The clock (stories and tests pass a fixed one). @default () => new Date() */
  now?: () => Date;
  /**
   * Create mode with both series calls: Repeat under the times (issue 30 §3). Asks for the bookings a repeat gives
   * (POST /api/booking/series/preview), AVAILABILITY_DEBOUNCE_MS after the form last changed and only while its
   * title, date, times and room are valid. A rejection shows its message: at the repeat's field when it names one
   * in `field` ('repeat.until', as the API names a refused field), else in place of the list.
   */
  onPreviewSeries?: (body: SeriesPreviewBody) => Promise<SeriesPreview>;
  /** Called with the API body of POST /api/booking/series, the ticked bookings of the repeat, when the form is valid. */
  onSaveSeries?: (body: SeriesBody) => void;
  /**
   * Edit mode, the series the booking is an occurrence of (issue 30 §3): the dialog asks which of its bookings the
   * change takes (this one, the following ones, all), 'this' unless another is chosen. Null or left out: a single booking.
   */
  series?: Booking['series'];
}

/**
 * Seats, the active features and the price with tax, in groups: '8 seats · Projector, Whiteboard · 250,00 DKK
 * (312,50 with tax) per hour'.
 */
const roomFacts = (room: BookingDialogRoom): string[][] =>
  [
    [TEXTS.rooms.seats(room.seatsNumber)],
    activeFeatures(room),
    room.hourlyRate === null ? [] : [BOOKING_ROOM_TEXTS.rate(room.hourlyRate)],
  ].filter((group) => group.length > 0);

/**
 * A muted line under a room's name: the groups joined by ' · ', the items of a group by ', '. It wraps
 * between the items, each kept whole where it fits (a feature's name, a price), and never starts a line with
 * a dot or a comma.
 */
function FactLine({ id, groups }: { id: string; groups: ReadonlyArray<readonly string[]> }) {
  const items = groups.flatMap((group, g) => group.map((item, i) => (i < group.length - 1 ? `${item},` : g < groups.length - 1 ? `${item} ·` : item)));
  return (
    <span id={id} className={factLine}>
      {items.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className={factPart}>{item}</span>
        </Fragment>
      ))}
    </span>
  );
}

type FieldName = 'title' | 'date' | 'start' | 'end' | 'roomId';
type Errors = Partial<Record<FieldName, string[]>>;

const systemNow = () => new Date();
const toInstant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());

interface FormState {
  title: string;
  date: string | null;
  start: string | null;
  end: string | null;
  roomId: number | null;
}

function initialState(values: BookingFormValues | undefined, now: Date): FormState {
  const defaults = defaultBookingFormValues(toInstant(now));
  const roomId = values?.roomId === undefined || values.roomId === '' ? null : Number(values.roomId);
  return {
    title: values?.title ?? '',
    date: values?.date ?? defaults.date,
    start: values?.start ?? defaults.start,
    end: values?.end ?? defaults.end,
    roomId: Number.isFinite(roomId) ? roomId : null,
  };
}

function BookingForm({
  mode = 'create',
  rooms,
  availability,
  isCheckingAvailability = false,
  onAvailabilityRequest,
  onSubmit,
  initialValues,
  allowPast = false,
  isSubmitting = false,
  submitError,
  now = systemNow,
  onPreviewSeries,
  onSaveSeries,
  series: occurrenceOf = null,
  onDirtyChange,
  onCancel,
}: Omit<BookingDialogProps, 'isOpen' | 'onOpenChange'> & { onDirtyChange: (dirty: boolean) => void; onCancel: () => void }) {
  const [initial] = useState(() => initialState(initialValues, now()));
  const [values, setValues] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const idPrefix = useId();

  // Issue 30 §3: a new booking may repeat, when the page can preview and book a series.
  const canRepeat = mode === 'create' && onPreviewSeries !== undefined && onSaveSeries !== undefined;
  const [repeatChoice, setRepeatChoice] = useState<RepeatChoice>(NO_REPEAT);
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const series = useSeries({ canRepeat, values, repeatChoice, allowPast, now, onPreviewSeries });
  // An occurrence of a series is changed alone, or with the following ones, or with all (issue 30 §3).
  const asksScope = mode === 'edit' && occurrenceOf !== null;
  const [scope, setScope] = useState<SeriesScope>('this');

  const isDirty = JSON.stringify(values) !== JSON.stringify(initial) || repeatChoice.frequency !== null;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const set = <K extends keyof FormState>(name: K, value: FormState[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name === 'roomId' ? 'roomId' : name]: undefined }));
  };

  // §4: availability again 500 ms after the date or a time changed, once all three are on the grid.
  const requestRef = useRef(onAvailabilityRequest);
  useEffect(() => {
    requestRef.current = onAvailabilityRequest;
  });
  const { date, start, end } = values;
  const query = useMemo(() => {
    const texts = { date: date ?? '', start: start ?? '', end: end ?? '' };
    const interval = availabilityIntervalFrom(texts);
    return interval === null ? null : { ...texts, ...interval };
  }, [date, start, end]);
  const queryKey = query === null ? null : JSON.stringify(query);
  const [requested, setRequested] = useState<{ key: string; date: string } | null>(null);
  useEffect(() => {
    if (query === null || queryKey === null) return undefined;
    const timer = setTimeout(() => {
      setRequested({ key: queryKey, date: query.date });
      requestRef.current(query);
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, queryKey]);
  const isDebouncing = queryKey !== null && queryKey !== requested?.key;
  // The hours left are those of the day last asked about (the answer shown), named as 'Booking time used' names it.
  const period = viewedPeriod(requested?.date ?? values.date ?? undefined, copenhagenDate(toInstant(now())).toString());

  const byRoom = useMemo(() => new Map((availability ?? []).map((entry) => [entry.room.id, entry])), [availability]);

  // §4: the chosen room is cleared if a new availability answer says it is not available.
  const [seenAvailability, setSeenAvailability] = useState(availability);
  if (seenAvailability !== availability) {
    setSeenAvailability(availability);
    const entry = values.roomId === null ? undefined : byRoom.get(values.roomId);
    if (entry && !entry.isAvailable) {
      setValues((current) => ({ ...current, roomId: null }));
      setErrors((current) => ({ ...current, roomId: [VALIDATION.selectAvailableRoom] }));
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const availableRoomIds = availability === null ? undefined : availability.filter((e) => e.isAvailable).map((e) => e.room.id);
    const schema = createBookingFormSchema(toInstant(now()), { allowPast, availableRoomIds });
    const result = schema.safeParse({
      title: values.title,
      date: values.date ?? undefined,
      start: values.start ?? undefined,
      end: values.end ?? undefined,
      roomId: values.roomId ?? undefined,
    });
    const missing = series.repeats ? missingErrors(repeatChoice, values.date) : {};
    setRepeatErrors(missing);
    if (!result.success) {
      setErrors(errorsByField<FieldName>(result.error.issues));
      return;
    }
    setErrors({});
    if (!series.repeats) {
      if (asksScope) onSubmit(result.data, scope);
      else onSubmit(result.data);
      return;
    }
    // A series is saved as its list shows it: once the list is there for this form, with the ticked bookings.
    const occurrences = series.preview ? checkedStarts(series.preview, unticked) : [];
    if (series.body === null || occurrences.length === 0) return;
    onSaveSeries?.({ ...series.body, occurrences });
  };

  const showChecking = isCheckingAvailability || isDebouncing;
  const shownRepeatErrors: RepeatErrors = { ...series.fieldErrors, ...repeatErrors };
  const ticked = series.preview ? checkedStarts(series.preview, unticked).length : null;

  return (
    <Form className={form} onSubmit={submit} validationBehavior="aria" aria-label={BOOKING_DIALOG_TITLES[mode]}>
      <TextField
        label={BOOKING_FIELD_LABELS.title}
        name="title"
        value={values.title}
        onChange={(title) => set('title', title)}
        errorMessage={errors.title}
        maxLength={BOOKING_TITLE_MAX}
        isRequired
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA dialog pattern: focus the first field of a form dialog
        autoFocus
      />
      <DatePicker
        label={BOOKING_FIELD_LABELS.date}
        name="date"
        value={values.date}
        onChange={(value) => set('date', value)}
        errorMessage={errors.date}
        isRequired
      />
      <div className={columns}>
        <TimeField
          label={BOOKING_FIELD_LABELS.start}
          name="start"
          value={values.start}
          onChange={(value) => {
            // §4: changing the start sets the end one hour later.
            const nextEnd = endTimeForNewStart(value ?? undefined);
            setValues((current) => ({ ...current, start: value, end: nextEnd ?? current.end }));
            setErrors((current) => ({ ...current, start: undefined, end: undefined }));
          }}
          errorMessage={errors.start}
          isRequired
        />
        <TimeField
          label={BOOKING_FIELD_LABELS.end}
          name="end"
          value={values.end}
          onChange={(value) => set('end', value)}
          errorMessage={errors.end}
          isRequired
        />
      </div>
      {canRepeat ? (
        <RepeatFields
          choice={repeatChoice}
          date={values.date}
          onChange={(choice) => {
            setRepeatChoice(choice);
            setRepeatErrors({});
          }}
          errors={shownRepeatErrors}
        />
      ) : null}
      <RadioGroup
        className={roomGroup}
        name="roomId"
        value={values.roomId === null ? null : String(values.roomId)}
        onChange={(value) => set('roomId', Number(value))}
        isInvalid={(errors.roomId?.length ?? 0) > 0}
        isRequired
        validationBehavior="aria"
      >
        <Label className={groupLabel}>{BOOKING_FIELD_LABELS.room}</Label>
        <div className={roomList}>
          {rooms.map((room) => {
            const entry = byRoom.get(room.id);
            const unavailable = entry !== undefined && !entry.isAvailable;
            const hoursLeft = entry?.hoursLeft ?? null;
            const reason = unavailable ? entry.reason : null;
            const id = (part: string) => `${idPrefix}-${part}-${room.id}`;
            // Named by the room's name alone; the lines under it describe it.
            const described = [id('facts'), hoursLeft ? id('hours') : null, reason ? id('reason') : null].filter((part) => part !== null).join(' ');
            return (
              <div key={room.id} className={roomItem}>
                <Radio value={String(room.id)} isDisabled={unavailable} className={radio} aria-labelledby={id('name')} aria-describedby={described}>
                  <span className={radioMark} aria-hidden="true" />
                  <span id={id('name')} className={radioName}>
                    {room.name}
                  </span>
                  <FactLine id={id('facts')} groups={roomFacts(room)} />
                  {hoursLeft ? (
                    <FactLine
                      id={id('hours')}
                      groups={[[BOOKING_ROOM_TEXTS.dayLeft(hoursLeft.day, period.dayName)], [BOOKING_ROOM_TEXTS.weekLeft(hoursLeft.week, period.weekNumber)]]}
                    />
                  ) : null}
                  {reason ? (
                    <span id={id('reason')} className={reasonClass}>
                      {reason}
                    </span>
                  ) : null}
                </Radio>
              </div>
            );
          })}
        </div>
        {showChecking ? (
          <span className={checking} role="status">
            {BOOKING_FIELD_LABELS.checking}
          </span>
        ) : null}
        <FieldHelp errors={errors.roomId ?? []} />
      </RadioGroup>
      {asksScope ? (
        <SeriesScopeField
          label={SERIES_SCOPE_TEXTS.changeWhich}
          value={scope}
          onChange={setScope}
          description={scope === 'this' ? null : SERIES_SCOPE_TEXTS.allLeaves}
        />
      ) : null}
      {series.repeats ? (
        <SeriesOccurrences
          preview={series.preview}
          unticked={unticked}
          onUntickedChange={setUnticked}
          isIncomplete={series.body === null}
          isChecking={series.isChecking}
          error={series.otherRefusal}
        />
      ) : null}
      {submitError ? <Alert kind="error">{submitError}</Alert> : null}
      <div className={actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
          {BOOKING_FIELD_LABELS.cancel}
        </Button>
        <Button type="submit" isPending={isSubmitting} isDisabled={ticked === 0}>
          {ticked === null ? BOOKING_FIELD_LABELS.submit : SERIES_MESSAGES.bookSeries(ticked)}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The series of the form, when it repeats: the preview's body (the form's booking and the repeat, null until both
 * are complete and valid), and the preview's answer for it, its refusal at a repeat's field or otherwise.
 */
function useSeries({
  canRepeat,
  values,
  repeatChoice,
  allowPast,
  now,
  onPreviewSeries,
}: {
  canRepeat: boolean;
  values: FormState;
  repeatChoice: RepeatChoice;
  allowPast: boolean;
  now: () => Date;
  onPreviewSeries: BookingDialogProps['onPreviewSeries'];
}) {
  const repeats = canRepeat && repeatChoice.frequency !== null;
  const body = useMemo((): SeriesPreviewBody | null => {
    if (!repeats) return null;
    const request = repeatOf(repeatChoice, values.date);
    if (request === null || 'missing' in request) return null;
    const booking = createBookingFormSchema(toInstant(now()), { allowPast }).safeParse({
      title: values.title,
      date: values.date ?? undefined,
      start: values.start ?? undefined,
      end: values.end ?? undefined,
      roomId: values.roomId ?? undefined,
    });
    return booking.success ? { booking: booking.data, repeat: request.repeat } : null;
  }, [repeats, repeatChoice, values, allowPast, now]);
  const { preview, refusal, isChecking } = useSeriesPreview(body, onPreviewSeries);
  const field = repeatFieldOf(refusal?.field ?? null);
  return {
    repeats,
    body,
    preview,
    isChecking,
    fieldErrors: (refusal && field ? { [field]: [refusal.message] } : {}) satisfies RepeatErrors,
    otherRefusal: refusal && !field ? refusal.message : null,
  };
}

/**
 * Create or Edit booking (§2, §4, §5): title, date, start and end on the 15-minute grid, and a room list
 * with each room's availability (an unavailable room shows why and cannot be chosen); editing an occurrence of a
 * series, which of its bookings the change takes (issue 30 §3). The form is the
 * domain's createBookingFormSchema; a valid submit gives the API's BookingBody. Closing a changed form
 * asks 'Are you sure you want to close this dialog window?' first (FormDialog).
 */
export function BookingDialog({ isOpen, onOpenChange, ...props }: BookingDialogProps) {
  const [isDirty, setDirty] = useState(false);
  return (
    <FormDialog title={BOOKING_DIALOG_TITLES[props.mode ?? 'create']} isOpen={isOpen} onOpenChange={onOpenChange} isDirty={isDirty}>
      {(requestClose) => <BookingForm {...props} onDirtyChange={setDirty} onCancel={requestClose} />}
    </FormDialog>
  );
}
