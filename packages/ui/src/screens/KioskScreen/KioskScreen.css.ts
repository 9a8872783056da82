import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../theme/focus';
import { vars } from '../../theme/vars.css';
import { deviceHeader, devicePage } from '../shared/DevicePage.css';
import { touchKey } from '../shared/PinEntry.css';

/**
 * The canteen kiosk: a touch screen first (tablets 768–1024 px wide, phones from 390 px). Every control is
 * at least 48 px high (the PIN pad's keys 64 px); the menu and the order sit side by side from 769 px,
 * one above the other below. When printed, only the receipt shows (`noPrint` on everything else).
 */

const wide = 'screen and (min-width: 769px)';
/** Read by screen readers, not shown. */
export const hidden = style(visuallyHidden);

/**
 * Everything but the receipt is left off paper. Important, because the top bar's own `display` comes from the
 * shared device styles (DevicePage.css.ts), whose rule may come later in the page's stylesheets than this one.
 */
const noPrint = style({ '@media': { print: { display: 'none !important' } } });

export const page = style([devicePage, { '@media': { print: { minHeight: 'auto', backgroundColor: 'transparent' } } }]);

export const header = style([noPrint, deviceHeader]);

export const headerTitle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const canteenName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const kioskName = style({ margin: 0, fontSize: vars.fontSize.sm });

export const main = style({
  flex: 1,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 360px)', padding: vars.space.xl, gap: vars.space.xl },
    print: { display: 'block', padding: 0 },
  },
});

/** A step of its own (who orders, the receipt): one card in the middle. */
export const single = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space.lg,
  '@media': { [wide]: { padding: vars.space.xl }, print: { display: 'block', padding: 0 } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A step's heading: it takes focus when its step comes (tabindex -1, never tabbed to), without a ring. */
export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (max-width: 420px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** An item of the menu: a large button that adds one. */
export const itemButton = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  minHeight: '112px',
  padding: vars.space.lg,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-chosen]': { borderColor: vars.color.primary },
  },
});

export const itemName = style({
  // Room for the count in the corner.
  paddingInlineEnd: '28px',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const itemPrice = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

/** How many of an item are in the order, in the tile's corner. */
export const itemCount = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  minWidth: '28px',
  height: '28px',
  paddingInline: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  minWidth: 0,
  '@media': { print: { boxShadow: 'none', padding: 0 } },
});

export const orderPanel = style([card, { '@media': { [wide]: { position: 'sticky', top: vars.space.xl } } }]);

export const stepCard = style([card, { width: '100%', maxWidth: '560px' }]);

/**
 * Who orders: the company beside the PIN pad on a tablet (so that a tablet held sideways shows it all), one
 * above the other on a phone, the buttons last.
 */
export const identifyCard = style([
  card,
  {
    width: '100%',
    maxWidth: '560px',
    display: 'grid',
    gridTemplateAreas: '"who" "pin" "act"',
    '@media': {
      [wide]: { maxWidth: '880px', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gridTemplateAreas: '"who pin" "act pin"', alignItems: 'start', columnGap: vars.space.xxl },
    },
  },
]);
export const identifyWho = style({ gridArea: 'who', display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const identifyPin = style({ gridArea: 'pin', minWidth: 0 });
export const identifyActions = style({ gridArea: 'act', alignSelf: 'end' });

/** On a phone, the total and the way to the order stay at the bottom of the screen while the menu scrolls. */
export const phoneBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [wide]: { display: 'none' }, print: { display: 'none' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name amount" "stepper stepper"',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const lineName = style({ gridArea: 'name', fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const lineAmount = style({ gridArea: 'amount', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const stepper = style({ gridArea: 'stepper', display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const stepButton = style([
  touchKey,
  {
    width: '48px',
    height: '48px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px solid ${vars.color.primary}`,
    backgroundColor: vars.color.surface,
    color: vars.color.primary,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    selectors: { '&[data-hovered]:not([data-pressed])': { backgroundColor: vars.color.surfaceMuted } },
  },
]);

export const quantity = style({ minWidth: '2ch', textAlign: 'center', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The kiosk's big buttons (Button with this class): 56 px high, larger text. */
export const bigButton = style({ minHeight: '56px', fontSize: vars.fontSize.lg });

export const stepActions = style([noPrint, { display: 'flex', gap: vars.space.md, flexWrap: 'wrap' }]);
globalStyle(`${stepActions} > *`, { flex: '1 1 200px' });

export const receiptHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const receiptNumber = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const factTerm = style({ color: vars.color.muted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const receiptTable = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' });
export const numberCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const headCell = style([cell, { fontSize: vars.fontSize.sm, color: vars.color.muted, fontWeight: vars.fontWeight.medium }]);
export const footCell = style([cell, { borderBlockEnd: 'none', fontWeight: vars.fontWeight.medium }]);
export const grandCell = style([footCell, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }]);
