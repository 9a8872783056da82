import { describe, expect, it } from 'vitest';
import { PIN_COUNT, pickFreePin, pinOf } from './new-pin';

const first = () => 0;
const last = (n: number) => n - 1;

describe('pickFreePin', () => {
  it.each([
    ['no PIN taken, first draw', [], first, '0000'],
    ['no PIN taken, last draw', [], last, '9999'],
    ['0000 and 0001 taken, first draw', ['0000', '0001'], first, '0002'],
    ['9999 taken, last draw', ['9999'], last, '9998'],
    ['users without a PIN do not take one', [null, null], first, '0000'],
  ])('%s → %s', (_, taken, random, expected) => {
    expect(pickFreePin(taken, random)).toBe(expected);
  });

  it('draws among the free PINs only: with one left, every draw gives it', () => {
    const taken = Array.from({ length: PIN_COUNT }, (_, n) => pinOf(n)).filter((pin) => pin !== '4711');
    for (const draw of [first, last, () => 0]) expect(pickFreePin(taken, draw)).toBe('4711');
  });

  it('answers null when all 10,000 PINs are taken', () => {
    expect(pickFreePin(Array.from({ length: PIN_COUNT }, (_, n) => pinOf(n)), first)).toBeNull();
  });

  it('asks the random source for a number below the count of free PINs', () => {
    const asked: number[] = [];
    pickFreePin(['1234', '1234', '5678'], (n) => {
      asked.push(n);
      return 0;
    });
    expect(asked).toEqual([PIN_COUNT - 2]);
  });

  it('pads PINs to 4 digits', () => {
    expect([pinOf(0), pinOf(7), pinOf(123), pinOf(9999)]).toEqual(['0000', '0007', '0123', '9999']);
  });
});
