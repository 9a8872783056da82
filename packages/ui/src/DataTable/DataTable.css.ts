import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';
import { focusRing, iconButtonBase, visuallyHidden } from '../theme/focus';

const narrow = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

/** Width of the selection column; the row header sticks right after it. */
const selectWidth = `calc(${vars.size.control} + 2 * ${vars.space.xs})`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  width: '100%',
});

/** Selection count, bulk toolbar and the caller's actions (e.g. 'Create user'). */
export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  '@media': {
    [narrow]: { alignItems: 'stretch', flexDirection: 'column' },
  },
});

/** A live region: it stays in the page, empty while nothing is selected, so that changes are announced. */
export const selectionStatus = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const callerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  '@media': {
    [narrow]: { marginInlineStart: 0 },
  },
});

export const busyIndicator = style({
  display: 'inline-flex',
  alignItems: 'center',
});

/**
 * The scroll region: it scrolls both ways, so that the header sticks to its top and the row header to
 * its start edge. It is focusable (tabIndex 0, named by the caption) so that keyboard users can scroll
 * a table that has nothing focusable in it.
 */
export const region = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  outline: 'none',
  // The table's layers (its sticky header and pinned cells) stay inside it: a table in an expanded row does
  // not draw its header over the sticky header of the table around it.
  isolation: 'isolate',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const caption = style(visuallyHidden);

export const table = style({
  width: '100%',
  // Separate borders: collapsed borders do not travel with sticky cells.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  backgroundColor: vars.color.surface,
  '@media': {
    [narrow]: { paddingBlock: vars.space.xs, paddingInline: vars.space.sm },
  },
} as const;

/** A compact table's cells (DataTable's density): the padding a narrow screen gives every table. */
const compactCell = { paddingInline: vars.space.sm } as const;

/**
 * The header row sticks to the region's top as one piece. Sticky header cells, each on its own, were placed
 * one by one at fractional positions: their texts landed a sub-pixel apart from run to run, and a hairline of
 * the region's background showed between two of them.
 */
export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
});

export const headerCell = recipe({
  base: {
    ...cellBase,
    backgroundColor: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
    /** Wraps where it saves width; a narrow screen's table scrolls sideways anyway, and one line keeps its rows low. */
    wrap: { true: { whiteSpace: 'normal', '@media': { [narrow]: { whiteSpace: 'nowrap' } } }, false: {} },
    compact: { true: compactCell, false: {} },
    /** The header of the row-header column also sticks to the start edge. */
    stickyStart: {
      none: {},
      first: { position: 'sticky', insetInlineStart: 0, zIndex: 1 },
      afterSelect: { position: 'sticky', insetInlineStart: selectWidth, zIndex: 1 },
    },
    select: {
      true: { position: 'sticky', width: selectWidth, minWidth: selectWidth, paddingInline: vars.space.xs, insetInlineStart: 0, zIndex: 1 },
      false: {},
    },
  },
  defaultVariants: { align: 'start', wrap: false, compact: false, stickyStart: 'none', select: false },
});

export const row = style({});

export const cell = recipe({
  base: {
    ...cellBase,
    maxWidth: '28rem',
    // Texts wrap between words; a word (an email, a phone number) stays whole and the table scrolls
    // sideways rather than squeezing a column to a few letters.
    overflowWrap: 'break-word',
    selectors: {
      [`${row}[data-selected] > &`]: { backgroundColor: vars.color.primarySubtle },
      [`${row}:last-child > &`]: { borderBottom: 'none' },
    },
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end', whiteSpace: 'nowrap' } },
    compact: { true: compactCell, false: {} },
    /** The row header (th scope="row") sticks to the start edge while the table scrolls sideways. */
    stickyStart: {
      none: {},
      first: { position: 'sticky', insetInlineStart: 0, zIndex: 1, fontWeight: vars.fontWeight.medium },
      afterSelect: { position: 'sticky', insetInlineStart: selectWidth, zIndex: 1, fontWeight: vars.fontWeight.medium },
    },
    select: {
      true: { position: 'sticky', insetInlineStart: 0, zIndex: 1, width: selectWidth, minWidth: selectWidth, paddingInline: vars.space.xs },
      false: {},
    },
  },
  defaultVariants: { align: 'start', compact: false, stickyStart: 'none', select: false },
});

/**
 * The end of the pinned columns, while other columns pass under them (pinnedEdge.ts): a line and a short
 * shadow over the scrolled cells, so that a half-hidden column reads as passing under, not as text beside the
 * pinned one. The checkbox column's edge shows while the columns before the row header pass under it; once
 * the row header is pinned beside it, the row header covers that edge and draws its own.
 */
globalStyle(
  [
    `${region}[data-pinned-edge] > table > * > tr > [data-pinned="select"]`,
    `${region}[data-pinned-edge="row-header"] > table > * > tr > [data-pinned="row-header"]`,
  ].join(', '),
  // Both shadows stay beside the cell's end: the soft one is shrunk by its own blur and moved out by as
  // much, so that it reaches neither the rows above and below nor the checkbox column before it.
  { boxShadow: `1px 0 0 ${vars.color.border}, 6px 0 6px -6px ${vars.color.overlay}` },
);

// A sticky row header on a narrow screen keeps at most about half the width, so the other columns
// still have room to scroll past it.
globalStyle(`${row} > th[scope="row"]`, {
  '@media': { [narrow]: { maxWidth: '45vw', minWidth: '7rem' } },
});

