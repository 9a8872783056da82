import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, KIOSK_MESSAGES } from '@roombook/domain/messages';
import type { KioskOrderInput } from '@roombook/domain/kiosk/schemas';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { testStart } from '../src/test-clock';
import { startApiProcess } from './api-process';
import { call, expectError, login } from './helpers';

/**
 * The canteen kiosk on the API (docs/decisions/038), where the contract cases cannot look: what is stored
 * (a hash of the device token; the order and its lines with the names and prices of that moment, the total
 * without tax), an item of another canteen, the end of device sessions with a canteen's password, location or
 * delete, the wrong-PIN window with a clock, and on PostgreSQL parallel orders and parallel wrong PINs, also
 * across two API processes.
 */

const MINUTE = 60_000;
let counter = 0;
const unique = (what: string) => `${what} ${process.pid}.${(counter += 1)}`;

/** The clock of the app under test: the instant under test, moved by the tests. */
let clock = testStart().getTime();

describe.each(availableBackends())('the canteen kiosk on %s', (backend) => {
  let t: TestApp;
  let superAdmin = '';
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => new Date(clock) } });
    superAdmin = (await login(t.app, 'superadmin@roombook.test')).token;
  });
  afterAll(() => t?.close());

  /** A canteen of its own at a new location that Nordlys rents (so that its employees can order there). */
  const newCanteen = async (password = 'kiosk-pass') => {
    const place = await call(t.app, contract.location.create, { token: superAdmin, body: { name: unique('Kiosk House'), description: 'A canteen' } });
    expect(place.statusCode, place.body).toBe(201);
    const locationId = place.json<{ id: number }>().id;
    const nordlys = await t.db.knex('companies').where({ name: 'Nordlys ApS' }).first<{ id: number }>('id');
    await t.db.knex('company_locations').insert({ company_id: nordlys.id, location_id: locationId });
    const made = await call(t.app, contract.canteen.create, { token: superAdmin, body: { locationId, password, printerEnabled: false } });
    expect(made.statusCode, made.body).toBe(201);
    return { locationId, canteenId: made.json<{ id: number }>().id, nordlysId: nordlys.id };
  };

  const signIn = async (locationId: number, password = 'kiosk-pass') => {
    const res = await call(t.app, contract.kiosk.signIn, { body: { locationId, password } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };

  const order = (token: string, body: KioskOrderInput) => call(t.app, contract.kiosk.order, { token, body });
  const coffee = async () => (await t.db.knex('canteen_items').where({ name: 'Coffee' }).first<{ id: number; price_ore: number }>('id', 'price_ore'))!;

  it('keeps only a hash of the device token, and answers 401 with one message for a wrong password or a location without that canteen', async () => {
    const { locationId, canteenId } = await newCanteen();
    const token = await signIn(locationId);
    expect(token).toMatch(/^kiosk_[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.knex('kiosk_sessions').where({ canteen_id: canteenId }).select('token_hash');
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token.slice(6));

    const demo = await t.db.knex('canteens').first<{ location_id: number }>('location_id').orderBy('id');
    for (const body of [
      { locationId, password: 'kiosk-wrong' },
      { locationId, password: 'KIOSK-PASS' },
      { locationId: demo.location_id, password: 'kiosk-pass' },
      { locationId: 2_000_000_000, password: 'kiosk-pass' },
    ]) {
      expectError(await call(t.app, contract.kiosk.signIn, { body }), 401, KIOSK_MESSAGES.signInFailed);
    }
    expect(await t.db.knex('kiosk_sessions').where({ canteen_id: canteenId }).count<Array<{ count: number }>>({ count: '*' }).first()).toEqual({ count: 1 });
  });

  it("stores an order in one go: the lines with the item's name and price of that moment, the total without tax, the buyer's user and company", async () => {
    const { locationId, canteenId, nordlysId } = await newCanteen();
    const token = await signIn(locationId);
    const item = await coffee();
    const croissant = await t.db.knex('canteen_items').where({ name: 'Croissant' }).first<{ id: number; price_ore: number }>('id', 'price_ore');
    const res = await order(token, { lines: [{ itemId: item.id, quantity: 2 }, { itemId: croissant.id, quantity: 1 }], employee: { companyId: nordlysId, pinCode: '6666' } });
    expect(res.statusCode, res.body).toBe(201);
    const excl = 2 * item.price_ore + croissant.price_ore;
    expect(res.json()).toMatchObject({ orderNumber: 1, buyerName: 'Emil', companyName: 'Nordlys ApS', totalExcludingTax: excl, tax: excl / 4, totalIncludingTax: excl * 1.25 });

    // A later price and name change does not reach the stored order.
    await t.db.knex('canteen_items').where({ id: item.id }).update({ price_ore: item.price_ore + 100, name: 'Coffee (large)' });
    try {
      const emil = await t.db.knex('users').where({ email: 'user@roombook.test' }).first<{ id: number }>('id');
      const stored = await t.db.knex('canteen_orders').where({ canteen_id: canteenId }).select('id', 'order_number', 'user_id', 'company_id', 'total_ore');
      expect(stored).toEqual([{ id: expect.any(Number), order_number: 1, user_id: emil.id, company_id: nordlysId, total_ore: excl }]);
      const lines = await t.db.knex('canteen_order_items').where({ order_id: stored[0]!.id }).orderBy('id').select('item_id', 'item_name', 'quantity', 'price_ore');
      expect(lines).toEqual([
        { item_id: item.id, item_name: 'Coffee', quantity: 2, price_ore: item.price_ore },
        { item_id: croissant.id, item_name: 'Croissant', quantity: 1, price_ore: croissant.price_ore },
      ]);
    } finally {
      await t.db.knex('canteen_items').where({ id: item.id }).update({ price_ore: item.price_ore, name: 'Coffee' });
    }
  });

  it("refuses an item of another canteen's own menu, and stores nothing", async () => {
    const mine = await newCanteen();
    const other = await newCanteen();
    const [special] = await t.db.knex('canteen_items').insert({ canteen_id: other.canteenId, name: 'Their special', price_ore: 4000, position: 1 }).returning<Array<{ id: number }>>('id');
    const token = await signIn(mine.locationId);
    const menu = await call(t.app, contract.kiosk.menu, { token });
    expect(menu.json<{ items: Array<{ id: number }> }>().items.map((i) => i.id)).not.toContain(special!.id);
    expectError(await order(token, { lines: [{ itemId: special!.id, quantity: 1 }], employee: null }), 400, KIOSK_MESSAGES.itemNotOnMenu);
    // The other canteen's kiosk has it.
    const theirs = await signIn(other.locationId);
    expect((await order(theirs, { lines: [{ itemId: special!.id, quantity: 1 }], employee: null })).statusCode).toBe(201);
    expect(await t.db.knex('canteen_orders').where({ canteen_id: mine.canteenId })).toEqual([]);
  });

  it("ends the canteen's device sessions with a new password, a new location or its delete, and not with the printer flag", async () => {
    const { locationId, canteenId } = await newCanteen();
    const update = (body: { locationId: number; password: string; printerEnabled: boolean }) =>
      call(t.app, contract.canteen.update, { token: superAdmin, params: { id: canteenId }, body });
    const works = async (token: string) => (await call(t.app, contract.kiosk.menu, { token })).statusCode;

    const first = await signIn(locationId);
    expect((await update({ locationId, password: 'kiosk-pass', printerEnabled: true })).statusCode).toBe(200);
    expect(await works(first)).toBe(200);
    expect((await call(t.app, contract.kiosk.menu, { token: first })).json()).toMatchObject({ canteen: { printerEnabled: true } });

    expect((await update({ locationId, password: 'kiosk-new', printerEnabled: true })).statusCode).toBe(200);
    expect(await works(first)).toBe(401);
    expectError(await call(t.app, contract.kiosk.signIn, { body: { locationId, password: 'kiosk-pass' } }), 401, KIOSK_MESSAGES.signInFailed);

    const second = await signIn(locationId, 'kiosk-new');
    const elsewhere = (await t.db.knex('locations').first<{ id: number }>('id').orderBy('id')).id;
    expect((await update({ locationId: elsewhere, password: 'kiosk-new', printerEnabled: true })).statusCode).toBe(200);
    expect(await works(second)).toBe(401);

    const third = await signIn(elsewhere, 'kiosk-new');
    expect(await works(third)).toBe(200);
    expect((await call(t.app, contract.canteen.delete, { token: superAdmin, params: { id: canteenId } })).statusCode).toBe(200);
    expect(await works(third)).toBe(401);
    expect(await t.db.knex('kiosk_sessions').where({ canteen_id: canteenId })).toEqual([]);
  });

  it('counts wrong PINs per session (5) and per canteen (20) in 15 minutes: 400 with the attempts left, then 429 with the wait, until the window has passed', async () => {
    const { locationId, canteenId, nordlysId } = await newCanteen();
    const item = await coffee();
    const lines = [{ itemId: item.id, quantity: 1 }];
    const wrong = (token: string) => order(token, { lines, employee: { companyId: nordlysId, pinCode: '0000' } });
    const start = clock;
    try {
      let token = await signIn(locationId);
      for (const left of [4, 3, 2, 1]) {
        expectError(await wrong(token), 400, KIOSK_MESSAGES.wrongPin(left, 0));
        clock += MINUTE;
      }
      expectError(await wrong(token), 400, KIOSK_MESSAGES.wrongPin(0, 11 * 60));
      // Locked now, even for the right PIN; the wait counts from the first of the five.
      const locked = await order(token, { lines, employee: { companyId: nordlysId, pinCode: '6666' } });
      expectError(locked, 429, KIOSK_MESSAGES.pinLocked(11 * 60));
      expect(locked.headers['retry-after']).toBe(String(11 * 60));
      // A guest still orders.
      expect((await order(token, { lines, employee: null })).statusCode).toBe(201);

      // When the first wrong PIN is 15 minutes old, one more may be tried.
      clock = start + 15 * MINUTE;
      expectError(await wrong(token), 400, KIOSK_MESSAGES.wrongPin(0, 60));

      // New sessions get their own 5, but the canteen has at most 20 in the window: a minute later it holds the
      // wrong PINs of minutes 2, 3, 4 and 15, so 16 more are checked, whatever the sessions.
      clock = start + 16 * MINUTE;
      let checked = 0;
      for (let i = 0; i < 4; i += 1) {
        token = await signIn(locationId);
        for (let j = 0; j < 5; j += 1) if ((await wrong(token)).statusCode === 400) checked += 1;
      }
      expect(checked).toBe(16);
      const refused = await wrong(await signIn(locationId));
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/^Too many wrong PIN codes\. Please wait \d+ minutes? and try again$/);
      const inWindow = await t.db.knex('kiosk_pin_failures').where({ canteen_id: canteenId }).andWhere('failed_at', '>', new Date(start + MINUTE)).count<Array<{ count: number }>>({ count: '*' }).first();
      expect(Number(inWindow?.count)).toBe(20);
    } finally {
      clock = testStart().getTime();
    }
  });

  it('ends a device session unused for 90 days', async () => {
    const { locationId } = await newCanteen();
    const start = clock;
    try {
      const token = await signIn(locationId);
      clock = start + 89 * 86_400_000;
      expect((await call(t.app, contract.kiosk.menu, { token })).statusCode).toBe(200);
      clock += 90 * 86_400_000 + 1;
      expectError(await call(t.app, contract.kiosk.menu, { token }), 401, ERRORS.unauthorized);
    } finally {
      clock = testStart().getTime();
    }
  });

  it('refuses a company that does not rent at the location without counting a wrong PIN', async () => {
    const { locationId, canteenId } = await newCanteen();
    const token = await signIn(locationId);
    const havblik = await t.db.knex('companies').where({ name: 'Havblik A/S' }).first<{ id: number }>('id');
    const item = await coffee();
    expectError(await order(token, { lines: [{ itemId: item.id, quantity: 1 }], employee: { companyId: havblik.id, pinCode: '7777' } }), 400, KIOSK_MESSAGES.companyNotHere);
    expect(await t.db.knex('kiosk_pin_failures').where({ canteen_id: canteenId })).toEqual([]);
  });
});

