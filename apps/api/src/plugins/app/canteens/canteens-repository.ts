import type { Knex } from 'knex';
import type { Canteen, CanteenBody } from '@roombook/domain/canteens/schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** A canteen row with its location's name and its manager's, flat as the query answers it. */
interface CanteenRow {
  id: number;
  locationId: number;
  locationName: string;
  password: string;
  printerEnabled: boolean;
  managerId: number | null;
  managerFirstName: string | null;
  managerLastName: string | null;
}

/** A canteen with its manager's id, which decides who lists it (`visibleCanteens`) and is not answered. */
export type ManagedCanteen = Canteen & { managerId: number | null };

const toCanteen = (row: CanteenRow): ManagedCanteen => ({
  id: row.id,
  locationId: row.locationId,
  location: { name: row.locationName },
  password: row.password,
  printerEnabled: row.printerEnabled,
  user: row.managerFirstName === null || row.managerLastName === null ? null : { firstName: row.managerFirstName, lastName: row.managerLastName },
  managerId: row.managerId,
});

/**
 * The only code that reads or writes `canteens` (conventions §5). A canteen is known by its location (§2);
 * its manager is `manager_user_id` (set null when that user is deleted). A delete keeps the canteen's orders
 * with its id and its location's name (the triggers of migration 0011, docs/decisions/039).
 */
export class CanteensRepository {
  constructor(private readonly db: Knex) {}

  private select(trx: Executor) {
    return trx('canteens as c')
      .join('locations as l', 'l.id', 'c.location_id')
      .leftJoin('users as u', 'u.id', 'c.manager_user_id')
      .select<CanteenRow[]>(
        'c.id',
        'c.location_id as locationId',
        'l.name as locationName',
        'c.password',
        'c.printer_enabled as printerEnabled',
        'c.manager_user_id as managerId',
        'u.first_name as managerFirstName',
        'u.last_name as managerLastName',
      );
  }

  /** Every canteen with its password, by location name (then id); who sees which is the domain's rule. */
  async list(trx: Executor = this.db): Promise<ManagedCanteen[]> {
    const rows = await this.select(trx).orderBy([{ column: 'l.name' }, { column: 'c.id' }]);
    return rows.map(toCanteen);
  }

  async find(id: number, trx: Executor = this.db): Promise<ManagedCanteen | undefined> {
    const row = await this.select(trx).where('c.id', id).first();
    return row && toCanteen(row);
  }

  async insert(body: CanteenBody, trx: Executor = this.db): Promise<number> {
    const [row] = await trx('canteens')
      .insert({ location_id: body.locationId, password: body.password, printer_enabled: body.printerEnabled })
      .returning<Array<{ id: number }>>('id');
    if (!row) throw new Error('insert into canteens returned no row');
    return row.id;
  }

  /** Replaces the location, password and printer flag (the manager stays). */
  async update(id: number, body: CanteenBody, trx: Executor = this.db): Promise<void> {
    await trx('canteens')
      .where({ id })
      .update({ location_id: body.locationId, password: body.password, printer_enabled: body.printerEnabled, updated_at: trx.fn.now() });
  }

  /**
   * The canteen, locked until the transaction ends, with its location's name; undefined when there is none.
   * An edit or a new manager is written without a parallel delete coming in between.
   */
  async lock(id: number, trx: Knex.Transaction): Promise<{ id: number; locationName: string } | undefined> {
    return trx('canteens as c')
      .join('locations as l', 'l.id', 'c.location_id')
      .where('c.id', id)
      .forUpdate('c')
      .first<{ id: number; locationName: string } | undefined>('c.id', 'l.name as locationName');
  }

  async setManager(id: number, userId: number, trx: Executor = this.db): Promise<void> {
    await trx('canteens').where({ id }).update({ manager_user_id: userId, updated_at: trx.fn.now() });
  }

  /** Deletes the canteen (its orders stay, by migration 0011); false when there was none. */
  async delete(id: number, trx: Executor = this.db): Promise<boolean> {
    const deleted = await trx('canteens').where({ id }).delete().returning<Array<{ id: number }>>('id');
    return deleted.length > 0;
  }
}

export const canteensRepository = (deps: Deps) => new CanteensRepository(deps.knex);
