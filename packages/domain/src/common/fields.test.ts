import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BULK_IDS_MAX, DB_INTEGER_MAX, EMAIL_MAX, MOBILE_MAX, NAME_MAX, PASSWORD_MAX, TOKEN_MAX } from '../constants';
import { VALIDATION } from '../messages';
import {
  boundedList,
  cleanText,
  CLEAN_TEXT_PATTERN,
  confirmPasswordField,
  countField,
  dkkToOreField,
  emailField,
  FORM_MESSAGES,
  hasControlCharacters,
  idField,
  idListField,
  mobileField,
  newPasswordField,
  NON_BLANK_TEXT_PATTERN,
  numberField,
  optionalDkkToOreField,
  optionalIdField,
  optionalOreField,
  optionalText,
  oreField,
  passwordField,
  requiredText,
  tokenField,
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
  it.each([undefined, '', '0', '-2', '1.5', 'abc', 0, [1, 2], { id: 1 }, true])('idField rejects %j with its message', (input) => {
    expect(messageOf(idField(VALIDATION.chooseCompany), input)).toBe(VALIDATION.chooseCompany);
  });

  it('idField reads a select value', () => {
    expect(idField().parse('12')).toBe(12);
  });

  it.each([
    [undefined, null],
    ['', null],
    [null, null],
    // A multipart body's null (the contract client's text of it).
    ['null', null],
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

  it.each([
    [25000, 25000],
    [0, 0],
    [null, null],
    [undefined, null],
    // A multipart body: every field is text, and the contract client writes null as 'null'.
    ['25000', 25000],
    ['0', 0],
    ['null', null],
    ['', null],
    ['  ', null],
  ])('optionalOreField (API bodies, JSON or multipart) reads %j as %j', (input, expected) => {
    expect(optionalOreField('Rate').parse(input)).toBe(expected);
  });

  it.each([
    ['12.5', FORM_MESSAGES.wholeNumber],
    [12.5, FORM_MESSAGES.wholeNumber],
    ['-1', FORM_MESSAGES.notNegative],
    ['abc', FORM_MESSAGES.notANumber],
    ['NULL', FORM_MESSAGES.notANumber],
    [[1], FORM_MESSAGES.notANumber],
    [String(DB_INTEGER_MAX + 1), FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
  ])('optionalOreField rejects %j', (input, message) => {
    expect(messageOf(optionalOreField('Rate'), input)).toBe(message);
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

/* ------------------------------------------------------------------------------------------------------
 * Bounded, clean texts.
 * ---------------------------------------------------------------------------------------------------- */

const messagesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

/** A text builder, the longest valid input it takes, and what one character more answers. */
interface TextRow {
  name: string;
  schema: z.ZodType;
  max: number;
  /** A valid input of exactly `length` characters. */
  valid: (length: number) => string;
  tooLong: string;
}

const textRows: TextRow[] = [
  { name: 'requiredText()', schema: requiredText(), max: NAME_MAX, valid: (n) => 'a'.repeat(n), tooLong: FORM_MESSAGES.tooLong(NAME_MAX) },
  {
    name: "requiredText with the spec's 1500 and 'Too many characters'",
    schema: requiredText(VALIDATION.required, { max: 1500, tooLong: VALIDATION.tooManyCharacters }),
    max: 1500,
    valid: (n) => 'Rule one\n'.repeat(n).slice(0, n - 1) + 'x',
    tooLong: VALIDATION.tooManyCharacters,
  },
  { name: 'optionalText({ max: 64 })', schema: optionalText({ max: 64 }), max: 64, valid: (n) => 'w'.repeat(n), tooLong: FORM_MESSAGES.tooLong(64) },
  {
    name: 'emailField',
    schema: emailField(VALIDATION.required, VALIDATION.mustBeEmail),
    max: EMAIL_MAX,
    valid: (n) => `${'i'.repeat(n - '@nordlys.dk'.length)}@nordlys.dk`,
    tooLong: FORM_MESSAGES.tooLong(EMAIL_MAX),
  },
  {
    name: 'mobileField (a longer text is no valid number either)',
    schema: mobileField(),
    max: MOBILE_MAX,
    valid: (n) => `+4${'5'.repeat(n - 2)}`,
    tooLong: VALIDATION.mobileInvalid,
  },
  { name: 'newPasswordField', schema: newPasswordField(), max: PASSWORD_MAX, valid: (n) => 'p'.repeat(n), tooLong: FORM_MESSAGES.tooLong(PASSWORD_MAX) },
  { name: 'passwordField(1, …) (sign-in)', schema: passwordField(1, VALIDATION.passwordRequired), max: PASSWORD_MAX, valid: (n) => 'p'.repeat(n), tooLong: FORM_MESSAGES.tooLong(PASSWORD_MAX) },
  { name: 'confirmPasswordField', schema: confirmPasswordField(), max: PASSWORD_MAX, valid: (n) => 'p'.repeat(n), tooLong: FORM_MESSAGES.tooLong(PASSWORD_MAX) },
  { name: 'tokenField', schema: tokenField(), max: TOKEN_MAX, valid: (n) => 't'.repeat(n), tooLong: FORM_MESSAGES.tooLong(TOKEN_MAX) },
  { name: 'cleanText({ max: 10 })', schema: cleanText({ max: 10 }), max: 10, valid: (n) => 'c'.repeat(n), tooLong: FORM_MESSAGES.tooLong(10) },
];

describe('text builders: bounded and clean', () => {
  it.each(textRows)('$name accepts exactly its maximum', ({ schema, max, valid }) => {
    expect(valid(max)).toHaveLength(max);
    expect(messagesOf(schema, valid(max))).toEqual([]);
  });

  it.each(textRows)('$name refuses one character more with its message', ({ schema, max, valid, tooLong }) => {
    expect(messagesOf(schema, valid(max + 1))).toEqual([tooLong]);
  });

  it.each(textRows)('$name refuses 1,000,001 characters with that one message', ({ schema, tooLong }) => {
    expect(messagesOf(schema, 'a'.repeat(1_000_001))).toEqual([tooLong]);
  });

  it.each(textRows)('$name refuses a NUL with its message', ({ schema, max, valid }) => {
    const text = valid(Math.min(max, 16));
    const withNul = `${text.slice(0, 2)}\u0000${text.slice(3)}`;
    expect(messagesOf(schema, withNul)).toContain(VALIDATION.notAllowedCharacters);
  });

  it.each(textRows)('$name refuses a value that is not a text without throwing', ({ schema }) => {
    for (const value of [null, 5, [], {}]) expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('control characters', () => {
  const c0 = Array.from({ length: 0x20 }, (_, code) => code);
  const allowed = [0x09, 0x0a, 0x0d];

  it.each(c0.filter((code) => !allowed.includes(code)))('U+%s is refused', (code) => {
    expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    expect(messagesOf(requiredText(), `a${String.fromCharCode(code)}b`)).toEqual([VALIDATION.notAllowedCharacters]);
  });

  it.each(allowed)('U+%s (tab, line feed, carriage return) is taken, e.g. one room rule per line', (code) => {
    expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(false);
    expect(requiredText().parse(`a${String.fromCharCode(code)}b`)).toBe(`a${String.fromCharCode(code)}b`);
  });

  it('other characters (letters of any script, emoji, DEL) are taken', () => {
    expect(requiredText().parse('Æblegården 🍎 Δ\u007F')).toBe('Æblegården 🍎 Δ\u007F');
  });

  it('is never stripped silently', () => {
    expect(requiredText().safeParse('Nordlys\u0000').success).toBe(false);
    expect(optionalText().safeParse('\u0000').success).toBe(false);
  });
});

describe('the documented patterns say what the builders accept', () => {
  const samples = ['a', ' a ', 'Room 201', '  ', '', '\t\n', 'a\u0000', 'a\tb', 'a\u000Bb', '\u000B', '\u00A0x', 'x\r\n', 'Æ 🍎'];

  it.each(samples)('NON_BLANK_TEXT_PATTERN agrees with requiredText on %j', (sample) => {
    expect(new RegExp(NON_BLANK_TEXT_PATTERN, 'u').test(sample)).toBe(requiredText().safeParse(sample).success);
  });

  it.each(samples)('CLEAN_TEXT_PATTERN agrees with optionalText on %j', (sample) => {
    expect(new RegExp(CLEAN_TEXT_PATTERN, 'u').test(sample)).toBe(optionalText().safeParse(sample).success);
  });

  it('NON_BLANK_TEXT_PATTERN takes linear time on a long hostile text', () => {
    const started = Date.now();
    new RegExp(NON_BLANK_TEXT_PATTERN, 'u').test(`${' '.repeat(50_000)}${'a'.repeat(50_000)}\u0000`);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('requiredText and emailField keep their behaviour for valid input', () => {
  it('trims', () => {
    expect(requiredText().parse('  Ida  ')).toBe('Ida');
    expect(emailField(VALIDATION.required, VALIDATION.mustBeEmail).parse(' ida@nordlys.dk ')).toBe('ida@nordlys.dk');
  });

  it('blank is required, a bad address is invalid', () => {
    expect(messagesOf(requiredText(), '   ')).toEqual([VALIDATION.required]);
    expect(messagesOf(emailField(VALIDATION.required, VALIDATION.mustBeEmail), 'ida@')).toEqual([VALIDATION.mustBeEmail]);
  });

  it('optionalText still turns blank into undefined', () => {
    expect(optionalText().parse('  ')).toBeUndefined();
    expect(optionalText().parse(undefined)).toBeUndefined();
  });

  it('a password is not trimmed and needs its minimum', () => {
    expect(newPasswordField().parse(' secret ')).toBe(' secret ');
    expect(messagesOf(newPasswordField(), 'abc')).toEqual([VALIDATION.passwordMin]);
  });
});

/* ------------------------------------------------------------------------------------------------------
 * Bounded lists and numbers.
 * ---------------------------------------------------------------------------------------------------- */

describe('lists: at most their maximum, checked before the entries', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it.each([
    ['idListField() (BULK_IDS_MAX)', idListField(), BULK_IDS_MAX],
    ['idListField(required, { max: 100 })', idListField(VALIDATION.selectLocations, { max: 100 }), 100],
    ['boundedList(number, { max: 5 })', boundedList(z.number(), { max: 5 }), 5],
  ])('%s', (_, schema, max) => {
    expect(messagesOf(schema, ids(max))).toEqual([]);
    expect(messagesOf(schema, ids(max + 1))).toEqual([FORM_MESSAGES.tooMany(max)]);
    // 70,000 bad entries: one issue, not 70,000.
    expect(messagesOf(schema, Array.from({ length: 70_000 }, () => 'x'))).toEqual([FORM_MESSAGES.tooMany(max)]);
  });

  it('idListField counts a multipart JSON list too', () => {
    expect(messagesOf(idListField(undefined, { max: 3 }), '[1,2,3,4]')).toEqual([FORM_MESSAGES.tooMany(3)]);
  });

  it('boundedList keeps its minimum', () => {
    expect(boundedList(z.number(), { max: 5, min: 1 }).safeParse([]).success).toBe(false);
  });
});

describe('numbers end at a PostgreSQL integer', () => {
  it.each([
    ['idField', idField(VALIDATION.chooseCompany), VALIDATION.chooseCompany],
    ['idListField entry', idListField(VALIDATION.selectLocations), VALIDATION.selectLocations],
    ['countField', countField(), FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
    ['oreField', oreField('Price'), FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
  ])('%s refuses DB_INTEGER_MAX + 1 and takes DB_INTEGER_MAX', (name, schema, message) => {
    const wrap = (n: number) => (name === 'idListField entry' ? [n] : n);
    expect(messagesOf(schema, wrap(DB_INTEGER_MAX + 1))).toEqual([message]);
    expect(messagesOf(schema, wrap(DB_INTEGER_MAX))).toEqual([]);
  });

  it('a DKK amount refuses more øre than an integer holds', () => {
    expect(dkkToOreField().parse('21474836.47')).toBe(DB_INTEGER_MAX);
    expect(messagesOf(dkkToOreField(), '21474836.48')).toEqual([FORM_MESSAGES.tooLarge(DB_INTEGER_MAX / 100)]);
  });
});

describe('whenValid never runs a check on a value that is not an object', () => {
  const schema = z
    .object({ low: z.number(), high: z.number() })
    .superRefine(
      (v, ctx) => {
        if (v.high < v.low) ctx.addIssue({ code: 'custom', message: 'high < low', path: ['high'] });
      },
      { when: whenValid('low', 'high') },
    );

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a list', [5, 1]],
    ['a text', 'x'],
    ['a number', 3],
  ])('%s is refused, not thrown', (_, value) => {
    let result: ReturnType<typeof schema.safeParse> | undefined;
    expect(() => {
      result = schema.safeParse(value);
    }).not.toThrow();
    expect(result?.success).toBe(false);
    expect(result?.error?.issues.map((i) => i.message)).not.toContain('high < low');
  });
});
