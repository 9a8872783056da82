import { describe, expect, it } from 'vitest';
import { deviceLocationRefusal, managedCanteenRefusal } from './references';

describe('references of canteens, receptions and canteen managers', () => {
  it.each([
    { rule: 'deviceLocationRefusal', refuse: deviceLocationRefusal, exists: true, refusal: null },
    { rule: 'deviceLocationRefusal', refuse: deviceLocationRefusal, exists: false, refusal: { statusCode: 400, message: 'Unknown location' } },
    { rule: 'managedCanteenRefusal', refuse: managedCanteenRefusal, exists: true, refusal: null },
    { rule: 'managedCanteenRefusal', refuse: managedCanteenRefusal, exists: false, refusal: { statusCode: 400, message: 'Unknown canteen' } },
  ])('$rule: exists $exists → $refusal', ({ refuse, exists, refusal }) => {
    expect(refuse(exists)).toEqual(refusal);
  });
});