describe.runIf(availableBackends().includes('pg'))('parallel kiosk orders on PostgreSQL', () => {
  let t: TestApp;
  let processes: Array<Awaited<ReturnType<typeof startApiProcess>>> = [];
  let superAdmin = '';
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    superAdmin = (await login(t.app, 'superadmin@roombook.test')).token;
    const { connectionString } = t.db.knex.client.config.connection as { connectionString: string };
    processes = await Promise.all([startApiProcess(connectionString, t.now()), startApiProcess(connectionString, t.now())]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await t?.close();
  });

  /** A fresh canteen (no orders yet) and a kiosk signed in to it. */
  const freshKiosk = async () => {
    const place = await call(t.app, contract.location.create, { token: superAdmin, body: { name: unique('Race Canteen'), description: 'Busy' } });
    const locationId = place.json<{ id: number }>().id;
    const nordlys = await t.db.knex('companies').where({ name: 'Nordlys ApS' }).first<{ id: number }>('id');
    await t.db.knex('company_locations').insert({ company_id: nordlys.id, location_id: locationId });
    const made = await call(t.app, contract.canteen.create, { token: superAdmin, body: { locationId, password: 'race-pass', printerEnabled: false } });
    const canteenId = made.json<{ id: number }>().id;
    const session = await call(t.app, contract.kiosk.signIn, { body: { locationId, password: 'race-pass' } });
    const item = await t.db.knex('canteen_items').where({ name: 'Coffee' }).first<{ id: number }>('id');
    return { canteenId, token: session.json<{ token: string }>().token, itemId: item!.id, nordlysId: nordlys.id };
  };

  /** Request i goes to the app in this process, or alternately to the two API processes. */
  const sender = (where: string) => {
    const clients = processes.map((p) => createApiClient({ baseUrl: p.baseUrl }));
    return async (i: number, token: string, body: KioskOrderInput) => {
      if (where === 'one API') {
        const res = await call(t.app, contract.kiosk.order, { token, body });
        return { status: res.statusCode, body: res.json<{ orderNumber?: number; message?: string }>() };
      }
      const result = await clients[i % 2]!.send(contract.kiosk.order, { token, body });
      return { status: result.status, body: (result.ok ? result.data : result.error) as { orderNumber?: number; message?: string } };
    };
  };

  it.each(['one API', 'two API processes'])('%s: 50 parallel orders at one canteen get the numbers 1 to 50 once each, and no 5xx', async (where) => {
    const { canteenId, token, itemId, nordlysId } = await freshKiosk();
    const send = sender(where);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(i, token, { lines: [{ itemId, quantity: 1 + (i % 3) }], employee: i % 2 === 0 ? null : { companyId: nordlysId, pinCode: '6666' } }),
      ),
    );
    expect(outcomes.filter((o) => o.status !== 201), JSON.stringify(outcomes.filter((o) => o.status !== 201).slice(0, 3))).toEqual([]);
    expect(outcomes.map((o) => o.body.orderNumber).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const stored = await t.db.knex('canteen_orders').where({ canteen_id: canteenId }).orderBy('order_number').pluck('order_number');
    expect(stored).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it.each(['one API', 'two API processes'])('%s: 20 parallel wrong PINs on one kiosk let 5 be checked; the rest wait (429), and no 5xx', async (where) => {
    const { canteenId, token, itemId, nordlysId } = await freshKiosk();
    const send = sender(where);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i, token, { lines: [{ itemId, quantity: 1 }], employee: { companyId: nordlysId, pinCode: '0000' } })),
    );
    const counts = outcomes.reduce<Record<number, number>>((all, o) => ({ ...all, [o.status]: (all[o.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 400: 5, 429: 15 });
    expect(outcomes.filter((o) => o.status === 429).every((o) => o.body.message?.startsWith('Too many wrong PIN codes'))).toBe(true);
    const failures = await t.db.knex('kiosk_pin_failures').where({ canteen_id: canteenId }).count<Array<{ count: number }>>({ count: '*' }).first();
    expect(Number(failures?.count)).toBe(5);
  });
});
