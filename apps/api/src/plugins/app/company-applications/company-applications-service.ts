import type { Knex } from 'knex';
import type { CompanyApplication, CompanyApplicationInput } from '@roombook/domain/companies/application-schemas';
import { HttpError } from '../../../errors';
import type { LocationsRepository } from '../locations/locations-repository';
import type { CompanyApplicationsRepository } from './company-applications-repository';
import { SERVER_MESSAGES } from '@roombook/domain/messages';

export class CompanyApplicationsService {
  constructor(
    private readonly db: Knex,
    private readonly applications: CompanyApplicationsRepository,
    private readonly locations: LocationsRepository
  ) {}

  /** `POST /api/company-application/`: stores a pending application (no sign-in needed). */
  async submit(input: CompanyApplicationInput): Promise<CompanyApplication> {
    const locationIds = [...new Set(input.locations ?? [])];
    return this.db.transaction(async (trx) => {
      const locations = await this.locations.findNames(locationIds, trx);
      if (locations.length !== locationIds.length) throw new HttpError(400, SERVER_MESSAGES.unknownLocation);
      const row = await this.applications.insert(
        {
          name: input.name,
          office: input.office,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          locationIds,
        },
        trx
      );
      return {
        id: row.id,
        name: row.name,
        office: row.office,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        locations,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }
}
