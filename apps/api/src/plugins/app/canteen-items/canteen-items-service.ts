import { byPosition } from '@roombook/domain/canteens/rules/by-position';
import type { CanteenItem, CanteenItemBody } from '@roombook/domain/canteens/item-schemas';
import { CANTEEN_ITEM_MESSAGES } from '@roombook/domain/canteens/page';
import { notFound } from '../../../errors';
import { canteenItemsRepository, type CanteenItemsRepository } from './canteen-items-repository';
import type { Deps } from '../../../deps';

/**
 * Canteen items (§7 "Canteens, items, receptions"; SuperAdmin and Admin, checked by the route from the
 * contract's roles): the list by position (`byPosition`), create, edit (name, price in øre, position), delete.
 */
export class CanteenItemsService {
  constructor(private readonly items: CanteenItemsRepository) {}

  async list(): Promise<CanteenItem[]> {
    return (await this.items.list()).sort(byPosition);
  }

  create(body: CanteenItemBody): Promise<CanteenItem> {
    return this.items.insert(body);
  }

  async update(id: number, body: CanteenItemBody): Promise<CanteenItem> {
    const item = await this.items.update(id, body);
    if (!item) throw notFound();
    return item;
  }

  async delete(id: number): Promise<{ message: string }> {
    if (!(await this.items.delete(id))) throw notFound();
    return { message: CANTEEN_ITEM_MESSAGES.deleted };
  }
}

export const canteenItemsService = (deps: Deps) => new CanteenItemsService(deps.get(canteenItemsRepository));
