import { describe, expect, it } from 'vitest';
import { openApiAnswerCheck } from './openapi-answers';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const ErrorBody = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };

/** A document of two operations, written as @fastify/swagger writes OpenAPI 3.0 (boolean exclusiveMinimum, nullable). */
const check = openApiAnswerCheck({
  openapi: '3.0.3',
  paths: {
    '/api/thing/{id}': {
      get: {
        operationId: 'thingGet',
        responses: {
          200: json({
            type: 'object',
            properties: { id: { type: 'integer', minimum: 0, exclusiveMinimum: true }, note: { type: 'string', nullable: true } },
            required: ['id', 'note'],
          }),
          '4XX': json(ErrorBody),
        },
      },
    },
    '/api/thing/mine': { post: { operationId: 'thingMine', responses: { 202: { description: 'No content' } } } },
  },
});

const answer = (status: number, body?: string, type = 'application/json; charset=utf-8') =>
  new Response(body ?? null, { status, headers: body === undefined ? {} : { 'content-type': type } });

describe('the check of an answer against the OpenAPI document', () => {
  it.each([
    ['a documented body', 'GET', '/api/thing/7', answer(200, '{"id":7,"note":null}')],
    ['a refusal under 4XX', 'GET', '/api/thing/x?y=1', answer(404, '{"message":"Not found"}')],
    ['no content where none is documented', 'POST', '/api/thing/mine', answer(202)],
  ])('passes %s', async (_, method, path, response) => {
    expect(await check(method, `http://api.test${path}`, response)).toBeNull();
  });

  it.each([
    ['a body outside the schema', 'GET', '/api/thing/7', answer(200, '{"id":0,"note":null}'), 'GET /api/thing/{id} (thingGet) answered 200 with a body outside the document\'s schema: body/id must be > 0'],
    ['a status not listed', 'GET', '/api/thing/7', answer(500, '{"message":"x"}'), 'GET /api/thing/{id} (thingGet) answered 500, which the document does not list (it lists 200, 4XX)'],
    ['another media type', 'GET', '/api/thing/7', answer(200, 'hi', 'text/plain'), 'GET /api/thing/{id} (thingGet) answered 200 with text/plain, but the document says application/json'],
    ['a body where none is documented', 'POST', '/api/thing/mine', answer(202, '{}'), 'POST /api/thing/mine (thingMine) answered 202 with application/json and 2 bytes, but the document says no content'],
    ['a call the document does not have', 'DELETE', '/api/thing/7', answer(200, '{}'), 'DELETE /api/thing/7 is not in the OpenAPI document'],
  ])('names the call and the mismatch for %s', async (_, method, path, response, mismatch) => {
    expect(await check(method, `http://api.test${path}`, response)).toBe(mismatch);
  });
});
