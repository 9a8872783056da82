import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';
import { focusRing, visuallyHidden } from '../theme/focus';

const small = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

/** The calendar's width decides the toolbar's layout (it may be narrower than the screen). */
const calendarContainer = createContainer();
const narrow = `${calendarContainer} (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

/** Each booking of the time views: its height decides how many lines of text it shows. */
const bookingContainer = createContainer();
/**
 * A booking's text lines are fontSize.xs × lineHeight.tight high (0.75rem × 1.25 = 0.9375rem); these
 * are the heights of its content box below which two lines, or three, no longer fit.
 */
const belowTwoLines = `${bookingContainer} (height < 1.875rem)`;
const belowThreeLines = `${bookingContainer} (height < 2.8125rem)`;

/**
 * The calendar's root. The views draw react-big-calendar's DOM (views/, docs/decisions/054) and its
 * stylesheet gives the layout; the rules below, all scoped under this class, replace its colours, borders and type with the token contract (its greys and blues
 * do not reach AA contrast: off-range days are #999 on white).
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  containerType: 'inline-size',
  containerName: calendarContainer,
});

export const frame = style({
  position: 'relative',
  height: '720px',
  minHeight: '480px',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  '@media': { [small]: { height: '640px' } },
});

export const loadingOverlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  borderRadius: vars.radius.md,
});

/* Toolbar ---------------------------------------------------------------------------------------- */

/**
 * One row where there is room (wrapping when not). On a narrow calendar, two rows: the range shown and
 * Add, then the navigation and the views' Select.
 */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"label label add" "nav views views"',
    },
  },
});

export const navGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@container': { [narrow]: { gridArea: 'nav' } },
});

export const iconButton = style({ paddingInline: vars.space.sm });

export const label = style({
  flex: '1 1 12rem',
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  '@container': { [narrow]: { gridArea: 'label', fontSize: vars.fontSize.md, textAlign: 'start' } },
});

export const addButton = style({
  '@container': { [narrow]: { gridArea: 'add', justifySelf: 'end' } },
});

export const viewGroup = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@container': { [narrow]: { display: 'none' } },
});

/** The views as a Select, on a narrow calendar only. */
export const viewSelect = style({
  display: 'none',
  '@container': {
    [narrow]: { display: 'block', gridArea: 'views', justifySelf: 'end', width: '100%', maxWidth: '10rem' },
  },
});

export const viewButton = style({
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:first-child': { borderInlineStart: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const shortcut = style({
  marginInlineStart: vars.space.xs,
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
  // A narrow calendar is mostly a phone's, with no keys to press (the views' buttons are a Select there).
  '@container': { [narrow]: { display: 'none' } },
});

/* Events ----------------------------------------------------------------------------------------- */

/** Own bookings (and a CompanyOwner's company's) are filled; everyone else's are outlined (rules below). */
export const ownEvent = style({});
export const otherEvent = style({});

/**
 * A booking's title and room lines. In the agenda each is the containing block of its visually hidden comma,
 * which would otherwise sit at the end of a long, cut line and widen the scrollable area.
 */
const eventLine = { position: 'relative', display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
export const eventTitle = style({ ...eventLine, fontWeight: vars.fontWeight.medium });
export const eventRoom = style({ ...eventLine, fontSize: vars.fontSize.xs });
/** Between title and room when a short booking shows them on one line (hidden otherwise). */
export const eventSeparator = style({ display: 'none', flex: 'none', paddingInline: vars.space.xs });

const within = (selector: string) => `${root} ${selector}`;
/** For the bookings: in the calendar, and in the "+N more" popup, a popover at the end of <body>. */
const withPopup = (selectors: string) =>
  selectors
    .split(', ')
    .flatMap((selector) => [`${root} ${selector}`, `.rbc-overlay ${selector}`])
    .join(', ');

globalStyle(within('.rbc-calendar'), { height: '100%', fontSize: vars.fontSize.sm });

// Borders and backgrounds of the grids.
globalStyle(
  within(
    [
      '.rbc-month-view',
      '.rbc-time-view',
      '.rbc-agenda-view table.rbc-agenda-table',
      '.rbc-header',
      '.rbc-header + .rbc-header',
      '.rbc-month-row + .rbc-month-row',
      '.rbc-day-bg + .rbc-day-bg',
      '.rbc-time-header-content',
      '.rbc-time-content',
      '.rbc-time-content > * + * > *',
      '.rbc-timeslot-group',
      '.rbc-day-slot .rbc-time-slot',
      '.rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td',
      '.rbc-agenda-view table.rbc-agenda-table tbody > tr + tr',
      '.rbc-agenda-view table.rbc-agenda-table thead > tr > th',
    ].join(`, ${root} `),
  ),
  { borderColor: vars.color.border },
);
globalStyle(within('.rbc-time-content'), { borderTopWidth: '1px' });
globalStyle(within('.rbc-day-slot .rbc-time-slot'), { borderTopColor: vars.color.surfaceMuted });
globalStyle(within('.rbc-off-range'), { color: vars.color.muted });
globalStyle(within('.rbc-off-range-bg'), { backgroundColor: vars.color.background });
globalStyle(within('.rbc-today'), { backgroundColor: vars.color.primarySubtle });
globalStyle(within('.rbc-selected-cell'), { backgroundColor: vars.color.surfaceMuted });
globalStyle(within('.rbc-header'), {
  paddingBlock: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
globalStyle(within('.rbc-label, .rbc-time-gutter'), { color: vars.color.muted, fontSize: vars.fontSize.xs });
globalStyle(within('.rbc-current-time-indicator'), { backgroundColor: vars.color.error, height: '2px' });
/*
 * The hours' gutter has one width, in rem, beside the hours and above them. react-big-calendar measures the hours'
 * gutter once, when the grid mounts, and gives the header's gutter that width (inline, hence !important): measured
 * before the font of the hours had loaded, the header's came out a pixel narrower than the hours' own, and every
 * room's or day's header stood a pixel left of its column until the grid was drawn again. 2.8125rem is 45 px at
 * the default size: 'HH:MM' in the xs size and its padding.
 */
const HOURS_GUTTER = '2.8125rem !important';
for (const gutter of ['.rbc-time-header-gutter', '.rbc-time-content > .rbc-time-gutter']) {
  globalStyle(within(gutter), { boxSizing: 'border-box', width: HOURS_GUTTER, minWidth: HOURS_GUTTER, maxWidth: HOURS_GUTTER });
}

// Date links (month day numbers, week headers) and "+N more".
globalStyle(within('.rbc-button-link'), { font: 'inherit', color: 'inherit', borderRadius: vars.radius.sm });
globalStyle(within('.rbc-button-link:focus-visible'), focusRing);
// Month cells: the month view fits as many bookings as fit the cell after its date row and keeps one
// row for "+N more"; a low date row and "+N more" line keep that last row inside the cell.
globalStyle(within('.rbc-date-cell'), { paddingInline: vars.space.xs, lineHeight: vars.lineHeight.tight });
globalStyle(within('.rbc-date-cell.rbc-now'), { fontWeight: vars.fontWeight.bold });
// A day number is a target of at least 24 × 24 px (WCAG 2.2, 2.5.8 Target Size (Minimum)); it was 15 px. It
// grows upwards only, into the cell's top edge (a negative top margin gives the growth back), so the date row
// keeps its height, the month view fits as many bookings as before, and the bookings under it keep their room.
globalStyle(within('.rbc-date-cell .rbc-button-link'), {
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '24px',
  marginBlockStart: 'calc(1lh - 24px)',
  verticalAlign: 'bottom',
});
// A week's day headings are targets of at least 24 px too (they open the day). Their row keeps its height: it
// shrank to the text's (react-big-calendar's column of header rows), and the all-day row covered the targets' foot.
globalStyle(within('.rbc-header .rbc-button-link'), { display: 'inline-flex', alignItems: 'center', minHeight: '24px' });
globalStyle(within('.rbc-time-header-cell'), { flexShrink: 0 });
globalStyle(within('.rbc-show-more'), {
  // A target of at least 24 px high (WCAG 2.2, 2.5.8) in its row, which is a booking's height.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  lineHeight: vars.lineHeight.tight,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  textDecoration: 'underline',
});
globalStyle(within('.rbc-show-more:hover, .rbc-show-more:focus'), { color: vars.color.primaryPressed });

// Bookings.
globalStyle(withPopup('.rbc-event'), {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});
globalStyle(withPopup('.rbc-event:focus-visible'), { ...focusRing, zIndex: 5 });
// A booking of the month view (and of its "+N more" list) is a target of at least 24 px high (WCAG 2.2, 2.5.8);
// the month view measures one booking to know how many fit a cell.
globalStyle(`${root} .rbc-month-view .rbc-event, .rbc-overlay .rbc-event`, { minHeight: '24px' });
globalStyle(withPopup(`.rbc-event.${ownEvent}, .rbc-day-slot .rbc-event.${ownEvent}`), {
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  // The same border width as the outlined ones: the month view sizes its rows from one booking.
  border: `2px solid ${vars.color.primaryPressed}`,
});
globalStyle(withPopup(`.rbc-event.${ownEvent}.rbc-selected`), { backgroundColor: vars.color.primaryPressed });
globalStyle(withPopup(`.rbc-event.${otherEvent}, .rbc-day-slot .rbc-event.${otherEvent}`), {
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  border: `2px solid ${vars.color.primary}`,
});
globalStyle(withPopup(`.rbc-event.${otherEvent}.rbc-selected`), { backgroundColor: vars.color.primarySubtle });
// A booking's lines never wrap: each is cut with an ellipsis (the tooltip and the name have the full text).
globalStyle(withPopup(`.rbc-event .${eventTitle}, .rbc-event .${eventRoom}`), { whiteSpace: 'nowrap' });

// Bookings of the time views: title, room, then time (the view's label, placed after the content), as
// many lines as the booking's height holds; a short one shows 'title · room' on one line.
globalStyle(within('.rbc-day-slot .rbc-event'), {
  flexFlow: 'column nowrap',
  alignItems: 'stretch',
  paddingBlock: '1px',
  containerType: 'size',
  containerName: bookingContainer,
});
// A booking of the time views that can be dragged has its label and content inside the drag-and-drop addon's box (with its
// resize handles, placed on the booking's edges): the box takes no place of its own, so that the label and
// the content are laid out (and ordered) as those of any booking.
globalStyle(within('.rbc-day-slot .rbc-event .rbc-addons-dnd-resizable'), { display: 'contents' });
globalStyle(within('.rbc-day-slot .rbc-event-content'), {
  display: 'flex',
  flexDirection: 'column',
  flex: '0 1 auto',
  height: 'auto',
  minHeight: 0,
  overflow: 'hidden',
  lineHeight: vars.lineHeight.tight,
  '@container': { [belowTwoLines]: { flexDirection: 'row', alignItems: 'baseline' } },
});
globalStyle(within('.rbc-day-slot .rbc-event-label'), {
  order: 1,
  flex: 'none',
  paddingInlineEnd: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  '@container': { [belowThreeLines]: visuallyHidden },
});
globalStyle(within(`.rbc-day-slot .${eventTitle}`), {
  '@container': { [belowTwoLines]: { flex: '0 1 auto', minWidth: 0 } },
});
globalStyle(within(`.rbc-day-slot .${eventSeparator}`), {
  '@container': { [belowTwoLines]: { display: 'block' } },
});
// On one line the title comes first; the room keeps up to half the width.
globalStyle(within(`.rbc-day-slot .${eventRoom}`), {
  '@container': { [belowTwoLines]: { flex: '0 0 auto', maxWidth: '50%' } },
});

// The "+N more" popup: a popover (react-aria) below its button, or above it where there is more room, with
// a dialog named by the day inside. Its width is fixed, so that it opens at the same size wherever it is
// placed, and a booking's title stays on one line; at most 40% of the screen high, scrolling beyond.
globalStyle('.rbc-overlay', {
  boxSizing: 'border-box',
  width: 'min(24rem, calc(100vw - 2rem))',
  maxHeight: '40vh',
  overflowY: 'auto',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.sm,
});
// The dialog takes the focus when the popup opens (its bookings are the tab stops): no ring of its own.
globalStyle('.rbc-overlay > [role="dialog"]', { outline: 'none' });
globalStyle('.rbc-overlay > [role="dialog"] > * + *', { marginBlockStart: vars.space.xxs });
globalStyle(`.rbc-overlay .${eventTitle}`, { whiteSpace: 'nowrap' });
globalStyle('.rbc-overlay-header', {
  borderBottomColor: vars.color.border,
  margin: `calc(-1 * ${vars.space.sm}) calc(-1 * ${vars.space.sm}) ${vars.space.xs}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.fontWeight.bold,
});

