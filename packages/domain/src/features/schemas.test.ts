import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
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
