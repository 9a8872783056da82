import { z } from 'zod';
import {
  BULK_IDS_MAX,
  DB_INTEGER_MAX,
  EMAIL_MAX,
  MOBILE_MAX,
  MOBILE_PATTERN,
  NAME_MAX,
  PASSWORD_MAX,
  TOKEN_MAX,
  USER_PASSWORD_MIN,
} from '../constants';
import { VALIDATION } from '../messages';

/**
 * Texts for constraints the spec does not word (§5 says "further constraints not shown"). Our wording;
 * every other form text comes from VALIDATION in messages.ts.
 */
export const FORM_MESSAGES = {
  notANumber: 'Must be a number',
  notNegative: 'Must be 0 or more',
  wholeNumber: 'Must be a whole number',
  moneyDecimals: 'Use at most 2 decimals',
  /** A text over its limit (where the spec has no words; room rules and location description say 'Too many characters'). */
  tooLong: (max: number) => `Must be at most ${max} characters`,
  /** A list over its limit. */
  tooMany: (max: number) => `Must contain at most ${max} entries`,
  /** A number over its limit (ids, counts and amounts end at PostgreSQL's integer maximum). */
  tooLarge: (max: number) => `Must be at most ${max}`,
  /** A page path that does not start with '/'. */
  notAPath: "Must start with '/'",
} as const;

/* ------------------------------------------------------------------------------------------------------
 * Texts. Every string of a request is bounded and clean: at most `max` characters (checked first and
 * alone, so a huge text costs nothing more) and no C0 control character except tab, line feed and
 * carriage return (PostgreSQL refuses NUL in text; the others cannot be shown). Nothing is stripped
 * silently: such a text is refused with 'Contains characters that are not allowed'.
 *
 * The OpenAPI document is generated from these schemas (`z.toJSONSchema(schema, { io: 'input' })`), which
 * shows neither refinements nor what a trim changes; so each builder ends with `.meta({ pattern })` that
 * states the rule, and a schema chained after a builder must not add a pattern of its own.
 * ---------------------------------------------------------------------------------------------------- */

/** The C0 control characters that no text may carry: all of U+0000–U+001F but tab, line feed and carriage return. */
const C0_CLASS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F';

/** JSON Schema pattern (ECMA-262) of a clean text: no control character but tab, line feed, carriage return. */
export const CLEAN_TEXT_PATTERN = `^[^${C0_CLASS}]*$`;

/**
 * JSON Schema pattern of a clean text with a character that is not white space (what "trim, then at least
 * one character" accepts): white space, then the first other character, then anything clean. The three
 * parts cannot overlap, so a validator matches it in linear time.
 */
export const NON_BLANK_TEXT_PATTERN = `^[^\\S\\u000B\\u000C]*[^\\s${C0_CLASS}][^${C0_CLASS}]*$`;

/** True when the text has a C0 control character other than tab, line feed and carriage return. */
export const hasControlCharacters = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
};

export interface TextLimit {
  /** The most characters the raw input may have. */
  max: number;
  /** The message when it has more (default 'Must be at most {max} characters'). */
  tooLong?: string;
}

/**
 * A string of at most `max` characters without control characters: the base of every text builder.
 * `error` is the message for a missing or non-string value. Not documented yet: finish the chain with
 * `.meta({ pattern: CLEAN_TEXT_PATTERN })` (or a stricter pattern) so the OpenAPI document states the rule.
 */
export const cleanText = ({ max, tooLong = FORM_MESSAGES.tooLong(max) }: TextLimit, error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .max(max, { error: tooLong, abort: true })
    .refine((text) => !hasControlCharacters(text), VALIDATION.notAllowedCharacters);

/**
 * Field builders shared by the form schemas. Forms arrive through conform, which turns an empty
 * input into `undefined`, so "required" must be reported for both `undefined` and `''`.
 *
 * A required one-line text (default at most NAME_MAX characters), trimmed; blank reports `message`.
 */
export const requiredText = (message: string = VALIDATION.required, { max = NAME_MAX, tooLong }: Partial<TextLimit> = {}) =>
  cleanText({ max, tooLong }, message).trim().min(1, message).meta({ pattern: NON_BLANK_TEXT_PATTERN });

/**
 * Line breaks as a text area holds them: a form post and a multipart body write every line break as CRLF
 * (HTML's form serialization), JSON carries what the caller sent; all become LF, so that a text and its
 * length are the same whichever way it came (with or without a picture beside it).
 */
const toLineFeeds = (value: string | undefined): string | undefined => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value);

/**
 * A required text of several lines (room rules, a location's description; default at most NAME_MAX
 * characters): line breaks read as LF, then `requiredText`.
 */
export const requiredMultilineText = (message: string = VALIDATION.required, limit: Partial<TextLimit> = {}) =>
  z.preprocess(toLineFeeds, requiredText(message, limit));

