import { describe, expect, it } from 'vitest';
import { formatDkk, formatRateWithTax, parseDkk, toDkkInput } from './dkk-text';

describe('parseDkk', () => {
  it.each([
    { name: 'whole kroner', text: '125', expected: 12500 },
    { name: 'decimal point', text: '125.50', expected: 12550 },
    { name: 'decimal comma', text: '125,50', expected: 12550 },
    { name: 'one decimal', text: '125.5', expected: 12550 },
    { name: 'one decimal, comma', text: '0,5', expected: 50 },
    { name: 'one øre', text: '0.01', expected: 1 },
    { name: 'zero', text: '0', expected: 0 },
    { name: 'surrounding spaces', text: '  99.95 ', expected: 9995 },
    { name: 'leading zeros', text: '007', expected: 700 },
    { name: 'thirteen digits', text: '9999999999999.99', expected: 999999999999999 },
    { name: 'empty', text: '', expected: null },
    { name: 'blank', text: '   ', expected: null },
    { name: 'negative', text: '-5', expected: null },
    { name: 'plus sign', text: '+5', expected: null },
    { name: 'three decimals', text: '1.005', expected: null },
    { name: 'English grouping', text: '1,234.50', expected: null },
    { name: 'Danish grouping', text: '1.234,50', expected: null },
    { name: 'trailing separator', text: '125.', expected: null },
    { name: 'leading separator', text: '.50', expected: null },
    { name: 'currency', text: '125 DKK', expected: null },
    { name: 'letters', text: 'abc', expected: null },
    { name: 'exponent', text: '1e3', expected: null },
    { name: 'inner space', text: '1 234', expected: null },
    { name: 'fourteen digits', text: '12345678901234', expected: null },
  ])('$name: "$text" → $expected', ({ text, expected }) => {
    expect(parseDkk(text)).toBe(expected);
  });
});

describe('formatDkk: 1.234,50', () => {
  it.each([
    { ore: 0, expected: '0,00' },
    { ore: 5, expected: '0,05' },
    { ore: 50, expected: '0,50' },
    { ore: 12550, expected: '125,50' },
    { ore: 99999, expected: '999,99' },
    { ore: 100000, expected: '1.000,00' },
    { ore: 123450, expected: '1.234,50' },
    { ore: 123456789, expected: '1.234.567,89' },
    { ore: -1200, expected: '-12,00' },
    { ore: -123450, expected: '-1.234,50' },
  ])('$ore øre → $expected', ({ ore, expected }) => {
    expect(formatDkk(ore)).toBe(expected);
  });

  it('refuses fractions of an øre', () => {
    expect(() => formatDkk(1.5)).toThrow(RangeError);
  });
});

describe('toDkkInput: a value parseDkk reads back', () => {
  it.each([
    { ore: 0, expected: '0,00' },
    { ore: 123450, expected: '1234,50' },
    { ore: 123456789, expected: '1234567,89' },
  ])('$ore øre → $expected', ({ ore, expected }) => {
    expect(toDkkInput(ore)).toBe(expected);
    expect(parseDkk(expected)).toBe(ore);
  });
});

describe("formatRateWithTax: the meeting-rooms 'x DKK (y with tax)', 'Free' or '-'", () => {
  it.each([
    { name: 'no rate', ore: null, expected: '-' },
    { name: 'zero rate: a free room', ore: 0, expected: 'Free' },
    { name: '500,00', ore: 50000, expected: '500,00 DKK (625,00 with tax)' },
    { name: '123.45: 154.3125 → 154,31', ore: 12345, expected: '123,45 DKK (154,31 with tax)' },
    { name: '0.02: 0.025 → 0.03 (the .5 boundary)', ore: 2, expected: '0,02 DKK (0,03 with tax)' },
    { name: 'grouped thousands', ore: 123456789, expected: '1.234.567,89 DKK (1.543.209,86 with tax)' },
  ])('$name', ({ ore, expected }) => {
    expect(formatRateWithTax(ore)).toBe(expected);
  });
});
