import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values for the generated bad-input test, derived from the contract's own schemas (their JSON Schema, as the
 * OpenAPI document states them): for each field, a valid value of its format, and near misses of that format.
 * A near miss has the shape a reader of the format expects but is wrong, or right but at an edge, so that it
 * passes the outer checks and reaches the code behind them (issue 27: a time with more than nine fractional
 * digits passed zod's ISO format and broke Temporal and PostgreSQL). The formats the contract has:
 * - instants (`format: date-time`), e-mails (`format: email`);
 * - strings with a pattern (phone numbers, PINs, clean text, passwords and tokens, paths): valid values are
 *   generated from the pattern itself, and near misses are those values changed where validators slip
 *   (Unicode digits, NUL, lone surrogates, direction marks, an extra character, one past the length);
 * - whole numbers (record ids, limits), other numbers, enums, booleans, lists and objects of these.
 */

/** A node of the JSON Schema that zod makes of a contract schema. */
export interface SchemaNode {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** The JSON Schema of a request part (body, query, path parameters), or undefined when it has none. */
export const jsonSchemaOf = (schema: z.ZodType | undefined): SchemaNode | undefined => {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
  } catch {
    return undefined;
  }
};

const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDFFF';
const RTL_OVERRIDE = '\u202E';
const ZERO_WIDTH = '\u200B';
const NBSP = '\u00A0';

/** ASCII digits written with other scripts' digits: `\d` in JavaScript takes none of them, Unicode-aware code may. */
const DIGIT_SCRIPTS = [0x0660 /* Arabic-Indic */, 0xff10 /* full width */, 0x0966 /* Devanagari */, 0x1d7ce /* mathematical bold */];
const otherDigits = (text: string, zero: number): string => text.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));

/** Where a validator that checks a string's shape slips: the same string changed in one of these ways. */
const changed = (valid: string, maxLength: number | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...DIGIT_SCRIPTS).map((zero) => otherDigits(valid, zero)),
    fc
      .tuple(fc.nat({ max: valid.length }), fc.constantFrom(NUL, LONE_HIGH, LONE_LOW, RTL_OVERRIDE, ZERO_WIDTH, NBSP, '\n', ' ', '%00', '😀'))
      .map(([at, insert]) => valid.slice(0, at) + insert + valid.slice(at)),
    fc.constant(valid.slice(0, -1)),
    fc.constant(` ${valid} `),
    fc.constant(valid.toUpperCase()),
    fc.constant(`${valid}${valid.slice(-1)}`),
    fc.constant((valid || 'x').repeat(Math.ceil(((maxLength ?? 1_000) + 1) / Math.max(valid.length, 1)) + 1)),
  );

/** Instants where readers of ISO 8601 differ: too fine, out of range, leap seconds, odd offsets, other shapes. */
const INSTANT_EDGES = [
  '2027-01-01T10:00:00.9999999999Z',
  '2027-01-01T10:00:00.000000000000000000001+01:00',
  '2027-01-01T10:00:00.123456789Z',
  '2026-12-31T23:59:60Z',
  '2027-06-30T23:59:60+00:00',
  '2027-01-01T24:00:00Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999Z',
  '+010000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2027-01-01T10:00:00+24:00',
  '2027-01-01T10:00:00+23:59',
  '2027-01-01T10:00:00-23:59',
  '2027-01-01T10:00:00+14:00',
  '2027-01-01T10:00:00-00:00',
  '2027-01-01T10:00:00+0100',
  '2027-01-01T10:00:00+01',
  '2027-01-01T10:00:00.5+01:00[Europe/Copenhagen]',
  '2027-02-29T10:00:00Z',
  '2028-02-30T10:00:00Z',
  '2027-13-01T10:00:00Z',
  '2027-01-01t10:00:00z',
  '2027-01-01 10:00:00Z',
  '2027-01-01T10:00Z',
  '2027-01-01T10:00:00,5Z',
  '2027-W01-1T10:00:00Z',
  '2027-001T10:00:00Z',
  '20270101T100000Z',
  '2027-01-01',
  '1970-01-01T00:00:00Z',
  '2038-01-19T03:14:08Z',
  '275760-09-13T00:00:00Z',
];

