import type { ReactNode } from 'react';
import { Input, Label, TextField as RACTextField } from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { field, input, label as labelClass } from './TextField.css';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';

export interface TextFieldProps {
  label: string;
  /** The form field name: a plain HTML form posts the value under it, without JavaScript. */
  name: string;
  id?: string;
  type?: TextFieldType;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  maxLength?: number;
}

/** A labelled text input (react-aria TextField with ARIA validation: the server or the form decides). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  onBlur,
  ...props
}: TextFieldProps) {
  const errors = toErrorList(errorMessage);
  return (
    <RACTextField
      {...props}
      type={type}
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
