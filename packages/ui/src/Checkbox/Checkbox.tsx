import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { FieldHelp, toErrorList } from '../FieldError/FieldError';
import { box, checkbox, field, icon, text } from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label. Without it, give an `aria-label` (for example in a table row). */
  children?: ReactNode;
  'aria-label'?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  /** Shows a dash: some, not all, of a set are selected (for example "select all rows"). */
  isIndeterminate?: boolean;
  onChange?: (selected: boolean) => void;
  /** A plain form post sends `value` (default 'on') under `name` while checked, nothing when not. */
  name?: string;
  value?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  description?: ReactNode;
  errorMessage?: string | string[];
}

/** A react-aria checkbox (a real <input type="checkbox"> inside its label) in the theme's styles. */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  const errors = toErrorList(errorMessage);
  return (
    <CheckboxField {...props} validationBehavior="aria" isInvalid={errors.length > 0} className={field}>
      <CheckboxButton className={checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box} aria-hidden="true">
              {isIndeterminate ? (
                <svg className={icon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" focusable="false">
                  <path d="M3.5 8h9" />
                </svg>
              ) : isSelected ? (
                <svg className={icon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" focusable="false">
                  <path d="M3 8.5l3.2 3L13 4.5" />
                </svg>
              ) : null}
            </span>
            {children ? <span className={text}>{children}</span> : null}
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errors={errors} />
    </CheckboxField>
  );
}
