import { z } from 'zod';
import type { ApiCall } from '../contract/define';

/**
 * Test helpers: the request parts of the contract and their JSON Schema as the OpenAPI document shows them.
 * fastify-type-provider-zod (apps/api swagger) converts each request part with `z.toJSONSchema` and these
 * options (the document is OpenAPI 3.0.3, hence the target).
 */
export const OPENAPI_REQUEST_OPTIONS = {
  io: 'input',
  target: 'openapi-3.0',
  unrepresentable: 'any',
  cycles: 'ref',
  reused: 'inline',
} as const;

/** A JSON Schema node, as far as the tests read it. */
export interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  maximum?: number;
  description?: string;
}

export const requestJsonSchema = (schema: z.ZodType): JsonSchemaNode =>
  z.toJSONSchema(schema, OPENAPI_REQUEST_OPTIONS) as JsonSchemaNode;

export const REQUEST_PARTS = ['params', 'query', 'body'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

/** One request part of one call: `user.update body`. */
export interface RequestSchema {
  name: string;
  schema: z.ZodType;
}

/** Every request part (params, query, body) of the calls. */
export const requestSchemas = (calls: ReadonlyArray<{ key: string; call: ApiCall }>): RequestSchema[] =>
  calls.flatMap(({ key, call }) =>
    REQUEST_PARTS.flatMap((part) => {
      const schema = call[part];
      return schema ? [{ name: `${key} ${part}`, schema }] : [];
    }),
  );

/** A place in a request: the property names leading to it, '[]' for an entry of a list. */
export interface SchemaPlace {
  path: readonly string[];
  node: JsonSchemaNode;
}

/** Every node of a JSON Schema with its place (the branches of anyOf/oneOf/allOf share their parent's). */
export function* schemaPlaces(node: JsonSchemaNode, path: readonly string[] = []): Generator<SchemaPlace> {
  yield { path, node };
  for (const [name, child] of Object.entries(node.properties ?? {})) yield* schemaPlaces(child, [...path, name]);
  if (node.items) yield* schemaPlaces(node.items, [...path, '[]']);
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) yield* schemaPlaces(branch, path);
}

/** A string that only its values bound (an enum or a constant). */
export const isEnumerated = (node: JsonSchemaNode): boolean => node.enum !== undefined || node.const !== undefined;

/** The free-text strings of a request part (not enums) and its lists, with their places. */
export const requestFields = (schema: z.ZodType) => {
  const places = [...schemaPlaces(requestJsonSchema(schema))];
  return {
    strings: places.filter(({ node }) => node.type === 'string' && !isEnumerated(node)),
    arrays: places.filter(({ node }) => node.type === 'array'),
  };
};

/** The input that carries `value` at `path` and nothing else ('[]' puts it into a one-entry list). */
export const inputAt = (path: readonly string[], value: unknown): unknown =>
  path.reduceRight<unknown>((inner, segment) => (segment === '[]' ? [inner] : { [segment]: inner }), value);

/** A place as zod reports an issue's path ('locations.0'). */
export const issuePathOf = (path: readonly string[]): string => path.map((s) => (s === '[]' ? '0' : s)).join('.');

/** The messages at one place of an input's issues. */
export const messagesAt = (schema: z.ZodType, input: unknown, path: readonly string[]): string[] => {
  const where = issuePathOf(path);
  return (schema.safeParse(input).error?.issues ?? []).filter((i) => i.path.join('.') === where).map((i) => i.message);
};

/** A list of `length` entries that suit the list's entry schema (ids 1, 2, 3…, texts, objects). */
export const longListFor = (node: JsonSchemaNode, length: number): unknown[] =>
  Array.from({ length }, (_, i) => {
    const type = node.items?.type;
    if (type === 'string') return 'a';
    if (type === 'object') return {};
    return i + 1;
  });