// Agenda: DataTable's look (DataTable.css.ts): one bordered, rounded box; a tinted header row with a
// strong line under it; cells padded as DataTable's; rows divided by lines, no lines between columns
// except after a day's date, which spans that day's rows.
globalStyle(within('.rbc-agenda-view'), {
  // As tall as its rows (scrolling inside the calendar when they are more), not the calendar's height.
  flex: '0 1 auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
globalStyle(within('.rbc-agenda-view table.rbc-agenda-table'), {
  border: 'none',
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
const agendaCellPadding = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  '@media': { [small]: { paddingBlock: vars.space.xs, paddingInline: vars.space.sm } },
} as const;
globalStyle(within('.rbc-agenda-view table.rbc-agenda-table thead > tr > th'), {
  ...agendaCellPadding,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
// Top-aligned, as a day's date spans that day's rows.
globalStyle(within('.rbc-agenda-view table.rbc-agenda-table tbody > tr > td'), {
  ...agendaCellPadding,
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(within('.rbc-agenda-view table.rbc-agenda-table tbody > tr:last-child > td'), { borderBottom: 'none' });
globalStyle(within('.rbc-agenda-view table.rbc-agenda-table tbody > tr + tr'), { borderTop: 'none' });
globalStyle(
  ['.rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td', '.rbc-agenda-view .rbc-header + .rbc-header'].map(within).join(', '),
  { borderInlineStart: 'none' },
);
globalStyle(within('.rbc-agenda-view .rbc-header:first-child'), { borderInlineEnd: `1px solid ${vars.color.border}` });
globalStyle(within('.rbc-agenda-view table.rbc-agenda-table .rbc-agenda-date-cell'), {
  fontWeight: vars.fontWeight.medium,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});
globalStyle(within('.rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell'), {
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(within('.rbc-agenda-empty'), { padding: vars.space.lg, color: vars.color.muted });

export const agendaButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  width: `calc(100% + 2 * ${vars.space.xs})`,
  // The button's text lines up with the other cells' (its padding sits in the cell's).
  margin: `calc(-1 * ${vars.space.xxs}) calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle },
    '&:focus-visible': focusRing,
  },
});

export const visuallyHiddenClass = style(visuallyHidden);

/* Rooms as columns (the Day view of all rooms) ---------------------------------------------------- */

/** A room's heading: its name, seats and whether it is free, each on a line, centred over its column. */
export const resourceHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'normal',
  textAlign: 'center',
});
export const resourceName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
/** Free or busy: a dot in the state's colour and the words, so that colour is never the only cue. */
export const resourceState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.muted,
  '::before': {
    content: '""',
    inlineSize: '0.5rem',
    blockSize: '0.5rem',
    borderRadius: '50%',
    backgroundColor: vars.color.success,
  },
  selectors: { '&[data-busy]::before': { backgroundColor: vars.color.error } },
});
