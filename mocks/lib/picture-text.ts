import { PICTURE_FACE } from './picture-face';

/** A face's outlines for the pictures (picture-face.ts, written by picture-face.build.ts). */
export interface PictureFace {
  unitsPerEm: number;
  /** Per character: its advance and its outline (SVG path data), in font units with y upwards. */
  glyphs: Readonly<Record<string, readonly [advance: number, path: string]>>;
  /** Per pair of characters: the change to the first one's advance when the second follows it. */
  kerning: Readonly<Record<string, number>>;
}

interface PictureTextOptions {
  /** Where the text's baseline meets its middle (the text is centred on x, as `text-anchor="middle"`). */
  x: number;
  y: number;
  /** The font size, in the picture's units. */
  size: number;
  fill: string;
}

/**
 * A line of text for an SVG picture of the mocks, drawn as the outlines of the product's typeface (ADR 071), so
 * that it looks the same on every machine: an SVG shown in <img> cannot use the page's fonts. Only the characters
 * of picture-face.build.ts can be written; any other throws.
 */
export function pictureText(text: string, { x, y, size, fill }: PictureTextOptions, face: PictureFace = PICTURE_FACE): string {
  const characters = [...text];
  const placed: string[] = [];
  let pen = 0;
  characters.forEach((character, index) => {
    const glyph = face.glyphs[character];
    if (!glyph) throw new Error(`The pictures' face has no ${JSON.stringify(character)}: add it to picture-face.build.ts and run it`);
    const [advance, path] = glyph;
    if (path) placed.push(`<path transform="translate(${pen} 0)" d="${path}"/>`);
    pen += advance + (face.kerning[character + (characters[index + 1] ?? '')] ?? 0);
  });
  const scale = size / face.unitsPerEm;
  const start = x - (pen * scale) / 2;
  return `<g fill="${fill}" transform="translate(${round(start)} ${y}) scale(${round(scale)} ${round(-scale)})">${placed.join('')}</g>`;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
