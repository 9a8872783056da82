import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, LOCATION_DESCRIPTION_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { LocationBody, LocationFormSchema } from './schemas';

const issues = (input: unknown) =>
  LocationFormSchema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const valid = { name: 'Harbour House', description: 'Five floors by the water' };

describe('LocationFormSchema (§5)', () => {
  it.each([
    ['name missing', { name: undefined }, 'name', VALIDATION.required],
    ['name blank', { name: ' ' }, 'name', VALIDATION.required],
    ['description missing', { description: undefined }, 'description', VALIDATION.required],
    ['description of 1501 characters', { description: 'x'.repeat(LOCATION_DESCRIPTION_MAX + 1) }, 'description', VALIDATION.tooManyCharacters],
    ['a GIF image', { image: { size: 10, type: 'image/gif', name: 'a.gif' } }, 'image', VALIDATION.imageType],
    ['a 21 MB image', { image: { size: IMAGE_MAX_BYTES + 1, type: 'image/png', name: 'a.png' } }, 'image', VALIDATION.imageTooLarge],
  ])('%s → %s', (_, change, path, message) => {
    expect(issues({ ...valid, ...change })).toContainEqual({ path, message });
  });

  it('accepts a description of exactly 1500 characters and no image', () => {
    expect(issues({ ...valid, description: 'x'.repeat(LOCATION_DESCRIPTION_MAX) })).toEqual([]);
  });

  it('accepts a JPG image', () => {
    expect(issues({ ...valid, image: { size: 2048, type: 'image/jpeg', name: 'a.jpg' } })).toEqual([]);
  });

  it('the API body carries only name and description (the image is a multipart part)', () => {
    expect(LocationBody.parse({ ...valid, image: 'ignored' })).toEqual(valid);
  });
});
