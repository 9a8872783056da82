import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SUCCESS } from '../messages';
import type { Role } from '../roles';
import { contract, listCalls, operationIdOf, type ApiCall } from './index';
import { CANTEEN_ITEM_MESSAGES, CANTEEN_MESSAGES } from '../canteens/page';
import { APPLICATION_MESSAGES, COMPANY_MESSAGES } from '../companies/page';
import { FEATURE_MESSAGES } from '../features/page';
import { LOCATION_MESSAGES } from '../locations/page';
import { RECEPTION_MESSAGES } from '../receptions/page';
import { ROOM_MESSAGES } from '../rooms/page';
import { USER_MESSAGES } from '../users/page';

/**
 * Spec §7, transcribed literally (method + path as §7 writes them). `PUT /api/user/{id}` appears twice in
 * §7 (profile and users) and is one call.
 */
const SPEC_CALLS = [
  // Authentication and profile
  'POST /api/user/login',
  'POST /api/user/refresh-token',
  'POST /api/user/revoke-token',
  'POST /api/user/forgot-password',
  'POST /api/user/validate-token',
  'POST /api/user/reset-password',
  'GET /api/user/me',
  'PUT /api/user/{id}',
  'POST /api/user/reset-pin/{id}',
  // Calendar and bookings
  'GET /api/location/mine/',
  'GET /api/booking/room/{id}',
  'GET /api/booking/location/{id}',
  'POST /api/booking/',
  'PUT /api/booking/{id}',
  'DELETE /api/booking/{id}',
  'POST /api/booking/getAvailableRooms/',
  'GET /api/booking/getUsedTime/{locationId}',
  'POST /api/booking/booking-report',
  // Locations
  'GET /api/location/',
  'POST /api/location/',
  'PUT /api/location/{id}',
  'DELETE /api/location/{id}',
  'PUT /api/location/set-active',
  'PUT /api/location/set-inactive',
  'POST /api/location/delete',
  // Companies and applications
  'GET /api/company/',
  'POST /api/company/',
  'PUT /api/company/{id}',
  'DELETE /api/company/{id}',
  'POST /api/company/delete',
  'POST /api/company-application/',
  'GET /api/company-application/',
  'GET /api/company-application/{id}/accept',
  'GET /api/company-application/{id}/reject',
  // Features
  'GET /api/feature/',
  'POST /api/feature/',
  'PUT /api/feature/{id}',
  'DELETE /api/feature/{id}',
  'PUT /api/feature/set-active',
  'PUT /api/feature/set-inactive',
  'POST /api/feature/delete',
  // Rooms
  'GET /api/room/',
  'POST /api/room/',
  'PUT /api/room/{id}',
  'DELETE /api/room/{id}',
  'PUT /api/room/set-active',
  'PUT /api/room/set-inactive',
  'POST /api/room/delete',
  'POST /api/room/reset-code/{id}',
  // Canteens, items, receptions
  'GET /api/canteen/',
  'POST /api/canteen/',
  'PUT /api/canteen/{id}',
  'DELETE /api/canteen/{id}',
  'GET /api/item/',
  'POST /api/item/',
  'PUT /api/item/{id}',
  'DELETE /api/item/{id}',
  'GET /api/reception/',
  'POST /api/reception/',
  'PUT /api/reception/{id}',
  'DELETE /api/reception/{id}',
  // Users and reports
  'GET /api/user/',
  'POST /api/user/',
  'DELETE /api/user/{id}',
  'POST /api/user/delete',
  'POST /api/user/register',
  'POST /api/user/register-canteen-manager',
  'POST /api/order/canteen-report',
  'POST /api/order/company-report',
] as const;

/**
 * Not in §7, but needed: the health check and page-view tracking (§2), and the reports' Excel downloads (§2,
 * docs/decisions/037).
 */
const SYSTEM_CALLS = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/page-view',
  'POST /api/booking/booking-report/excel',
  'POST /api/order/canteen-report/excel',
  'POST /api/order/company-report/excel',
] as const;

/** Not in §7: recurring bookings, previewed and booked in the booking area (issue 30 §3, docs/decisions/106). */
const SERIES_CALLS = ['POST /api/booking/series/preview', 'POST /api/booking/series'] as const;

/** Not in §7: the locations the public application offers (issue 28, docs/decisions/091). */
const APPLICATION_CALLS = ['GET /api/location/public/'] as const;

