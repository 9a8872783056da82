import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

/**
 * The PIN of a device screen (the canteen kiosk, the room tablet): a masked input above a pad of large keys
 * (64 px high).
 */

/** Read by screen readers, not shown. */
export const hidden = style(visuallyHidden);

/** A square touch key of a device screen (the kiosk's − and +, the PIN pad's keys): its frame and its states. */
export const touchKey = style({
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const pinInput = style({
  width: '100%',
  minHeight: '56px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  letterSpacing: '0.5em',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0', borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
  },
});

export const pinLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const pinField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const pad = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm });

export const padKey = style([
  touchKey,
  {
    minHeight: '64px',
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.text,
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.medium,
    selectors: { '&[data-hovered]': { borderColor: vars.color.primary } },
  },
]);

export const padKeyWord = style({ fontSize: vars.fontSize.md });
