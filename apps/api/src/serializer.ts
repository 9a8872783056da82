import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * How the API writes its answers (docs/decisions/025): each response schema of the contract, a zod schema,
 * becomes a JSON Schema once, when its route is registered, and fast-json-stringify compiles that into a
 * function that writes exactly the declared fields. A field the schema does not declare (a password hash,
 * a PIN, a column a query happens to return) is never written, at any depth.
 *
 * It does not check the answer against the schema, as zod's parse did: that took a fifth of the API's CPU on
 * a month of bookings. The contract client that every API test, contract case and the web server use parses
 * each answer with the same zod schema, so a handler answering the wrong shape still fails its tests. A
 * required field that is missing still fails here (a 500, logged), never half an answer.
 */

type JsonSchema = { [key: string]: unknown };

const isNullOnly = (node: unknown): boolean =>
  typeof node === 'object' && node !== null && (node as JsonSchema).type === 'null' && Object.keys(node).length === 1;

/**
 * zod's JSON Schema as fast-json-stringify reads it best:
 * - `X | null` (zod writes `anyOf: [X, { type: 'null' }]`) becomes X with `type: [X.type, 'null']`, which is
 *   written directly instead of being tested value by value with a validator;
 * - `additionalProperties: false` goes: undeclared fields are never written anyway, and inside an `anyOf`
 *   it would turn an object with an extra field into an error instead of dropping the field;
 * - what only validation reads (patterns, property names, the $schema) goes.
 */
export function toSerializerSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toSerializerSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === 'pattern' || key === 'propertyNames') continue;
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = toSerializerSchema(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullOnly)) {
    const other = anyOf.find((branch) => !isNullOnly(branch)) as JsonSchema;
    if (typeof other.type === 'string') {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of a zod response schema, as written (its output side). */
const jsonSchemaOf = (schema: z.ZodType): unknown =>
  toSerializerSchema(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));

/** A response schema of a route: the contract's zod schema (fastify passes it as registered). */
const asZod = (schema: unknown, url: string): z.ZodType => {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`The response schema of ${url} is not a zod schema`);
};

/** fastify's serializer compiler: one compiled writer per route and status. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url }) =>
  fastJson(jsonSchemaOf(asZod(schema, url)) as Parameters<typeof fastJson>[0]);

/** For tests: the writer of one zod schema, as a route of the API would use it. */
export const compileWriter = (schema: z.ZodType): ((data: unknown) => string) =>
  fastJson(jsonSchemaOf(schema) as Parameters<typeof fastJson>[0]);
