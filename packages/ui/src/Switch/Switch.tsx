import type { ReactNode } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components';
import { FieldHelp } from '../FieldError/FieldError';
import { thumb, field, switchButton, text, track } from './Switch.css';

export interface SwitchProps {
  /** The visible label; while off, `offLabel` replaces it when given. */
  children?: ReactNode;
  /**
   * The visible label while off, for a switch that names its state (children 'Active', offLabel
   * 'Inactive'). The visible text is also the accessible name, so what a screen reader says always
   * matches what is shown; the on/off state itself is the switch's checked state.
   */
  offLabel?: ReactNode;
  'aria-label'?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (on: boolean) => void;
  /** A plain form post sends `value` (default 'on') under `name` while on, nothing while off. */
  name?: string;
  value?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** A react-aria switch (<input type="checkbox" role="switch"> inside its label) in the theme's styles. */
export function Switch({ children, offLabel, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={field}>
      <SwitchButton className={switchButton}>
        {({ isSelected }) => {
          const label = !isSelected && offLabel !== undefined ? offLabel : children;
          return (
            <>
              <span className={track} aria-hidden="true">
                <span className={thumb} />
              </span>
              {label ? <span className={text}>{label}</span> : null}
            </>
          );
        }}
      </SwitchButton>
      {/* Nothing to show: in the server's HTML, the elements its input's aria-describedby names (ADR 076). */}
      <FieldHelp errors={[]} />
    </SwitchField>
  );
}
