import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Booking } from '@roombook/domain/bookings/schemas';
import { listCalls } from '@roombook/domain/contract/index';
import { SessionUser } from '@roombook/domain/users/schemas';
import { registerErrorHandling } from '../src/error-handler';
import { compileWriter, serializerCompiler } from '../src/serializer';

/**
 * The API's answers are written by fast-json-stringify from the contract's zod schemas (src/serializer.ts,
 * docs/decisions/025): what a caller reads must be what zod's parse of the same value gives, with every
 * undeclared field left out at any depth.
 */

const booking = {
  id: 7,
  name: 'Sprint "review"\u2028',
  bookingStart: '2026-11-24T09:00:00+01:00',
  bookingEnd: '2026-11-24T10:00:00+01:00',
  room: { id: 2, name: 'Andersen', location: { id: 1, name: 'Copenhagen Harbour', tabletCode: 'secret-code' }, hourlyRateOre: 45_000 },
  roomId: 2,
  userId: 3,
  user: {
    firstName: 'Ulla',
    lastName: 'User',
    company: { id: 4, name: 'Nordlys ApS', discountPercent: '10.00' },
    passwordHash: '$argon2id$v=19$…',
    pinCode: '1234',
  },
  series: { id: 7, description: 'Repeats weekly on Tuesday', rule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4' },
  bookingCost: { total: 40_500, totalWithTax: 50_625 },
  companyId: 4,
};

describe('the API writes its answers', () => {
  it('compiles a writer for the answer of every call of the contract that answers JSON', () => {
    // A call with a `file` answer streams its file; its route's writer is the file schema's (contract-route.ts).
    for (const { key, call } of listCalls().filter(({ call }) => !call.file)) expect(() => compileWriter(call.response), key).not.toThrow();
  });

  it('writes what zod reads: the same values, and no field the contract does not declare', () => {
    const written = JSON.parse(compileWriter(z.array(Booking))([booking])) as unknown;
    expect(written).toEqual(z.array(Booking).parse([booking]));
    const text = compileWriter(Booking)(booking);
    for (const secret of ['passwordHash', 'argon2id', 'pinCode', 'tabletCode', 'secret-code', 'discountPercent', 'companyId', 'totalWithTax', 'FREQ=']) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes null where the contract allows it, and the nested object when it is there', () => {
    const noCost = { ...booking, bookingCost: null, series: null, user: { ...booking.user, company: null } };
    expect(JSON.parse(compileWriter(Booking)(noCost))).toEqual(Booking.parse(noCost));
  });

  it("writes the signed-in user's own PIN only where the contract has it", () => {
    const user = SessionUser.parse({
      id: 3,
      firstName: 'Ulla',
      lastName: 'User',
      email: 'user@roombook.test',
      role: 'User',
      office: '',
      mobile: '',
      image: null,
      firstLogin: false,
      primaryLocationId: null,
      notificationSettings: { email: true, sms: false, push: false },
      company: { id: 4, name: 'Nordlys ApS', office: 'Room 201', image: null, OwnerId: 9, locations: [{ id: 1, name: 'Copenhagen Harbour' }] },
      pinCode: '4821',
    });
    const written = JSON.parse(compileWriter(SessionUser)({ ...user, passwordHash: 'x' })) as Record<string, unknown>;
    expect(written).toEqual(user);
    expect(written).not.toHaveProperty('passwordHash');
  });

  it('answers 500 { message, statusCode } and no half answer when a handler leaves out a required field', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.get('/broken', { schema: { response: { 200: Booking } } }, async () => ({ id: 1, name: 'No room' }));
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: expect.any(String), statusCode: 500 });
    expect(res.body).not.toContain('No room');
    await app.close();
  });
});
