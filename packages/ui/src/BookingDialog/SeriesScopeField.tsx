import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { SERIES_SCOPE_LABELS, SERIES_SCOPES, type SeriesScope } from '@roombook/domain/bookings/series/scopes';
import { description as descriptionClass } from '../FieldError/FieldError.css';
import { groupLabel, radio, radioMark, radioText, scopeGroup } from './BookingDialog.css';

export interface SeriesScopeFieldProps {
  /** The question: SERIES_SCOPE_TEXTS.changeWhich or deleteWhich. */
  label: string;
  /** The dialog around the choice asks the question already: it names the group, and is not drawn twice. */
  isLabelHidden?: boolean;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  /** Under the choices: what the chosen scope leaves alone (none for some choices). */
  description?: string | null;
}

/**
 * Which bookings of a series a change or a delete of an occurrence takes (issue 30 §3, docs/decisions/106): this
 * booking, this and the following ones, or all of them; the Edit booking dialog and the delete's confirmation ask it.
 * The text under the choices comes and goes with the choice: it describes the group by its id (react-aria's
 * description slot is linked only when the group first renders).
 */
export function SeriesScopeField({ label, isLabelHidden = false, value, onChange, description }: SeriesScopeFieldProps) {
  const descriptionId = useId();
  return (
    <RadioGroup
      className={scopeGroup}
      value={value}
      onChange={(next) => onChange(SERIES_SCOPES.find((scope) => scope === next) ?? 'this')}
      aria-describedby={description ? descriptionId : undefined}
      {...(isLabelHidden ? { 'aria-label': label } : {})}
    >
      {isLabelHidden ? null : <Label className={groupLabel}>{label}</Label>}
      {SERIES_SCOPES.map((scope) => (
        <Radio key={scope} value={scope} className={radio}>
          <span className={radioMark} aria-hidden="true" />
          <span className={radioText}>{SERIES_SCOPE_LABELS[scope]}</span>
        </Radio>
      ))}
      {description ? (
        <span id={descriptionId} className={descriptionClass}>
          {description}
        </span>
      ) : null}
    </RadioGroup>
  );
}
