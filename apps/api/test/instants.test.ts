import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index';
import { Temporal } from 'temporal-polyfill';
import { instantText, isoFromUtcText, utcText } from '../src/db/instants';
import { availableBackends, createTestDatabase } from '../src/testing';

/** Instants as a Date writes them, the fractions a Date keeps and the ones it cuts, DST days in Copenhagen. */
const INSTANTS = [
  '2026-12-01T08:00:00+00:00',
  '2026-03-29T00:59:59.999+00:00',
  '2026-03-29T01:00:00+00:00',
  '2026-10-25T00:30:00+00:00',
  '2026-06-15T12:34:56.5+02:00',
  '2026-06-15T12:34:56.123456+00:00',
  '2026-06-15T12:34:56.999999-05:30',
  '1970-01-01T00:00:00+00:00',
  '2100-02-28T23:45:00+00:00',
];

describe.each(availableBackends())('instants read as text on %s', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await db.close();
  });

  it('as bindings (instantText) are the instants themselves, to the microsecond PostgreSQL keeps, whole milliseconds or not', async () => {
    const instants = [...INSTANTS, '2026-06-15T12:34:56.123456789+00:00', '1969-12-31T23:59:59.999999+00:00', '2300-01-01T00:00:00+01:00'].map((text) =>
      Temporal.Instant.from(text),
    );
    for (const instant of instants) {
      const text = instantText(instant);
      expect(Temporal.Instant.from(text).equals(instant), `${instant.toString()} → ${text}`).toBe(true);
      const { rows } = await db.knex.raw<{ rows: Array<{ same: boolean }> }>('select ?::timestamptz = ?::timestamptz as same', [text, instant.toString()]);
      expect(rows[0]!.same, `${instant.toString()} → ${text}`).toBe(true);
    }
  });

  it.each(['UTC', 'Europe/Copenhagen', 'America/St_Johns'])('are the ISO text a Date gives, whatever the session zone (%s)', async (zone) => {
    await db.knex.transaction(async (trx) => {
      await trx.raw(`set local time zone '${zone}'`);
      for (const instant of INSTANTS) {
        const { rows } = await trx.raw<{ rows: Array<{ text: string; date: Date }> }>(
          `select ${utcText('x', 'text')}, x as date from (select ?::timestamptz as x) t`,
          [instant],
        );
        const [row] = rows;
        expect(isoFromUtcText(row!.text), `${instant} in ${zone}`).toBe(row!.date.toISOString());
      }
    });
  });
});

describe('isoFromUtcText', () => {
  it('refuses a text that is not a UTC timestamp', () => {
    for (const text of ['', 'infinity', '2026-12-01T08:00:00Z', '2026-12-01 08:00:00+01']) {
      expect(() => isoFromUtcText(text), text).toThrow('not a UTC timestamp text');
    }
  });
});
