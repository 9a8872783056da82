import type { ReactNode } from 'react';
import { Input, Label, TextField as RACTextField } from 'react-aria-components';
import { MOBILE_MAX, MOBILE_PATTERN } from '@roombook/domain/constants';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { field, input, label as labelClass } from '../TextField/TextField.css';

/** The default help text: how the number must be written (MOBILE_PATTERN). */
export const PHONE_DESCRIPTION = 'International format, e.g. +4512345678';

export interface PhoneFieldProps {
  /** @default 'Mobile' */
  label?: string;
  /** A plain form post sends the number under `name`. */
  name: string;
  id?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** @default 'International format, e.g. +4512345678' */
  description?: ReactNode;
  /**
   * The form schema's message ('Please enter a valid international phone number' from mobileField);
   * any non-empty message marks the field invalid and is shown under it.
   */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
}

/**
 * A mobile number in international format: type="tel" (the phone keypad), autocomplete="tel", and the
 * domain's MOBILE_PATTERN as the input's pattern. The form schema decides validity; the field shows it.
 */
export function PhoneField({
  label = 'Mobile',
  description = PHONE_DESCRIPTION,
  errorMessage,
  placeholder,
  onBlur,
  ...props
}: PhoneFieldProps) {
  const errors = toErrorList(errorMessage);
  return (
    <RACTextField
      {...props}
      type="tel"
      autoComplete="tel"
      pattern={MOBILE_PATTERN.source.replace(/^\^|\$$/g, '')}
      maxLength={MOBILE_MAX}
      onBlur={onBlur ? () => onBlur() : undefined}
      validationBehavior="aria"
      isInvalid={errors.length > 0}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <Input className={input} placeholder={placeholder} />
      <FieldHelp description={description} errors={errors} />
    </RACTextField>
  );
}
