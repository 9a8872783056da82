import { expect } from 'vitest';
import type { ApiError } from '@roombook/domain/common/schemas';
import { contract, listCalls, type ApiCall } from '@roombook/domain/contract/index';
import type { CallResult, LooseCallInput } from '@roombook/domain/contract/client';
import { bookingChangeRefusal } from '@roombook/domain/bookings/rules/change-refusal';
import { companyChangeRefusal } from '@roombook/domain/companies/rules/company-change-refusal';
import { visibleLocations } from '@roombook/domain/locations/rules/visible-locations';
import { ERRORS } from '@roombook/domain/messages';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { callTarget, type CallTarget } from '@roombook/domain/permissions/call-targets';
import { userRowActions } from '@roombook/domain/permissions/users';
import { isAdminRole, ROLES, type Role } from '@roombook/domain/roles';
import { userChangeRefusal } from '@roombook/domain/users/rules/user-change-refusal';
import { needsCompany } from '@roombook/domain/users/schemas';
import { Temporal } from 'temporal-polyfill';
import { expectOk, type CaseContext, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, UNKNOWN_ID, companyLocationIds, mondayOf, plusMinutes, signIn, slot, uniqueName, type SignedIn } from './support';

/**
 * The authorization matrix (issue 9 §4), generated, not listed by hand: every contract call × each of the
 * six roles × the targets the call has (each area's `targets` in the domain, read with `callTarget`): the
 * caller's own row, a record of the caller's own company, a record of another company (or of none). The
 * expected answer comes from the domain's permission data only: the call's `roles`, then the rule of its target
 * (userRowActions, userChangeRefusal, companyChangeRefusal, bookingChangeRefusal, visibleLocations). It runs on
 * every contract target (the API on PGlite and on PostgreSQL, the mocks).
 *
 * A refusal must be exactly the domain's `{ message, statusCode }`. An allowed call on a real target must
 * succeed with the call's status; a call without a target (`none`) is sent with an unknown id and an empty
 * body, so that an allowed one changes nothing and must only not be refused (401, 403). Every record a case
 * may change or delete is made for that case, and removed again by the SuperAdmin when the case is over.
 */

type Variant = 'any' | 'ownRow' | 'ownCompany' | 'otherCompany';

const EMAIL_OF: Record<Role, string> = {
  SuperAdmin: DEMO.superAdmin,
  Admin: DEMO.admin,
  CompanyOwner: DEMO.owner,
  CompanyManager: DEMO.manager,
  CanteenManager: DEMO.canteenManager,
  User: DEMO.user,
};

const forbidden: ApiError = { message: ERRORS.forbidden, statusCode: 403 };
const unauthorized: ApiError = { message: ERRORS.unauthorized, statusCode: 401 };
/** A tablet call without its room's tablet code (docs/decisions/100). */
const tabletRefused: ApiError = { message: TABLET_MESSAGES.setUpAgain, statusCode: 401 };
const notFound: ApiError = { message: ERRORS.notFound, statusCode: 404 };
const guestNotFound: ApiError = { message: GUEST_MESSAGES.notFound, statusCode: 404 };

/** The targets a role meets for a kind of call (§6: own company only for the company's members). */
function variantsOf(target: CallTarget, role: Role): Variant[] {
  if (target === 'none') return ['any'];
  const ownCompany: Variant[] = needsCompany(role) ? ['ownCompany'] : [];
  switch (target) {
    case 'userEdit':
    case 'ownProfile':
    case 'userRow':
      return ['ownRow', ...ownCompany, 'otherCompany'];
    // A booking of one's own: everyone who books in some location (a CanteenManager has none, §6).
    case 'booking':
      return [...(needsCompany(role) || isAdminRole(role) ? (['ownRow'] as const) : []), ...ownCompany, 'otherCompany'];
    case 'companyEdit':
    case 'company':
    case 'location':
    case 'room':
      return [...ownCompany, 'otherCompany'];
  }
}

/** What a target keeps between cases: its sessions and the records no case changes. */
interface TargetState {
  sessions: Map<string, Promise<SignedIn>>;
  /** A location that no company rents, with one room. */
  outside?: Promise<{ locationId: number; roomId: number }>;
  /** The order of the next booking made here (each in its own week). */
  bookings: number;
}
const targets = new Map<string, TargetState>();

