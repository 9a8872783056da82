import type { Knex } from 'knex';
import { withDevicePassword } from '@roombook/domain/canteens/rules/device-password';
import { deviceLocationRefusal } from '@roombook/domain/canteens/rules/references';
import { visibleCanteens } from '@roombook/domain/canteens/rules/visible-canteens';
import type { Canteen, CanteenBody } from '@roombook/domain/canteens/schemas';
import { CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { notFound, refuseWith } from '../../../errors';
import { kioskSessions, type DeviceSessions } from '../devices/device-sessions';
import { locationsRepository, type LocationsRepository } from '../locations/locations-repository';
import type { SessionUserRecord } from '../users/users-repository';
import { canteensRepository, type CanteensRepository } from './canteens-repository';
import type { Deps } from '../../../deps';

/**
 * Canteens (§7 "Canteens, items, receptions"; the contract's roles gate each call: the list for those who
 * manage canteens or read a canteen report, the create for SuperAdmin, the rest for SuperAdmin and Admin).
 * The list is `visibleCanteens` of the caller, each with the password only for those who manage canteens
 * (`withDevicePassword`, docs/decisions/009). A canteen's location must exist (`deviceLocationRefusal`). A
 * delete keeps the canteen's orders for the reports, with the canteen's id and its location's name
 * (docs/decisions/039). A new password or location ends the canteen's kiosk sessions in the same transaction
 * (its delete ends them by the foreign key's cascade; docs/decisions/038).
 */
export class CanteensService {
  constructor(
    private readonly db: Knex,
    private readonly canteens: CanteensRepository,
    private readonly locations: LocationsRepository,
    private readonly kioskSessions: Pick<DeviceSessions, 'endAllOf'>,
  ) {}

  async list(viewer: SessionUserRecord): Promise<Canteen[]> {
    const companyLocationIds = viewer.company?.locations.map((location) => location.id) ?? [];
    return visibleCanteens({ userId: viewer.id, role: viewer.role, companyLocationIds }, await this.canteens.list()).map(({ managerId: _managerId, ...canteen }) =>
      withDevicePassword(viewer, canteen),
    );
  }

  create(body: CanteenBody): Promise<Canteen> {
    return this.db.transaction(async (trx) => {
      refuseWith(deviceLocationRefusal(await this.locations.exists(body.locationId, trx)));
      return this.found(await this.canteens.insert(body, trx), trx);
    });
  }

  /**
   * Replaces the location, password and printer flag; the manager stays. A kiosk signed in with the old
   * password, or at the old location, is signed out (its device sessions end with this transaction).
   */
  update(id: number, body: CanteenBody): Promise<Canteen> {
    return this.db.transaction(async (trx) => {
      if (!(await this.canteens.lock(id, trx))) throw notFound();
      refuseWith(deviceLocationRefusal(await this.locations.exists(body.locationId, trx)));
      const before = await this.found(id, trx);
      await this.canteens.update(id, body, trx);
      if (before.password !== body.password || before.locationId !== body.locationId) await this.kioskSessions.endAllOf(id, trx);
      return this.found(id, trx);
    });
  }

  async delete(id: number): Promise<{ message: string }> {
    if (!(await this.canteens.delete(id))) throw notFound();
    return { message: CANTEEN_MESSAGES.deleted };
  }

  private async found(id: number, trx: Knex.Transaction): Promise<Canteen> {
    const found = await this.canteens.find(id, trx);
    if (!found) throw notFound();
    const { managerId: _managerId, ...canteen } = found;
    return canteen;
  }
}

export const canteensService = (deps: Deps) => new CanteensService(deps.knex, deps.get(canteensRepository), deps.get(locationsRepository), deps.get(kioskSessions));
