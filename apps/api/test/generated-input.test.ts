import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { jsonSchemaOf, partValue } from './format-arbitraries';
import { call, login } from './helpers';
import { randomBytes } from 'node:crypto';
import { newRoomCode } from '@roombook/domain/rooms/rules/room-code';

/**
 * Generated bad input against every call the API registers, as an outside tester would fire it: random
 * and boundary bodies, path parameters and query strings (nulls, wrong types, NUL bytes, huge strings
 * and lists, unknown fields), with and without a token. Whatever arrives, the API answers without a 5xx,
 * in the `{ message, statusCode }` shape, and a refused request changes nothing in the database. The test
 * grows by itself: every call registered later is in it.
 *
 * A second run sends near misses of each field's own format, derived from the contract's schemas
 * (format-arbitraries.ts): in a request that is otherwise valid, one instant, e-mail, phone number, PIN, id,
 * text, enum or list is wrong in the way its readers slip (more than nine fractional digits, leap seconds,
 * 24:00, years 0000 and 10000, offsets of 24 hours, Unicode digits, NUL, lone surrogates, one past the
 * length), so that it gets past the outer checks to the code behind them (issue 27).
 */

/** The calls this API serves, derived from its handler objects (apps/api/src/areas.ts). */
const registeredCalls = (app: FastifyInstance): ApiCall[] => app.contractCalls.map(({ call: c }) => c);

/** The field names a schema documents (request bodies and queries are objects). */
const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
};

const NUL = '\u0000';

/** One bad (or borderline) JSON value: what a fuzzer puts in a field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, 1e308, -0.5),
  fc.string({ maxLength: 20 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}${NUL}${s}`),
  fc.constantFrom('', ' ', 'a@b', 'ida@havblik.test', '+4512345678', '2026-11-24T10:00:00+01:00', '../../etc/passwd'),
  fc.constant('x'.repeat(1_000_000)),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.constant(Array.from({ length: 70_000 }, (_, i) => i + 1)),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A body: nothing, a non-object, or an object of the call's fields (and unknown ones) with bad values. */
const badBody = (fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    badValue,
    fc.record(Object.fromEntries([...fields, 'unknownField', '__proto__x'].map((f) => [f, badValue])), { requiredKeys: [] }),
  );

/** A path parameter: ids out of range, text, escapes, NUL. */
const badParam = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom('99999999999', '2147483648', '1e3', 'abc', '%00', '..', ' ', '1.5', '-1'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** A query: the call's fields (and an unknown one) as text, repeated, NUL, huge. */
const badQuery = (fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      [...fields, 'unknown'].map((f) => [
        f,
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.constant(`a${NUL}b`),
          fc.constant('y'.repeat(3_000)),
          fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
        ),
      ]),
    ),
    { requiredKeys: [] },
  );

const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The tables whose content a refused request must leave as it was (asked once per database): all but the
 * shared rate limits' counters, which count refused requests too (docs/decisions/082).
 */
const tableNames = new WeakMap<Knex, Promise<string[]>>();
const tablesOf = (knex: Knex): Promise<string[]> => {
  let tables = tableNames.get(knex);
  if (!tables) {
    tables = knex
      .select<Array<{ table_name: string }>>('table_name')
      .from('information_schema.tables')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' })
      .whereNot('table_name', 'like', 'knex_%')
      .whereNot('table_name', 'rate_limit_counters')
      .then((rows) => rows.map((row) => row.table_name).sort());
    tableNames.set(knex, tables);
  }
  return tables;
};

/** A fingerprint of every table's content, in one statement: a refused request must leave it as it was. */
const databaseFingerprint = async (knex: Knex): Promise<Record<string, string>> => {
  const tables = await tablesOf(knex);
  const digests = tables
    .map((table) => `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`)
    .join(' union all ');
  const { rows } = await knex.raw<{ rows: Array<{ name: string; digest: string }> }>(digests);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
};

/** How many generated requests per call (and token state); enough to hit every kind of bad value. */
const RUNS_PER_CALL = 25;
/** How many near misses per call: each picks one field and one of its format's near misses. */
const NEAR_MISSES_PER_CALL = 40;

/** A lone UTF-16 surrogate, which no URL can carry (a path is UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Path parameters as a URL can carry them: a lone surrogate becomes U+FFFD, as a browser's URL encoding makes it. */
const inPath = (params: Record<string, string | number> | undefined): Record<string, string | number> | undefined =>
  params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value]));