/** An optional text (default at most NAME_MAX characters) that turns blank into `undefined`. */
export const optionalText = ({ max = NAME_MAX, tooLong }: Partial<TextLimit> = {}) =>
  cleanText({ max, tooLong })
    .trim()
    .meta({ pattern: CLEAN_TEXT_PATTERN })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * Email that is required and must be valid, each with its own message; at most EMAIL_MAX characters. The
 * document says `format: email` with zod's email pattern (the check after the trim, which it cannot show).
 */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  cleanText({ max: EMAIL_MAX }, requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .pipe(z.email({ error: invalidMessage }))
    .meta({ format: 'email', pattern: z.regexes.email.source });

/**
 * A password as typed (never trimmed): at least `min` characters (`message` when shorter or missing), at
 * most PASSWORD_MAX.
 */
export const passwordField = (min: number, message: string) =>
  cleanText({ max: PASSWORD_MAX }, message).min(min, message).meta({ pattern: CLEAN_TEXT_PATTERN });

/** A new user password (§5): at least 6 characters, 'Password must be at least 6 characters long'. */
export const newPasswordField = () => passwordField(USER_PASSWORD_MIN, VALIDATION.passwordMin);

/**
 * The confirmation of a new password. Its rule is the object's (it must equal `password`), which the
 * document can only state in words: `description`.
 */
export const confirmPasswordField = (
  description: string = `Must equal password ('${VALIDATION.passwordsMustMatch}')`,
  error: string = VALIDATION.passwordsMustMatch,
) => cleanText({ max: PASSWORD_MAX }, error).meta({ pattern: CLEAN_TEXT_PATTERN, description });

/** An opaque token (refresh, password reset): 1 to TOKEN_MAX characters. */
export const tokenField = () => cleanText({ max: TOKEN_MAX }).min(1).meta({ pattern: CLEAN_TEXT_PATTERN });

/**
 * A required mobile number (§5): '+', a digit 1–9, then 1 to 14 digits. A longer text is not a valid
 * number either, so it says so too. The document shows MOBILE_PATTERN.
 */
export const mobileField = () =>
  cleanText({ max: MOBILE_MAX, tooLong: VALIDATION.mobileInvalid }, VALIDATION.required)
    .trim()
    .min(1, VALIDATION.required)
    .regex(MOBILE_PATTERN, VALIDATION.mobileInvalid)
    .meta({ pattern: MOBILE_PATTERN.source });

/** Booleans from checkboxes ('on'), from JSON (true/false) and from text ('true'/'false'). */
export const booleanField = () =>
  z.preprocess((v) => {
    if (v === 'on' || v === 'true') return true;
    if (v === 'false' || v === undefined || v === '') return false;
    return v;
  }, z.boolean());

/** What a numeric field may carry: a number (JSON), a text (form data, multipart) or nothing. */
export type NumberInput = number | string | null | undefined;

/** Plain decimal text: an optional minus, digits, and optionally a point or comma and more digits. */
const DECIMAL_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Text → number; blank → `undefined` (so that the field reports "required"); a decimal comma is read as
 * a point; anything else (grouping, exponents, hex, units, a list or an object) → NaN.
 */
const toNumber = (value: NumberInput): number | undefined => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  // JSON may carry anything where a number belongs (a list, an object, a boolean): not a number.
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_TEXT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
};

/**
 * A required number from JSON, form data or multipart text. Missing or blank reports `requiredMessage`,
 * anything that is not a number `invalidMessage` ('Must be a number'); `refine` adds the field's own checks.
 */
export const numberField = (
  refine: (n: z.ZodNumber) => z.ZodNumber = (n) => n,
  requiredMessage: string = VALIDATION.required,
  invalidMessage: string = FORM_MESSAGES.notANumber,
) =>
  z.preprocess(
    (value: NumberInput) => toNumber(value),
    refine(z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })),
  );

/** A whole number ≥ 0 (seats, positions, hours), at most DB_INTEGER_MAX. */
export const countField = (requiredMessage: string = VALIDATION.required) =>
  numberField(
    (n) =>
      n
        .int(FORM_MESSAGES.wholeNumber)
        .min(0, FORM_MESSAGES.notNegative)
        .max(DB_INTEGER_MAX, FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)),
    requiredMessage,
  );

/** A record id: a whole number from 1 to DB_INTEGER_MAX; anything else reports `message`. */
const idNumber = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(DB_INTEGER_MAX, message);

/** A required reference to another record (a select). Anything but a positive whole number reports `requiredMessage`. */
export const idField = (requiredMessage: string = VALIDATION.required) =>
  z.preprocess((value: NumberInput) => toNumber(value), idNumber(requiredMessage));

export type IdListInput = ReadonlyArray<number | string> | number | string | null | undefined;

/** Array, one value (a single checked box), JSON text (multipart list fields, §5) or nothing → array. */
const toList = (value: IdListInput): unknown[] => {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map((v: unknown) => (typeof v === 'string' ? toNumber(v) : v));
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        return [text];
      }
    }
    return [toNumber(text)];
  }
  return [value];
};

/**
 * Refuses a list of more than `max` entries before any entry is read, so that a huge list costs one issue
 * (not one per entry); the list schema repeats the limit so that the document says `maxItems`.
 */
