import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listCalls } from './index';

/**
 * The PIN is shown only to its owner, and no answer carries a person's password or its hash
 * (docs/decisions/020). Walks the response schema of every call of the contract (what the API, the mocks
 * and the contract client all answer and read, since each answer is parsed with it) and lists the fields
 * that could carry a secret.
 */

/** Calls whose answer is the owner's own: `GET /api/user/me` and the new PIN of `POST /api/user/reset-pin/{id}`. */
const PIN_ANSWERS = new Set(['auth.me', 'user.resetPin']);

/**
 * Canteen and reception records carry their device's password (a tablet's, not a person's; shown to
 * SuperAdmin and Admin with a reveal toggle, docs/decisions/009).
 */
const DEVICE_PASSWORD_AREAS = new Set(['canteen', 'reception']);

const SECRET_FIELD = /^(pin|password|passwordHash|password_hash|pinCode|pin_code|confirmPassword|hash|refreshTokenHash)$/i;

/** Every property name of a JSON Schema, at any depth (objects, arrays, unions, definitions). */
const propertyNames = (schema: unknown): string[] => {
  if (typeof schema !== 'object' || schema === null) return [];
  if (Array.isArray(schema)) return schema.flatMap(propertyNames);
  const record = schema as Record<string, unknown>;
  const own = typeof record.properties === 'object' && record.properties !== null ? Object.keys(record.properties) : [];
  return [...own, ...Object.values(record).flatMap(propertyNames)];
};

const responseFields = (response: z.ZodType): string[] =>
  propertyNames(z.toJSONSchema(response, { io: 'output', unrepresentable: 'any' }));

/** The secret-looking fields a call's answer may carry, and why. */
const allowedSecrets = (key: string): string[] => {
  const allowed: string[] = [];
  if (PIN_ANSWERS.has(key)) allowed.push('pinCode');
  if (DEVICE_PASSWORD_AREAS.has(key.split('.')[0]!)) allowed.push('password');
  return allowed;
};

describe('secrets in answers', () => {
  const calls = listCalls();

  it('reads the fields of every call (the walk finds what it should)', () => {
    const me = calls.find(({ key }) => key === 'auth.me');
    expect(responseFields(me!.call.response)).toEqual(expect.arrayContaining(['pinCode', 'firstLogin', 'company', 'locations']));
  });

  it.each(calls.map(({ key, call }) => [key, call] as const))('%s answers no PIN or password but its own', (key, call) => {
    const secrets = responseFields(call.response).filter((name) => SECRET_FIELD.test(name) || /password/i.test(name));
    expect([...new Set(secrets)].filter((name) => !allowedSecrets(key).includes(name))).toEqual([]);
  });

  it('the PIN travels in exactly two answers: the signed-in user and the reset-pin answer', () => {
    const withPin = calls.filter(({ call }) => responseFields(call.response).includes('pinCode')).map(({ key }) => key);
    expect(withPin.sort()).toEqual([...PIN_ANSWERS].sort());
  });

  it('login and the profile update answer the user without the PIN', () => {
    for (const key of ['auth.login', 'user.update']) {
      const found = calls.find((entry) => entry.key === key);
      expect(responseFields(found!.call.response), key).toEqual(expect.arrayContaining(['firstLogin']));
      expect(responseFields(found!.call.response), key).not.toContain('pinCode');
    }
  });
});
