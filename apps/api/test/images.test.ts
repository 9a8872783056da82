import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@roombook/domain/constants';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { buildApp } from '../src/app';
import { IMAGE_MAX_EDGE_PX } from '../src/plugins/app/images/images-service';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login } from './helpers';

/**
 * Image uploads (§5, §9; docs/decisions/019), through the profile picture: judged by their bytes, re-encoded
 * without metadata, stored in the database, and served by the API at a URL that names their content.
 */

/** A picture of `width` × `height` in one colour. */
const picture = (width: number, height: number, colour = { r: 200, g: 40, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A PNG whose header declares `width` × `height` (the CRC is not recomputed: nothing gets that far). */
const pngDeclaring = async (width: number, height: number): Promise<Buffer> => {
  const png = Buffer.from(await picture(8, 8).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
};

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes], name, { type });

describe.each(availableBackends())('images on %s', (backend) => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp({ backend });
    session = await login(t.app, 'manager@roombook.test');
  });
  afterAll(() => t?.close());

  const upload = (image: File, body: Record<string, unknown> = {}, who = session) =>
    call(t.app, contract.user.update, { token: who.token, params: { id: who.user.id }, body, files: { image } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const imageCount = async () => Number((await t.db.knex('images').count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);
  const userRow = () => t.db.knex('users').where({ id: session.user.id }).first();

  /** Uploads `image`, expects success, and answers the stored picture's URL and bytes as served. */
  const stored = async (image: File) => {
    const res = await upload(image);
    expect(res.statusCode, res.body).toBe(200);
    const url = contract.user.update.response.parse(res.json()).image;
    expect(url).toMatch(/^\/api\/image\/[0-9a-f]{64}\.(jpg|png)$/);
    const served = await get(url!);
    expect(served.statusCode).toBe(200);
    return { url: url!, served, bytes: served.rawPayload };
  };

  it('shows every demo location, room and company with a picture of its own, served as a PNG', async () => {
    const admin = await login(t.app, 'superadmin@roombook.test');
    const listed = async (listCall: typeof contract.room.list | typeof contract.company.list | typeof contract.location.list) => {
      const res = await call(t.app, listCall, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Array<{ name: string; image: string | null }>).map(({ name, image }) => ({ name, image }));
    };
    const groups = [
      { things: await listed(contract.location.list), width: 800, height: 500 },
      { things: await listed(contract.room.list), width: 800, height: 500 },
      { things: await listed(contract.company.list), width: 256, height: 256 },
    ];
    const urls = new Set<string>();
    for (const { things, width, height } of groups) {
      expect(things.length).toBeGreaterThan(0);
      for (const { name, image } of things) {
        expect(image, name).toMatch(/^\/api\/image\/[0-9a-f]{64}\.png$/);
        urls.add(image!);
        const served = await get(image!);
        expect(served.statusCode, name).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        const metadata = await sharp(served.rawPayload).metadata();
        expect({ name, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ name, format: 'png', width, height });
        // A drawing, not one flat colour: the picture has more than one colour in it.
        const { channels } = await sharp(served.rawPayload).stats();
        expect(channels.some((channel) => channel.max - channel.min > 64), name).toBe(true);
      }
    }
    // Each one its own: no two share a picture.
    expect(urls.size).toBe(groups.reduce((sum, group) => sum + group.things.length, 0));
  });

  it('stores a PNG as the profile picture and serves it as a PNG with a year of cache, an ETag and nosniff', async () => {
    const png = await picture(64, 48).png().toBuffer();
    const { url, served, bytes } = await stored(file(png, 'avatar.png', 'image/png'));
    expect(url).toMatch(/\.png$/);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toBe(`"${url.slice('/api/image/'.length, -'.png'.length)}"`);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect((await call(t.app, contract.auth.me, { token: session.token })).json()).toMatchObject({ image: url });
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-type': 'image/png', etag: served.headers.etag });
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers 304 to a matching If-None-Match, and the picture to another tag', async () => {
    const { url, served } = await stored(file(await picture(20, 20, { r: 1, g: 2, b: 3 }).png().toBuffer(), 'a.png', 'image/png'));
    const etag = String(served.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': header });
      expect(again.statusCode, header).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const other = await get(url, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('re-encodes a JPEG: turned upright by its EXIF orientation, its metadata gone', async () => {
    const jpeg = await picture(80, 40)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Photographer', Make: 'PhoneCorp' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original).toMatchObject({ orientation: 6, width: 80, height: 40 });
    expect(original.exif?.toString('latin1')).toContain('Secret Photographer');

    const { url, served, bytes } = await stored(file(jpeg, 'photo.jpg', 'image/jpeg'));
    expect(url).toMatch(/\.jpg$/);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 80 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Secret Photographer');
  });

  it(`shrinks a large picture to ${IMAGE_MAX_EDGE_PX} px on its longest side`, async () => {
    const { bytes } = await stored(file(await picture(3000, 1000).png().toBuffer(), 'wide.png', 'image/png'));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: IMAGE_MAX_EDGE_PX, height: 341 });
  });

  it('judges by the bytes: a PNG named .jpg and sent as text/plain is stored as the PNG it is', async () => {
    const { url, served } = await stored(file(await picture(10, 10).png().toBuffer(), 'holiday.jpg', 'text/plain'));
    expect(url).toMatch(/\.png$/);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('stores the same picture once', async () => {
    const png = await picture(30, 30, { r: 9, g: 9, b: 9 }).png().toBuffer();
    const first = await stored(file(png, 'a.png', 'image/png'));
    const count = await imageCount();
    const second = await stored(file(png, 'b.png', 'image/png'));
    expect(second.url).toBe(first.url);
    expect(await imageCount()).toBe(count);
  });

  describe('refusals store nothing and leave the user as they were', () => {
    it.each([
      ['text named .png', async () => file(new TextEncoder().encode('just some text, not a picture'), 'evil.png', 'image/png'), VALIDATION.imageType],
      ['a GIF', async () => file(await picture(4, 4).gif().toBuffer(), 'anim.png', 'image/png'), VALIDATION.imageType],
      ['a WebP', async () => file(await picture(4, 4).webp().toBuffer(), 'pic.jpg', 'image/jpeg'), VALIDATION.imageType],
      ['an SVG', async () => file(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png'), VALIDATION.imageType],
      [
        'a PNG header followed by garbage',
        async () => file(Buffer.concat([(await picture(10, 10).png().toBuffer()).subarray(0, 33), Buffer.alloc(200, 7)]), 'broken.png', 'image/png'),
        VALIDATION.imageType,
      ],
      ['a PNG declaring 20,000 × 20,000 pixels (a decompression bomb)', async () => file(await pngDeclaring(20_000, 20_000), 'bomb.png', 'image/png'), VALIDATION.imageTooLarge],
      ['a file of 20 MB and one byte', async () => file(new Uint8Array(IMAGE_MAX_BYTES + 1), 'huge.png', 'image/png'), VALIDATION.imageTooLarge],
    ])('%s → 400', async (_, make, message) => {
      const [images, user] = [await imageCount(), await userRow()];
      const res = await upload(await make(), { office: 'Changed office' });
      expectError(res, 400, message);
      expect(await imageCount()).toBe(images);
      expect(await userRow()).toEqual(user);
    });

    it('a valid picture with an invalid field → 400 with the field message, nothing stored', async () => {
      const [images, user] = [await imageCount(), await userRow()];
      const png = await picture(12, 12, { r: 5, g: 6, b: 7 }).png().toBuffer();
      expectError(await upload(file(png, 'a.png', 'image/png'), { mobile: '12345' }), 400, VALIDATION.mobileInvalid);
      expectError(await upload(file(png, 'a.png', 'image/png'), { email: 'ADMIN@roombook.test' }), 409, USER_MESSAGES.emailTaken);
      expect(await imageCount()).toBe(images);
      expect(await userRow()).toEqual(user);
    });

    it('a second file, or a file under another name than image → 400', async () => {
      const png = await picture(6, 6).png().toBuffer();
      const images = await imageCount();
      const twoFiles = await call(t.app, contract.user.update, {
        token: session.token,
        params: { id: session.user.id },
        files: { image: file(png, 'a.png', 'image/png'), other: file(png, 'b.png', 'image/png') },
      });
      expectError(twoFiles, 400, SERVER_MESSAGES.unexpectedFile);
      const renamed = await call(t.app, contract.user.update, {
        token: session.token,
        params: { id: session.user.id },
        files: { avatar: file(png, 'a.png', 'image/png') },
      });
      expectError(renamed, 400, SERVER_MESSAGES.unexpectedFile);
      expect(await imageCount()).toBe(images);
    });

    it('an upload without a token is 401, before the file is read', async () => {
      const res = await call(t.app, contract.user.update, {
        params: { id: session.user.id },
        files: { image: file(await picture(6, 6).png().toBuffer(), 'a.png', 'image/png') },
      });
      expectError(res, 401, ERRORS.unauthorized);
    });
  });

  it('an empty file input is no picture: the other fields are saved and the picture stays', async () => {
    const { url } = await stored(file(await picture(16, 16, { r: 0, g: 99, b: 0 }).png().toBuffer(), 'a.png', 'image/png'));
    const res = await upload(file(new Uint8Array(), '', 'application/octet-stream'), { office: 'Room 77' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ office: 'Room 77', image: url });
  });

  it.each([
    ['an unknown hash', `/api/image/${'0'.repeat(64)}.png`],
    ['a malformed name', '/api/image/not-a-hash.png'],
    ['a path outside the images', '/api/image/..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 for %s', async (_, url) => {
    const res = await get(url);
    expectError(res, 404, ERRORS.notFound);
    expectError(await get(url, { 'if-none-match': '*' }), 404, ERRORS.notFound);
  });

  it('answers 404 for a stored picture under the other extension', async () => {
    const { url } = await stored(file(await picture(7, 7).png().toBuffer(), 'a.png', 'image/png'));
    expectError(await get(url.replace(/\.png$/, '.jpg')), 404, ERRORS.notFound);
  });

  it('serves the pictures from a freshly started API on the same database (they live in the database)', async () => {
    const { url, bytes } = await stored(file(await picture(9, 9, { r: 90, g: 90, b: 9 }).png().toBuffer(), 'a.png', 'image/png'));
    const restarted = await buildApp({ db: t.db, config: t.config });
    try {
      const again = await restarted.inject({ method: 'GET', url });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
