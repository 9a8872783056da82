import { useState, type ReactNode } from 'react';
import { Input, Label, Text, TextField as RACTextField } from 'react-aria-components';
import { CURRENCY } from '@roombook/domain/constants';
import { formatRateWithTax, parseDkk, toDkkInput } from '@roombook/domain/money/index';
import { FieldError, toErrorList } from '../FieldError/FieldError';
import { field, input, label as labelClass } from '../TextField/TextField.css';
import { currency, help, inputWrap, moneyInput, preview } from './MoneyField.css';

export interface MoneyFieldProps {
  label: string;
  /** A plain form post sends the DKK text as typed ('125.50') under `name`; the form schema makes øre of it. */
  name?: string;
  id?: string;
  /** The amount in integer øre, or null for none (controlled). */
  value?: number | null;
  defaultValue?: number | null;
  /** The amount in øre (parseDkk of the text), or null while the text is blank or not an amount. */
  onChange?: (ore: number | null) => void;
  /** The text as typed, for a form whose schema reads the DKK text itself (and so can say why it is not an amount). */
  onTextChange?: (text: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
}

const toText = (ore: number | null | undefined) => (ore === null || ore === undefined ? '' : toDkkInput(ore));

/**
 * A DKK amount (a room's hourly rate), with 'DKK' beside the input (never over the amount). Below it,
 * once the text is an amount, the price with the 25 % tax: 'x DKK (y with tax)' (formatRateWithTax). Typed '125,50' or '125.50'; in and out as øre.
 */
export function MoneyField({
  label,
  value,
  defaultValue,
  onChange,
  onTextChange,
  onBlur,
  description,
  errorMessage,
  placeholder,
  ...props
}: MoneyFieldProps) {
  const [text, setText] = useState(() => toText(value !== undefined ? value : defaultValue));
  // A new `value` from outside replaces the text, unless the text already says that amount (so that
  // the parent storing what onChange gave does not reformat what the user is typing).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== parseDkk(text)) setText(toText(value));
  }

  const amount = parseDkk(text);
  const errors = toErrorList(errorMessage);
  return (
    <RACTextField
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange?.(parseDkk(next));
        onTextChange?.(next);
      }}
      onBlur={onBlur ? () => onBlur() : undefined}
      validationBehavior="aria"
      isInvalid={errors.length > 0}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={inputWrap}>
        <Input className={`${input} ${moneyInput}`} inputMode="decimal" autoComplete="off" placeholder={placeholder} />
        <span className={currency} aria-hidden="true">
          {CURRENCY}
        </span>
      </div>
      {/* Always rendered, so that react-aria links it to the input before the first amount is typed. */}
      <Text slot="description" className={help}>
        {amount !== null ? <span className={preview}>{formatRateWithTax(amount)}</span> : null}
        {description ? <span>{description}</span> : null}
      </Text>
      <FieldError errors={errors} />
    </RACTextField>
  );
}