const refuseLongList = (list: unknown, max: number, ctx: z.RefinementCtx): void => {
  if (Array.isArray(list) && list.length > max) {
    ctx.addIssue({ code: 'too_big', origin: 'array', maximum: max, inclusive: true, input: list, message: FORM_MESSAGES.tooMany(max) });
  }
};

/**
 * A list of at most `max` entries (a bulk action's ids, a record's references): 'Must contain at most
 * {max} entries' when longer, checked before the entries.
 */
export const boundedList = <T extends z.ZodType>(entry: T, { max, min }: { max: number; min?: number }) => {
  const list = z.array(entry).max(max, FORM_MESSAGES.tooMany(max));
  return z.preprocess((value: Array<z.input<T>>, ctx) => {
    refuseLongList(value, max, ctx);
    return value;
  }, min === undefined ? list : list.min(min));
};

/**
 * A list of record ids (a multi-select or checkboxes), at most `max` (default BULK_IDS_MAX). With
 * `requiredMessage` at least one is needed and every bad entry reports that message; without it the list
 * may be empty.
 */
export const idListField = (requiredMessage?: string, { max = BULK_IDS_MAX }: { max?: number } = {}) => {
  const message = requiredMessage ?? VALIDATION.required;
  const list = z.array(idNumber(message), { error: message }).max(max, FORM_MESSAGES.tooMany(max));
  return z.preprocess((value: IdListInput, ctx) => {
    const entries = toList(value);
    refuseLongList(entries, max, ctx);
    return entries;
  }, requiredMessage ? list.min(1, requiredMessage) : list);
};

const hasAtMostTwoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** The largest DKK amount whose øre fit a PostgreSQL integer. */
const DKK_MAX = DB_INTEGER_MAX / 100;

/** DKK as a person types it (≥ 0, at most 2 decimals) → integer øre (conventions §12). */
const dkkNumber = (requiredMessage: string) =>
  numberField((n) => n.min(0, FORM_MESSAGES.notNegative).max(DKK_MAX, FORM_MESSAGES.tooLarge(DKK_MAX)), requiredMessage)
    .refine(hasAtMostTwoDecimals, FORM_MESSAGES.moneyDecimals)
    .transform((dkk) => Math.round(dkk * 100));

/** A required DKK amount in a form; the output is integer øre, what the API carries. */
export const dkkToOreField = (requiredMessage: string = VALIDATION.required) => dkkNumber(requiredMessage);

/** An optional DKK amount in a form; blank → `null` (no amount), otherwise integer øre. */
export const optionalDkkToOreField = () =>
  z.preprocess(
    (value: NumberInput) => (toNumber(value) === undefined ? null : value),
    dkkNumber(VALIDATION.required).nullable(),
  );

/** An amount of money as the API carries it: integer øre (1 DKK = 100 øre), never negative. */
export const oreField = (description: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : FORM_MESSAGES.notANumber) })
    .int(FORM_MESSAGES.wholeNumber)
    .min(0, FORM_MESSAGES.notNegative)
    .max(DB_INTEGER_MAX, FORM_MESSAGES.tooLarge(DB_INTEGER_MAX))
    .describe(`${description}, in integer øre (1 DKK = 100 øre)`);

/**
 * An optional amount of money as the API carries it (a room's hourly rate): integer øre, or `null` for none.
 * JSON gives a number or `null`; a multipart body (§5) gives text, where the contract client writes `null`
 * as the text 'null' and a blank field is no amount: both are `null`. Other text is read as a number
 * ('25000'), so that 'abc' is 'Must be a number' and '12.5' 'Must be a whole number', as in JSON.
 */
export const optionalOreField = (description: string) =>
  z.preprocess((value: NumberInput) => (value === 'null' || toNumber(value) === undefined ? null : toNumber(value)), oreField(description).nullable());

/** A money amount in a response: integer øre, described so that the OpenAPI document says so. */
export const oreAmount = (description: string) => z.number().int().describe(`${description}, in integer øre (1 DKK = 100 øre)`);

/**
 * For a cross-field check (`superRefine(fn, { when: whenValid('a', 'b') })`): run it as soon as the named
 * fields are valid, even if other fields are not, so that a form shows every message at once. (By
 * default zod skips an object's refinements while any of its fields has an issue.) Never on a value that
 * is not an object (a `null` or `[]` body): the object's own issue says what is wrong, and the check
 * would read fields that do not exist.
 */
export const whenValid =
  (...fields: readonly string[]) =>
  (payload: { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    payload.issues.every((issue) => {
      const field = issue.path?.[0];
      return field !== undefined && !fields.includes(String(field));
    });

/**
 * An optional reference (a select with an empty choice): blank → `null`, otherwise a positive whole number.
 * A multipart body carries `null` as the text 'null' (the contract client writes every field as text, §5).
 */
export const optionalIdField = (invalidMessage: string = VALIDATION.required) =>
  z.preprocess(
    (value: NumberInput) => (value === 'null' || toNumber(value) === undefined ? null : value),
    idField(invalidMessage).nullable(),
  );
