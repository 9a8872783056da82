import { describe, expect, it } from 'vitest';
import { DB_INTEGER_MAX, EMAIL_MAX, MOBILE_PATTERN, USER_PASSWORD_MIN } from '../constants';
import { VALIDATION } from '../messages';
import { isEnumerated, requestJsonSchema, requestSchemas, schemaPlaces, type SchemaPlace } from '../common/test-helpers';
import { contract, listCalls } from './index';

/**
 * The OpenAPI document (/api/docs/json) is generated from the contract's zod schemas with
 * `z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', … })` (fastify-type-provider-zod). It must
 * state the real rules, so that a request generated from it is accepted and an invalid one refused: every
 * text has a maxLength, every list a maxItems, every number a maximum. Walks every call of the contract,
 * so the test grows with every call added.
 */
const rows = requestSchemas(listCalls()).flatMap(({ name, schema }) =>
  [...schemaPlaces(requestJsonSchema(schema))].map((place) => ({ name: `${name} ${place.path.join('.') || '(root)'}`, ...place })),
);

const strings = rows.filter(({ node }) => node.type === 'string');
const arrays = rows.filter(({ node }) => node.type === 'array');
const numbers = rows.filter(({ node }) => node.type === 'integer' || node.type === 'number');
/** The texts named `field` (a `notificationSettings.email` flag is no address). */
const named = (field: string) => strings.filter(({ path }) => path.at(-1) === field);
const partOf = (key: string, part: 'body' | 'query' | 'params', field: string): SchemaPlace | undefined =>
  rows.find(({ name }) => name === `${key} ${part} ${field}`);

describe('the OpenAPI rules of every request (params, query, body)', () => {
  it('walks the whole contract', () => {
    expect(strings.length).toBeGreaterThan(50);
    expect(arrays.length).toBeGreaterThan(10);
  });

  it.each(strings)('$name: a text has a maxLength (or is one of its enum values)', ({ node }) => {
    if (!isEnumerated(node)) expect(node.maxLength).toEqual(expect.any(Number));
  });

  it.each(arrays)('$name: a list has a maxItems', ({ node }) => {
    expect(node.maxItems).toEqual(expect.any(Number));
  });

  it.each(numbers)('$name: a number has a maximum within a PostgreSQL integer', ({ node }) => {
    expect(node.maximum).toBeLessThanOrEqual(DB_INTEGER_MAX);
  });

  it.each(strings.filter(({ node }) => node.pattern !== undefined))(
    '$name: its pattern refuses a NUL and compiles as ECMA-262 (unicode)',
    ({ node }) => {
      const pattern = new RegExp(node.pattern ?? '', 'u');
      expect(pattern.test('a\u0000b')).toBe(false);
    },
  );

  it.each(strings.filter(({ node }) => !isEnumerated(node) && node.format === undefined))(
    '$name: a free text states with a pattern which characters it takes',
    ({ node }) => {
      expect(node.pattern).toEqual(expect.any(String));
    },
  );

  it.each(named('email'))('$name: an email says format email and at most EMAIL_MAX characters', ({ node }) => {
    expect(node).toMatchObject({ type: 'string', format: 'email', maxLength: EMAIL_MAX });
  });

  it.each(named('mobile'))('$name: a mobile number shows the mobile pattern', ({ node }) => {
    expect(node.pattern).toBe(MOBILE_PATTERN.source);
  });

  it.each([
    ['auth.resetPassword', 'body'],
    ['user.update', 'body'],
  ] as const)('%s %s: a new password says minLength 6', (key, part) => {
    expect(partOf(key, part, 'password')?.node.minLength).toBe(USER_PASSWORD_MIN);
  });

  it.each(named('confirmPassword'))('$name: the confirmation states the match rule in words', ({ node }) => {
    expect(node.description).toContain(VALIDATION.passwordsMustMatch);
  });

  it('a required text documents that blank is not enough (a pattern that a white-space-only value fails)', () => {
    const name = partOf('companyApplication.create', 'body', 'name')?.node;
    expect(name).toMatchObject({ type: 'string', minLength: 1, maxLength: 100 });
    const pattern = new RegExp(name?.pattern ?? '', 'u');
    expect(pattern.test('   ')).toBe(false);
    expect(pattern.test(' Havblik ApS ')).toBe(true);
  });

  it('an id in a path says its PostgreSQL integer maximum', () => {
    expect(requestJsonSchema(contract.user.update.params).properties?.id).toMatchObject({
      type: 'integer',
      maximum: DB_INTEGER_MAX,
    });
  });
});
