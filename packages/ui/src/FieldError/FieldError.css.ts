import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { visuallyHidden } from '../theme/focus';

/** Help text under a field (react-aria links it to the input with aria-describedby). */
export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

/** A field's error messages, one per line. */
export const errorList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.error,
  overflowWrap: 'anywhere',
});

export const errorLine = style({ display: 'block' });

/** The bulleted list inside a form-level error Alert. */
export const formErrorList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** Hidden from sight, still read by screen readers (live regions, extra labels). */
export const visuallyHiddenClass = style(visuallyHidden);