function stateOf(t: CaseContext): TargetState {
  let state = targets.get(t.baseUrl);
  if (!state) targets.set(t.baseUrl, (state = { sessions: new Map(), bookings: 0 }));
  return state;
}

/** One session per demo login and target: the matrix signs in seven times, not once per case. */
function session(t: CaseContext, email: string): Promise<SignedIn> {
  const { sessions } = stateOf(t);
  let signedIn = sessions.get(email);
  if (!signedIn) sessions.set(email, (signedIn = signIn(t, email)));
  return signedIn;
}

const actorOf = (who: SignedIn): Actor => ({ id: who.session.user.id, role: who.session.user.role, companyId: who.session.user.company?.id ?? null });
const viewerOf = (who: SignedIn) => ({ role: who.session.user.role, companyLocationIds: companyLocationIds(who) });

/** What a case made, for the SuperAdmin to remove afterwards (whatever the call under test did to it). */
interface Made {
  users: number[];
  companies: number[];
  bookings: number[];
}

/** The record the call is sent about, its input, and what the domain expects. */
interface Prepared {
  input: LooseCallInput;
  expected: ApiError | null;
}

/** An interval in a week of its own, far past every other case's weeks, so that no limit or booking meets it. */
function ownSlot(t: CaseContext) {
  const state = stateOf(t);
  state.bookings += 1;
  return slot(mondayOf(30 + state.bookings), '08:00', 15);
}

async function outsideLocation(t: CaseContext) {
  const state = stateOf(t);
  state.outside ??= (async () => {
    const superAdmin = await session(t, DEMO.superAdmin);
    const location = expectOk(await superAdmin.send(contract.location.create, { body: { name: uniqueName('Matrix House'), description: 'Rented by no company' } }), 201);
    const room = expectOk(
      await superAdmin.send(contract.room.create, {
        body: { name: uniqueName('Matrix Room'), rules: 'Tidy', seatsNumber: 4, dailyLimit: 8, weeklyLimit: 40, locationId: location.id, features: [] },
      }),
      201,
    );
    return { locationId: location.id, roomId: room.id };
  })();
  return state.outside;
}

/** A location of the actor's company with a room (own company), or the location no company rents (other). */
async function placeFor(t: CaseContext, actor: SignedIn, variant: Variant): Promise<{ locationId: number; roomId: number }> {
  if (variant === 'otherCompany') return outsideLocation(t);
  const superAdmin = await session(t, DEMO.superAdmin);
  const own = new Set(companyLocationIds(actor));
  const rooms = expectOk(await superAdmin.send(contract.room.list)).filter((room) => room.isActive && own.has(room.locationId) && room.dailyLimit >= 1);
  expect(rooms[0], "an active room at the actor's company's locations").toBeDefined();
  return { locationId: rooms[0]!.locationId, roomId: rooms[0]!.id };
}

/** A company other than the actor's (demo data has several on every target). */
async function otherCompanyId(t: CaseContext, actor: Actor): Promise<number> {
  const companies = expectOk(await (await session(t, DEMO.superAdmin)).send(contract.company.list));
  const other = companies.find((company) => company.id !== actor.companyId);
  expect(other, "a company that is not the actor's").toBeDefined();
  return other!.id;
}

/** A new User in a company, made by the SuperAdmin. */
async function newUser(t: CaseContext, companyId: number, made: Made) {
  const superAdmin = await session(t, DEMO.superAdmin);
  const tag = Math.random().toString(36).slice(2, 10);
  const user = expectOk(
    await superAdmin.send(contract.user.create, {
      body: { firstName: 'Matrix', lastName: tag, email: `matrix-${tag}@roombook.test`, office: 'Room 7', mobile: '+4520304050', role: 'User', companyId },
    }),
    201,
  );
  made.users.push(user.id);
  return user;
}

/** A new company with its own administrator, made by the SuperAdmin. */
async function newCompany(t: CaseContext, made: Made) {
  const superAdmin = await session(t, DEMO.superAdmin);
  const locations = expectOk(await superAdmin.send(contract.location.list))
    .filter((location) => location.isActive)
    .map((location) => location.id)
    .slice(0, 1);
  const tag = Math.random().toString(36).slice(2, 10);
  const company = expectOk(
    await superAdmin.send(contract.company.create, {
      body: { name: uniqueName('Matrix'), office: 'Room 9', discount: 0, locations, firstName: 'Mia', lastName: 'Trix', email: `matrix-owner-${tag}@roombook.test` },
    }),
    201,
  );
  made.companies.push(company.id);
  return company;
}

