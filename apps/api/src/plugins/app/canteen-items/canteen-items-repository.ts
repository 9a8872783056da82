import type { Knex } from 'knex';
import type { CanteenItem, CanteenItemBody } from '@roombook/domain/canteens/item-schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

const ITEM_COLUMNS = ['id', 'name', 'price_ore as price', 'position'];

const fieldsOf = (body: CanteenItemBody) => ({ name: body.name, price_ore: body.price, position: body.position });

/**
 * The only code that reads or writes `canteen_items` (conventions §5): the one menu of every canteen (the
 * contract's item has no canteen; migration 0011), prices in øre without tax (docs/decisions/005). A
 * deleted item leaves the order lines that sold it: they keep its name and price (migration 0001).
 */
export class CanteenItemsRepository {
  constructor(private readonly db: Knex) {}

  /** Every item; the order is the domain's `byPosition`. */
  async list(trx: Executor = this.db): Promise<CanteenItem[]> {
    return trx('canteen_items').select<CanteenItem[]>(ITEM_COLUMNS);
  }

  async insert(body: CanteenItemBody, trx: Executor = this.db): Promise<CanteenItem> {
    const [row] = await trx('canteen_items').insert(fieldsOf(body)).returning<CanteenItem[]>(ITEM_COLUMNS);
    if (!row) throw new Error('insert into canteen_items returned no row');
    return row;
  }

  /** The item with its new name, price and position; undefined when there is none with that id. */
  async update(id: number, body: CanteenItemBody, trx: Executor = this.db): Promise<CanteenItem | undefined> {
    const [row] = await trx('canteen_items')
      .where({ id })
      .update({ ...fieldsOf(body), updated_at: trx.fn.now() })
      .returning<CanteenItem[]>(ITEM_COLUMNS);
    return row;
  }

  /** Deletes the item; false when there was none. */
  async delete(id: number, trx: Executor = this.db): Promise<boolean> {
    const deleted = await trx('canteen_items').where({ id }).delete().returning<Array<{ id: number }>>('id');
    return deleted.length > 0;
  }
}

export const canteenItemsRepository = (deps: Deps) => new CanteenItemsRepository(deps.knex);
