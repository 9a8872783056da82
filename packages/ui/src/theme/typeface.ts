/**
 * The product's typeface (docs/decisions/071): the families every theme's font tokens name first. Plain data,
 * without the font files, so that the theme files (evaluated at build time) and the pictures of the mocks can
 * read the names; fonts.ts brings in the faces themselves.
 */
export const TYPEFACE = {
  /** Inter, variable weight 100–900: the text of every screen. */
  sans: 'Inter Variable',
  /** JetBrains Mono, variable weight 100–800: codes, PINs and secrets, where each character must be read alone. */
  mono: 'JetBrains Mono Variable',
} as const;

/**
 * The font stacks of the tokens. The generic families after the shipped face are only for a character it has
 * no glyph for (or a browser that could not load it): every text of the product is in the shipped face.
 */
export const FONT_STACK = {
  sans: `"${TYPEFACE.sans}", system-ui, sans-serif`,
  mono: `"${TYPEFACE.mono}", ui-monospace, monospace`,
} as const;