describe.each(availableBackends())('generated bad input on %s', (backend) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({ backend });
    token = (await login(t.app, 'superadmin@roombook.test')).token;
  });

  /**
   * The token a call takes: the SuperAdmin's, or for a kiosk or reception board call the device token of a device
   * of its own (at a location and canteen or reception made for it: the calls before may have deleted the demo's).
   */
  let kiosks = 0;
  const tokenFor = async (apiCall: ApiCall): Promise<string> => {
    if (apiCall.auth === 'tablet') {
      // A room tablet's credential: the code of a room of its own (docs/decisions/100).
      kiosks += 1;
      const code = newRoomCode(randomBytes);
      const [place] = await t.db.knex('locations').insert({ name: `Fuzz tablet ${kiosks} ${apiCall.path}` }).returning<Array<{ id: number }>>('id');
      await t.db.knex('rooms').insert({ name: 'Fuzz tablet room', rules: 'None', location_id: place!.id, code });
      return `tablet_${code}`;
    }
    if (apiCall.auth === 'reception') {
      // A reception board's device token, of a reception of its own (docs/decisions/103).
      kiosks += 1;
      const [place] = await t.db.knex('locations').insert({ name: `Fuzz reception ${kiosks} ${apiCall.path}` }).returning<Array<{ id: number }>>('id');
      await t.db.knex('receptions').insert({ name: 'Fuzz reception', location_id: place!.id, password: 'fuzz-reception' });
      const res = await call(t.app, contract.receptionBoard.signIn, { body: { locationId: place!.id, password: 'fuzz-reception' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ token: string }>().token;
    }
    if (apiCall.auth !== 'device') return token;
    // A name of its own each time: both tests below ask for the same calls' kiosks.
    kiosks += 1;
    const [place] = await t.db.knex('locations').insert({ name: `Fuzz kiosk ${kiosks} ${apiCall.path}` }).returning<Array<{ id: number }>>('id');
    await t.db.knex('canteens').insert({ location_id: place!.id, password: 'fuzz-kiosk' });
    const res = await call(t.app, contract.kiosk.signIn, { body: { locationId: place!.id, password: 'fuzz-kiosk' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };
  afterAll(() => t?.close());

  it('covers every registered call', () => {
    expect(registeredCalls(t.app).length).toBeGreaterThan(0);
  });

  it('answers every registered call without a 5xx, as { message, statusCode }, and a refusal changes nothing', async () => {
    for (const apiCall of registeredCalls(t.app)) {
      const callToken = await tokenFor(apiCall);
      const bodyFields = fieldsOf(apiCall.body);
      const queryFields = fieldsOf(apiCall.query);
      const request = fc.record({
        body: apiCall.body ? badBody(bodyFields) : fc.constant(undefined),
        params: fc.record(Object.fromEntries(paramNames(apiCall.path).map((name) => [name, badParam]))),
        query: badQuery(queryFields),
        withToken: fc.boolean(),
      });
      // The database as the last answer left it: read again after an answer that may have changed it (once the
      // work it started has finished), and after a refusal, read to compare (a refusal leaves it as it was).
      let before = await databaseFingerprint(t.db.knex);
      await fc.assert(
        fc.asyncProperty(request, async ({ body, params, query, withToken }) => {
          const res = await call(t.app, apiCall, {
            params: inPath(params as Record<string, string | number>),
            query,
            body,
            ...(withToken ? { token: callToken } : {}),
          });
          const label = `${apiCall.method} ${apiCall.path} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json(), label).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
            expect(await databaseFingerprint(t.db.knex), label).toEqual(before);
          } else {
            await t.app.idle();
            before = await databaseFingerprint(t.db.knex);
          }
        }),
        { numRuns: RUNS_PER_CALL, endOnFailure: true },
      );
    }
    // Every registered call, RUNS_PER_CALL times, with a database fingerprint after each refusal: minutes on
    // a busy machine (npm test runs it beside two browser suites), and more with every call the API adds.
  }, 600_000);

  it("answers near misses of each field's format without a 5xx, as { message, statusCode }", async () => {
    for (const apiCall of registeredCalls(t.app)) {
      const [body, query, params] = [apiCall.body, apiCall.query, apiCall.params].map(jsonSchemaOf);
      if (!body && !query && !params) continue;
      const callToken = await tokenFor(apiCall);
      const request = fc.record({
        body: partValue(body, t.now, 'json'),
        query: partValue(query, t.now, 'text'),
        params: partValue(params, t.now, 'text'),
      });
      await fc.assert(
        fc.asyncProperty(request, async (sent) => {
          const res = await call(t.app, apiCall, {
            ...(sent.params === undefined ? {} : { params: inPath(sent.params as Record<string, string>) }),
            ...(sent.query === undefined ? {} : { query: sent.query as Record<string, string> }),
            body: sent.body,
            token: callToken,
          });
          const label = `${apiCall.method} ${apiCall.path} ${JSON.stringify(sent).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json(), label).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
        }),
        { numRuns: NEAR_MISSES_PER_CALL, endOnFailure: true },
      );
    }
  }, 600_000);
});