/**
 * Who made the booking of a variant: the actor (own row), a colleague (own company: another member of the
 * actor's company), or someone outside the actor's company (a company member for an actor without one, an
 * Admin without a company for a company member).
 */
function bookerFor(actor: SignedIn, variant: Variant): string {
  if (variant === 'ownRow') return actor.session.user.email;
  const colleagues = [DEMO.user, DEMO.owner, DEMO.manager].filter((email) => email !== actor.session.user.email);
  if (variant === 'ownCompany') return colleagues[0]!;
  return actor.session.user.company ? DEMO.admin : DEMO.user;
}

/** A new booking by the variant's booker, in a room both the booker and (where possible) the actor book in. */
async function newBooking(t: CaseContext, actor: SignedIn, variant: Variant, made: Made) {
  const booker = await session(t, bookerFor(actor, variant));
  const mine = expectOk(await booker.send(contract.location.mine));
  const seen = new Set(visibleLocations(viewerOf(actor), mine, []).map((location) => location.id));
  const rooms = mine.flatMap((location) => location.rooms).filter((room) => room.dailyLimit >= 1);
  const room = rooms.find((candidate) => seen.has(candidate.locationId)) ?? rooms[0];
  expect(room, `a room ${booker.session.user.email} books in`).toBeDefined();
  const body = { name: 'Matrix', roomId: room!.id, ...ownSlot(t) };
  const booking = expectOk(await booker.send(contract.booking.create, { body }), 201);
  made.bookings.push(booking.id);
  return { booking, body, bookerCompanyId: booker.session.user.company?.id ?? null };
}

const ids = (id: number, many: boolean): LooseCallInput => (many ? { body: { items: [id] } } : { params: { id } });
const rangeOf = () => {
  const day = mondayOf(29);
  return { from: slot(day, '00:00', 0).bookingStart, to: slot(day.add({ days: 1 }), '00:00', 0).bookingStart };
};

