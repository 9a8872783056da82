import type { Knex } from 'knex';
import { jsonColumn } from '../../../db/json-column';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

export interface CompanyApplicationRecord {
  id: number;
  name: string;
  office: string;
  firstName: string;
  lastName: string;
  email: string;
  status: CompanyApplication['status'];
  createdAt: Date;
}

export interface NewCompanyApplication {
  name: string;
  office: string;
  firstName: string;
  lastName: string;
  email: string;
  locationIds: readonly number[];
  /** Its `createdAt`: the API's clock, never the database server's (docs/decisions/070). */
  receivedAt: Date;
}

const COLUMNS = [
  'id',
  'name',
  'office',
  'first_name as firstName',
  'last_name as lastName',
  'email',
  'status',
  'created_at as createdAt',
];

type ApplicationRow = CompanyApplicationRecord & { locations: CompanyApplication['locations'] | string };

/** Applications as the contract answers them, with their locations by name; oldest first. */
const selectApplications = async (trx: Executor, filter: { id?: number; status?: CompanyApplication['status'] }): Promise<CompanyApplication[]> => {
  const rows = await trx('company_applications as a')
    .select<ApplicationRow[]>(
      ...COLUMNS.map((column) => `a.${column}`),
      trx.raw(
        `coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name, l.id)
           from company_application_locations al join locations l on l.id = al.location_id where al.application_id = a.id), '[]'::json) as locations`,
      ),
    )
    .modify((query) => {
      if (filter.id !== undefined) void query.where('a.id', filter.id);
      if (filter.status !== undefined) void query.where('a.status', filter.status);
    })
    .orderBy([{ column: 'a.created_at' }, { column: 'a.id' }]);
  return rows.map(({ locations, createdAt, ...row }: ApplicationRow) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    locations: jsonColumn<CompanyApplication['locations']>(locations),
  }));
};

/** The only code that reads or writes `company_applications` and their location links (conventions §5). */
export class CompanyApplicationsRepository {
  constructor(private readonly db: Knex) {}

  /** Inserts a pending application and its location links; answers the new row. */
  async insert(application: NewCompanyApplication, trx: Executor = this.db): Promise<CompanyApplicationRecord> {
    const [row] = await trx('company_applications')
      .insert({
        name: application.name,
        office: application.office,
        first_name: application.firstName,
        last_name: application.lastName,
        email: application.email,
        status: 'pending',
        created_at: application.receivedAt,
      })
      .returning<CompanyApplicationRecord[]>(COLUMNS);
    if (!row) throw new Error('insert into company_applications returned no row');
    const locationIds = [...new Set(application.locationIds)];
    if (locationIds.length > 0) {
      await trx('company_application_locations').insert(
        locationIds.map((locationId) => ({ application_id: row.id, location_id: locationId }))
      );
    }
    return row;
  }

  /** The pending applications, oldest first (the Company Applications list and its badge). */
  listPending(trx: Executor = this.db): Promise<CompanyApplication[]> {
    return selectApplications(trx, { status: 'pending' });
  }

  async find(id: number, trx: Executor = this.db): Promise<CompanyApplication | undefined> {
    return (await selectApplications(trx, { id }))[0];
  }

  /**
   * The application, locked until the transaction ends; undefined when there is none. Every decision takes
   * this lock first, so of parallel decisions one runs after the other and sees the first one's status.
   */
  async lock(id: number, trx: Knex.Transaction): Promise<CompanyApplicationRecord | undefined> {
    return trx('company_applications').select<CompanyApplicationRecord[]>(COLUMNS).where({ id }).forUpdate().first();
  }

  /** Records the decision: accepted (with the company created from it, when known) or rejected, now. */
  async decide(id: number, decision: { status: 'accepted'; companyId: number | null } | { status: 'rejected' }, trx: Executor = this.db): Promise<void> {
    await trx('company_applications')
      .where({ id })
      .update({ status: decision.status, company_id: decision.status === 'accepted' ? decision.companyId : null, decided_at: trx.fn.now() });
  }
}

export const companyApplicationsRepository = (deps: Deps) => new CompanyApplicationsRepository(deps.knex);
