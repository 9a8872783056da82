import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../../theme/vars.css';
import { deviceHeader, devicePage } from '../shared/DevicePage.css';

/**
 * The reception board: a tablet at the front desk, held sideways (1280 × 800) or upright (800 × 1280), and a
 * phone. Sideways, the guests' side (the search and the wifi) takes the left column and the day the right;
 * upright and on a phone, one above the other. Every control is at least 56 px high.
 */
const sideways = 'screen and (min-aspect-ratio: 1/1) and (min-width: 1000px)';
const phone = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

export const page = style([
  devicePage,
  {
    // The design system's controls (the search field, the buttons) at a touch screen's size.
    vars: { [vars.size.control]: '56px' },
  },
]);

export const header = deviceHeader;

export const title = style({
  flex: '1 1 16rem',
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { fontSize: vars.fontSize.xl } },
});

/** The date and time of the board, in the top bar. */
export const clock = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [phone]: { fontSize: vars.fontSize.md } },
});

export const clockTime = style({
  marginInlineStart: vars.space.xs,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [phone]: { fontSize: vars.fontSize.xl } },
});

/** 'Offline: …', under the top bar while no answer comes. */
export const banner = style({
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.errorSubtle,
  color: vars.color.text,
  borderBlockEnd: `2px solid ${vars.color.error}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const main = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The rows as high as their content, however tall the screen (the page fills it).
  alignContent: 'start',
  alignItems: 'start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [sideways]: { gridTemplateColumns: 'minmax(22rem, 2fr) minmax(0, 3fr)', gap: vars.space.xl, padding: vars.space.xl },
  },
});

const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The guests' side: who has arrived, the search and the wifi. */
export const side = column;

/** The day: now and next, and today's meetings. */
export const day = column;

const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const panel = card;

/** A panel's heading; the search's takes focus after an arrival (tabindex -1, never tabbed to), without a ring. */
export const panelHeading = style({
  margin: 0,
  outline: 'none',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.md });

/** Now beside Next, one above the other on a phone. */
export const nowAndNext = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.lg,
});

export const nowCard = style([card, { borderInlineStart: `6px solid ${vars.color.primary}` }]);

export const nowHeading = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const nowList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const nowItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const nowRoom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const nowTime = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const nowName = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const nowFacts = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' });

export const meetings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The guests found: each name with its meeting, and "I have arrived" beside it (under it on a narrow panel). */
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const result = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const resultText = style({ flex: '1 1 12rem', minWidth: 0 });

export const resultName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const resultMeeting = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' });

/** "I have arrived": large, beside the name, the whole width on a narrow panel. */
export const arriveButton = style({ flex: '1 0 auto', minHeight: '64px', fontSize: vars.fontSize.lg, '@media': { [sideways]: { flexGrow: 0 } } });

export const arrived = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The wifi's name and password beside its QR code; the code under them on a phone. */
export const wifi = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

/** Each fact's name above its value, so that a long network name keeps its line. */
export const wifiFacts = style({ flex: '1 1 12rem', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, minWidth: 0 });

export const wifiTerm = style({ color: vars.color.muted });

export const wifiValue = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const wifiCode = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, maxWidth: '14rem', marginInline: 'auto' });

export const wifiScan = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm, textAlign: 'center' });
