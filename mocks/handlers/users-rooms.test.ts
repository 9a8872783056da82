import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { contract, fillPath, type ApiCall } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS } from '@roombook/domain/messages';
import { createHandlers } from '../handlers';
import { MockStore } from '../data/store';
import { usersWithStaff } from '../data/users';

const BASE = 'http://mock-api.roombook.test';
let store = new MockStore(usersWithStaff());
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = new MockStore(usersWithStaff());
  server.resetHandlers(...createHandlers(store));
});

const tokenOf = (email: string) => store.issueTokens(store.findUserByEmail(email)!.id).token;

async function send(call: ApiCall, email: string, init: { params?: Record<string, number>; body?: unknown } = {}) {
  const response = await fetch(BASE + fillPath(call.path, init.params), {
    method: call.method,
    headers: {
      authorization: `Bearer ${tokenOf(email)}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('GET /api/user/ (mock)', () => {
  it('lists every user by first name for a SuperAdmin', async () => {
    const { status, json } = await send(contract.user.list, 'superadmin@roombook.test');
    expect(status).toBe(200);
    const users = contract.user.list.response.parse(json);
    expect(users.map((u) => u.firstName)).toEqual([
      'Anders', 'Bo', 'Clara', 'Emil', 'Frederikke', 'Ida', 'Jonas', 'Karen', 'Mads', 'Niels', 'Olivia', 'Sofie', 'Ulla',
    ]);
  });

  it("lists only the own company's users for a CompanyOwner", async () => {
    const users = contract.user.list.response.parse((await send(contract.user.list, 'owner@roombook.test')).json);
    expect(users.map((u) => u.email)).toEqual([
      'bo.berg@nordlys.test',
      'ida.holm@nordlys.test',
      'jonas.krogh@nordlys.test',
      'manager@roombook.test',
      'newcomer@roombook.test',
      'owner@roombook.test',
      'user@roombook.test',
    ]);
  });

  it('refuses a User (no Manage users screen)', async () => {
    expect(await send(contract.user.list, 'user@roombook.test')).toEqual({
      status: 403,
      json: { message: ERRORS.forbidden, statusCode: 403 },
    });
  });
});

describe('DELETE /api/user/{id} and POST /api/user/delete (mock)', () => {
  it('deletes a user the actor manages, and the list no longer has it', async () => {
    expect(await send(contract.user.delete, 'admin@roombook.test', { params: { id: 104 } })).toEqual({
      status: 200,
      json: { message: SUCCESS.userDeleted },
    });
    expect(store.findUser(104)).toBeUndefined();
  });

  it.each([
    ['yourself', 'admin@roombook.test', 2],
    ['a CompanyOwner as an Admin', 'admin@roombook.test', 103],
    ["another company's user as a CompanyOwner", 'owner@roombook.test', 104],
  ])('refuses to delete %s', async (_, email, id) => {
    expect(await send(contract.user.delete, email, { params: { id } })).toEqual({
      status: 403,
      json: { message: ERRORS.forbidden, statusCode: 403 },
    });
    expect(store.findUser(id)).toBeDefined();
  });

  it('answers 404 for an unknown user', async () => {
    expect((await send(contract.user.delete, 'admin@roombook.test', { params: { id: 999 } })).status).toBe(404);
  });

  it('deletes a list of users at once, or none when one of them is refused', async () => {
    const refused = await send(contract.user.deleteMany, 'owner@roombook.test', { body: { items: [101, 104] } });
    expect(refused.status).toBe(403);
    expect(store.findUser(101)).toBeDefined();

    const done = await send(contract.user.deleteMany, 'owner@roombook.test', { body: { items: [101, 102] } });
    expect(done).toEqual({ status: 200, json: { message: SUCCESS.usersDeleted } });
    expect([store.findUser(101), store.findUser(102)]).toEqual([undefined, undefined]);
  });
});

describe('GET /api/room/ (mock)', () => {
  it('gives administrators every room, inactive ones included', async () => {
    const rooms = contract.room.list.response.parse((await send(contract.room.list, 'admin@roombook.test')).json);
    expect(rooms).toHaveLength(9);
    expect(rooms.find((r) => r.name === 'Øresund')?.isActive).toBe(false);
  });

  it('gives everyone else the active rooms only', async () => {
    const rooms = contract.room.list.response.parse((await send(contract.room.list, 'user@roombook.test')).json);
    expect(rooms.map((r) => r.name)).not.toContain('Øresund');
    expect(rooms).toHaveLength(8);
  });
});
