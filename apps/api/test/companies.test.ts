import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { contract } from '@roombook/domain/contract/index';
import type { CompanyCreateBody } from '@roombook/domain/companies/schemas';
import { ERRORS } from '@roombook/domain/messages';
import { APPLICATION_MESSAGES, COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { application, call, expectError, login, raceBookings, sendAfter, raceRoom, signInAs, unfinishedOrphans } from './helpers';

/**
 * Companies and company applications on the API, where the contract cases cannot look: the outbox and the
 * users a create writes in its transaction, the invitation link, what a delete keeps (docs/decisions/027),
 * the decisions made once under parallel requests on PostgreSQL (docs/decisions/032), and bad input.
 */

const insertId = async (knex: Knex, table: string, row: Record<string, unknown>): Promise<number> =>
  ((await knex(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;

let counter = 0;
/** A name and e-mail no other test uses. */
const unique = (what: string) => `${what} ${process.pid}-${(counter += 1)}`;
const uniqueEmail = (what = 'ida') => `${what}.${process.pid}.${(counter += 1)}@company-test.dk`;

const count = async (knex: Knex, table: string): Promise<number> => Number((await knex(table).count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);

describe.each(availableBackends())('companies on %s', (backend) => {
  /** The injected clock: far from the real one, so that only it can tell which bookings have ended. */
  const NOW = new Date('2031-06-11T12:00:00Z');
  let t: TestApp;
  let token = '';
  let locationIds: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => NOW } });
    token = (await login(t.app, 'admin@roombook.test')).token;
    locationIds = (await t.db.knex('locations').where({ is_active: true }).orderBy('id').select<Array<{ id: number }>>('id')).map((row) => row.id);
  });
  afterAll(() => t?.close());

  const body = (fields: Partial<CompanyCreateBody> = {}): CompanyCreateBody => ({
    name: unique('Nordlys'),
    office: 'Room 201',
    discount: 12.5,
    locations: locationIds.slice(0, 1),
    firstName: 'Ida',
    lastName: 'Holm',
    email: uniqueEmail(),
    ...fields,
  });
  const create = async (fields: Partial<CompanyCreateBody> = {}) => {
    const res = await call(t.app, contract.company.create, { token, body: body(fields) });
    expect(res.statusCode, res.body).toBe(201);
    return contract.company.create.response.parse(res.json());
  };
  /** The queued mails to `to`, as the sender will send them. */
  const mailsTo = async (to: string) => (await t.app.outbox.pending()).map((row) => t.app.outbox.render(row)).filter((mail) => mail.to === to);
  const snapshot = async () => ({
    companies: await count(t.db.knex, 'companies'),
    users: await count(t.db.knex, 'users'),
    mails: await count(t.db.knex, 'outgoing_emails'),
    links: await count(t.db.knex, 'password_reset_tokens'),
  });

  it('a create writes the company, its owner without a password, the OwnerId and the invitation mail; the owner sets a password through the link once and signs in', async () => {
    const fields = body();
    const res = await call(t.app, contract.company.create, { token, body: fields });
    expect(res.statusCode, res.body).toBe(201);
    const company = contract.company.create.response.parse(res.json());
    expect(company.discount).toBe(12.5);
    const owner = await t.db.knex('users').where({ id: company.OwnerId }).first();
    expect(owner).toMatchObject({ role: 'CompanyOwner', company_id: company.id, email: fields.email, password_hash: null, first_login: true });
    expect(await t.db.knex('companies').where({ id: company.id }).first()).toMatchObject({ owner_id: owner.id });

    const [mail, ...more] = await mailsTo(fields.email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(fields.name);
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();
    const invitation = decodeURIComponent(link![1]!);
    // No password works before the link is used.
    expectError(await call(t.app, contract.auth.login, { body: { email: fields.email, password: 'roombook' } }), 401, ERRORS.invalidCredentials);

    const reset = await call(t.app, contract.auth.resetPassword, { body: { token: invitation, password: 'first-one', confirmPassword: 'first-one' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await call(t.app, contract.auth.resetPassword, { body: { token: invitation, password: 'second-one', confirmPassword: 'second-one' } });
    expect(again.statusCode).toBe(400);
    const session = await login(t.app, fields.email, 'first-one');
    expect(session.user).toMatchObject({ role: 'CompanyOwner', company: { id: company.id, name: fields.name, OwnerId: owner.id } });
  });

  it('the invitation is queued in the create’s transaction: when the mail cannot be queued, no company, user or link is left', async () => {
    const email = uniqueEmail('unmailable');
    await t.db.knex.raw(`create function refuse_mail() returns trigger language plpgsql as $$
      begin if new."to" = '${email}' then raise exception 'outbox refused'; end if; return new; end $$`);
    await t.db.knex.raw('create trigger refuse_mail before insert on outgoing_emails for each row execute function refuse_mail()');
    try {
      const before = await snapshot();
      const res = await call(t.app, contract.company.create, { token, body: body({ email }) });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
      expect(await t.db.knex('users').whereRaw('lower(email) = lower(?)', [email])).toEqual([]);
    } finally {
      await t.db.knex.raw('drop trigger refuse_mail on outgoing_emails');
      await t.db.knex.raw('drop function refuse_mail()');
    }
  });

  it('a taken e-mail (any case) is 409 and writes nothing: no company, no user, no mail', async () => {
    const before = await snapshot();
    expectError(await call(t.app, contract.company.create, { token, body: body({ email: 'USER@roombook.test' }) }), 409, USER_MESSAGES.emailTaken);
    expect(await snapshot()).toEqual(before);
  });

  it('a create from an application accepts it in the same transaction, linked to the company, and queues the decision mail', async () => {
    const submitted = await call(t.app, contract.companyApplication.create, { body: { ...application, email: uniqueEmail('applicant') } });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const applied = contract.companyApplication.create.response.parse(submitted.json());
    const company = await create({ name: unique('Havblik'), applicationId: applied.id, email: applied.email });
    expect(await t.db.knex('company_applications').where({ id: applied.id }).first()).toMatchObject({ status: 'accepted', company_id: company.id });
    const subjects = (await mailsTo(applied.email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toContain(`${company.name} is on roombook`);

    const rejectedRes = await call(t.app, contract.companyApplication.create, { body: { ...application, email: uniqueEmail('applicant') } });
    const rejected = contract.companyApplication.create.response.parse(rejectedRes.json());
    expect((await call(t.app, contract.companyApplication.reject, { token, params: { id: rejected.id } })).statusCode).toBe(200);
    expect((await mailsTo(rejected.email)).map((mail) => mail.subject)).toEqual([`Your application for ${rejected.name}`]);
    expect(await t.db.knex('company_applications').where({ id: rejected.id }).first()).toMatchObject({ status: 'rejected', company_id: null });
  });

  it('accept after a create without applicationId (§4 read as two calls) accepts it, linked to the company its applicant administers, and mails once', async () => {
    const applyAs = async (email: string) =>
      contract.companyApplication.create.response.parse((await call(t.app, contract.companyApplication.create, { body: { ...application, email } })).json());
    const accept = (id: number) => call(t.app, contract.companyApplication.accept, { token, params: { id } });
    const applied = await applyAs(uniqueEmail('applicant'));
    // The Add Company form, prefilled from the application, sent as §7 writes it: without applicationId.
    const company = await create({ name: unique('Havblik Reviewed'), email: applied.email.toUpperCase() });
    expect(await t.db.knex('company_applications').where({ id: applied.id }).first()).toMatchObject({ status: 'pending', company_id: null });
    for (let i = 0; i < 2; i += 1) expect((await accept(applied.id)).json()).toEqual({ ...applied, status: 'accepted' });
    expect(await t.db.knex('company_applications').where({ id: applied.id }).first()).toMatchObject({ status: 'accepted', company_id: company.id });
    expect((await mailsTo(applied.email)).map((mail) => mail.subject).filter((subject) => subject.endsWith('is on roombook'))).toEqual([
      `${company.name} is on roombook`,
    ]);

    // Accepted with no company of theirs (the form named another administrator): accepted, linked to none.
    const unlinked = await applyAs(uniqueEmail('applicant'));
    expect((await accept(unlinked.id)).statusCode).toBe(200);
    expect(await t.db.knex('company_applications').where({ id: unlinked.id }).first()).toMatchObject({ status: 'accepted', company_id: null });
    expect((await mailsTo(unlinked.email)).map((mail) => mail.subject)).toEqual([`${unlinked.name} is on roombook`]);
  });

  it('a CompanyOwner changes their company’s name, office and image; a discount from them is 403 and stores no image', async () => {
    const owner = await login(t.app, 'owner@roombook.test');
    const id = owner.user.company!.id;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const image = () => new File([png], 'logo.png', { type: 'image/png' });
    const res = await call(t.app, contract.company.update, { token: owner.token, params: { id }, body: { office: 'Room 1' }, files: { image: image() } });
    expect(res.statusCode, res.body).toBe(200);
    expect(contract.company.update.response.parse(res.json())).toMatchObject({ id, office: 'Room 1', image: expect.stringMatching(/^\/api\/image\/[0-9a-f]{64}\.png$/) });

    const before = { images: await count(t.db.knex, 'images'), row: await t.db.knex('companies').where({ id }).first() };
    const other = await sharp({ create: { width: 21, height: 20, channels: 3, background: { r: 0, g: 30, b: 30 } } }).png().toBuffer();
    expectError(
      await call(t.app, contract.company.update, { token: owner.token, params: { id }, body: { discount: '50' }, files: { image: new File([other], 'x.png', { type: 'image/png' }) } }),
      403,
      ERRORS.forbidden,
    );
    expect({ images: await count(t.db.knex, 'images'), row: await t.db.knex('companies').where({ id }).first() }).toEqual(before);
  });

  it('a delete keeps history: ended bookings and orders keep company and user names, unfinished bookings are cancelled, the users are gone', async () => {
    const company = await create();
    const ownerId = company.OwnerId!;
    // A room of its own: the demo data's bookings fill the month of NOW.
    const locationId = (await t.db.knex('locations').first<{ id: number }>('id')).id;
    const roomId = await insertId(t.db.knex, 'rooms', { name: 'History room', location_id: locationId, code: `history-${Math.random()}` });
    const book = (start: string, end: string) =>
      insertId(t.db.knex, 'bookings', { name: 'Board meeting', room_id: roomId, user_id: ownerId, company_id: company.id, booking_start: new Date(start), booking_end: new Date(end) });
    // Ended by the injected clock, though still ahead of the real one.
    const ended = await book('2031-06-10T08:00:00Z', '2031-06-10T09:00:00Z');
    const running = await book('2031-06-11T11:45:00Z', '2031-06-11T12:15:00Z');
    const coming = await book('2031-06-12T08:00:00Z', '2031-06-12T09:00:00Z');
    const canteenId = (await t.db.knex('canteens').first<{ id: number }>('id')).id;
    const order = await insertId(t.db.knex, 'canteen_orders', { canteen_id: canteenId, user_id: ownerId, company_id: company.id, order_number: 900_000 + counter, total_ore: 4500 });

    const res = await call(t.app, contract.company.delete, { token, params: { id: company.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: COMPANY_MESSAGES.deleted });

    expect(await t.db.knex('users').where({ id: ownerId })).toEqual([]);
    expect(await t.db.knex('bookings').whereIn('id', [running, coming])).toEqual([]);
    expect(await t.db.knex('bookings').where({ id: ended }).first()).toMatchObject({
      user_id: null,
      user_first_name: 'Ida',
      user_last_name: 'Holm',
      company_id: null,
      company_name: company.name,
      room_id: roomId,
    });
    expect(await t.db.knex('canteen_orders').where({ id: order }).first()).toMatchObject({ company_id: null, company_name: company.name, user_first_name: 'Ida' });
  });

  it('a refused bulk delete (an unknown id among the list) cancels no booking and deletes no company or user', async () => {
    const company = await create();
    const coming = await insertId(t.db.knex, 'bookings', {
      name: 'Kept',
      room_id: (await t.db.knex('rooms').first<{ id: number }>('id')).id,
      user_id: company.OwnerId,
      company_id: company.id,
      booking_start: new Date('2031-06-20T08:00:00Z'),
      booking_end: new Date('2031-06-20T09:00:00Z'),
    });
    expectError(await call(t.app, contract.company.deleteMany, { token, body: { items: [company.id, 2_000_000_000] } }), 404, ERRORS.notFound);
    expect(await t.db.knex('bookings').where({ id: coming }).first()).toMatchObject({ company_id: company.id, user_id: company.OwnerId });
    expect(await t.db.knex('users').where({ id: company.OwnerId }).first()).toMatchObject({ company_id: company.id });
  });

  describe('bad input is a 4xx, never a 500, and writes nothing', () => {
    it.each([
      ['a JSON null body', null],
      ['a list body', [1, 2]],
      ['a NUL in the name', { name: 'Nord\u0000lys' }],
      ['a NUL in the e-mail', { email: 'ida@nord\u0000lys.dk' }],
      ['70,000 locations', { locations: Array.from({ length: 70_000 }, (_, i) => i + 1) }],
      ['a name of 1,000,000 characters', { name: 'n'.repeat(1_000_000) }],
      ['an application id over the integer range', { applicationId: 99_999_999_999 }],
      ['a discount of 1e308', { discount: 1e308 }],
    ])('POST /api/company/ with %s', async (_, change) => {
      const before = await snapshot();
      const sent = change === null || Array.isArray(change) ? change : body(change as Partial<CompanyCreateBody>);
      const res = await call(t.app, contract.company.create, { token, body: sent });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['a JSON null body', null],
      ['a NUL in the office', { office: 'Room\u0000201' }],
      ['70,000 locations as multipart JSON text', { locations: JSON.stringify(Array.from({ length: 70_000 }, (_, i) => i + 1)) }],
      ['locations that are no JSON', { locations: '[1,' }],
    ])('PUT /api/company/{id} with %s', async (_, sent) => {
      const company = await create();
      const res = await call(t.app, contract.company.update, { token, params: { id: company.id }, body: sent });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await t.db.knex('companies').where({ id: company.id }).first()).toMatchObject({ name: company.name, office: company.office });
    });

    it.each([
      ['a JSON null body', null],
      ['no items', { items: [] }],
      ['70,000 ids', { items: Array.from({ length: 70_000 }, (_, i) => i + 1) }],
      ['an id over the integer range', { items: [99_999_999_999] }],
    ])('POST /api/company/delete with %s', async (_, sent) => {
      const before = await snapshot();
      const res = await call(t.app, contract.company.deleteMany, { token, body: sent });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe.runIf(availableBackends().includes('pg'))('companies under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let token = '';
  let locations: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    token = (await login(t.app, 'superadmin@roombook.test')).token;
    locations = (await t.db.knex('locations').where({ is_active: true }).select<Array<{ id: number }>>('id')).map((row) => row.id).slice(0, 1);
  });
  afterAll(() => t?.close());

  const newCompany = async () => {
    const res = await call(t.app, contract.company.create, {
      token,
      body: { name: unique('Race'), office: 'Room 1', discount: 0, locations, firstName: 'Bo', lastName: 'Lind', email: uniqueEmail('race') },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; OwnerId: number }>();
  };

  it('20 parallel accepts (creates from the application) and rejects of one application: exactly one wins, at most one company', async () => {
    for (let round = 0; round < 5; round++) {
      const applicant = uniqueEmail('applicant');
      const submitted = await call(t.app, contract.companyApplication.create, { body: { ...application, email: applicant } });
      const { id } = submitted.json<{ id: number }>();
      const names = Array.from({ length: 10 }, () => unique('Accepted'));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? call(t.app, contract.company.create, {
                token,
                body: { name: names[i / 2]!, office: 'Room 1', discount: 0, locations, firstName: 'Ida', lastName: 'Holm', email: uniqueEmail('accept'), applicationId: id },
              })
            : call(t.app, contract.companyApplication.reject, { token, params: { id } }),
        ),
      );
      const won = answers.filter((res) => res.statusCode < 300);
      expect(won, answers.map((res) => res.body).join('\n')).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode >= 300)) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json<{ message: string }>().message).toBe(APPLICATION_MESSAGES.decided);
      }
      const created = await t.db.knex('companies').whereIn('name', names).select<Array<{ id: number }>>('id');
      const row = await t.db.knex('company_applications').where({ id }).first<{ status: string; company_id: number | null }>();
      if (won[0]!.statusCode === 201) {
        expect(created).toHaveLength(1);
        expect(row).toMatchObject({ status: 'accepted', company_id: created[0]!.id });
      } else {
        expect(created).toEqual([]);
        expect(row).toMatchObject({ status: 'rejected', company_id: null });
      }
      // One decision, one mail to the applicant.
      expect((await t.app.outbox.pending()).filter((mail) => mail.to === applicant)).toHaveLength(1);
    }
  });

  it('two bulk deletes that share a company: one deletes all of its list, the other nothing (404), never a part', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y, z] = [await newCompany(), await newCompany(), await newCompany()];
      const [first, second] = await Promise.all([
        call(t.app, contract.company.deleteMany, { token, body: { items: [x.id, y.id] } }),
        call(t.app, contract.company.deleteMany, { token, body: { items: [y.id, z.id] } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
      const kept = first.statusCode === 404 ? x : z;
      const left = (await t.db.knex('companies').whereIn('id', [x.id, y.id, z.id]).select<Array<{ id: number }>>('id')).map((row) => row.id);
      expect(left).toEqual([kept.id]);
      // The kept company keeps its owner; the deleted ones took theirs.
      const owners = (await t.db.knex('users').whereIn('id', [x.OwnerId, y.OwnerId, z.OwnerId]).select<Array<{ id: number }>>('id')).map((row) => row.id);
      expect(owners).toEqual([kept.OwnerId]);
    }
  });

  it('bookings racing the delete of their company: none that has not ended is left behind without its user or company', async () => {
    for (let round = 0; round < 5; round++) {
      const email = uniqueEmail('owner');
      const created = await call(t.app, contract.company.create, {
        token,
        body: { name: unique('Race'), office: 'Room 1', discount: 0, locations, firstName: 'Bo', lastName: 'Lind', email },
      });
      expect(created.statusCode, created.body).toBe(201);
      const company = created.json<{ id: number }>();
      const roomId = await raceRoom(t.db.knex, company.id, `Race room ${round}`);
      const owner = await signInAs(t.app, t.db.knex, email);
      const [deleted, ...answers] = await Promise.all([
        sendAfter(20, () => call(t.app, contract.company.delete, { token, params: { id: company.id } })),
        ...raceBookings(t.app, owner.token, roomId, { now: t.now(), daysAhead: 60 + round, spreadMs: 5 }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      // A booking is made, or refused because its user is gone: 401 before the session is read, 400 at the write.
      for (const answer of answers) expect([201, 400, 401], answer.body).toContain(answer.statusCode);
      expect(await unfinishedOrphans(t.db.knex, t.now())).toEqual([]);
    }
  });
});
