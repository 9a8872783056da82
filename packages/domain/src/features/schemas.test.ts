import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { FeatureBody } from './schemas';

describe('FeatureBody (§5: name required)', () => {
  it.each([undefined, '', '   '])('rejects the name %j', (name) => {
    const result = FeatureBody.safeParse({ name });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: VALIDATION.required })]);
  });

  it('accepts a name and trims it', () => {
    expect(FeatureBody.parse({ name: '  Projector ' })).toEqual({ name: 'Projector' });
  });
});

describe('FeatureBody: bounded and clean', () => {
  it.each([
    ['a name of NAME_MAX + 1', 'p'.repeat(NAME_MAX + 1), FORM_MESSAGES.tooLong(NAME_MAX)],
    ['a name of a million characters', 'p'.repeat(1_000_000), FORM_MESSAGES.tooLong(NAME_MAX)],
    ['a name with a NUL', 'Pro\u0000jector', VALIDATION.notAllowedCharacters],
  ])('refuses %s', (_, name, message) => {
    expect(FeatureBody.safeParse({ name }).error?.issues).toEqual([expect.objectContaining({ path: ['name'], message })]);
  });

  it('takes a name of NAME_MAX characters', () => {
    expect(FeatureBody.parse({ name: 'p'.repeat(NAME_MAX) }).name).toHaveLength(NAME_MAX);
  });
});
