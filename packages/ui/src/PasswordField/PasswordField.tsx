import { useState } from 'react';
import { Input, Label, TextField as RACTextField, ToggleButton } from 'react-aria-components';
import { PASSWORD_MAX } from '@roombook/domain/constants';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import type { TextFieldProps } from '../TextField/TextField';
import { field, input, label as labelClass } from '../TextField/TextField.css';
import { icon, inputWithToggle, inputWrap, toggle } from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

export const SHOW_PASSWORD_LABEL = 'Show password';
export const HIDE_PASSWORD_LABEL = 'Hide password';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/**
 * A password input with a reveal toggle ('Show password' / 'Hide password', aria-pressed) that switches
 * the input between type="password" and type="text". At most PASSWORD_MAX characters unless told otherwise.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  onBlur,
  maxLength = PASSWORD_MAX,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  const errors = toErrorList(errorMessage);
  return (
    <RACTextField
      {...props}
      maxLength={maxLength}
      type={isRevealed ? 'text' : 'password'}
      onBlur={onBlur ? () => onBlur() : undefined}
      validationBehavior="aria"
      isInvalid={errors.length > 0}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={inputWrap}>
        <Input className={`${input} ${inputWithToggle}`} placeholder={placeholder} />
        <ToggleButton
          className={toggle}
          isSelected={isRevealed}
          onChange={setRevealed}
          isDisabled={props.isDisabled}
          aria-label={isRevealed ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
        >
          <EyeIcon crossed={isRevealed} />
        </ToggleButton>
      </div>
      <FieldHelp description={description} errors={errors} />
    </RACTextField>
  );
}
