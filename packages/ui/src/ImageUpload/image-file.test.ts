import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@roombook/domain/constants';
import { VALIDATION } from '@roombook/domain/messages';
import { checkImageFile } from './image-file';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

const blobOf = (bytes: number[] | string, type: string, size?: number): Blob => {
  const blob = new Blob([typeof bytes === 'string' ? bytes : new Uint8Array([...bytes, 0, 0, 0, 0])], { type });
  if (size !== undefined) Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

describe('checkImageFile (spec §5 image rules, before upload)', () => {
  it.each([
    ['a PNG', blobOf(PNG_SIGNATURE, 'image/png'), 'image/png'],
    ['a JPEG', blobOf(JPEG_SIGNATURE, 'image/jpeg'), 'image/jpeg'],
    ['a PNG the browser typed as nothing', blobOf(PNG_SIGNATURE, ''), 'image/png'],
    ['a JPEG declared as PNG (the bytes decide)', blobOf(JPEG_SIGNATURE, 'image/png'), 'image/jpeg'],
    ['a PNG of exactly 20 MB', blobOf(PNG_SIGNATURE, 'image/png', IMAGE_MAX_BYTES), 'image/png'],
  ])('accepts %s', async (_, blob, type) => {
    await expect(checkImageFile(blob)).resolves.toEqual({ ok: true, type });
  });

  it.each([
    ['a text file declared as PNG', blobOf('not a picture at all', 'image/png'), [VALIDATION.imageType]],
    ['a GIF', blobOf([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'), [VALIDATION.imageType]],
    ['bytes without a signature', blobOf([], 'image/png'), [VALIDATION.imageType]],
    ['a PNG one byte over 20 MB', blobOf(PNG_SIGNATURE, 'image/png', IMAGE_MAX_BYTES + 1), [VALIDATION.imageTooLarge]],
    [
      'a large text file',
      blobOf('plain text', 'image/png', IMAGE_MAX_BYTES * 2),
      [VALIDATION.imageTooLarge, VALIDATION.imageType],
    ],
  ])('refuses %s', async (_, blob, messages) => {
    await expect(checkImageFile(blob)).resolves.toEqual({ ok: false, messages });
  });
});
