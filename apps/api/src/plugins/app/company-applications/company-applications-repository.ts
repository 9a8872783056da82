import type { Knex } from 'knex';
import type { Executor } from '../../../db/executor';

export interface CompanyApplicationRecord {
  id: number;
  name: string;
  office: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'pending' | 'accepted' | 'rejected';
  createdAt: Date;
}

export interface NewCompanyApplication {
  name: string;
  office: string;
  firstName: string;
  lastName: string;
  email: string;
  locationIds: readonly number[];
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
}
