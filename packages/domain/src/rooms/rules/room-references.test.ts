import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../messages';
import { roomReferencesRefusal, type RoomReferences } from './room-references';
import { ROOM_MESSAGES } from '../page';

const unknownLocation = { statusCode: 400, message: SERVER_MESSAGES.unknownLocation };
const unknownFeature = { statusCode: 400, message: ROOM_MESSAGES.unknownFeature };
const FEATURES = [
  { id: 1, isActive: true },
  { id: 2, isActive: true },
  { id: 4, isActive: false },
];

describe('roomReferencesRefusal: the location exists; every feature exists and is active, or the room has it already', () => {
  it.each<{ what: string; features: number[]; known: Partial<RoomReferences>; refusal: unknown }>([
    { what: 'no features', features: [], known: {}, refusal: null },
    { what: 'active features', features: [1, 2], known: {}, refusal: null },
    { what: 'a repeated feature', features: [1, 1], known: {}, refusal: null },
    { what: 'an unknown location', features: [1], known: { locationExists: false }, refusal: unknownLocation },
    { what: 'an unknown feature', features: [1, 99], known: {}, refusal: unknownFeature },
    { what: 'an inactive feature on a new room', features: [4], known: {}, refusal: unknownFeature },
    { what: 'an inactive feature the room has', features: [1, 4], known: { currentFeatureIds: [4] }, refusal: null },
    { what: 'an inactive feature the room does not have', features: [4], known: { currentFeatureIds: [1] }, refusal: unknownFeature },
    { what: 'a feature the room had that is gone', features: [7], known: { currentFeatureIds: [7] }, refusal: unknownFeature },
  ])('$what', ({ features, known, refusal }) => {
    expect(roomReferencesRefusal({ locationId: 1, features }, { locationExists: true, features: FEATURES, ...known })).toEqual(refusal);
  });
});
