import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { focusRing } from '../theme/focus';
import { vars } from '../theme/vars.css';
import { CHART_WIDTHS, WIDTH_RANGES } from './widths';
import { FONT_SIZE } from './sizes';

const narrow = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

/** A chart's card: its title and description, the drawing, its table and its downloads, one under the other. */
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': { [narrow]: { padding: vars.space.md } },
});

export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, lineHeight: vars.lineHeight.normal });

const chartContainer = createContainer();

/** The drawing's box: the container whose width picks the labels drawn for it (widths.ts). */
export const chartBox = style({ containerName: chartContainer, containerType: 'inline-size', width: '100%', minWidth: 0 });

/**
 * The drawing fills its box. Its padding is where the labels beside the plot go (the axis's amounts at the
 * start, the values at the end): the x positions inside it are percentages of the plot's width, and the labels
 * sit at pixel offsets outside it, visible because the drawing does not clip.
 */
export const svg = style({
  display: 'block',
  boxSizing: 'border-box',
  overflow: 'visible',
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
});

/** The texts of a drawing, in pixels: the labels are laid out for these sizes (sizes.ts). */
export const text = styleVariants({
  label: { fontSize: `${FONT_SIZE.label}px`, fill: vars.color.text },
  value: { fontSize: `${FONT_SIZE.label}px`, fill: vars.color.text, fontWeight: vars.fontWeight.medium },
  tick: { fontSize: `${FONT_SIZE.tick}px`, fill: vars.color.muted },
});

/** A variant drawn for some of CHART_WIDTHS: hidden below its first width and from the width after its last. */
export const widthRange = styleVariants(
  Object.fromEntries(
    WIDTH_RANGES.map(({ key, from, to }) => {
      const hidden: Record<string, { display: 'none' }> = {};
      if (from > 0) hidden[`${chartContainer} (width < ${CHART_WIDTHS[from]}px)`] = { display: 'none' };
      if (to < CHART_WIDTHS.length) hidden[`${chartContainer} (width >= ${CHART_WIDTHS[to]}px)`] = { display: 'none' };
      return [key, { '@container': hidden }];
    }),
  ),
);

/** The white lines of a hatched bar (the weekly limit's): the surface's colour. */
export const hatch = style({ stroke: vars.color.surface });

/** "Show as table": a native disclosure, so that it opens without JavaScript and with the keyboard. */
export const details = style({ minWidth: 0 });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '24px',
  paddingBlock: vars.space.xxs,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
    // The disclosure's triangle (the browser's marker is gone with `display: inline-flex`): it points down when open.
    '&::before': {
      content: '""',
      borderStyle: 'solid',
      borderWidth: '5px 0 5px 7px',
      borderColor: 'transparent transparent transparent currentColor',
      transition: `transform ${vars.motion.fast}`,
    },
    [`${details}[open] > &::before`]: { transform: 'rotate(90deg)' },
    '&::-webkit-details-marker': { display: 'none' },
  },
});

/** The totals under a money chart's table, as the reports write them ('Total: 1.234,50 kr.'). */
export const totals = style({
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
    '&:active': { color: vars.color.primaryPressed },
    '&:focus-visible': focusRing,
  },
});