// Buttons in cells ('Edit', 'Show rules') keep their label on one line.
globalStyle(`${row} > td button, ${row} > th button`, { whiteSpace: 'nowrap' });

export const rowHeaderContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const sortIcon = recipe({
  base: { flexShrink: 0, width: '16px', height: '16px' },
  variants: {
    active: { true: { color: vars.color.primary }, false: { color: vars.color.muted } },
  },
});

export const expandButton = style({
  ...iconButtonBase,
  flexShrink: 0,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const expandIcon = style({
  width: '16px',
  height: '16px',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    [`${expandButton}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' },
  },
});

/** Keeps sub-row content aligned with its parent's content when the parent has an expand button. */
export const expandSpacer = style({ flexShrink: 0, width: '32px' });

export const detailCell = style({
  padding: vars.space.md,
  paddingInlineStart: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

/** A detail's own sideways scroll: its width is the cell's, never its content's (contain: inline-size). */
export const detailContent = style({
  overflowX: 'auto',
  contain: 'inline-size',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

/** The one cell that holds the spinner, the empty state or the error. */
export const stateCell = style({
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
});

/** A row standing in for the rows a long table leaves out (rowWindow.ts): no padding, no border. */
export const spacerCell = style({
  padding: 0,
  border: 'none',
});

export const stateContent = style({
  display: 'flex',
  justifyContent: 'center',
});

export const actionsCell = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Buttons inside table rows are compact. */
export const compactButton = style({
  minHeight: '32px',
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const secret = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const secretValue = style({
  fontFamily: vars.font.mono,
  minWidth: '6ch',
});

export const hidden = style(visuallyHidden);

export const iconButton = style({
  ...iconButtonBase,
  color: vars.color.primary,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = style({ width: '18px', height: '18px' });

export const noImage = style({ color: vars.color.muted });

// ---------------------------------------------------------------------------------------------------
// Cards: `narrowLayout: 'cards'` (ADR 092). The same table markup, drawn on a narrow screen as one card per
// row: the row header is the card's title (beside the row's checkbox), every other cell a field with its
// label beside its value, the actions last. Above the cards the header row is a bar of the sortable headers'
// buttons and the select-all checkbox; the other headers stay in the table for screen readers, unseen.

/** The region of a table whose rows are cards on a narrow screen. */
export const cards = style({
  '@media': {
    [narrow]: { border: 'none', borderRadius: 0, backgroundColor: 'transparent' },
  },
});

/** A field's label in a card; not shown (and not needed) in the table, where the column header names it. */
export const cardLabel = style({
  display: 'none',
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'break-word',
});

/** A field's value in a card: the cell's content. */
export const cardValue = style({ minWidth: 0 });

type CardRules = Parameters<typeof globalStyle>[1];
/** Rules for the elements `selectors` (relative to the table) pick in a cards table on a narrow screen. */
const cardStyle = (selectors: string | string[], rules: CardRules) =>
  globalStyle([selectors].flat().map((selector) => `${cards} > table ${selector}`).join(', '), {
    '@media': { [narrow]: rules },
  } as CardRules);

cardStyle('', { display: 'block' });
cardStyle('> thead', { display: 'block', position: 'static' });
cardStyle('> thead > tr', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
});
cardStyle('> thead > tr > th', {
  position: 'static',
  width: 'auto',
  minWidth: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  boxShadow: 'none',
});
cardStyle('> thead > tr > th:not([data-control])', visuallyHidden);
cardStyle(`> thead ${sortButton}`, {
  margin: 0,
  minHeight: '32px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
cardStyle('> tbody', { display: 'flex', flexDirection: 'column', gap: vars.space.sm });
cardStyle(`> tbody > tr`, { display: 'block' });
cardStyle(`> tbody > tr[data-row-id]`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
cardStyle(`> tbody > tr[data-row-id][data-selected]`, { backgroundColor: vars.color.primarySubtle });
cardStyle(['> tbody > tr > td', '> tbody > tr > th'], {
  position: 'static',
  display: 'grid',
  gridTemplateColumns: `minmax(5.5rem, 35%) minmax(0, 1fr)`,
  alignItems: 'center',
  columnGap: vars.space.sm,
  flex: '1 1 100%',
  minWidth: 0,
  maxWidth: 'none',
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  border: 'none',
  textAlign: 'start',
  whiteSpace: 'normal',
  backgroundColor: 'transparent',
  boxShadow: 'none',
});
// The title: the row header, beside the row's checkbox, first in the card whatever its column (the rooms'
// image comes before their name), on its own line above the fields.
cardStyle(`> tbody > tr > th[scope="row"]`, {
  order: -1,
  display: 'block',
  flex: '1 1 0',
  maxWidth: 'none',
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
cardStyle(`> tbody > tr > [data-pinned="select"]`, { order: -2, display: 'block', flex: '0 0 auto', width: 'auto' });
// The spinner, the empty state, an expanded row's details and the windowed table's spacers: one block each.
cardStyle(`> tbody > tr:not([data-row-id]) > td`, { display: 'block' });
cardStyle(`> tbody > tr:not([data-row-id]):not([data-spacer]) > td`, {
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
cardStyle(`${cardLabel}`, { display: 'block' });
cardStyle(`${actionsCell}`, { flexWrap: 'wrap' });
