import type { Knex } from 'knex';
import type { ApiError } from '@roombook/domain/common/schemas';
import { kioskMenu, signInCanteen } from '@roombook/domain/kiosk/rules/kiosk-menu';
import { kioskReceipt, orderTotals, type ReceiptBuyer } from '@roombook/domain/kiosk/rules/order-totals';
import { KIOSK_PIN_WINDOW_MS, pinAttempts } from '@roombook/domain/kiosk/rules/pin-attempts';
import { pricedOrder } from '@roombook/domain/kiosk/rules/priced-order';
import type { KioskLocation, KioskMenu, KioskOrderBody, KioskReceipt, KioskSession, KioskSignInBody } from '@roombook/domain/kiosk/schemas';
import { KIOSK_MESSAGES } from '@roombook/domain/messages';
import { HttpError, refuseWith, unauthorized } from '../../../errors';
import { kioskSessions, sameSecret, type DeviceSessions } from '../devices/device-sessions';
import { kioskRepository, type KioskCanteenRecord, type KioskRepository } from './kiosk-repository';
import { byName } from '@roombook/domain/common/rules/text-order';
import type { Deps } from '../../../deps';

/** A signed-in kiosk: its device session and canteen (set on a device call's request, docs/decisions/038). */
export interface DeviceSession {
  id: number;
  canteenId: number;
}

const toKioskCanteen = ({ id, locationName, printerEnabled }: KioskCanteenRecord) => ({ id, locationName, printerEnabled });

type OrderOutcome =
  | { kind: 'ended' }
  | { kind: 'refused'; refusal: ApiError }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'wrongPin'; left: number; retryAfterSeconds: number }
  | { kind: 'stored'; receipt: KioskReceipt };

/**
 * The canteen kiosk (issue 10 §3, docs/decisions/038): a device session of its own kind (only the hash of its
 * token stored), the menu, and orders stored in one transaction under the canteen's lock: the next order
 * number, the PIN check counted in the database, each line with the item's name and price at that moment.
 */
export class KioskService {
  constructor(
    private readonly db: Knex,
    private readonly kiosk: KioskRepository,
    private readonly sessions: DeviceSessions,
    private readonly now: () => Date,
  ) {}

  /** The device session of an `Authorization: Bearer kiosk_…` header (`DeviceSessions`); 401 for anything else. */
  async authenticate(authorization: string | undefined): Promise<DeviceSession> {
    const { id, ownerId } = await this.sessions.authenticate(authorization);
    return { id, canteenId: ownerId };
  }

  /** The locations with a canteen, in the one Danish text order (`byName`; the database's collation may differ). */
  async locations(): Promise<KioskLocation[]> {
    return (await this.kiosk.locationsWithCanteen()).sort(byName);
  }

  /**
   * Signs a kiosk in to the canteen at the location whose password matches (every canteen there compared in
   * constant time, `signInCanteen`); one 401 for a wrong location and a wrong password. The canteens are read
   * `for key share`, so a password being changed at this moment is waited for and the new one compared.
   */
  async signIn(body: KioskSignInBody): Promise<KioskSession> {
    const signedIn = await this.db.transaction(async (trx) => {
      const canteen = signInCanteen(await this.kiosk.canteensAt(body.locationId, trx), body, sameSecret);
      if (!canteen) return null;
      return { canteenId: canteen.id, token: await this.sessions.open(canteen.id, trx) };
    });
    if (signedIn === null) throw new HttpError(401, KIOSK_MESSAGES.signInFailed);
    const { canteenId, token } = signedIn;
    const canteen = await this.kiosk.canteen(canteenId);
    if (!canteen) throw unauthorized();
    return { token, canteen: toKioskCanteen(canteen) };
  }

  async signOut(device: DeviceSession): Promise<{ message: string }> {
    await this.sessions.end(device.id);
    return { message: KIOSK_MESSAGES.signedOut };
  }

  async menu(device: DeviceSession): Promise<KioskMenu> {
    const canteen = await this.kiosk.canteen(device.canteenId);
    if (!canteen) throw unauthorized();
    const [items, companies] = await Promise.all([this.kiosk.menuItems(canteen.id), this.kiosk.companiesAt(canteen.locationId)]);
    return kioskMenu(toKioskCanteen(canteen), items, companies);
  }

