import type { Knex } from 'knex';
import type { Reception, ReceptionBody } from '@roombook/domain/receptions/schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

interface ReceptionRow extends Omit<Reception, 'location'> {
  locationName: string;
}

const toReception = ({ locationName, ...row }: ReceptionRow): Reception => ({ ...row, location: { name: locationName } });

/** A PUT replaces the reception: a wifi field left out is cleared. */
const fieldsOf = (body: ReceptionBody) => ({
  name: body.name,
  password: body.password,
  location_id: body.locationId,
  wifi_name: body.wifiName ?? null,
  wifi_pass: body.wifiPass ?? null,
});

/**
 * The only code that reads or writes `receptions` (conventions §5): front-desk tablets, each at a location
 * (deleted with it), with a password stored recoverable (docs/decisions/009) and the guests' wifi details.
 */
export class ReceptionsRepository {
  constructor(private readonly db: Knex) {}

  private select(trx: Executor) {
    return trx('receptions as r')
      .join('locations as l', 'l.id', 'r.location_id')
      .select<ReceptionRow[]>(
        'r.id',
        'r.name',
        'r.password',
        'r.location_id as locationId',
        'l.name as locationName',
        'r.wifi_name as wifiName',
        'r.wifi_pass as wifiPass',
      );
  }

  /** Every reception, by location name, then name and id. */
  async list(trx: Executor = this.db): Promise<Reception[]> {
    const rows = await this.select(trx).orderBy([{ column: 'l.name' }, { column: 'r.name' }, { column: 'r.id' }]);
    return rows.map(toReception);
  }

  /** The reception; `lock` holds its row (`for update`, as a change of its password takes it) until the transaction ends. */
  async find(id: number, trx: Executor = this.db, { lock = false }: { lock?: boolean } = {}): Promise<Reception | undefined> {
    const query = this.select(trx).where('r.id', id).first();
    const row = await (lock ? query.forUpdate('r') : query);
    return row && toReception(row);
  }

  async insert(body: ReceptionBody, trx: Executor = this.db): Promise<number> {
    const [row] = await trx('receptions').insert(fieldsOf(body)).returning<Array<{ id: number }>>('id');
    if (!row) throw new Error('insert into receptions returned no row');
    return row.id;
  }

  /** Replaces every field; false when there is no such reception. */
  async update(id: number, body: ReceptionBody, trx: Executor = this.db): Promise<boolean> {
    const count = await trx('receptions')
      .where({ id })
      .update({ ...fieldsOf(body), updated_at: trx.fn.now() });
    return count > 0;
  }

  /** Deletes the reception; false when there was none. */
  async delete(id: number, trx: Executor = this.db): Promise<boolean> {
    const deleted = await trx('receptions').where({ id }).delete().returning<Array<{ id: number }>>('id');
    return deleted.length > 0;
  }
}

export const receptionsRepository = (deps: Deps) => new ReceptionsRepository(deps.knex);
