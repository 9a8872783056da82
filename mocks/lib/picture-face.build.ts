/**
 * Writes picture-face.ts: the outlines of the product's typeface (Inter, the face the app ships, ADR 071) for
 * the letters the mocks' pictures write. Run it after the font package changes:
 *
 *   npx tsx mocks/lib/picture-face.build.ts
 *
 * The pictures are SVG data URLs shown in <img>, which cannot use the page's fonts: a <text> in them was set in
 * whatever sans-serif the machine had. Drawn as the shipped face's outlines, they look the same everywhere.
 * picture-text.test.ts fails when picture-face.ts is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
/** The font file: the latin subset of the app's Inter (upright, its default weight 400). */
const FONT_PATH = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
/** Its name in the package, as picture-face.ts says where it comes from (the same on every machine). */
const FONT_FILE = FONT_PATH.slice(FONT_PATH.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The characters a picture may write: letters (the Danish ones too), digits and a little punctuation. */
export const PICTURE_CHARACTERS =
  ' ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅabcdefghijklmnopqrstuvwxyzæøå0123456789-.,&\'';

/** A path's commands in font units, rounded to whole units (1/2048 em: far below a pixel). */
function pathData(commands: readonly { command: string; args: number[] }[]): string {
  const letter: Record<string, string> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };
  return commands
    .map(({ command, args }) => {
      const code = letter[command];
      if (!code) throw new Error(`Unknown path command ${command}`);
      return code + args.map((value) => Math.round(value)).join(' ');
    })
    .join('');
}

/** The text of picture-face.ts for the font in node_modules. */
export function pictureFaceModule(): string {
  const font = fontkit.openSync(FONT_PATH) as fontkit.Font;
  const characters = [...PICTURE_CHARACTERS];
  const glyphs: Record<string, [number, string]> = {};
  const ids = new Map<string, number>();
  for (const character of characters) {
    const glyph = font.glyphForCodePoint(character.codePointAt(0)!);
    if (glyph.id === 0) throw new Error(`${font.familyName} has no glyph for ${JSON.stringify(character)}`);
    glyphs[character] = [glyph.advanceWidth, pathData(glyph.path.commands)];
    ids.set(character, glyph.id);
  }
  // The face's kerning between every two of the characters, as its own layout spaces them (a pair whose glyphs
  // the layout replaces, a contextual alternate, keeps the plain glyphs and no kerning).
  const kerning: Record<string, number> = {};
  for (const first of characters) {
    for (const second of characters) {
      const run = font.layout(first + second);
      const plain = run.glyphs.length === 2 && run.glyphs[0]!.id === ids.get(first) && run.glyphs[1]!.id === ids.get(second);
      const adjustment = run.positions[0]!.xAdvance - glyphs[first]![0];
      if (plain && adjustment !== 0) kerning[first + second] = adjustment;
    }
  }
  const entries = (record: Record<string, unknown>) =>
    Object.entries(record)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
      .join('\n');
  return `// Written by picture-face.build.ts from ${FONT_FILE}: do not edit.
import type { PictureFace } from './picture-text';

/** ${font.familyName}, weight 400: each character's advance and outline in font units (y upwards), and the kerning of pairs. */
export const PICTURE_FACE: PictureFace = {
  unitsPerEm: ${font.unitsPerEm},
  glyphs: {
${entries(glyphs)}
  },
  kerning: {
${entries(kerning)}
  },
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('./picture-face.ts', import.meta.url), pictureFaceModule());
}
