import type { ReactNode } from 'react';
import { Button, Group, I18nProvider, Input, Label, NumberField as RACNumberField } from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { frame, frameButton, frameIcon, frameInput } from '../FieldError/controls.css';
import { field, label as labelClass } from '../TextField/TextField.css';
import { numberInput, steppers } from './NumberField.css';

export interface NumberFieldProps {
  label: string;
  /** A plain form post sends the number (unformatted, e.g. 1500) under `name`; empty when blank. */
  name?: string;
  id?: string;
  /** The number, or null for an empty field. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  minValue?: number;
  maxValue?: number;
  /** The step of the arrow keys and the − / + buttons (and the values allowed when set). @default 1 */
  step?: number;
  /** How the number is shown, e.g. { maximumFractionDigits: 0 } or { style: 'percent' }. */
  formatOptions?: Intl.NumberFormatOptions;
  description?: ReactNode;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
}

const toNumber = (value: number | null | undefined) => (value === null ? Number.NaN : value);

/**
 * Numbers are typed and shown in the Danish format (ADR 023: '12,5', '1.500'); 'en-DK' is that format with
 * English words, so the − / + buttons keep their English names.
 */
const NUMBER_FIELD_LOCALE = 'en-DK';

/**
 * A react-aria number field (seats, daily and weekly limits, positions, a discount) in the Danish format:
 * typing, the arrow keys, Page Up/Down, Home/End and the − / + buttons, clamped to `minValue`/`maxValue`
 * when the field is left.
 */
export function NumberField({ label, description, errorMessage, placeholder, value, defaultValue, onChange, onBlur, ...props }: NumberFieldProps) {
  const errors = toErrorList(errorMessage);
  return (
    <I18nProvider locale={NUMBER_FIELD_LOCALE}>
      <RACNumberField
        {...props}
        {...(value !== undefined ? { value: toNumber(value) } : {})}
        {...(defaultValue !== undefined ? { defaultValue: toNumber(defaultValue) } : {})}
        onChange={onChange ? (next) => onChange(Number.isNaN(next) ? null : next) : undefined}
        onBlur={onBlur ? () => onBlur() : undefined}
        validationBehavior="aria"
        isInvalid={errors.length > 0}
        className={field}
      >
        <Label className={labelClass}>{label}</Label>
        <Group className={frame}>
          <Input className={`${frameInput} ${numberInput}`} placeholder={placeholder} />
          <div className={steppers}>
            <Button slot="decrement" className={frameButton}>
              <svg className={frameIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                <path d="M6 12h12" />
              </svg>
            </Button>
            <Button slot="increment" className={frameButton}>
              <svg className={frameIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                <path d="M6 12h12M12 6v12" />
              </svg>
            </Button>
          </div>
        </Group>
        <FieldHelp description={description} errors={errors} />
      </RACNumberField>
    </I18nProvider>
  );
}
