import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { chip } from '../FeatureChips/FeatureChips.css';
import { vars } from '../theme/vars.css';

/** The Guests part of the booking details, set off from the details above it. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** The help text and 'No guests expected'. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

/** A guest: who, their badge, and Remove where the viewer may change the booking. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingBlock: vars.space.xxs,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const who = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const guestName = style({ fontWeight: vars.fontWeight.medium });

export const guestEmail = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

/** Arrived or Expected: a chip as the room features are, tinted green with a tick once the guest has arrived. */
export const badge = recipe({
  base: [chip, { flexShrink: 0, gap: vars.space.xxs, minHeight: '24px', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' }],
  variants: {
    arrived: {
      true: { backgroundColor: vars.color.successSubtle, borderColor: vars.color.success },
      false: {},
    },
  },
});

export const badgeIcon = style({ width: '14px', height: '14px', color: vars.color.success });

/** Remove: an icon button of the control's height, square. */
export const removeButton = style({ flexShrink: 0, minWidth: vars.size.control, paddingInline: vars.space.xs });

export const removeIcon = style({ width: '20px', height: '20px' });

/** Why the list could not be loaded, and Try again beside it. */
export const failed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

/** The add form: name, e-mail and Add guest in a row (stacked on small screens, the button at the end). */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': { [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { gridTemplateColumns: '1fr' } },
});

/** In the row, level with the inputs under their labels (a label's line above them). */
export const addButton = style({
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  '@media': { [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { marginBlockStart: 0, justifySelf: 'end' } },
});
