import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, login } from './helpers';

/**
 * Features under parallel requests, on PostgreSQL (PGlite is one connection: it cannot race). The unique
 * index on lower(name) lets exactly one of many creates of one name through; a bulk change locks its rows,
 * then checks them all, so two bulk changes that share a feature never both go through in part.
 */
describe.runIf(availableBackends().includes('pg'))('features under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    token = (await login(t.app, 'admin@roombook.test')).token;
  });
  afterAll(() => t?.close());

  const create = (name: string) => call(t.app, contract.feature.create, { token, body: { name } });

  it('50 parallel creates of one name, in different cases: exactly one feature, 409 for the rest, no 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => create(i % 2 === 0 ? 'Race board' : 'RACE BOARD')));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, (res.json() as { message: string }).message])).toEqual(
      refused.map(() => [409, FEATURE_MESSAGES.nameTaken]),
    );
    const stored = await t.db.knex('features').whereRaw('lower(name) = ?', ['race board']);
    expect(stored).toHaveLength(1);
  });

  it('two bulk deletes that share a feature: one deletes all of its list, the other nothing (404), never a part', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y, z] = await Promise.all([`Lamp ${round} x`, `Lamp ${round} y`, `Lamp ${round} z`].map(async (name) => (await create(name)).json<{ id: number }>().id));
      const [first, second] = await Promise.all([
        call(t.app, contract.feature.deleteMany, { token, body: { items: [x!, y!] } }),
        call(t.app, contract.feature.deleteMany, { token, body: { items: [y!, z!] } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
      const refused = first.statusCode === 404 ? first : second;
      expect(refused.json<{ message: string }>().message).toBe(ERRORS.notFound);
      const left = (await t.db.knex('features').whereIn('id', [x!, y!, z!]).select<Array<{ id: number }>>('id')).map((row) => row.id);
      // The refused list keeps its other feature: x when the first was refused, z when the second was.
      expect(left).toEqual(first.statusCode === 404 ? [x] : [z]);
    }
  });
});
