import { isValidElement, useId, type ReactElement } from 'react';
import { Focusable, Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components';
import { disabledInner, disabledTrigger, tooltip } from './Tooltip.css';

/** How long the pointer rests on a trigger before the tooltip opens. Keyboard focus opens it at once. */
export const TOOLTIP_DELAY_MS = 600;

export interface TooltipProps {
  /** The tooltip text, e.g. ERRORS.pastBookingChange ('You can not delete or modify past bookings'). */
  content: string;
  /**
   * One focusable react-aria element: our Button or Link (or anything built on react-aria's useFocusable).
   * A disabled one (`isDisabled`) is wrapped so that the reason still reaches keyboard and screen-reader
   * users (see below).
   */
  children: ReactElement;
}

const isDisabledElement = (element: ReactElement): boolean => {
  if (!isValidElement(element)) return false;
  const props = element.props as { isDisabled?: unknown; disabled?: unknown };
  return props.isDisabled === true || props.disabled === true;
};

/**
 * A react-aria tooltip: it opens when the pointer rests on the trigger and at once on keyboard focus,
 * closes on Escape, blur or a press, and describes the trigger (`aria-describedby`) while open.
 *
 * A disabled control can be neither focused nor hovered, so its reason would be lost. A disabled trigger
 * is therefore wrapped in a focusable stand-in, `role="button"` with `aria-disabled="true"`, whose name is
 * the control's own text and whose description is always the tooltip text. Keyboard users reach it with
 * Tab and screen readers announce it as "Edit, dimmed, You can not delete or modify past bookings".
 */
export function Tooltip({ content, children }: TooltipProps) {
  const reasonId = useId();
  const bubble = (
    <RACTooltip className={tooltip} offset={6}>
      {content}
    </RACTooltip>
  );

  if (!isDisabledElement(children)) {
    return (
      <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={200}>
        {children}
        {bubble}
      </TooltipTrigger>
    );
  }

  return (
    <>
      <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={200}>
        <Focusable>
          <span role="button" tabIndex={0} aria-disabled="true" aria-describedby={reasonId} className={disabledTrigger}>
            <span className={disabledInner}>{children}</span>
          </span>
        </Focusable>
        {bubble}
      </TooltipTrigger>
      <span id={reasonId} hidden>
        {content}
      </span>
    </>
  );
}
