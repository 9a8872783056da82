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