/** Not in §7: the canteen kiosk (issue 10 §3, docs/decisions/038); all but the first two take a device token. */
const KIOSK_CALLS = ['GET /api/kiosk/locations', 'POST /api/kiosk/sign-in', 'POST /api/kiosk/sign-out', 'GET /api/kiosk/menu', 'POST /api/kiosk/order'] as const;

/** §6: no bearer credential for sign-in, forgot-password, token validation, reset-password, submitting an
 * application; refresh carries its own credential; the health checks are for probes. */
const PUBLIC_CALLS = [
  'POST /api/user/login',
  'POST /api/user/refresh-token',
  'POST /api/user/forgot-password',
  'POST /api/user/validate-token',
  'POST /api/user/reset-password',
  'POST /api/company-application/',
  'GET /api/location/public/',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/kiosk/locations',
  'POST /api/kiosk/sign-in',
  'GET /api/reception-board/locations',
  'POST /api/reception-board/sign-in',
  // A calendar program polls a feed without signing in: its address is its secret (docs/decisions/105).
  'GET /api/feed/{token}',
  'GET /api/feed/{token}/room/{id}',
];

/**
 * §7 names these multipart, and the location edit, whose dialog replaces the picture (§3 a location has an
 * image; §5 images travel as multipart; docs/decisions/035), and the room create and edit (§3 a room has an
 * image; issue 9 "optional image"; docs/decisions/036).
 */
const MULTIPART_CALLS = [
  'PUT /api/user/{id}',
  'POST /api/location/',
  'PUT /api/location/{id}',
  'PUT /api/company/{id}',
  'POST /api/user/',
  'POST /api/room/',
  'PUT /api/room/{id}',
];

/** Calls that create a record answer 201. */
const CREATIONS = [
  'POST /api/booking/',
  'POST /api/booking/series',
  'POST /api/location/',
  'POST /api/company/',
  'POST /api/company-application/',
  'POST /api/feature/',
  'POST /api/room/',
  'POST /api/canteen/',
  'POST /api/item/',
  'POST /api/reception/',
  'POST /api/user/',
  'POST /api/user/register',
  'POST /api/user/register-canteen-manager',
  'POST /api/kiosk/order',
];

const SUPER_ADMIN: Role[] = ['SuperAdmin'];
const ADMINS: Role[] = ['SuperAdmin', 'Admin'];
const COMPANY: Role[] = ['CompanyOwner', 'CompanyManager'];

/**
 * §6 rows → the calls they restrict, with each call's role set written out literally (transcribed from the
 * hand-typed lists the contract had before its `roles` were derived with `rolesWith`). The contract derives
 * them from the capability table; this table pins the result, so that a change of the table that silently
 * changes who may make a call fails here. Calls not listed here are open to every signed-in role.
 */
const ROLE_RULES: Array<[capability: string, roles: Role[], calls: string[]]> = [
  [
    'Manage locations (SuperAdmin only)',
    SUPER_ADMIN,
    [
      'POST /api/location/',
      'PUT /api/location/{id}',
      'DELETE /api/location/{id}',
      'PUT /api/location/set-active',
      'PUT /api/location/set-inactive',
      'POST /api/location/delete',
    ],
  ],
  ['Add canteen, add reception (SuperAdmin only)', SUPER_ADMIN, ['POST /api/canteen/', 'POST /api/reception/']],
  [
    'Manage rooms, features, companies, receptions, booking report; canteens and items; read locations',
    ADMINS,
    [
      'GET /api/location/',
      'POST /api/room/',
      'PUT /api/room/{id}',
      'DELETE /api/room/{id}',
      'PUT /api/room/set-active',
      'PUT /api/room/set-inactive',
      'POST /api/room/delete',
      'POST /api/room/reset-code/{id}',
      'GET /api/feature/',
      'POST /api/feature/',
      'PUT /api/feature/{id}',
      'DELETE /api/feature/{id}',
      'PUT /api/feature/set-active',
      'PUT /api/feature/set-inactive',
      'POST /api/feature/delete',
      'POST /api/company/',
      'DELETE /api/company/{id}',
      'POST /api/company/delete',
      'GET /api/company-application/',
      'GET /api/company-application/{id}/accept',
      'GET /api/company-application/{id}/reject',
      'GET /api/reception/',
      'PUT /api/reception/{id}',
      'DELETE /api/reception/{id}',
      'POST /api/booking/booking-report',
      'POST /api/booking/booking-report/excel',
      'POST /api/order/canteen-report/excel',
      'PUT /api/canteen/{id}',
      'DELETE /api/canteen/{id}',
      'GET /api/item/',
      'POST /api/item/',
      'PUT /api/item/{id}',
      'DELETE /api/item/{id}',
      'POST /api/user/',
      'POST /api/user/register-canteen-manager',
    ],
  ],
  [
    'Manage users (company-scoped for company roles)',
    [...ADMINS, ...COMPANY],
    ['GET /api/user/', 'DELETE /api/user/{id}', 'POST /api/user/delete'],
  ],
  ['Company users register', COMPANY, ['POST /api/user/register']],
  ['Company canteen report', COMPANY, ['POST /api/order/company-report', 'POST /api/order/company-report/excel']],
  ['Canteen report', [...ADMINS, 'CanteenManager'], ['POST /api/order/canteen-report']],
  ['Companies for the report filters and the user form', [...ADMINS, 'CanteenManager'], ['GET /api/company/']],
  ['My company (edit by CompanyOwner)', [...ADMINS, 'CompanyOwner'], ['PUT /api/company/{id}']],
  ['Canteens for the canteen reports', [...ADMINS, ...COMPANY, 'CanteenManager'], ['GET /api/canteen/']],
];

