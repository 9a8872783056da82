import type { Knex } from 'knex';
import { deviceLocationRefusal } from '@roombook/domain/canteens/rules/references';
import type { Reception, ReceptionBody } from '@roombook/domain/receptions/schemas';
import { RECEPTION_MESSAGES } from '@roombook/domain/receptions/page';
import { notFound, refuseWith } from '../../../errors';
import { receptionSessions, type DeviceSessions } from '../devices/device-sessions';
import { locationsRepository, type LocationsRepository } from '../locations/locations-repository';
import { receptionsRepository, type ReceptionsRepository } from './receptions-repository';
import type { Deps } from '../../../deps';

/**
 * Receptions (§7 "Canteens, items, receptions"; the create for SuperAdmin, the rest for SuperAdmin and
 * Admin, checked by the route from the contract's roles, and only they list them, so every answer carries
 * the password, docs/decisions/009). A reception's location must exist (`deviceLocationRefusal`).
 */
export class ReceptionsService {
  constructor(
    private readonly db: Knex,
    private readonly receptions: ReceptionsRepository,
    private readonly locations: LocationsRepository,
    private readonly boardSessions: Pick<DeviceSessions, 'endAllOf'>,
  ) {}

  list(): Promise<Reception[]> {
    return this.receptions.list();
  }

  create(body: ReceptionBody): Promise<Reception> {
    return this.db.transaction(async (trx) => {
      refuseWith(deviceLocationRefusal(await this.locations.exists(body.locationId, trx)));
      return this.found(await this.receptions.insert(body, trx), trx);
    });
  }

  /**
   * Replaces the name, password, location and wifi details (a wifi field left out is cleared). A board signed in
   * with the old password, or at the old location, is signed out (its sessions end with this transaction, which
   * holds the reception's row lock, so a sign-in at this moment compares the new password).
   */
  update(id: number, body: ReceptionBody): Promise<Reception> {
    return this.db.transaction(async (trx) => {
      const before = await this.receptions.find(id, trx, { lock: true });
      if (!before) throw notFound();
      refuseWith(deviceLocationRefusal(await this.locations.exists(body.locationId, trx)));
      await this.receptions.update(id, body, trx);
      if (before.password !== body.password || before.locationId !== body.locationId) await this.boardSessions.endAllOf(id, trx);
      return this.found(id, trx);
    });
  }

  async delete(id: number): Promise<{ message: string }> {
    if (!(await this.receptions.delete(id))) throw notFound();
    return { message: RECEPTION_MESSAGES.deleted };
  }

  private async found(id: number, trx: Knex.Transaction): Promise<Reception> {
    const reception = await this.receptions.find(id, trx);
    if (!reception) throw notFound();
    return reception;
  }
}

export const receptionsService = (deps: Deps) => new ReceptionsService(deps.knex, deps.get(receptionsRepository), deps.get(locationsRepository), deps.get(receptionSessions));