/** The record, the input and the domain's answer for one call, role and variant. */
async function prepare(t: CaseContext, key: string, target: CallTarget, variant: Variant, actor: SignedIn, made: Made): Promise<Prepared> {
  const who = actorOf(actor);
  const many = key.endsWith('.deleteMany');
  switch (target) {
    case 'none':
      return { input: {}, expected: null };
    case 'userEdit':
    case 'ownProfile':
    case 'userRow': {
      const row =
        variant === 'ownRow'
          ? { id: who.id, role: who.role, companyId: who.companyId, firstName: actor.session.user.firstName }
          : await newUser(t, variant === 'ownCompany' ? who.companyId! : await otherCompanyId(t, who), made).then((user) => ({
              id: user.id,
              role: user.role,
              companyId: user.company?.id ?? null,
              firstName: user.firstName,
            }));
      const own = row.id === who.id;
      if (target === 'ownProfile') return { input: { params: { id: row.id } }, expected: own ? null : forbidden };
      if (target === 'userEdit') {
        const refusal = own ? null : userChangeRefusal(who, row, { role: row.role, companyId: row.companyId }, ['firstName']);
        return { input: { params: { id: row.id }, body: { firstName: row.firstName } }, expected: refusal };
      }
      return { input: ids(row.id, many), expected: userRowActions(who, row).canDelete ? null : forbidden };
    }
    case 'companyEdit':
    case 'company': {
      const company =
        variant === 'ownCompany' ? { id: who.companyId!, name: actor.session.user.company!.name } : await newCompany(t, made);
      if (target === 'company') return { input: ids(company.id, many), expected: null };
      return { input: { params: { id: company.id }, body: { name: company.name } }, expected: companyChangeRefusal(who, company.id, { name: company.name }) };
    }
    case 'booking': {
      const { booking, body, bookerCompanyId } = await newBooking(t, actor, variant, made);
      const ownership = { userId: booking.userId, userCompanyId: bookerCompanyId, bookingStart: booking.bookingStart };
      const refusal = bookingChangeRefusal(who, ownership, Temporal.Instant.fromEpochMilliseconds(t.now().getTime()));
      const id = booking.id;
      switch (key) {
        case 'booking.update':
          return { input: { params: { id }, body }, expected: refusal };
        // Whoever sees the booking's location in the calendar lists its guests (issue 29 §2); a CanteenManager sees
        // only the locations of their canteens, so a booking elsewhere is not found for them.
        case 'guest.list': {
          const seen = expectOk(await actor.send(contract.location.mine)).some((location) => location.rooms.some((room) => room.id === booking.roomId));
          return { input: { params: { id } }, expected: seen ? null : notFound };
        }
        // The guests change as the booking does; a guest the booking does not have is not found.
        case 'guest.add':
          return { input: { params: { id }, body: { name: 'Matrix guest' } }, expected: refusal };
        case 'guest.remove':
          return { input: { params: { id, guestId: UNKNOWN_ID } }, expected: refusal ?? guestNotFound };
        default:
          return { input: { params: { id } }, expected: refusal };
      }
    }
    case 'location':
    case 'room': {
      const place = await placeFor(t, actor, variant);
      const seen = visibleLocations(viewerOf(actor), [{ id: place.locationId, isActive: true }], []).length > 0;
      const expected = seen ? null : notFound;
      switch (key) {
        case 'booking.byLocation':
          return { input: { params: { id: place.locationId }, query: rangeOf() }, expected };
        case 'booking.usedTime':
          return { input: { params: { locationId: place.locationId } }, expected };
        case 'booking.availableRooms':
          return { input: { body: { location: place.locationId, ...ownSlot(t) } }, expected };
        case 'booking.byRoom':
          return { input: { params: { id: place.roomId }, query: rangeOf() }, expected };
        case 'booking.create':
          return { input: { body: { name: 'Matrix', roomId: place.roomId, ...ownSlot(t) } }, expected };
        // A series of two: the slot's Monday and the Tuesday after it, in the case's own week.
        case 'booking.seriesPreview':
        case 'booking.createSeries': {
          const first = ownSlot(t);
          const series = { booking: { name: 'Matrix series', roomId: place.roomId, ...first }, repeat: { frequency: 'daily', count: 2 } };
          const occurrences = [first.bookingStart, plusMinutes(first.bookingStart, 24 * 60)];
          return { input: { body: key === 'booking.createSeries' ? { ...series, occurrences } : series }, expected };
        }
        default:
          throw new Error(`the matrix does not know how to send ${key} about a ${target}`);
      }
    }
  }
}

/** A call without a target: an unknown id in every path parameter and an empty body, so that nothing changes. */
const emptyInput = (call: ApiCall): LooseCallInput => {
  const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return {
    ...(names.length > 0 ? { params: Object.fromEntries(names.map((name) => [name, UNKNOWN_ID])) } : {}),
    ...(call.body ? { body: {} } : {}),
  };
};

/** Removes what the case made (a refused or allowed delete may have removed it already). */
async function cleanUp(t: CaseContext, made: Made, bookingIds: number[]) {
  const superAdmin = await session(t, DEMO.superAdmin);
  for (const id of bookingIds) await superAdmin.send(contract.booking.delete, { params: { id } });
  const listedUsers = new Set(expectOk(await superAdmin.send(contract.user.list)).map((user) => user.id));
  const users = made.users.filter((id) => listedUsers.has(id));
  if (users.length > 0) expectOk(await superAdmin.send(contract.user.deleteMany, { body: { items: users } }));
  const listedCompanies = new Set(expectOk(await superAdmin.send(contract.company.list)).map((company) => company.id));
  const companies = made.companies.filter((id) => listedCompanies.has(id));
  if (companies.length > 0) expectOk(await superAdmin.send(contract.company.deleteMany, { body: { items: companies } }));
}

function expectAnswer(result: CallResult<ApiCall>, expected: ApiError | null, call: ApiCall, exact: boolean) {
  const seen = JSON.stringify(result.raw);
  if (expected) {
    expect(result.ok, seen).toBe(false);
    if (!result.ok) expect({ status: result.status, error: result.error }).toEqual({ status: expected.statusCode, error: expected });
  } else if (exact) {
    expect(result.ok ? result.status : result, seen).toBe(call.status ?? 200);
  } else {
    expect([401, 403], seen).not.toContain(result.status);
  }
}

const CALL_KEYS = listCalls();

/**
 * The matrix runs on the API on PostgreSQL and on the mocks (issue 9); on PGlite only where no PostgreSQL
 * is configured, as the API's one target there (the same code answers on both databases, and CI's time is
 * better spent elsewhere than on a third copy of 500 cases).
 */
