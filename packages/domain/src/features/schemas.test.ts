import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { FeatureFormSchema } from './schemas';

describe('FeatureFormSchema (§5: name required)', () => {
  it.each([undefined, '', '   '])('rejects the name %j', (name) => {
    const result = FeatureFormSchema.safeParse({ name });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: VALIDATION.required })]);
  });

  it('accepts a name and trims it', () => {
    expect(FeatureFormSchema.parse({ name: '  Projector ' })).toEqual({ name: 'Projector' });
  });
});

describe('FeatureFormSchema: bounded and clean', () => {
  it.each([
    ['a name of NAME_MAX + 1', 'p'.repeat(NAME_MAX + 1), FORM_MESSAGES.tooLong(NAME_MAX)],
    ['a name of a million characters', 'p'.repeat(1_000_000), FORM_MESSAGES.tooLong(NAME_MAX)],
    ['a name with a NUL', 'Pro\u0000jector', VALIDATION.notAllowedCharacters],
  ])('refuses %s', (_, name, message) => {
    expect(FeatureFormSchema.safeParse({ name }).error?.issues).toEqual([expect.objectContaining({ path: ['name'], message })]);
  });

  it('takes a name of NAME_MAX characters', () => {
    expect(FeatureFormSchema.parse({ name: 'p'.repeat(NAME_MAX) }).name).toHaveLength(NAME_MAX);
  });
});