/** §8 success toasts, per call. Calls not listed show none (accept and reject explicitly none). */
const SUCCESS_TOASTS: Array<[call: string, message: string]> = [
  ['POST /api/user/login', SUCCESS.loggedIn],
  ['PUT /api/user/{id}', USER_MESSAGES.updated],
  ['POST /api/user/reset-pin/{id}', USER_MESSAGES.pinUpdated],
  ['POST /api/booking/', SUCCESS.bookingCreated],
  ['PUT /api/booking/{id}', SUCCESS.bookingUpdated],
  ['DELETE /api/booking/{id}', SUCCESS.bookingDeleted],
  ['POST /api/booking/booking-report', SUCCESS.reportProcessed],
  ['POST /api/location/', LOCATION_MESSAGES.created],
  ['PUT /api/location/{id}', LOCATION_MESSAGES.updated],
  ['DELETE /api/location/{id}', LOCATION_MESSAGES.deleted],
  ['PUT /api/location/set-active', LOCATION_MESSAGES.manyUpdated],
  ['PUT /api/location/set-inactive', LOCATION_MESSAGES.manyUpdated],
  ['POST /api/location/delete', LOCATION_MESSAGES.manyDeleted],
  ['POST /api/company/', COMPANY_MESSAGES.created],
  ['PUT /api/company/{id}', COMPANY_MESSAGES.updated],
  ['DELETE /api/company/{id}', COMPANY_MESSAGES.deleted],
  ['POST /api/company/delete', COMPANY_MESSAGES.manyDeleted],
  ['POST /api/company-application/', APPLICATION_MESSAGES.submitted],
  ['POST /api/feature/', FEATURE_MESSAGES.created],
  ['PUT /api/feature/{id}', FEATURE_MESSAGES.updated],
  ['DELETE /api/feature/{id}', FEATURE_MESSAGES.deleted],
  ['PUT /api/feature/set-active', FEATURE_MESSAGES.manyUpdated],
  ['PUT /api/feature/set-inactive', FEATURE_MESSAGES.manyUpdated],
  ['POST /api/feature/delete', FEATURE_MESSAGES.manyDeleted],
  ['POST /api/room/', ROOM_MESSAGES.created],
  ['PUT /api/room/{id}', ROOM_MESSAGES.updated],
  ['DELETE /api/room/{id}', ROOM_MESSAGES.deleted],
  ['PUT /api/room/set-active', ROOM_MESSAGES.manyUpdated],
  ['PUT /api/room/set-inactive', ROOM_MESSAGES.manyUpdated],
  ['POST /api/room/delete', ROOM_MESSAGES.manyDeleted],
  ['POST /api/room/reset-code/{id}', ROOM_MESSAGES.urlReset],
  ['POST /api/canteen/', CANTEEN_MESSAGES.created],
  ['PUT /api/canteen/{id}', CANTEEN_MESSAGES.updated],
  ['DELETE /api/canteen/{id}', CANTEEN_MESSAGES.deleted],
  ['POST /api/item/', CANTEEN_ITEM_MESSAGES.created],
  ['PUT /api/item/{id}', CANTEEN_ITEM_MESSAGES.updated],
  ['DELETE /api/item/{id}', CANTEEN_ITEM_MESSAGES.deleted],
  ['POST /api/reception/', RECEPTION_MESSAGES.created],
  ['PUT /api/reception/{id}', RECEPTION_MESSAGES.updated],
  ['DELETE /api/reception/{id}', RECEPTION_MESSAGES.deleted],
  ['POST /api/user/', USER_MESSAGES.created],
  ['POST /api/user/register', USER_MESSAGES.created],
  ['POST /api/user/register-canteen-manager', USER_MESSAGES.canteenManagerCreated],
  ['DELETE /api/user/{id}', USER_MESSAGES.deleted],
  ['POST /api/user/delete', USER_MESSAGES.manyDeleted],
  ['POST /api/order/canteen-report', SUCCESS.reportProcessed],
  ['POST /api/order/company-report', SUCCESS.reportProcessed],
];

