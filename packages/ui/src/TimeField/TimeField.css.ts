import { style } from '@vanilla-extract/css';

/** A time is short: the field does not stretch across a wide form. */
export const timeField = style({ maxWidth: '12rem' });
