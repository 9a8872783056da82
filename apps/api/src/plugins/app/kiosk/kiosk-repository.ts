import type { Knex } from 'knex';
import type { Role } from '@roombook/domain/roles';
import type { KioskCanteen, KioskCompany, KioskLocation } from '@roombook/domain/kiosk/schemas';
import type { PricedLine } from '@roombook/domain/kiosk/rules/order-totals';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** A canteen as the kiosk knows it, with its location's id (the companies and the sign-in need it). */
export interface KioskCanteenRecord extends KioskCanteen {
  locationId: number;
}

/** A canteen a kiosk may sign in to, with its device password (stored recoverable, docs/decisions/009). */
export interface DeviceCanteenRow {
  id: number;
  locationId: number;
  password: string;
}

/** The employee a company and PIN name (the kiosk's buyer, the room tablet's booker). */
export interface EmployeeRow {
  id: number;
  firstName: string;
  role: Role;
}

/** An order as the kiosk writes it (its lines priced from the menu at this moment). */
export interface NewKioskOrder {
  canteenId: number;
  orderNumber: number;
  userId: number | null;
  companyId: number | null;
  totalOre: number;
  createdAt: Date;
  lines: readonly PricedLine[];
}

const canteenColumns = ['c.id', 'c.location_id as locationId', 'l.name as locationName', 'c.printer_enabled as printerEnabled'];

/**
 * The only code that reads or writes the kiosk's wrong PINs (`kiosk_pin_failures`, migration 0012; its sessions are
 * `DeviceSessions`) and the orders it takes (`canteen_orders`, `canteen_order_items`), with what the kiosk reads of the
 * canteens, items, companies and users (conventions §5; docs/decisions/038).
 */
export class KioskRepository {
  constructor(private readonly db: Knex) {}

  /** The locations that have a canteen, by name (the sign-in form's choice). */
  async locationsWithCanteen(trx: Executor = this.db): Promise<KioskLocation[]> {
    return trx('locations as l')
      .whereExists((sub) => sub.select(trx.raw('1')).from('canteens as c').whereRaw('c.location_id = l.id'))
      .orderBy([{ column: 'l.name' }, { column: 'l.id' }])
      .select<KioskLocation[]>('l.id', 'l.name');
  }

  /**
   * The canteens at a location with their passwords, held (`for key share`) until the transaction ends: a
   * parallel change of a password (which locks the canteen `for update`) is waited for and read, so no
   * session is made with a password that has just been replaced.
   */
  async canteensAt(locationId: number, trx: Knex.Transaction): Promise<DeviceCanteenRow[]> {
    return trx('canteens')
      .where({ location_id: locationId })
      .orderBy('id')
      .forKeyShare()
      .select<DeviceCanteenRow[]>('id', 'location_id as locationId', 'password');
  }

  async canteen(id: number, trx: Executor = this.db): Promise<KioskCanteenRecord | undefined> {
    return trx('canteens as c').join('locations as l', 'l.id', 'c.location_id').where('c.id', id).first<KioskCanteenRecord | undefined>(canteenColumns);
  }

  /**
   * The canteen, locked (`for no key update`) until the transaction ends: the kiosk's orders of one canteen
   * are written one after the other (their numbers, the PIN count), from any API process, while the key-share
   * lock of the orders' canteen check (migration 0011) is not blocked; a change or delete of the canteen waits.
   */
  async lockCanteen(id: number, trx: Knex.Transaction): Promise<KioskCanteenRecord | undefined> {
    return trx('canteens as c')
      .join('locations as l', 'l.id', 'c.location_id')
      .where('c.id', id)
      .forNoKeyUpdate('c')
      .first<KioskCanteenRecord | undefined>(canteenColumns);
  }