const runsOn = (target: string) => !target.endsWith('pglite') || !process.env.TEST_DATABASE_URL;

/** The calls of the contract that no area gives a target: none, or the matrix fails. */
export const unmappedCalls = (): string[] => CALL_KEYS.filter(({ key }) => callTarget(...(key.split('.') as [string, string])) === undefined).map(({ key }) => key);

/**
 * A signed-in kiosk of the target (the demo canteen, signed in with the password its administrators read), or
 * a fresh one for a call that may end it (sign-out).
 */
const kioskTokens = new Map<string, Promise<string>>();
async function newKioskToken(t: CaseContext): Promise<string> {
  const [demo] = expectOk(await (await session(t, DEMO.superAdmin)).send(contract.canteen.list));
  expect(demo, 'a canteen').toBeDefined();
  return expectOk(await t.send(contract.kiosk.signIn, { body: { locationId: demo!.locationId, password: demo!.password! } })).token;
}
function kioskToken(t: CaseContext, fresh: boolean): Promise<string> {
  if (fresh) return newKioskToken(t);
  let token = kioskTokens.get(t.baseUrl);
  if (!token) kioskTokens.set(t.baseUrl, (token = newKioskToken(t)));
  return token;
}

/**
 * The seventh caller of the matrix: a kiosk's device token on every call. A user's call and a reception
 * board's refuse it (401); a kiosk's call takes it (sent with an empty body, so it is only not refused: 401 or
 * 403); a public call does not care.
 */
const deviceCases: ContractCase[] = CALL_KEYS.map(({ key, call }) => ({
  name: `${call.method} ${call.path} (${key}) with a kiosk's device token`,
  calls: [call, contract.kiosk.signIn, contract.canteen.list],
  runsOn,
  async run(t) {
    const token = await kioskToken(t, key === 'kiosk.signOut');
    const result = await t.sendLoose(call, { ...emptyInput(call), token });
    // A reception board's call takes its own device token, not a kiosk's (docs/decisions/103).
    const refused = call.auth === 'bearer' || call.auth === 'reception' ? unauthorized : call.auth === 'tablet' ? tabletRefused : null;
    expectAnswer(result, refused, call, false);
  },
}));

const authorizationCases: ContractCase[] = [
  {
    name: 'the matrix knows every call of the contract (a target for each, from its area)',
    calls: [],
    async run() {
      expect(unmappedCalls()).toEqual([]);
    },
  },
  ...CALL_KEYS.flatMap(({ key, call }) => {
    const [resource, name] = key.split('.') as [string, string];
    const target = callTarget(resource, name) ?? 'none';
    return ROLES.flatMap((role) =>
      variantsOf(target, role).map(
        (variant): ContractCase => ({
          name: `${call.method} ${call.path} (${key}) as ${role}${variant === 'any' ? '' : `, ${variant}`}`,
          calls: [call],
          runsOn,
          async run(t) {
            const actor = await session(t, EMAIL_OF[role]);
            const made: Made = { users: [], companies: [], bookings: [] };
            try {
              const roleRefused = call.auth === 'bearer' && call.roles !== undefined && !call.roles.includes(role);
              const prepared = target === 'none' ? { input: emptyInput(call), expected: null } : await prepare(t, key, target, variant, actor, made);
              // A kiosk's or a reception board's call takes its device token, never a user's (docs/decisions/038, 103); a
              // tablet's call its tablet code (100).
              const expected =
                call.auth === 'device' || call.auth === 'reception' ? unauthorized : call.auth === 'tablet' ? tabletRefused : roleRefused ? forbidden : prepared.expected;
              // Never let a wrong expectation delete the demo data: only records made here may be removed.
              if (expected === null && variant === 'ownCompany' && target === 'company') throw new Error(`${key} would delete the actor's company`);
              const result = await t.sendLoose(call, { ...prepared.input, token: actor.session.token });
              expectAnswer(result, expected, call, target !== 'none');
            } finally {
              await cleanUp(t, made, made.bookings);
            }
          },
        }),
      ),
    );
  }),
  ...deviceCases,
];


/** How many cases the matrix has (the closing note gives it). */
export const authorizationCaseCount = authorizationCases.length - 1;

export default { name: 'authorization matrix', cases: authorizationCases } satisfies CaseGroup;
