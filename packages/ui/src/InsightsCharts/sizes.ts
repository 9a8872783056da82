/** The drawings' font sizes in pixels: their layout (row heights, label widths) is made for them. */
export const FONT_SIZE = { label: 12, tick: 11, title: 16 } as const;

/** The font of a drawing saved as a file, which has no stylesheet: the product's face first (ADR 071), then common ones. */
export const FILE_FONT_FAMILY = 'Inter, Arial, sans-serif';

/** A file's margin around the drawing, and the height of its title line above it (px). */
export const FILE_MARGIN = 16;
export const FILE_TITLE_HEIGHT = 40;
