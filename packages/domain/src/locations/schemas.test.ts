import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, LOCATION_DESCRIPTION_MAX, NAME_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
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

  it('the API body carries name, description and checkInRequired (the image is a multipart part)', () => {
    expect(LocationBody.parse({ ...valid, image: 'ignored' })).toEqual({ ...valid, checkInRequired: false });
  });

});

describe('LocationBody: checkInRequired (docs/decisions/102)', () => {
  it.each([
    ['a checked box', 'on', true],
    ['JSON true', true, true],
    ["the text 'true' (multipart)", 'true', true],
    ['JSON false', false, false],
    ["the text 'false' (multipart)", 'false', false],
    ['left out (an unchecked box; the PUT replaces it)', undefined, false],
  ])('%s → %s', (_, checkInRequired, expected) => {
    expect(LocationBody.parse({ ...valid, checkInRequired }).checkInRequired).toBe(expected);
  });

  it.each([['yes'], [1], [null]])('refuses %j', (checkInRequired) => {
    expect(LocationBody.safeParse({ ...valid, checkInRequired }).error?.issues.map((i) => i.path.join('.'))).toEqual(['checkInRequired']);
  });
});

describe('LocationBody: bounded and clean', () => {
  it.each([
    ['name of NAME_MAX + 1', { name: 'n'.repeat(NAME_MAX + 1) }, 'name', FORM_MESSAGES.tooLong(NAME_MAX)],
    ['name with a NUL', { name: 'Harbour\u0000House' }, 'name', VALIDATION.notAllowedCharacters],
    ['description of a million characters', { description: 'd'.repeat(1_000_000) }, 'description', VALIDATION.tooManyCharacters],
    ['description with a NUL', { description: 'Five floors\u0000' }, 'description', VALIDATION.notAllowedCharacters],
  ])('%s → %s', (_, change, path, message) => {
    expect(LocationBody.safeParse({ ...valid, ...change }).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))).toEqual([
      { path, message },
    ]);
  });

  it('keeps line breaks in the description, as LF whichever way they came (a form post or multipart writes CRLF)', () => {
    expect(LocationBody.parse({ ...valid, description: 'Floor 1\r\nFloor 2\rFloor 3\nFloor 4' }).description).toBe('Floor 1\nFloor 2\nFloor 3\nFloor 4');
  });

  it('counts a line break as one character, however it came', () => {
    const lines = Array.from({ length: 100 }, () => 'x'.repeat(14)).join('\r\n');
    expect(lines.replace(/\r\n/g, '\n')).toHaveLength(LOCATION_DESCRIPTION_MAX - 1);
    expect(LocationBody.safeParse({ ...valid, description: lines }).success).toBe(true);
  });
});
