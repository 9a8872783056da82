import { describe, expect, it } from 'vitest';
import { featureNameRefusal } from './name-refusal';
import { FEATURE_MESSAGES } from '../page';

const features = [
  { id: 1, name: 'Projector' },
  { id: 2, name: 'Whiteboard' },
];
const taken = { statusCode: 409, message: FEATURE_MESSAGES.nameTaken };

describe('featureNameRefusal', () => {
  it.each([
    { name: 'Speakerphone', exceptId: undefined, refusal: null },
    { name: 'Projector', exceptId: undefined, refusal: taken },
    { name: 'PROJECTOR', exceptId: undefined, refusal: taken },
    { name: 'projector', exceptId: 1, refusal: null },
    { name: 'whiteboard', exceptId: 1, refusal: taken },
  ])('$name (renaming $exceptId)', ({ name, exceptId, refusal }) => {
    expect(featureNameRefusal(name, features, exceptId)).toEqual(refusal);
  });
});
