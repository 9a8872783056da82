import type { Knex } from 'knex';
import type { CompanyApplication, CompanyApplicationInput } from '@roombook/domain/companies/application-schemas';
import { applicationDecisionRefusal } from '@roombook/domain/companies/rules/application-decision';
import { companyLocationsRefusal } from '@roombook/domain/companies/rules/company-locations-refusal';
import { notFound, refuseWith } from '../../../errors';
import { applicationDecisionMail } from '../emails/mails';
import { outgoingEmails, type OutgoingEmailsRepository } from '../emails/outgoing-emails-repository';
import { companiesRepository, type CompaniesRepository } from '../companies/companies-repository';
import { locationsRepository, type LocationsRepository } from '../locations/locations-repository';
import { companyApplicationsRepository, type CompanyApplicationsRepository } from './company-applications-repository';
import type { Deps } from '../../../deps';

/**
 * Company applications (§7): the public submit, and for SuperAdmin and Admin the pending list and the
 * decisions. An application is decided once (`applicationDecisionRefusal`, docs/decisions/032): it is
 * accepted by creating its company (`CompaniesService.create` with `applicationId`) or, after a create
 * without it, by the accept call (§4, docs/decisions/077); rejected here. Each decision locks the application
 * first, so of parallel decisions exactly one wins and the others answer 409.
 */
export class CompanyApplicationsService {
  constructor(
    private readonly db: Knex,
    private readonly applications: CompanyApplicationsRepository,
    private readonly locations: LocationsRepository,
    private readonly companies: CompaniesRepository,
    private readonly emails: OutgoingEmailsRepository,
    private readonly now: () => Date,
  ) {}

  /** `POST /api/company-application/`: stores a pending application (no sign-in needed). */
  async submit(input: CompanyApplicationInput): Promise<CompanyApplication> {
    const locationIds = [...new Set(input.locations)];
    return this.db.transaction(async (trx) => {
      // Only active locations can be applied for (the form offers no others): 400 'Unknown or inactive location'.
      refuseWith(companyLocationsRefusal(locationIds, await this.locations.lockStates(locationIds, trx)));
      const locations = await this.locations.findNames(locationIds, trx);
      const row = await this.applications.insert(
        {
          name: input.name,
          office: input.office,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          locationIds,
          receivedAt: this.now(),
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

  /** The pending applications, oldest first. */
  listPending(): Promise<CompanyApplication[]> {
    return this.applications.listPending();
  }

  /**
   * `GET …/{id}/accept`, the spec's call after the Add Company form created the company (§4): a pending
   * application becomes accepted, linked to the company whose administrator has the applicant's e-mail (the
   * form is prefilled with it) when there is one, and the applicant is told; an accepted one (its company was
   * created with `applicationId`) is answered as it is, as often as asked. A rejected one is 409.
   */
  accept(id: number): Promise<CompanyApplication> {
    return this.db.transaction(async (trx) => {
      const application = await this.applications.lock(id, trx);
      refuseWith(applicationDecisionRefusal(application?.status, 'accept'));
      if (application!.status === 'pending') {
        const company = await this.companies.findByOwnerEmail(application!.email, trx);
        await this.applications.decide(id, { status: 'accepted', companyId: company?.id ?? null }, trx);
        await this.emails.enqueue(applicationDecisionMail(application!, company?.name ?? application!.name, true), trx);
      }
      return this.decided(id, trx);
    });
  }

  /** `GET …/{id}/reject`: a pending application becomes rejected, and the applicant is told; once. */
  reject(id: number): Promise<CompanyApplication> {
    return this.db.transaction(async (trx) => {
      const application = await this.applications.lock(id, trx);
      refuseWith(applicationDecisionRefusal(application?.status, 'reject'));
      await this.applications.decide(id, { status: 'rejected' }, trx);
      await this.emails.enqueue(applicationDecisionMail(application!, application!.name, false), trx);
      return this.decided(id, trx);
    });
  }

  /** The application as its decision left it. */
  private async decided(id: number, trx: Knex.Transaction): Promise<CompanyApplication> {
    const application = await this.applications.find(id, trx);
    if (!application) throw notFound();
    return application;
  }
}

export const companyApplicationsService = (deps: Deps) =>
  new CompanyApplicationsService(
    deps.knex,
    deps.get(companyApplicationsRepository),
    deps.get(locationsRepository),
    deps.get(companiesRepository),
    deps.get(outgoingEmails),
    deps.now,
  );
