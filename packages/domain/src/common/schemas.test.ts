import { describe, expect, it } from 'vitest';
import { BULK_IDS_MAX, DB_INTEGER_MAX, ISO_INSTANT_MAX } from '../constants';
import { listCalls } from '../contract/index';
import { KIOSK_MESSAGES, VALIDATION } from '../messages';
import { FORM_MESSAGES } from './fields';
import { Id, IdParams, IsoInstant, isoInstantField, ItemsBody, RoomItemsBody } from './schemas';
import { inputAt, longListFor, messagesAt, requestFields, requestSchemas } from './test-helpers';

/**
 * Every request part (params, query, body) of every call of the contract, walked through its JSON Schema,
 * so that a call added later is checked too: a huge text or list is refused at its field, a value that is
 * not an object is refused without throwing, and a control character is refused with its message.
 */
const requests = requestSchemas(listCalls());

const HUGE_TEXT = 'a'.repeat(1_000_001);
const HUGE_LIST_LENGTH = 70_000;

/** The messages a text over its limit may answer: ours, the spec's (§5), or the field's own when it cannot be valid. */
const tooLongMessages = (max: number | undefined) => [
  FORM_MESSAGES.tooLong(max ?? 0),
  VALIDATION.tooManyCharacters,
  VALIDATION.mobileInvalid,
  KIOSK_MESSAGES.pinFormat,
];

const stringRows = requests.flatMap(({ name, schema }) =>
  requestFields(schema).strings.map(({ path, node }) => ({ name: `${name} ${path.join('.')}`, schema, path, node })),
);
const arrayRows = requests.flatMap(({ name, schema }) =>
  requestFields(schema).arrays.map(({ path, node }) => ({ name: `${name} ${path.join('.')}`, schema, path, node })),
);

describe('every request schema of the contract', () => {
  it('has text and list fields to check (the walk finds them)', () => {
    expect(stringRows.length).toBeGreaterThan(50);
    expect(arrayRows.length).toBeGreaterThan(10);
  });

  it.each(stringRows)('$name refuses a text of 1,000,001 characters, by its length alone', ({ schema, path, node }) => {
    const messages = messagesAt(schema, inputAt(path, HUGE_TEXT), path);
    expect(messages.length).toBeGreaterThan(0);
    // An ISO instant also reports its format; every other text checks its length first and alone.
    if (node.format !== 'date-time') {
      expect(messages).toHaveLength(1);
      expect(tooLongMessages(node.maxLength)).toContain(messages[0]);
    }
  });

  it.each(stringRows.filter(({ node }) => node.format === undefined))(
    '$name refuses a NUL with its message',
    ({ schema, path }) => {
      expect(messagesAt(schema, inputAt(path, 'a\u0000b'), path)).toContain(VALIDATION.notAllowedCharacters);
    },
  );

  it.each(arrayRows)('$name refuses a list of 70,000 entries before reading them', ({ schema, path, node }) => {
    const list = longListFor(node, HUGE_LIST_LENGTH);
    const issues = schema.safeParse(inputAt(path, list)).error?.issues ?? [];
    const where = path.join('.');
    const atList = issues.filter((i) => i.path.join('.') === where);
    expect(atList.map((i) => i.message)).toEqual([FORM_MESSAGES.tooMany(node.maxItems ?? 0)]);
    expect(issues.filter((i) => i.path.join('.').startsWith(`${where}.`))).toEqual([]);
  });

  it.each(arrayRows)('$name accepts a list of its maximum length (as far as the list goes)', ({ schema, path, node }) => {
    const list = longListFor(node, node.maxItems ?? 0);
    expect(messagesAt(schema, inputAt(path, list), path)).toEqual([]);
  });

  const notObjects: Array<[string, unknown]> = [
    ['null', null],
    ['a list', []],
    ['a text', 'x'],
    ['a number', 0],
    ['true', true],
  ];
  it.each(requests.flatMap(({ name, schema }) => notObjects.map(([what, value]) => ({ name, schema, what, value }))))(
    '$name refuses $what without throwing',
    ({ schema, value }) => {
      let result: ReturnType<typeof schema.safeParse> | undefined;
      expect(() => {
        result = schema.safeParse(value);
      }).not.toThrow();
      expect(result?.success).toBe(false);
    },
  );
});