const signature = (call: ApiCall) => `${call.method} ${call.path}`;
/** Every call of the contract: what holds for any call (one path each, placeholders, answers, who calls it without a user). */
const allCalls = listCalls().map(({ key, call }) => ({ key, call, signature: signature(call) }));
/**
 * The areas this file transcribes (spec §7, the system calls and the kiosk): their calls, roles and toasts are
 * pinned here. An area added later pins its own in its contract cases (docs/adding-an-area.md).
 */
const TRANSCRIBED_AREAS = ['auth', 'user', 'company', 'companyApplication', 'location', 'room', 'feature', 'booking', 'canteen', 'canteenItem', 'reception', 'report', 'system', 'kiosk'];
const calls = allCalls.filter(({ key }) => TRANSCRIBED_AREAS.includes(key.split('.')[0]!));
const bySignature = (wanted: string): ApiCall => {
  const found = allCalls.find((c) => c.signature === wanted);
  if (!found) throw new Error(`No call ${wanted}`);
  return found.call;
};
const sorted = <T>(list: readonly T[]) => [...list].sort();

describe('the /api contract', () => {
  it('declares exactly the calls of §7 plus the system calls, the application\'s locations, the kiosk and booking series', () => {
    expect(sorted(calls.map((c) => c.signature))).toEqual(sorted([...SPEC_CALLS, ...SYSTEM_CALLS, ...APPLICATION_CALLS, ...KIOSK_CALLS, ...SERIES_CALLS]));
  });

  it('transcribes every area it names', () => {
    expect(TRANSCRIBED_AREAS.filter((area) => !Object.hasOwn(contract, area))).toEqual([]);
  });

  it('takes a device token on exactly the kiosk calls after its sign-in, and no role list there', () => {
    const device = allCalls.filter((c) => c.call.auth === 'device');
    expect(sorted(device.map((c) => c.signature))).toEqual(sorted(KIOSK_CALLS.slice(2)));
    expect(device.filter((c) => c.call.roles !== undefined)).toEqual([]);
  });

  it('takes a tablet code on exactly the room tablet calls, and no role list there', () => {
    const tablet = allCalls.filter((c) => c.call.auth === 'tablet');
    expect(sorted(tablet.map((c) => c.signature))).toEqual(
      sorted([
        'GET /api/tablet/state',
        'GET /api/tablet/companies',
        'POST /api/tablet/book-now',
        'POST /api/tablet/end-early',
        'POST /api/tablet/extend',
        'POST /api/tablet/check-in',
      ]),
    );
    expect(tablet.filter((c) => c.call.roles !== undefined)).toEqual([]);
  });

  it('declares every (method, path) once', () => {
    const signatures = allCalls.map((c) => c.signature);
    expect(signatures.filter((s, i) => signatures.indexOf(s) !== i)).toEqual([]);
  });

  it('keeps the keys other code already uses', () => {
    expect(signature(contract.auth.login)).toBe('POST /api/user/login');
    expect(signature(contract.auth.refreshToken)).toBe('POST /api/user/refresh-token');
    expect(signature(contract.auth.revokeToken)).toBe('POST /api/user/revoke-token');
    expect(signature(contract.auth.forgotPassword)).toBe('POST /api/user/forgot-password');
    expect(signature(contract.auth.validateToken)).toBe('POST /api/user/validate-token');
    expect(signature(contract.auth.resetPassword)).toBe('POST /api/user/reset-password');
    expect(signature(contract.auth.me)).toBe('GET /api/user/me');
    expect(signature(contract.user.update)).toBe('PUT /api/user/{id}');
    expect(signature(contract.companyApplication.create)).toBe('POST /api/company-application/');
    expect(signature(contract.system.health)).toBe('GET /api/health');
    expect(signature(contract.system.pageView)).toBe('POST /api/page-view');
  });

  it('names each call with a unique OpenAPI operationId, the spec\'s own name where §7 gives one', () => {
    const ids = allCalls.map((c) => operationIdOf(c.call));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(operationIdOf(contract.booking.availableRooms)).toBe('getAvailableRooms');
    expect(operationIdOf(contract.booking.usedTime)).toBe('getUsedTime');
    expect(operationIdOf(contract.auth.login)).toBe('authLogin');
    expect(operationIdOf(contract.companyApplication.accept)).toBe('companyApplicationAccept');
  });

  it('leaves exactly the §6 calls (plus refresh and health) without a bearer credential', () => {
    expect(sorted(allCalls.filter((c) => c.call.auth === 'public').map((c) => c.signature))).toEqual(sorted(PUBLIC_CALLS));
  });

  it('marks exactly the §7 multipart calls as multipart', () => {
    expect(sorted(calls.filter((c) => c.call.multipart === true).map((c) => c.signature))).toEqual(sorted(MULTIPART_CALLS));
  });

  it('answers 201 exactly for the calls that create a record', () => {
    expect(sorted(calls.filter((c) => c.call.status === 201).map((c) => c.signature))).toEqual(sorted(CREATIONS));
  });

  it.each(ROLE_RULES)('%s: restricted to exactly those roles', (_, roles, signatures) => {
    for (const wanted of signatures) {
      expect({ call: wanted, roles: sorted(bySignature(wanted).roles ?? []) }).toEqual({ call: wanted, roles: sorted(roles) });
    }
  });

  it('leaves every other call open to every signed-in role', () => {
    const restricted = new Set(ROLE_RULES.flatMap(([, , signatures]) => signatures));
    const open = calls.filter((c) => !restricted.has(c.signature) && c.call.roles !== undefined).map((c) => c.signature);
    expect(open).toEqual([]);
  });

  it('shows the §8 success toast of each call, and none elsewhere', () => {
    const declared = calls.filter((c) => c.call.successMessage !== undefined).map((c) => [c.signature, c.call.successMessage]);
    expect(sorted(declared.map((pair) => pair.join(' → ')))).toEqual(sorted(SUCCESS_TOASTS.map((pair) => pair.join(' → '))));
  });

  it.each(allCalls.map((c) => [c.signature, c.call] as const))('%s: every path placeholder is a declared parameter', (_, call) => {
    const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (placeholders.length === 0) {
      expect(call.params).toBeUndefined();
      return;
    }
    // Every placeholder is an id, but a feed's secret (docs/decisions/105).
    const sample = (name: string | undefined): [string, unknown] => (name === 'token' ? [`12-${'a'.repeat(43)}`, `12-${'a'.repeat(43)}`] : ['12', 12]);
    const raw = Object.fromEntries(placeholders.map((name) => [name, sample(name)[0]]));
    expect(call.params?.parse(raw)).toEqual(Object.fromEntries(placeholders.map((name) => [name, sample(name)[1]])));
  });

  it.each(allCalls.map((c) => [c.signature, c.call] as const))(
    '%s: the response schema has no transform (fastify serialises it with z.encode)',
    (_, call) => {
      expect(transformsIn(call.response)).toEqual([]);
    },
  );

  it('the transform check finds the transforms of a request schema (so that it can fail)', () => {
    expect(transformsIn(contract.room.create.body)).toContain('$.seatsNumber');
  });
});

/** Paths inside a schema where a transform or preprocess sits; those cannot be encoded. */
function transformsIn(schema: z.ZodType, path = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const child = (key: string, sub: string) => transformsIn(def[key] as z.ZodType, `${path}${sub}`, seen);
  switch (def.type) {
    case 'transform':
      return [path];
    case 'pipe':
      return [...child('in', ''), ...child('out', '')];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        transformsIn(value, `${path}.${key}`, seen),
      );
    case 'array':
      return child('element', '[]');
    case 'record':
      return child('valueType', '{}');
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, i) => transformsIn(option, `${path}|${i}`, seen));
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'default':
    case 'prefault':
    case 'catch':
      return child('innerType', '');
    default:
      return [];
  }
}
