import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { contract } from '@roombook/domain/contract/index';
import { CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login } from './helpers';

/**
 * Canteens on the API, where the contract cases cannot look: a deleted canteen (or location) keeps its
 * orders for the reports, with the canteen's id and its location's name (migration 0011,
 * docs/decisions/039); an order must name a canteen that exists; a new canteen manager and their invitation
 * are written together or not at all.
 */

const insertId = async (knex: Knex, table: string, row: Record<string, unknown>): Promise<number> =>
  ((await knex(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;

const count = async (query: Knex.QueryBuilder): Promise<number> => Number((await query.count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);

let counter = 0;
const unique = (what: string) => `${what} ${process.pid}.${(counter += 1)}`;

describe.each(availableBackends())('canteens on %s', (backend) => {
  let t: TestApp;
  let superAdmin = '';
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp({ backend });
    superAdmin = (await login(t.app, 'superadmin@roombook.test')).token;
    admin = (await login(t.app, 'admin@roombook.test')).token;
  });
  afterAll(() => t?.close());

  /** A location with a canteen, made through the API. */
  const canteenAtNewLocation = async () => {
    const place = await call(t.app, contract.location.create, { token: superAdmin, body: { name: unique('Kantinehuset'), description: 'A canteen' } });
    expect(place.statusCode, place.body).toBe(201);
    const location = place.json<{ id: number; name: string }>();
    const made = await call(t.app, contract.canteen.create, { token: superAdmin, body: { locationId: location.id, password: 'kiosk-1', printerEnabled: true } });
    expect(made.statusCode, made.body).toBe(201);
    return { location, canteenId: made.json<{ id: number }>().id };
  };

  /** Two orders at the canteen (one of a company's employee, one of a guest), with two lines and one line. */
  const ordersAt = async (canteenId: number) => {
    const knex = t.db.knex;
    const employee = await knex('users').where({ email: 'user@roombook.test' }).first<{ id: number; company_id: number }>('id', 'company_id');
    const order = await insertId(knex, 'canteen_orders', { canteen_id: canteenId, user_id: employee.id, company_id: employee.company_id, order_number: 1, total_ore: 7500 });
    const guest = await insertId(knex, 'canteen_orders', { canteen_id: canteenId, order_number: 2, total_ore: 2000 });
    await knex('canteen_order_items').insert([
      { order_id: order, item_name: 'Coffee', quantity: 2, price_ore: 2000 },
      { order_id: order, item_name: 'Sandwich', quantity: 1, price_ore: 3500 },
      { order_id: guest, item_name: 'Coffee', quantity: 1, price_ore: 2000 },
    ]);
    return [order, guest];
  };

  /** What a report can still read of a canteen's orders: the kept id, the location's name (live or kept), the lines. */
  const history = (canteenId: number) =>
    t.db.knex('canteen_orders as o')
      .leftJoin('canteens as c', 'c.id', 'o.canteen_id')
      .leftJoin('locations as l', 'l.id', 'c.location_id')
      .where('o.canteen_id', canteenId)
      .orderBy('o.order_number')
      .select<Array<{ canteenId: number; location: string | null; total: number; lines: number | string; quantity: number | string }>>(
        'o.canteen_id as canteenId',
        t.db.knex.raw('coalesce(l.name, o.location_name) as location'),
        'o.total_ore as total',
        t.db.knex.raw('(select count(*) from canteen_order_items i where i.order_id = o.id) as lines'),
        t.db.knex.raw('(select sum(quantity) from canteen_order_items i where i.order_id = o.id) as quantity'),
      );
  const readable = async (canteenId: number) =>
    (await history(canteenId)).map((row) => ({ ...row, lines: Number(row.lines), quantity: Number(row.quantity) }));

  it('a deleted location takes its canteen; the orders and their lines stay, with the canteen id and the location name', async () => {
    const { location, canteenId } = await canteenAtNewLocation();
    await ordersAt(canteenId);
    const expected = [
      { canteenId, location: location.name, total: 7500, lines: 2, quantity: 3 },
      { canteenId, location: location.name, total: 2000, lines: 1, quantity: 1 },
    ];
    expect(await readable(canteenId)).toEqual(expected);

    const res = await call(t.app, contract.location.delete, { token: superAdmin, params: { id: location.id } });
    expect(res.statusCode, res.body).toBe(200);

    expect(await count(t.db.knex('canteens').where({ id: canteenId }))).toBe(0);
    expect(await readable(canteenId)).toEqual(expected);
    // The name is the kept one now: the location row is gone.
    expect(await t.db.knex('canteen_orders').where({ canteen_id: canteenId }).pluck('location_name')).toEqual([location.name, location.name]);
  });

  it('a deleted canteen keeps its orders with its location name; while the canteen exists the name is read live (a rename shows)', async () => {
    const { location, canteenId } = await canteenAtNewLocation();
    await ordersAt(canteenId);
    const renamed = unique('Kantinegården');
    expect((await call(t.app, contract.location.update, { token: superAdmin, params: { id: location.id }, body: { name: renamed, description: 'Renamed' } })).statusCode).toBe(200);
    expect(await t.db.knex('canteen_orders').where({ canteen_id: canteenId }).pluck('location_name')).toEqual([null, null]);
    expect((await readable(canteenId)).map((row) => row.location)).toEqual([renamed, renamed]);

    const res = await call(t.app, contract.canteen.delete, { token: admin, params: { id: canteenId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CANTEEN_MESSAGES.deleted });

    expect(await readable(canteenId)).toEqual([
      { canteenId, location: renamed, total: 7500, lines: 2, quantity: 3 },
      { canteenId, location: renamed, total: 2000, lines: 1, quantity: 1 },
    ]);
    // The location stays, and so do its other records.
    expect(await count(t.db.knex('locations').where({ id: location.id }))).toBe(1);
  });

  it('an order must name a canteen that exists: a deleted or unknown one is refused (23503), nothing is stored', async () => {
    const { canteenId } = await canteenAtNewLocation();
    expect((await call(t.app, contract.canteen.delete, { token: admin, params: { id: canteenId } })).statusCode).toBe(200);
    for (const id of [canteenId, 2_000_000_000]) {
      await expect(t.db.knex('canteen_orders').insert({ canteen_id: id, order_number: 1, total_ore: 100 })).rejects.toMatchObject({
        code: '23503',
        constraint: 'canteen_orders_canteen_id_fkey',
      });
    }
    expect(await count(t.db.knex('canteen_orders').where({ canteen_id: canteenId }))).toBe(0);
  });

  describe('a new canteen manager', () => {
    const mailsTo = async (to: string) => (await t.app.outbox.pending()).map((row) => t.app.outbox.render(row)).filter((mail) => mail.to === to);
    const managerOf = async (canteenId: number) => (await t.db.knex('canteens').where({ id: canteenId }).first<{ manager_user_id: number | null }>('manager_user_id')).manager_user_id;
    const snapshot = async () => ({
      users: await count(t.db.knex('users')),
      mails: await count(t.db.knex('outgoing_emails')),
      links: await count(t.db.knex('password_reset_tokens')),
    });

    it('is a CanteenManager without a password, the canteen’s manager, invited to the canteen of its location; the link sets a password and they sign in', async () => {
      const { location, canteenId } = await canteenAtNewLocation();
      const email = `karla.${process.pid}.${(counter += 1)}@kantine.dk`;
      const res = await call(t.app, contract.user.registerCanteenManager, { token: admin, body: { firstName: 'Karla', lastName: 'Kok', email, canteenId } });
      expect(res.statusCode, res.body).toBe(201);
      for (const secret of ['pinCode', 'password', 'passwordHash']) expect(res.json()).not.toHaveProperty(secret);
      const user = await t.db.knex('users').where({ email }).first();
      expect(user).toMatchObject({ role: 'CanteenManager', company_id: null, first_name: 'Karla', last_name: 'Kok', password_hash: null, first_login: true });
      expect(await managerOf(canteenId)).toBe(user.id);

      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Your roombook account');
      expect(mail?.text).toContain(`as the manager of the canteen at ${location.name}`);
      const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '')![1]!);
      expect((await call(t.app, contract.auth.resetPassword, { body: { token, password: 'kantine-1', confirmPassword: 'kantine-1' } })).statusCode).toBe(200);
      const session = await login(t.app, email, 'kantine-1');
      expect(session.user).toMatchObject({ role: 'CanteenManager', firstLogin: false });
    });

    it('a taken e-mail (whatever its case) is 409 and changes nothing: no user, no mail, the canteen keeps its manager', async () => {
      const { canteenId } = await canteenAtNewLocation();
      const before = await snapshot();
      expectError(
        await call(t.app, contract.user.registerCanteenManager, { token: admin, body: { firstName: 'Karla', lastName: 'Kok', email: 'OWNER@roombook.test', canteenId } }),
        409,
        USER_MESSAGES.emailTaken,
      );
      expect(await snapshot()).toEqual(before);
      expect(await managerOf(canteenId)).toBeNull();
    });

    it('is written with the invitation in one transaction: when the mail cannot be queued, no user, link or manager is left', async () => {
      const { canteenId } = await canteenAtNewLocation();
      const email = `unmailable.${process.pid}@kantine.dk`;
      await t.db.knex.raw(`create function refuse_manager_mail() returns trigger language plpgsql as $$
        begin if new."to" = '${email}' then raise exception 'outbox refused'; end if; return new; end $$`);
      await t.db.knex.raw('create trigger refuse_manager_mail before insert on outgoing_emails for each row execute function refuse_manager_mail()');
      try {
        const before = await snapshot();
        const res = await call(t.app, contract.user.registerCanteenManager, { token: admin, body: { firstName: 'Karla', lastName: 'Kok', email, canteenId } });
        expect(res.statusCode).toBe(500);
        expect(await snapshot()).toEqual(before);
        expect(await managerOf(canteenId)).toBeNull();
      } finally {
        await t.db.knex.raw('drop trigger refuse_manager_mail on outgoing_emails');
        await t.db.knex.raw('drop function refuse_manager_mail()');
      }
    });
  });
});

/**
 * An order being written holds its canteen (the trigger's key-share lock, as a foreign key would) until it
 * commits: a delete of the canteen waits for it, then keeps the location's name on that order too. Without the
 * lock the delete would pass the uncommitted order, which would then name a canteen that is gone without a name.
 */
describe.runIf(availableBackends().includes('pg'))('an order and its canteen’s delete on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
  });
  afterAll(() => t?.close());

  it('the delete waits for the order being written, and the order keeps the name', async () => {
    const knex = t.db.knex;
    const locationId = await insertId(knex, 'locations', { name: 'Ventehuset' });
    const canteenId = await insertId(knex, 'canteens', { location_id: locationId, password: 'kiosk' });

    const writer = await knex.transaction();
    await writer('canteen_orders').insert({ canteen_id: canteenId, order_number: 1, total_ore: 500 });
    let deleted = false;
    const deletion = knex('canteens').where({ id: canteenId }).delete().then(() => {
      deleted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deleted, 'the delete waits for the order').toBe(false);
    await writer.commit();
    await deletion;

    expect(await knex('canteen_orders').where({ canteen_id: canteenId }).select('order_number', 'location_name')).toEqual([
      { order_number: 1, location_name: 'Ventehuset' },
    ]);
  });
});
