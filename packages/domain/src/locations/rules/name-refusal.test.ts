import { describe, expect, it } from 'vitest';
import { locationNameRefusal } from './name-refusal';
import { LOCATION_MESSAGES } from '../page';

const locations = [
  { id: 1, name: 'Copenhagen Harbour' },
  { id: 2, name: 'Aarhus Central' },
];
const taken = { statusCode: 409, message: LOCATION_MESSAGES.nameTaken };

describe('locationNameRefusal', () => {
  it.each([
    { name: 'Odense Docks', exceptId: undefined, refusal: null },
    { name: 'Copenhagen Harbour', exceptId: undefined, refusal: taken },
    { name: 'COPENHAGEN HARBOUR', exceptId: undefined, refusal: taken },
    { name: 'copenhagen harbour', exceptId: 1, refusal: null },
    { name: 'aarhus central', exceptId: 1, refusal: taken },
    { name: 'Aarhus', exceptId: undefined, refusal: null },
  ])('$name (renaming $exceptId)', ({ name, exceptId, refusal }) => {
    expect(locationNameRefusal(name, locations, exceptId)).toEqual(refusal);
  });
});