  /**
   * The items on a canteen's menu with their prices now: those of every canteen (`canteen_id` null, the
   * items the API manages, migration 0011) and any of this canteen's own.
   */
  async menuItems(canteenId: number, trx: Executor = this.db): Promise<Array<{ id: number; name: string; price: number; position: number }>> {
    return trx('canteen_items')
      .where((where) => where.whereNull('canteen_id').orWhere('canteen_id', canteenId))
      .select('id', 'name', 'price_ore as price', 'position');
  }

  /** The companies that rent at a location. */
  async companiesAt(locationId: number, trx: Executor = this.db): Promise<KioskCompany[]> {
    return trx('companies as co')
      .join('company_locations as cl', 'cl.company_id', 'co.id')
      .where('cl.location_id', locationId)
      .select<KioskCompany[]>('co.id', 'co.name');
  }

  /** The company when it rents at the location; undefined otherwise. */
  async companyAt(companyId: number, locationId: number, trx: Executor = this.db): Promise<KioskCompany | undefined> {
    return trx('companies as co')
      .join('company_locations as cl', 'cl.company_id', 'co.id')
      .where({ 'co.id': companyId, 'cl.location_id': locationId })
      .first<KioskCompany | undefined>('co.id', 'co.name');
  }

  /** The user of the company with that PIN (PINs are unique per company, migration 0005). */
  async employeeWithPin(companyId: number, pinCode: string, trx: Executor = this.db): Promise<EmployeeRow | undefined> {
    return trx('users').where({ company_id: companyId, pin_code: pinCode }).first<EmployeeRow | undefined>('id', 'first_name as firstName', 'role');
  }

  /** The instants (epoch ms) of the wrong PINs after `since`, of the session and of its whole canteen. */
  async pinFailures(canteenId: number, sessionId: number, since: Date, trx: Executor = this.db): Promise<{ session: number[]; canteen: number[] }> {
    const rows = await trx('kiosk_pin_failures')
      .where({ canteen_id: canteenId })
      .andWhere('failed_at', '>', since)
      .select<Array<{ sessionId: number | null; failedAt: Date }>>('session_id as sessionId', 'failed_at as failedAt');
    return {
      session: rows.filter((row) => row.sessionId === sessionId).map((row) => row.failedAt.getTime()),
      canteen: rows.map((row) => row.failedAt.getTime()),
    };
  }

  /** Records a wrong PIN, and forgets the canteen's wrong PINs from before `forgetBefore` (they count no more). */
  async recordPinFailure(failure: { canteenId: number; sessionId: number; at: Date; forgetBefore: Date }, trx: Executor = this.db): Promise<void> {
    await trx('kiosk_pin_failures').where({ canteen_id: failure.canteenId }).andWhere('failed_at', '<=', failure.forgetBefore).delete();
    await trx('kiosk_pin_failures').insert({ canteen_id: failure.canteenId, session_id: failure.sessionId, failed_at: failure.at });
  }

  /** The canteen's next order number: its greatest so far plus one (call it holding the canteen's lock). */
  async nextOrderNumber(canteenId: number, trx: Knex.Transaction): Promise<number> {
    const row = await trx('canteen_orders').where({ canteen_id: canteenId }).max<{ max: number | null }>('order_number as max').first();
    return (row?.max ?? 0) + 1;
  }

  /** Writes an order and its lines (each with the item's id, name and price without tax now). */
  async insertOrder(order: NewKioskOrder, trx: Knex.Transaction): Promise<void> {
    const [row] = await trx('canteen_orders')
      .insert({
        canteen_id: order.canteenId,
        order_number: order.orderNumber,
        user_id: order.userId,
        company_id: order.companyId,
        total_ore: order.totalOre,
        created_at: order.createdAt,
      })
      .returning<Array<{ id: number }>>('id');
    if (!row) throw new Error('insert into canteen_orders returned no row');
    await trx('canteen_order_items').insert(
      order.lines.map((line) => ({ order_id: row.id, item_id: line.itemId, item_name: line.name, quantity: line.quantity, price_ore: line.price })),
    );
  }
}

export const kioskRepository = (deps: Deps) => new KioskRepository(deps.knex);
