import { z } from 'zod';
import { MOBILE_PATTERN, USER_PASSWORD_MIN } from '../constants';
import { VALIDATION } from '../messages';

/**
 * Field builders shared by the form schemas. Forms arrive through conform, which turns an empty
 * input into `undefined`, so "required" must be reported for both `undefined` and `''`.
 */
export const requiredText = (message: string = VALIDATION.required) =>
  z.string({ error: message }).trim().min(1, message);

/** An optional text that turns blank into `undefined`. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Email that is required and must be valid, each with its own message. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.email({ error: invalidMessage }));

export const newPasswordField = () =>
  z.string({ error: VALIDATION.passwordMin }).min(USER_PASSWORD_MIN, VALIDATION.passwordMin);

export const mobileField = () =>
  requiredText().regex(MOBILE_PATTERN, VALIDATION.mobileInvalid);

/** Booleans from checkboxes ('on'), from JSON (true/false) and from text ('true'/'false'). */
export const booleanField = () =>
  z.preprocess((v) => {
    if (v === 'on' || v === 'true') return true;
    if (v === 'false' || v === undefined || v === '') return false;
    return v;
  }, z.boolean());

/**
 * Texts for constraints the spec does not word (§5 says "further constraints not shown"). Our wording;
 * every other form text comes from VALIDATION in messages.ts.
 */
export const FORM_MESSAGES = {
  notANumber: 'Must be a number',
  notNegative: 'Must be 0 or more',
  wholeNumber: 'Must be a whole number',
  moneyDecimals: 'Use at most 2 decimals',
} as const;

/** What a numeric field may carry: a number (JSON), a text (form data, multipart) or nothing. */
export type NumberInput = number | string | null | undefined;

/** Plain decimal text: an optional minus, digits, and optionally a point or comma and more digits. */
const DECIMAL_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Text → number; blank → `undefined` (so that the field reports "required"); a decimal comma is read as
 * a point; anything else (grouping, exponents, hex, units) → NaN.
 */
const toNumber = (value: NumberInput): number | undefined => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
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

/** A whole number ≥ 0 (seats, positions, hours). */
export const countField = (requiredMessage: string = VALIDATION.required) =>
  numberField((n) => n.int(FORM_MESSAGES.wholeNumber).min(0, FORM_MESSAGES.notNegative), requiredMessage);

/** A required reference to another record (a select). Anything but a positive whole number reports `requiredMessage`. */
export const idField = (requiredMessage: string = VALIDATION.required) =>
  z.preprocess(
    (value: NumberInput) => toNumber(value),
    z.number({ error: requiredMessage }).int(requiredMessage).positive(requiredMessage),
  );

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
 * A list of record ids (a multi-select or checkboxes). With `requiredMessage` at least one is needed and
 * every bad entry reports that message; without it the list may be empty.
 */
export const idListField = (requiredMessage?: string) => {
  const message = requiredMessage ?? VALIDATION.required;
  const list = z.array(z.number({ error: message }).int(message).positive(message), { error: message });
  return z.preprocess((value: IdListInput) => toList(value), requiredMessage ? list.min(1, requiredMessage) : list);
};

const hasAtMostTwoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** DKK as a person types it (≥ 0, at most 2 decimals) → integer øre (conventions §12). */
const dkkNumber = (requiredMessage: string) =>
  numberField((n) => n.min(0, FORM_MESSAGES.notNegative), requiredMessage)
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
    .describe(`${description}, in integer øre (1 DKK = 100 øre)`);

/** A money amount in a response: integer øre, described so that the OpenAPI document says so. */
export const oreAmount = (description: string) => z.number().int().describe(`${description}, in integer øre (1 DKK = 100 øre)`);

/**
 * For a cross-field check (`superRefine(fn, { when: whenValid('a', 'b') })`): run it as soon as the named
 * fields are valid, even if other fields are not, so that a form shows every message at once. (By
 * default zod skips an object's refinements while any of its fields has an issue.)
 */
export const whenValid =
  (...fields: readonly string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }): boolean =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));

/** An optional reference (a select with an empty choice): blank → `null`, otherwise a positive whole number. */
export const optionalIdField = (invalidMessage: string = VALIDATION.required) =>
  z.preprocess(
    (value: NumberInput) => (toNumber(value) === undefined ? null : value),
    idField(invalidMessage).nullable(),
  );
