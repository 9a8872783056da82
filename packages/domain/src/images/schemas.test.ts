import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../constants';
import { VALIDATION } from '../messages';
import { type ImageLike, ImageMetaSchema, ImageUploadSchema, optionalImageField } from './schemas';

/** The runtime's File (browsers and Node ≥ 20); the domain package compiles without DOM or Node types. */
type FileLike = ImageLike & { readonly name: string };
const { File } = globalThis as unknown as {
  File: new (parts: Array<Uint8Array | string>, name: string, options: { type: string }) => FileLike;
};

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('ImageMetaSchema (§5 images)', () => {
  it.each([
    ['a JPG at the limit', { size: IMAGE_MAX_BYTES, type: 'image/jpeg' }],
    ['a small PNG', { size: 1, type: 'image/png' }],
  ])('accepts %s', (_, meta) => {
    expect(ImageMetaSchema.safeParse(meta).success).toBe(true);
  });

  it.each([
    ['one byte over 20 MB', { size: IMAGE_MAX_BYTES + 1, type: 'image/png' }, VALIDATION.imageTooLarge],
    ['a GIF', { size: 100, type: 'image/gif' }, VALIDATION.imageType],
    ['a WebP', { size: 100, type: 'image/webp' }, VALIDATION.imageType],
    ['no type', { size: 100, type: '' }, VALIDATION.imageType],
  ])('rejects %s', (_, meta, message) => {
    expect(messagesOf(ImageMetaSchema.safeParse(meta))).toEqual([message]);
  });

  it('reports both problems of a large GIF', () => {
    expect(messagesOf(ImageMetaSchema.safeParse({ size: IMAGE_MAX_BYTES * 2, type: 'image/gif' }))).toEqual([
      VALIDATION.imageTooLarge,
      VALIDATION.imageType,
    ]);
  });
});

describe('image form fields', () => {
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'avatar.png', { type: 'image/png' });

  it('passes a chosen PNG through unchanged', () => {
    expect(optionalImageField().parse(png)).toBe(png);
    expect(ImageUploadSchema.parse({ image: png }).image).toBe(png);
  });

  it.each([
    ['nothing', undefined],
    ['an empty file input', new File([], '', { type: 'application/octet-stream' })],
    ['an empty text', ''],
  ])('reads %s as no image', (_, input) => {
    expect(optionalImageField().parse(input)).toBeUndefined();
  });

  it.each([
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' }), VALIDATION.imageType],
    ['an oversized JPG', { size: IMAGE_MAX_BYTES + 1, type: 'image/jpeg', name: 'big.jpg' }, VALIDATION.imageTooLarge],
    ['a text instead of a file', 'avatar.png', VALIDATION.imageType],
  ])('rejects %s', (_, input, message) => {
    expect(messagesOf(optionalImageField().safeParse(input))).toEqual([message]);
  });

  it('requires a file in the image-update form', () => {
    expect(messagesOf(ImageUploadSchema.safeParse({}))).toEqual([VALIDATION.imageType]);
  });
});