/** An instant near `now` on the quarter-hour grid, with 0 to 9 fractional digits: valid. */
const validInstant = (now: () => Date): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: -60 * 96, max: 60 * 96 }), fc.integer({ min: 0, max: 9 }))
    .map(([quarters, digits]) => {
      const at = new Date(Math.floor(now().getTime() / 900_000) * 900_000 + quarters * 900_000).toISOString().slice(0, 19);
      return digits === 0 ? `${at}Z` : `${at}.${'0'.repeat(digits)}Z`;
    });

const nearMissInstant = (now: () => Date, node: SchemaNode): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...INSTANT_EDGES),
    // More fractional digits than nanoseconds, on an instant that is otherwise right.
    fc.tuple(validInstant(now), fc.integer({ min: 10, max: 40 })).map(([at, digits]) => `${at.slice(0, 19)}.${'9'.repeat(digits)}Z`),
    validInstant(now).chain((at) => changed(at, node.maxLength)),
  );

/** E-mail addresses at the edges of what RFC 5321 allows and what a pattern takes. */
const EMAIL_EDGES = [
  'a@b',
  'a@b.c',
  'a..b@roombook.test',
  '.a@roombook.test',
  'a.@roombook.test',
  '"quoted local"@roombook.test',
  'a@[127.0.0.1]',
  'a@-roombook.test',
  'a@roombook-.test',
  'a@roombook..test',
  'ida+tag@roombook.test',
  'ÆSIR@roombook.test',
  'a@rööm.test',
  'a@xn--rm-fkaa.test',
  'a@roombook.test.',
  '@roombook.test',
  'a@',
  'a@@roombook.test',
  'a@roombook.test\n',
  'a@roombook.test' + NUL,
  'USER@ROOMBOOK.TEST',
  `${'l'.repeat(64)}@roombook.test`,
  `${'l'.repeat(65)}@roombook.test`,
  `a@${'d'.repeat(63)}.test`,
  `a@${'d'.repeat(64)}.test`,
  `${'l'.repeat(64)}@${`${'d'.repeat(60)}.`.repeat(3)}test`,
];

const DEMO_EMAILS = ['user@roombook.test', 'admin@roombook.test', 'owner@roombook.test', 'fuzz.new@roombook.test'];

const nearMissEmail = (node: SchemaNode): fc.Arbitrary<string> =>
  fc.oneof(fc.constantFrom(...EMAIL_EDGES), fc.constantFrom(...DEMO_EMAILS).chain((valid) => changed(valid, node.maxLength)));

/** Whole numbers in JSON where databases and parsers part ways. */
const NUMBER_EDGES: unknown[] = [0, -1, -0, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e21, 1e308, -1e308, 5e-324, '1', '１', '٣', '1e3', null];

/** Whole numbers as text (a path or query string): what `Number()` and `parseInt` read differently. */
const NUMBER_TEXT_EDGES = ['0', '-0', '01', '+1', ' 1', '1 ', '1.0', '1.5', '1e3', '0x10', '0b1', '0o7', '1_000', 'Infinity', '-Infinity', 'NaN', '', '2147483647', '2147483648', '9007199254740993', '１', '٣', '𝟏', '%00', '1%00', '1;'];

const typeOf = (node: SchemaNode): string | undefined => (Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type);

const lowerBound = (node: SchemaNode): number =>
  node.minimum ?? (node.exclusiveMinimum === undefined ? 0 : Math.floor(node.exclusiveMinimum) + 1);

/** How the values of one request part travel: JSON keeps types, a query string or path is text. */
export type Carrier = 'json' | 'text';

const asCarried = (value: unknown, carrier: Carrier): unknown => (carrier === 'text' && typeof value === 'number' ? String(value) : value);

