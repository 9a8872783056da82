import { useId } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import type { SeriesOccurrence, SeriesPreview } from '@roombook/domain/bookings/series/schemas';
import { formatReportDateTime } from '@roombook/domain/reports/format';
import { formatHourMinute, inCopenhagen } from '@roombook/domain/time/zone';
import { Alert } from '../Alert/Alert';
import { Checkbox } from '../Checkbox/Checkbox';
import { checking, groupLabel, occurrenceList, occurrences as occurrencesClass, reason, summary, summaryLine } from './BookingDialog.css';

/** '25.11.2026 09:00 – 10:00': the day and times in Copenhagen, in the Danish form every date of a booking has. */
const occurrenceText = ({ bookingStart, bookingEnd }: SeriesOccurrence) =>
  `${formatReportDateTime(bookingStart)} – ${formatHourMinute(inCopenhagen(bookingEnd))}`;

/** The starts that are checked: each that can be booked and was not unticked. */
export const checkedStarts = (preview: SeriesPreview, unticked: ReadonlySet<string>): string[] =>
  preview.occurrences.filter((occurrence) => occurrence.refusal === null && !unticked.has(occurrence.bookingStart)).map((occurrence) => occurrence.bookingStart);

export interface SeriesOccurrencesProps {
  /** The bookings of the repeat with their refusals; null while none is there for the current form (checking, or refused). */
  preview: SeriesPreview | null;
  /** The starts the user unticked (each of the others that can be booked is ticked). */
  unticked: ReadonlySet<string>;
  onUntickedChange: (unticked: ReadonlySet<string>) => void;
  /** The form is not complete enough to ask (no title, room or valid times yet). */
  isIncomplete: boolean;
  isChecking: boolean;
  /** Why the preview failed, when that is not one of the repeat's fields (those show at the field). */
  error: string | null;
}

/**
 * The bookings a repeat gives (issue 30 §3): what the rule says and how many can be booked, then each booking's day
 * and times with a box, ticked when it can be booked; one that cannot is unticked, cannot be ticked and says why.
 */
export function SeriesOccurrences({ preview, unticked, onUntickedChange, isIncomplete, isChecking, error }: SeriesOccurrencesProps) {
  const summaryId = useId();
  if (error !== null) return <Alert kind="error">{error}</Alert>;
  if (isIncomplete) return <p className={checking}>{SERIES_MESSAGES.previewNeeds}</p>;
  if (isChecking) {
    return (
      <span className={checking} role="status">
        {SERIES_MESSAGES.checking}
      </span>
    );
  }
  // A repeat refused at one of its fields: the field says why.
  if (preview === null) return null;
  const bookable = preview.occurrences.filter((occurrence) => occurrence.refusal === null);
  return (
    <CheckboxGroup
      className={occurrencesClass}
      value={checkedStarts(preview, unticked)}
      onChange={(checked) => onUntickedChange(new Set(bookable.map((occurrence) => occurrence.bookingStart).filter((start) => !checked.includes(start))))}
      // The summary describes the list, not each booking in it (react-aria would repeat a group's description on each box).
      aria-describedby={summaryId}
    >
      <Label className={groupLabel}>{SERIES_MESSAGES.occurrences}</Label>
      <div id={summaryId} className={summary}>
        <span className={summaryLine}>{preview.description}</span>
        <span className={summaryLine}>{SERIES_MESSAGES.bookable(bookable.length, preview.occurrences.length)}</span>
      </div>
      <div className={occurrenceList}>
        {preview.occurrences.map((occurrence) => (
          <Checkbox
            key={occurrence.bookingStart}
            value={occurrence.bookingStart}
            isDisabled={occurrence.refusal !== null}
            description={occurrence.refusal === null ? undefined : <span className={reason}>{occurrence.refusal}</span>}
          >
            {occurrenceText(occurrence)}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
