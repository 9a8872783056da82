import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION } from '../messages';
import {
  countField,
  dkkToOreField,
  FORM_MESSAGES,
  idField,
  idListField,
  numberField,
  optionalDkkToOreField,
  optionalIdField,
  oreField,
  whenValid,
} from './fields';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('numberField', () => {
  const field = numberField((n) => n.max(24, VALIDATION.maxDailyLimit));

  it.each([
    [3, 3],
    ['3', 3],
    [' 7 ', 7],
    ['2.5', 2.5],
    ['2,5', 2.5],
  ])('reads %j as %j', (input, expected) => {
    expect(field.parse(input)).toBe(expected);
  });

  it.each([
    ['missing', undefined, VALIDATION.required],
    ['null', null, VALIDATION.required],
    ['blank text', '  ', VALIDATION.required],
    ['letters', 'ten', FORM_MESSAGES.notANumber],
    ['an exponent', '1e1', FORM_MESSAGES.notANumber],
    ['hex', '0x10', FORM_MESSAGES.notANumber],
    ['thousands grouping', '1,000.5', FORM_MESSAGES.notANumber],
    ['above its own limit', '25', VALIDATION.maxDailyLimit],
  ])('rejects %s', (_, input, message) => {
    expect(messageOf(field, input)).toBe(message);
  });

  it('uses the given required and invalid messages', () => {
    const custom = numberField((n) => n, 'Need it', 'Bad number');
    expect(messageOf(custom, '')).toBe('Need it');
    expect(messageOf(custom, 'abc')).toBe('Bad number');
  });
});

describe('countField', () => {
  it.each([
    ['-1', FORM_MESSAGES.notNegative],
    ['1.5', FORM_MESSAGES.wholeNumber],
    [undefined, VALIDATION.required],
  ])('rejects %j', (input, message) => {
    expect(messageOf(countField(), input)).toBe(message);
  });

  it('accepts 0', () => {
    expect(countField().parse('0')).toBe(0);
  });
});

describe('idField and optionalIdField', () => {
  it.each([undefined, '', '0', '-2', '1.5', 'abc', 0])('idField rejects %j with its message', (input) => {
    expect(messageOf(idField(VALIDATION.chooseCompany), input)).toBe(VALIDATION.chooseCompany);
  });

  it('idField reads a select value', () => {
    expect(idField().parse('12')).toBe(12);
  });

  it.each([
    [undefined, null],
    ['', null],
    [null, null],
    ['4', 4],
  ])('optionalIdField reads %j as %j', (input, expected) => {
    expect(optionalIdField().parse(input)).toBe(expected);
  });
});

describe('idListField', () => {
  const required = idListField(VALIDATION.selectLocations);
  const optional = idListField();

  it.each([
    [[1, 2], [1, 2]],
    [['1', '2'], [1, 2]],
    ['3', [3]],
    [5, [5]],
    ['[4,5]', [4, 5]],
  ])('reads %j as %j', (input, expected) => {
    expect(required.parse(input)).toEqual(expected);
  });

  it.each([undefined, '', [], '[]'])('a required list rejects %j with its message', (input) => {
    expect(messageOf(required, input)).toBe(VALIDATION.selectLocations);
  });

  it('a required list rejects a bad entry with its message', () => {
    expect(messageOf(required, ['1', 'x'])).toBe(VALIDATION.selectLocations);
  });

  it('an optional list reads nothing as an empty list', () => {
    expect(optional.parse(undefined)).toEqual([]);
    expect(optional.parse('')).toEqual([]);
  });
});

describe('DKK fields (typed in DKK, carried as integer øre)', () => {
  it.each([
    ['125', 12500],
    ['125.5', 12550],
    ['125,50', 12550],
    ['0.05', 5],
    [19.99, 1999],
    [0.1 + 0.2, 30],
  ])('dkkToOreField reads %j as %j øre', (input, expected) => {
    expect(dkkToOreField().parse(input)).toBe(expected);
  });

  it.each([
    [undefined, VALIDATION.required],
    ['-1', FORM_MESSAGES.notNegative],
    ['1.005', FORM_MESSAGES.moneyDecimals],
    ['12 kr.', FORM_MESSAGES.notANumber],
  ])('dkkToOreField rejects %j', (input, message) => {
    expect(messageOf(dkkToOreField(), input)).toBe(message);
  });

  it.each([
    [undefined, null],
    ['', null],
    [null, null],
    ['250', 25000],
  ])('optionalDkkToOreField reads %j as %j', (input, expected) => {
    expect(optionalDkkToOreField().parse(input)).toBe(expected);
  });

  it('optionalDkkToOreField still rejects a negative amount', () => {
    expect(messageOf(optionalDkkToOreField(), '-5')).toBe(FORM_MESSAGES.notNegative);
  });

  it.each([
    [12.5, FORM_MESSAGES.wholeNumber],
    [-1, FORM_MESSAGES.notNegative],
    [undefined, VALIDATION.required],
  ])('oreField (API bodies) rejects %j', (input, message) => {
    expect(messageOf(oreField('Price'), input)).toBe(message);
  });
});

describe('whenValid', () => {
  const schema = z
    .object({ a: z.string().min(1, 'a'), low: z.number(), high: z.number() })
    .superRefine(
      (v, ctx) => {
        if (v.high < v.low) ctx.addIssue({ code: 'custom', message: 'high < low', path: ['high'] });
      },
      { when: whenValid('low', 'high') },
    );

  it('runs the cross-field check while an unrelated field is invalid', () => {
    const messages = schema.safeParse({ a: '', low: 5, high: 1 }).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['a', 'high < low']);
  });

  it('skips it while one of its own fields is invalid', () => {
    const messages = schema.safeParse({ a: 'x', low: 'five', high: 1 }).error?.issues.map((i) => i.message);
    expect(messages).toHaveLength(1);
    expect(messages).not.toContain('high < low');
  });
});
