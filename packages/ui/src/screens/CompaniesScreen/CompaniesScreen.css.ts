import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { visuallyHidden } from '../../theme/focus';

/** The count of pending applications on the 'Company Applications' button. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

/** Words that complete the button's accessible name ('3 pending') without being shown. */
export const hiddenText = style(visuallyHidden);

/** A company's locations: the names, wrapping within the cell. */
export const locations = style({ minWidth: '10rem', maxWidth: '20rem' });

/** A room number stays on one line ('Room 202'). */
export const office = style({ whiteSpace: 'nowrap' });
