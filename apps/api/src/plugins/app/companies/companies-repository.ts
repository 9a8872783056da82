import type { Knex } from 'knex';
import { jsonColumn } from '../../../db/json-column';
import type { Company } from '@roombook/domain/companies/schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** What a new company is made of (its locations and owner are written after it). */
export interface NewCompany {
  name: string;
  office: string;
  discount: number;
}

/** The columns a change may set; a field left undefined stays as it is. */
export interface CompanyPatch {
  name?: string | undefined;
  office?: string | undefined;
  discount?: number | undefined;
  /** The URL of a stored image (`/api/image/…`). */
  image?: string | undefined;
}

/** A company row; `discount` is numeric (text from both drivers), `locations` JSON (text or parsed). */
type CompanyRow = Omit<Company, 'discount' | 'locations'> & { discount: string | number; locations: Company['locations'] | string };

/** Companies with their locations (by name) in one query, by name; only those with `ids` when given. */
const selectCompanies = async (trx: Executor, ids?: readonly number[]): Promise<Company[]> => {
  const rows = await trx('companies as c')
    .select<CompanyRow[]>(
      'c.id',
      'c.name',
      'c.office',
      'c.discount_percent as discount',
      'c.image',
      'c.owner_id as OwnerId',
      trx.raw(
        `coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name, l.id)
           from company_locations cl join locations l on l.id = cl.location_id where cl.company_id = c.id), '[]'::json) as locations`,
      ),
    )
    .modify((query) => {
      if (ids !== undefined) void query.whereIn('c.id', [...new Set(ids)]);
    })
    .orderBy([{ column: 'c.name' }, { column: 'c.id' }]);
  return rows.map((row: CompanyRow) => ({
    ...row,
    discount: Number(row.discount),
    locations: jsonColumn<Company['locations']>(row.locations),
  }));
};

/**
 * The only code that reads or writes `companies` and `company_locations` (conventions §5). A delete
 * cascades to the company's users and location links; the triggers of migration 0007 keep the company's
 * and its users' names on the bookings and canteen orders that outlive them (docs/decisions/027).
 */
export class CompaniesRepository {
  constructor(private readonly db: Knex) {}

  list(trx: Executor = this.db): Promise<Company[]> {
    return selectCompanies(trx);
  }

  async find(id: number, trx: Executor = this.db): Promise<Company | undefined> {
    return (await selectCompanies(trx, [id]))[0];
  }

  /** A new company without locations or owner; answers its id. */
  async insert(company: NewCompany, trx: Executor = this.db): Promise<number> {
    const [row] = await trx('companies')
      .insert({ name: company.name, office: company.office, discount_percent: company.discount })
      .returning<Array<{ id: number }>>('id');
    if (!row) throw new Error('insert into companies returned no row');
    return row.id;
  }

  /** Writes the fields the patch sets; the company must exist (lock it first). */
  async update(id: number, patch: CompanyPatch, trx: Executor = this.db): Promise<void> {
    const columns = Object.fromEntries(
      Object.entries({ name: patch.name, office: patch.office, discount_percent: patch.discount, image: patch.image }).filter(([, value]) => value !== undefined),
    );
    await trx('companies')
      .where({ id })
      .update({ ...columns, updated_at: trx.fn.now() });
  }

  async setOwner(id: number, ownerId: number, trx: Executor = this.db): Promise<void> {
    await trx('companies').where({ id }).update({ owner_id: ownerId, updated_at: trx.fn.now() });
  }

  /** The company whose administrator (its owner) has this e-mail, in any case; undefined when there is none. */
  async findByOwnerEmail(email: string, trx: Executor = this.db): Promise<{ id: number; name: string } | undefined> {
    return trx('companies as c')
      .join('users as u', 'u.id', 'c.owner_id')
      .select<Array<{ id: number; name: string }>>('c.id', 'c.name')
      .whereRaw('lower(u.email) = lower(?)', [email])
      .first();
  }

  /** The ids of the company's locations now. */
  async locationIds(id: number, trx: Executor = this.db): Promise<number[]> {
    const rows = await trx('company_locations').select<Array<{ locationId: number }>>('location_id as locationId').where({ company_id: id });
    return rows.map((row) => row.locationId);
  }

  /** The company's locations become exactly `locationIds`. */
  async replaceLocations(id: number, locationIds: readonly number[], trx: Knex.Transaction): Promise<void> {
    await trx('company_locations').where({ company_id: id }).delete();
    const unique = [...new Set(locationIds)];
    if (unique.length > 0) await trx('company_locations').insert(unique.map((locationId) => ({ company_id: id, location_id: locationId })));
  }

  /**
   * The ids among `ids` that exist, locked until the transaction ends (in id order, so that two bulk deletes
   * never wait for each other in a circle): a change checks them all, then changes them, and no parallel
   * delete can come in between.
   */
  async lockExisting(ids: readonly number[], trx: Knex.Transaction): Promise<number[]> {
    const rows = await trx('companies')
      .select<Array<{ id: number }>>('id')
      .whereIn('id', [...new Set(ids)])
      .orderBy('id')
      .forUpdate();
    return rows.map((row) => row.id);
  }

  /** Deletes the companies, and by the cascade their users and location links. */
  async delete(ids: readonly number[], trx: Knex.Transaction): Promise<void> {
    await trx('companies')
      .whereIn('id', [...new Set(ids)])
      .delete();
  }
}

export const companiesRepository = (deps: Deps) => new CompaniesRepository(deps.knex);
