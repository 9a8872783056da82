import type { CanteenItem } from '@roombook/domain/canteens/item-schemas';
import type { Company } from '@roombook/domain/companies/schemas';
import { KIOSK_SESSION_IDLE_DAYS } from '@roombook/domain/constants';
import { kioskMenu, signInCanteen } from '@roombook/domain/kiosk/rules/kiosk-menu';
import { kioskReceipt } from '@roombook/domain/kiosk/rules/order-totals';
import { KIOSK_PIN_WINDOW_MS, pinAttempts, type PinAttempts } from '@roombook/domain/kiosk/rules/pin-attempts';
import { pricedOrder } from '@roombook/domain/kiosk/rules/priced-order';
import type { KioskCanteen, KioskLocation, KioskMenu, KioskOrderBody, KioskReceipt, KioskSession, KioskSignInBody } from '@roombook/domain/kiosk/schemas';
import { ERRORS, KIOSK_MESSAGES } from '@roombook/domain/messages';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { MockHttpError } from '../lib/contract-handler';
import type { MockCanteenOrder } from './canteen-orders';
import type { MockCanteen } from './canteens';
import { byName } from '@roombook/domain/common/rules/text-order';

/** A signed-in kiosk of the mocks: its device session and canteen. */
export interface MockKioskSession {
  id: number;
  canteenId: number;
  lastUsedAt: number;
}

/** What the kiosk reads and writes of the rest of the store (the store passes itself). */
export interface KioskStoreView {
  now: () => number;
  readonly canteens: { records: readonly MockCanteen[] };
  readonly locations: { list: ReadonlyArray<{ id: number; name: string }> };
  readonly canteenItems: { list: readonly CanteenItem[] };
  companies: Company[];
  users: ReadonlyArray<Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'company' | 'pinCode'>>;
  canteenOrders: MockCanteenOrder[];
}

const DAY_MS = 86_400_000;

/** The companies that rent at a location (whose staff order at its kiosk and book at its room tablets), `{ id, name }`. */
export const companiesAt = (companies: readonly Company[], locationId: number): Array<Pick<Company, 'id' | 'name'>> =>
  companies.filter((company) => company.locations.some((place) => place.id === locationId)).map(({ id, name }) => ({ id, name }));

/** What a device (the kiosk, a room tablet) knows when it checks a company and PIN. */
interface PinCheck {
  /** The companies that rent where the device is. */
  companyIds: readonly number[];
  /** The device's PIN check now, from its wrong PINs (`pinAttempts`, `tabletPinAttempts`). */
  attempts: PinAttempts;
  /** Records a wrong PIN now, and answers the refusal that says what is left. */
  wrongPin: () => string;
}

/**
 * The user that a company and PIN name at a device, as the API checks them: a company that does not rent
 * there is 400 `companyNotHere`; while the device's PIN check is locked, 429 with the wait; then the user of
 * that company with that PIN, or the wrong PIN recorded and 400 with the attempts left.
 */
export function employeeByPin<U extends Pick<SessionUser, 'company' | 'pinCode'>>(users: readonly U[], person: { companyId: number; pinCode: string }, check: PinCheck): U {
  if (!check.companyIds.includes(person.companyId)) throw new MockHttpError(400, KIOSK_MESSAGES.companyNotHere);
  if (check.attempts.locked) throw new MockHttpError(429, KIOSK_MESSAGES.pinLocked(check.attempts.retryAfterSeconds));
  const employee = users.find((user) => user.company?.id === person.companyId && user.pinCode === person.pinCode);
  if (!employee) throw new MockHttpError(400, check.wrongPin());
  return employee;
}

