import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/focus';

/**
 * A cell text that may wrap between its words (the hourly rate): the table's numbers stay on one line by
 * default, which made the nine columns wider than a 1280 px screen's main region.
 */
export const wrapping = style({ whiteSpace: 'normal' });

/** A part of a wrapping text that stays whole ('450,00 DKK', '(562,50 with tax)'). */
export const whole = style({ whiteSpace: 'nowrap' });

/** A room's features, one a line: the column is as narrow as its longest word, without a comma after it. */
export const featureLine = style({ display: 'block' });

/** The comma between two features: read out, not shown (each feature has its own line). */
export const hiddenComma = style(visuallyHidden);
