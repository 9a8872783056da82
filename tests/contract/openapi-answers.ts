import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '@roombook/api/openapi-document';

// ajv-formats is CommonJS: its function is the default export's default under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/**
 * Checks each answer of the contract suite against the OpenAPI document the API serves (docs/decisions/077):
 * the status is one the operation lists (exactly, or as 4XX/5XX), the Content-Type one of that response's
 * media types (none when it documents no content, and then no body either), and a JSON body valid under its
 * schema. So a client written from the document (/api/docs/json) reads what the API really answers.
 */

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}

/**
 * An OpenAPI 3.0 schema as JSON Schema for ajv: a boolean `exclusiveMinimum`/`exclusiveMaximum` (draft 4,
 * which OpenAPI 3.0 keeps) becomes the bound itself. `nullable` ajv reads as OpenAPI does.
 */
const toJsonSchema = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  return out;
};

/** `/api/user/{id}` → a pattern of its segments; literal paths first, so `/api/user/me` is not `{id}`. */
const routesOf = (document: OpenApiDocument) =>
  Object.entries(document.paths)
    .map(([path, operations]) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      templated: (path.match(/\{/g) ?? []).length,
      operations: operations as Record<string, Operation>,
    }))
    .sort((a, b) => a.templated - b.templated);

const mediaTypeOf = (response: Response): string | undefined => response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;

/** What an answer did that its operation's document does not say, or null when it matches. */
export type AnswerCheck = (method: string, url: string, response: Response) => Promise<string | null>;

export function openApiAnswerCheck(document: OpenApiDocument): AnswerCheck {
  const routes = routesOf(document);
  const ajv = new Ajv({ strict: false, allErrors: false, logger: false });
  addFormats(ajv);
  const validators = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema): ValidateFunction => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as Schema);
      validators.set(schema, validate);
    }
    return validate;
  };

  return async (method, url, response) => {
    const path = new URL(url, 'http://any.test').pathname;
    const route = routes.find(({ pattern, operations }) => pattern.test(path) && operations[method.toLowerCase()] !== undefined);
    if (!route) return `${method} ${path} is not in the OpenAPI document`;
    const operation = route.operations[method.toLowerCase()]!;
    const name = `${method} ${route.path} (${operation.operationId ?? 'no operationId'}) answered ${response.status}`;
    const responses = operation.responses ?? {};
    const status = String(response.status);
    const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!documented) return `${name}, which the document does not list (it lists ${Object.keys(responses).join(', ')})`;
    const type = mediaTypeOf(response);
    const body = new Uint8Array(await response.clone().arrayBuffer());
    const content = documented.content;
    if (!content) {
      if (type !== undefined || body.length > 0) return `${name} with ${type ?? 'no Content-Type'} and ${body.length} bytes, but the document says no content`;
      return null;
    }
    const media = type === undefined ? undefined : content[type];
    if (!media) return `${name} with ${type ?? 'no Content-Type'}, but the document says ${Object.keys(content).join(' or ')}`;
    if (type !== 'application/json' || !media.schema) return null;
    let data: unknown;
    try {
      data = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return `${name} with a body that is not JSON`;
    }
    const validate = validatorOf(media.schema);
    if (validate(data)) return null;
    return `${name} with a body outside the document's schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  };
}