const randomToken = () => `kiosk_${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * The canteen kiosk for the mocks (docs/decisions/038), with the API's rules from the domain: the sign-in
 * (`signInCanteen`), device sessions that end with a canteen's new password or location or its delete, the
 * menu (`kioskMenu`), and orders priced from the menu now (`pricedOrder`), numbered after the canteen's last
 * one, with the wrong PINs of the window counted per session and canteen (`pinAttempts`). An order joins
 * `canteenOrders`, so the canteen reports of the mocks show it at once.
 */
export class MockKiosk {
  private readonly sessions = new Map<string, MockKioskSession>();
  private readonly failures: Array<{ canteenId: number; sessionId: number | null; at: number }> = [];
  private highestSessionId = 0;

  constructor(private readonly store: KioskStoreView) {}

  /** `GET /api/kiosk/locations`: the locations with a canteen, by name. */
  locations(): KioskLocation[] {
    const withCanteen = new Set(this.store.canteens.records.map((canteen) => canteen.locationId));
    return this.store.locations.list
      .filter((location) => withCanteen.has(location.id))
      .map(({ id, name }) => ({ id, name }))
      .sort(byName);
  }

  signIn(body: KioskSignInBody): KioskSession {
    const canteen = signInCanteen(this.store.canteens.records, body, (stored, given) => stored === given);
    if (!canteen) throw new MockHttpError(401, KIOSK_MESSAGES.signInFailed);
    const token = randomToken();
    this.highestSessionId += 1;
    this.sessions.set(token, { id: this.highestSessionId, canteenId: canteen.id, lastUsedAt: this.store.now() });
    return { token, canteen: this.canteen(canteen.id) };
  }

  /** The session of an `Authorization: Bearer …` header, marked used; null for anything else or one unused too long. */
  sessionFor(authorization: string | null): MockKioskSession | null {
    const token = authorization?.match(/^Bearer (\S+)$/)?.[1];
    const session = token === undefined ? undefined : this.sessions.get(token);
    if (!session || this.store.now() - session.lastUsedAt > KIOSK_SESSION_IDLE_DAYS * DAY_MS) return null;
    session.lastUsedAt = this.store.now();
    return session;
  }

  signOut(device: MockKioskSession): { message: string } {
    for (const [token, session] of this.sessions) if (session.id === device.id) this.sessions.delete(token);
    return { message: KIOSK_MESSAGES.signedOut };
  }

  /** Ends the device sessions of canteens (a new password or location, a delete; the API's transaction). */
  endSessionsOf(canteenIds: readonly number[]): void {
    for (const [token, session] of this.sessions) if (canteenIds.includes(session.canteenId)) this.sessions.delete(token);
  }

  menu(device: MockKioskSession): KioskMenu {
    const canteen = this.canteen(device.canteenId);
    return kioskMenu(canteen, this.store.canteenItems.list, companiesAt(this.store.companies, this.record(device.canteenId).locationId));
  }

  order(device: MockKioskSession, body: KioskOrderBody): KioskReceipt {
    const canteen = this.canteen(device.canteenId);
    const now = this.store.now();
    const priced = pricedOrder(body.lines, this.store.canteenItems.list);
    if (!priced.ok) throw new MockHttpError(priced.refusal.statusCode, priced.refusal.message);

    let employee: (typeof this.store.users)[number] | undefined;
    let company: Pick<Company, 'id' | 'name'> | undefined;
    const person = body.employee;
    if (person) {
      const here = companiesAt(this.store.companies, this.record(device.canteenId).locationId);
      const recent = this.failures.filter((failure) => failure.canteenId === canteen.id && failure.at > now - KIOSK_PIN_WINDOW_MS);
      const failures = { session: recent.filter((failure) => failure.sessionId === device.id).map((f) => f.at), canteen: recent.map((f) => f.at) };
      employee = employeeByPin(this.store.users, person, {
        companyIds: here.map((place) => place.id),
        attempts: pinAttempts(failures, now),
        wrongPin: () => {
          this.failures.push({ canteenId: canteen.id, sessionId: device.id, at: now });
          const after = pinAttempts({ session: [...failures.session, now], canteen: [...failures.canteen, now] }, now);
          return after.locked ? KIOSK_MESSAGES.wrongPin(0, after.retryAfterSeconds) : KIOSK_MESSAGES.wrongPin(after.attemptsLeft, 0);
        },
      });
      company = here.find((place) => place.id === person.companyId);
    }

    const orders = this.store.canteenOrders;
    const orderNumber = Math.max(0, ...orders.filter((o) => o.canteenId === canteen.id).map((o) => o.orderNumber)) + 1;
    const createdAt = new Date(now).toISOString();
    orders.push({
      id: Math.max(0, ...orders.map((o) => o.id)) + 1,
      orderNumber,
      canteenId: canteen.id,
      companyId: company?.id ?? null,
      employee: employee ? { firstName: employee.firstName, lastName: employee.lastName } : null,
      createdAt,
      lines: priced.lines.map(({ name, price, quantity }) => ({ name, price, quantity })),
    });
    const buyer = employee && company ? { firstName: employee.firstName, companyName: company.name } : null;
    return kioskReceipt({ orderNumber, createdAt, canteen, buyer, lines: priced.lines });
  }

  private record(canteenId: number): MockCanteen {
    const record = this.store.canteens.records.find((canteen) => canteen.id === canteenId);
    // A session outlives no canteen (endSessionsOf); this guards a store changed by hand.
    if (!record) throw new MockHttpError(401, ERRORS.unauthorized);
    return record;
  }

  private canteen(canteenId: number): KioskCanteen {
    const record = this.record(canteenId);
    const location = this.store.locations.list.find((place) => place.id === record.locationId);
    return { id: record.id, locationName: location?.name ?? '', printerEnabled: record.printerEnabled };
  }
}
