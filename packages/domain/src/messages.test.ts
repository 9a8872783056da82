import { describe, expect, it } from 'vitest';
import { hoursText, percentText } from './messages';

describe('numbers in texts are Danish (ADR 023)', () => {
  it.each([
    [10, '10 %'],
    [12.5, '12,5 %'],
    [33.33, '33,33 %'],
    [0, '0 %'],
    [100, '100 %'],
  ])('percentText(%d) is %s', (percent, text) => {
    expect(percentText(percent)).toBe(text);
  });

  it.each([
    [1.5, '1,5'],
    [0.75, '0,75'],
    [1500, '1.500'],
  ])('hoursText(%d) is %s', (hours, text) => {
    expect(hoursText(hours)).toBe(text);
  });
});