describe('ids in paths and queries (Id, IdParams)', () => {
  it.each([
    ['1', 1],
    ['2147483647', DB_INTEGER_MAX],
  ])('reads %s', (input, expected) => {
    expect(IdParams.parse({ id: input })).toEqual({ id: expected });
  });

  it.each(['2147483648', '99999999999', String(Number.MAX_SAFE_INTEGER)])('refuses %s (beyond a PostgreSQL integer)', (input) => {
    expect(Id.safeParse(input).error?.issues[0]?.message).toBe(FORM_MESSAGES.tooLarge(DB_INTEGER_MAX));
  });

  it.each(['0', '-1', '1.5', 'abc', '', '1e300'])('refuses %j', (input) => {
    expect(Id.safeParse(input).success).toBe(false);
  });
});

describe('bulk ids (ItemsBody, RoomItemsBody)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('accepts BULK_IDS_MAX ids', () => {
    expect(ItemsBody.parse({ items: ids(BULK_IDS_MAX) }).items).toHaveLength(BULK_IDS_MAX);
  });

  it.each([
    ['items', ItemsBody, { items: ids(BULK_IDS_MAX + 1) }],
    ['room items', RoomItemsBody, { items: ids(BULK_IDS_MAX + 1) }],
    ['room idList', RoomItemsBody, { idList: ids(BULK_IDS_MAX + 1) }],
  ])('%s: one more is refused with its message', (_, schema, input) => {
    expect(schema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([FORM_MESSAGES.tooMany(BULK_IDS_MAX)]);
  });

  it('refuses an id beyond a PostgreSQL integer', () => {
    expect(ItemsBody.safeParse({ items: [DB_INTEGER_MAX + 1] }).error?.issues[0]).toMatchObject({
      path: ['items', 0],
      message: FORM_MESSAGES.tooLarge(DB_INTEGER_MAX),
    });
  });

  it('still needs at least one id', () => {
    expect(ItemsBody.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('IsoInstant', () => {
  it('accepts an instant with fractional seconds and an offset', () => {
    expect(IsoInstant.parse('2026-03-29T02:15:00.123+02:00')).toBe('2026-03-29T02:15:00.123+02:00');
  });

  it('takes up to nine fractional digits and refuses more, which Temporal and PostgreSQL cannot read', () => {
    expect(IsoInstant.safeParse('2027-01-01T10:00:00.123456789Z').success).toBe(true);
    expect(IsoInstant.safeParse('2027-01-01T10:00:00.1234567891Z').success).toBe(false);
    expect(isoInstantField('Required', 'Invalid Date').safeParse('2027-01-01T10:00:00.999999999999Z').error?.issues.map((i) => i.message)).toEqual(['Invalid Date']);
  });

  it('takes the offsets clocks keep (UTC−12:00 to UTC+14:00) and refuses wider ones, which PostgreSQL cannot read', () => {
    for (const offset of ['+14:00', '-14:00', '-12:00', '+05:45']) expect(IsoInstant.safeParse(`2027-01-01T10:00:00${offset}`).success, offset).toBe(true);
    for (const offset of ['+14:01', '-15:00', '+23:59', '-23:59']) expect(IsoInstant.safeParse(`2027-01-01T10:00:00${offset}`).success, offset).toBe(false);
    expect(isoInstantField('Required', 'Invalid Date').safeParse('2027-01-01T10:00:00+23:59').error?.issues.map((i) => i.message)).toEqual(['Invalid Date']);
  });

  it('refuses a text over ISO_INSTANT_MAX characters, even one of the right shape', () => {
    const long = `2026-03-29T02:15:00.${'1'.repeat(ISO_INSTANT_MAX)}+02:00`;
    expect(IsoInstant.safeParse(long).error?.issues.map((i) => i.message)).toContain(FORM_MESSAGES.tooLong(ISO_INSTANT_MAX));
  });
});