  /**
   * Stores an order in one transaction that holds the canteen's row lock (so the orders of a canteen, from
   * any API process, take their numbers and count their wrong PINs one after the other): the lines priced
   * from the menu now (`pricedOrder`), an employee's company at the canteen's location, then their PIN, unless
   * this session or canteen has too many wrong PINs in the window (`pinAttempts`: 429). A wrong PIN is stored
   * (committed) and answered 400 with the attempts left. `setRetryAfter` gets the wait of a 429.
   */
  async order(device: DeviceSession, body: KioskOrderBody, setRetryAfter: (seconds: number) => void = () => undefined): Promise<KioskReceipt> {
    const outcome = await this.db.transaction(async (trx): Promise<OrderOutcome> => {
      const canteen = await this.kiosk.lockCanteen(device.canteenId, trx);
      // The clock is read once the lock is held: an order that waited for it is later than the ones before it.
      const now = this.now();
      // A password changed or the canteen deleted since the token was read: the session has ended.
      if (!canteen || !(await this.sessions.exists(device.id, trx))) return { kind: 'ended' };
      const priced = pricedOrder(body.lines, await this.kiosk.menuItems(canteen.id, trx));
      if (!priced.ok) return { kind: 'refused', refusal: priced.refusal };

      let buyer: (NonNullable<ReceiptBuyer> & { userId: number; companyId: number }) | null = null;
      if (body.employee) {
        const company = await this.kiosk.companyAt(body.employee.companyId, canteen.locationId, trx);
        if (!company) return { kind: 'refused', refusal: { statusCode: 400, message: KIOSK_MESSAGES.companyNotHere } };
        const windowStart = new Date(now.getTime() - KIOSK_PIN_WINDOW_MS);
        const failures = await this.kiosk.pinFailures(canteen.id, device.id, windowStart, trx);
        const attempts = pinAttempts(failures, now.getTime());
        if (attempts.locked) return { kind: 'locked', retryAfterSeconds: attempts.retryAfterSeconds };
        const employee = await this.kiosk.employeeWithPin(company.id, body.employee.pinCode, trx);
        if (!employee) {
          await this.kiosk.recordPinFailure({ canteenId: canteen.id, sessionId: device.id, at: now, forgetBefore: windowStart }, trx);
          const after = pinAttempts({ session: [...failures.session, now.getTime()], canteen: [...failures.canteen, now.getTime()] }, now.getTime());
          return after.locked ? { kind: 'wrongPin', left: 0, retryAfterSeconds: after.retryAfterSeconds } : { kind: 'wrongPin', left: after.attemptsLeft, retryAfterSeconds: 0 };
        }
        buyer = { userId: employee.id, firstName: employee.firstName, companyId: company.id, companyName: company.name };
      }

      const orderNumber = await this.kiosk.nextOrderNumber(canteen.id, trx);
      await this.kiosk.insertOrder(
        {
          canteenId: canteen.id,
          orderNumber,
          userId: buyer?.userId ?? null,
          companyId: buyer?.companyId ?? null,
          totalOre: orderTotals(priced.lines).totalExcludingTax,
          createdAt: now,
          lines: priced.lines,
        },
        trx,
      );
      return {
        kind: 'stored',
        receipt: kioskReceipt({ orderNumber, createdAt: now.toISOString(), canteen: toKioskCanteen(canteen), buyer, lines: priced.lines }),
      };
    });
    switch (outcome.kind) {
      case 'stored':
        return outcome.receipt;
      case 'ended':
        throw unauthorized();
      case 'refused':
        refuseWith(outcome.refusal);
        throw new Error('unreachable');
      case 'locked':
        setRetryAfter(outcome.retryAfterSeconds);
        throw new HttpError(429, KIOSK_MESSAGES.pinLocked(outcome.retryAfterSeconds));
      case 'wrongPin':
        throw new HttpError(400, KIOSK_MESSAGES.wrongPin(outcome.left, outcome.retryAfterSeconds));
    }
  }
}

export const kioskService = (deps: Deps) => new KioskService(deps.knex, deps.get(kioskRepository), deps.get(kioskSessions), deps.now);
