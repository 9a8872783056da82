import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focus';
import { vars } from '../../theme/vars.css';
import { devicePage } from '../shared/DevicePage.css';

/**
 * The room tablet: a screen on a wall, read from across the room (landscape 1280 × 800, portrait 800 × 1280,
 * and a phone). The state takes one side in landscape and the top in portrait, in the colour of the state.
 */
const landscape = 'screen and (min-aspect-ratio: 1/1) and (min-width: 700px)';
/** Wide enough for the dialog's two columns: the company beside the PIN pad. */
const wideDialog = 'screen and (min-width: 769px)';

export const page = devicePage;

export const banner = style({
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.topBar,
  color: vars.color.onTopBar,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/** What a done action says ('Booked until 10:30'), across the top for a while. */
export const confirmation = style({
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.text,
  borderBlockEnd: `2px solid ${vars.color.success}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const layout = style({
  flex: 1,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  '@media': { [landscape]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gridTemplateRows: 'none' } },
});

const statePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  '@media': { [landscape]: { padding: '48px' } },
});

/** The state side, in the colour of the state (with its own text colour at AA contrast). */
export const state = styleVariants({
  free: [statePanel, { backgroundColor: vars.color.success, color: vars.color.onSuccess }],
  busy: [statePanel, { backgroundColor: vars.color.error, color: vars.color.onError }],
  inactive: [statePanel, { backgroundColor: vars.color.surfaceMuted, color: vars.color.text }],
});

/** The room's name: it takes focus after an action (tabindex -1, never tabbed to), without a ring. */
export const roomName = style({
  margin: 0,
  outline: 'none',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2rem, 5vw, 3.5rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
});

/**
 * A long name (`isLong`) in smaller type, so that a room's name and the booking going on leave the actions on
 * the screen of a tablet held sideways.
 */
export const roomNameLong = style({ fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)' });

export const roomFacts = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The state in one word, as large as the screen allows. */
export const stateWord = style({
  margin: 0,
  marginBlockStart: 'auto',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(3.5rem, 12vw, 7rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const stateLine = style({ margin: 0, fontSize: 'clamp(1.25rem, 3vw, 2rem)', fontWeight: vars.fontWeight.medium });

/** The booking going on: its name, company, time and time left. */
export const currentBooking = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: 'rgba(0, 0, 0, 0.18)',
  fontSize: vars.fontSize.lg,
});

export const currentName = style({ margin: 0, fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)', fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const currentNameLong = style({ fontSize: 'clamp(1.25rem, 2.5vw, 1.625rem)', lineHeight: 1.25 });

export const currentLine = style({ margin: 0 });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  backgroundColor: vars.color.surface,
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '8 / 5',
  // Upright, a full-width picture would push the day off the screen.
  maxHeight: '30vh',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

export const sideHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  alignItems: 'baseline',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
});

export const listTime = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const listName = style({ overflowWrap: 'anywhere' });

export const listCompany = style({ gridColumn: 2, color: vars.color.muted, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.md });

/** The one screen of a tablet whose code no room has. */
export const setUp = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.xl,
});

export const setUpHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 'clamp(2rem, 5vw, 3rem)', fontWeight: vars.fontWeight.bold });

export const setUpText = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Book now's choices, or End early and Extend: large white buttons on the state's colour. */
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const actionsHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const choice = style({ display: 'flex', minWidth: 0 });

/** End early and Extend: side by side, one above the other on a phone. */
export const changes = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: vars.space.md });

/** One action: at least 80 px high, its word large and its end under it. */
export const actionButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: '80px',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const actionWord = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const actionUntil = style({ fontSize: vars.fontSize.md, color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });

/**
 * Who acts: the company beside the PIN pad where the dialog is wide (a tablet either way up), one above the
 * other on a phone; the buttons last.
 */
export const dialogForm = style({
  display: 'grid',
  gridTemplateAreas: '"who" "pin" "act"',
  gap: vars.space.lg,
  '@media': {
    [wideDialog]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"who pin" "act pin"',
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
      columnGap: vars.space.xl,
    },
  },
});

export const dialogWho = style({ gridArea: 'who', display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const dialogPin = style({ gridArea: 'pin', minWidth: 0 });
export const dialogActions = style({ gridArea: 'act', alignSelf: 'end', display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
globalStyle(`${dialogActions} > *`, { flex: '1 1 140px' });

export const dialogLead = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const dialogHelp = style({ margin: 0, color: vars.color.muted });

/** The dialog's buttons: 56 px high, as the kiosk's. */
export const dialogButton = style({ minHeight: '56px', fontSize: vars.fontSize.lg });