/** A valid value of the node's format (an id from 1 to 30: most exist in the demo data). */
const validValue = (node: SchemaNode, now: () => Date, carrier: Carrier = 'json'): fc.Arbitrary<unknown> => {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alt) => validValue(alt, now, carrier)));
  if (node.enum) return fc.constantFrom(...node.enum);
  const type = typeOf(node);
  if (type === 'boolean') return fc.boolean();
  if (type === 'integer' || type === 'number') {
    const min = lowerBound(node);
    const max = Math.min(node.maximum ?? Number.MAX_SAFE_INTEGER, min + 30);
    return fc.integer({ min, max }).map((n) => asCarried(n, carrier));
  }
  if (type === 'array') {
    const items = node.items ?? {};
    return fc.array(validValue(items, now, carrier), { minLength: node.minItems ?? 0, maxLength: Math.min(node.maxItems ?? 3, 3) });
  }
  if (type === 'object' || node.properties) {
    const properties = node.properties ?? {};
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, validValue(child, now, carrier)])),
      { requiredKeys: node.required ?? [] },
    );
  }
  if (node.format === 'date-time') return validInstant(now);
  if (node.format === 'email') return fc.constantFrom(...DEMO_EMAILS);
  const maxLength = Math.min(node.maxLength ?? 20, 40);
  const minLength = node.minLength ?? 0;
  const text = node.pattern ? fc.stringMatching(new RegExp(node.pattern, 'u'), { size: 'small' }) : fc.string({ maxLength });
  return text.filter((s) => s.length >= minLength && s.length <= (node.maxLength ?? Infinity));
};

/** A near miss of the node's format: for an object or a list, one of its values is a near miss. */
const nearMiss = (node: SchemaNode, now: () => Date, carrier: Carrier = 'json'): fc.Arbitrary<unknown> => {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alt) => nearMiss(alt, now, carrier)));
  if (node.enum) {
    const names = node.enum.map(String);
    return fc.oneof(
      fc.constantFrom(...names).chain((name) => fc.constantFrom(name.toLowerCase(), name.toUpperCase(), ` ${name}`, `${name}${NUL}`)),
      fc.constantFrom('__proto__', 'constructor', 'toString', '', null, 0),
    );
  }
  const type = typeOf(node);
  if (type === 'boolean') return fc.constantFrom('true', 'false', 1, 0, null, '');
  if (type === 'integer' || type === 'number') {
    const bounds = [node.minimum, node.maximum, node.exclusiveMinimum, node.exclusiveMaximum].filter((b): b is number => b !== undefined);
    const around = bounds.flatMap((b) => [b - 1, b, b + 1, b + 0.5]);
    return carrier === 'text'
      ? fc.oneof(fc.constantFrom(...NUMBER_TEXT_EDGES), fc.constantFrom(...around.map(String), '1'))
      : fc.oneof(fc.constantFrom(...NUMBER_EDGES), ...(around.length > 0 ? [fc.constantFrom(...around)] : []));
  }
  if (type === 'array') {
    const items = node.items ?? {};
    const longest = node.maxItems ?? 100;
    return fc.oneof(
      fc.array(validValue(items, now, carrier), { minLength: 1, maxLength: 2 }).chain((valid) =>
        nearMiss(items, now, carrier).map((miss) => [...valid, miss]),
      ),
      validValue(items, now, carrier).map((one) => Array.from({ length: longest + 1 }, () => one)),
      validValue(items, now, carrier).map((one) => [one, one]),
      fc.constant([]),
    );
  }
  if (type === 'object' || node.properties) {
    const keys = Object.keys(node.properties ?? {});
    if (keys.length === 0) return fc.constant({ __proto__x: 1 });
    return fc.tuple(validValue(node, now, carrier), fc.constantFrom(...keys)).chain(([valid, key]) =>
      nearMiss(node.properties![key]!, now, carrier).map((miss) => ({ ...(valid as object), [key]: miss })),
    );
  }
  if (node.format === 'date-time') return nearMissInstant(now, node);
  if (node.format === 'email') return nearMissEmail(node);
  return validValue(node, now, carrier).chain((valid) => changed(String(valid), node.maxLength));
};

/** A query string's or a path's values are text (a list: its values, each as text). */
const asText = (part: unknown): unknown =>
  typeof part === 'object' && part !== null && !Array.isArray(part)
    ? Object.fromEntries(
        Object.entries(part).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      )
    : part;

/** A request part: valid, or valid but for one near miss (most often, so that the near miss is what is judged). */
export const partValue = (node: SchemaNode | undefined, now: () => Date, carrier: Carrier): fc.Arbitrary<unknown> => {
  if (node === undefined) return fc.constant(undefined);
  const value = fc.oneof({ arbitrary: nearMiss(node, now, carrier), weight: 4 }, { arbitrary: validValue(node, now, carrier), weight: 1 });
  return carrier === 'text' ? value.map(asText) : value;
};
