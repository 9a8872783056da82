import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockRooms } from '../data/rooms';
import { staffUsers } from '../data/users';
import { pictureFaceModule } from './picture-face.build';
import { pictureText, type PictureFace } from './picture-text';

describe("the mocks' pictures", () => {
  it('are drawn with the outlines of the font the app ships (picture-face.ts is what picture-face.build.ts writes)', () => {
    const committed = readFileSync(new URL('./picture-face.ts', import.meta.url), 'utf8');
    expect(committed, 'picture-face.ts is out of date: run `npx tsx mocks/lib/picture-face.build.ts`').toBe(pictureFaceModule());
  });

  it('name no font: every room and user picture draws its text as outlines, the Danish letters too', () => {
    const pictures = [...mockRooms(), ...staffUsers()].flatMap((item) => (item.image ? [decodeURIComponent(item.image)] : []));
    expect(pictures.length).toBeGreaterThan(5);
    for (const picture of pictures) {
      expect(picture).toMatch(/^data:image\/svg\+xml,<svg /);
      expect(picture).not.toMatch(/<text|font-family/);
      expect(picture).toMatch(/<path transform="translate\(0 0\)" d="M/);
    }
    expect(mockRooms().map((room) => room.name)).toContain('Øresund');
  });
});

describe('pictureText', () => {
  /** A face of three characters, with A's advance shortened by 100 before V. */
  const face: PictureFace = {
    unitsPerEm: 1000,
    glyphs: { A: [1000, 'M0 0L1000 0Z'], V: [600, 'M0 0L600 0Z'], ' ': [200, ''] },
    kerning: { AV: -100 },
  };

  it("places each glyph at the pen, kerned, and centres the line on x at the face's scale", () => {
    // 1000 − 100 + 600 + 200 = 1700 units: 17 at size 10, so the line starts 8.5 left of x.
    const drawn = pictureText('AV ', { x: 50, y: 20, size: 10, fill: '#fff' }, face);
    expect(drawn).toBe(
      '<g fill="#fff" transform="translate(41.5 20) scale(0.01 -0.01)">' +
        '<path transform="translate(0 0)" d="M0 0L1000 0Z"/><path transform="translate(900 0)" d="M0 0L600 0Z"/></g>',
    );
  });

  it('refuses a character the face has no outline for', () => {
    expect(() => pictureText('AÆ', { x: 0, y: 0, size: 10, fill: '#fff' }, face)).toThrow(/no "Æ"/);
  });
});
