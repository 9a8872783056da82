import type { Knex } from 'knex';
import { applicationDecisionRefusal } from '@roombook/domain/companies/rules/application-decision';
import { companyChangeRefusal } from '@roombook/domain/companies/rules/company-change-refusal';
import { companyLocationsRefusal } from '@roombook/domain/companies/rules/company-locations-refusal';
import type { Company, CompanyCreateBody, CompanyUpdateBody } from '@roombook/domain/companies/schemas';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { notFound, refuseWith } from '../../../errors';
import { allOrNothing } from '../all-or-nothing';
import { bookingsRepository, type BookingsRepository } from '../bookings/bookings-repository';
import { companyApplicationsRepository, type CompanyApplicationsRepository } from '../company-applications/company-applications-repository';
import { applicationDecisionMail } from '../emails/mails';
import { outgoingEmails, type OutgoingEmailsRepository } from '../emails/outgoing-emails-repository';
import { imagesService, type ImagesService } from '../images/images-service';
import { locationsRepository, type LocationsRepository } from '../locations/locations-repository';
import { usersRepository, type UsersRepository } from '../users/users-repository';
import { companiesRepository, type CompaniesRepository } from './companies-repository';
import type { Deps } from '../../../deps';
import { passwordLinks, type PasswordLinks } from '../auth/password-links';

export interface CompaniesServiceDeps {
  locations: LocationsRepository;
  users: UsersRepository;
  bookings: BookingsRepository;
  applications: CompanyApplicationsRepository;
  invitations: Pick<PasswordLinks, 'invite'>;
  emails: OutgoingEmailsRepository;
  images: ImagesService;
  now: () => Date;
}

/**
 * Companies (§7 "Companies and applications"; SuperAdmin and Admin, and a CompanyOwner for their own
 * company's details: the route checks the contract's roles, `companyChangeRefusal` the rest).
 *
 * - A create writes, in one transaction, the company, its locations (`companyLocationsRefusal`: known and
 *   active), its administrator (a CompanyOwner of the company without a usable password, whose e-mail the
 *   unique index keeps free: 409 'A user with this email already exists'), the company's `OwnerId`, and the
 *   invitation mail with a link to set a password (`PasswordLinks.invite`). With `applicationId` it also
 *   accepts that application, pending until then (locked first, `applicationDecisionRefusal`), links it to
 *   the company and queues the decision mail (docs/decisions/032). Any refusal writes nothing.
 * - An update's image is judged and re-encoded before the transaction and stored in it (docs/decisions/019).
 * - Deletes are all or nothing, keep history (docs/decisions/027): the companies and their users are locked,
 *   the unfinished bookings of the companies are cancelled by the injected clock, then the companies are
 *   deleted with their users (the cascade); ended bookings and canteen orders keep the names (triggers).
 */
export class CompaniesService {
  constructor(
    private readonly db: Knex,
    private readonly companies: CompaniesRepository,
    private readonly deps: CompaniesServiceDeps,
  ) {}

  list(): Promise<Company[]> {
    return this.companies.list();
  }

  create(body: CompanyCreateBody): Promise<Company> {
    const { applications, invitations, emails, users } = this.deps;
    return this.db.transaction(async (trx) => {
      const application = body.applicationId === undefined ? undefined : await applications.lock(body.applicationId, trx);
      if (body.applicationId !== undefined) refuseWith(applicationDecisionRefusal(application?.status, 'create'));
      await this.checkLocations(body.locations, [], trx);
      const id = await this.companies.insert({ name: body.name, office: body.office, discount: body.discount }, trx);
      await this.companies.replaceLocations(id, body.locations, trx);
      const ownerId = await users.insert(
        { role: 'CompanyOwner', companyId: id, firstName: body.firstName, lastName: body.lastName, email: body.email, passwordHash: null, firstLogin: true },
        trx,
      );
      await this.companies.setOwner(id, ownerId, trx);
      await invitations.invite({ id: ownerId, email: body.email, firstName: body.firstName }, trx, { company: body.name });
      if (application) {
        await applications.decide(application.id, { status: 'accepted', companyId: id }, trx);
        await emails.enqueue(applicationDecisionMail(application, body.name, true), trx);
      }
      return this.found(id, trx);
    });
  }

  async update(actor: Pick<Actor, 'role' | 'companyId'>, id: number, body: CompanyUpdateBody, upload?: Uint8Array): Promise<Company> {
    refuseWith(companyChangeRefusal(actor, id, { ...body, image: upload }));
    const image = upload === undefined ? undefined : await this.deps.images.prepare(upload);
    return this.db.transaction(async (trx) => {
      if ((await this.companies.lockExisting([id], trx)).length === 0) throw notFound();
      if (body.locations !== undefined) {
        await this.checkLocations(body.locations, await this.companies.locationIds(id, trx), trx);
        await this.companies.replaceLocations(id, body.locations, trx);
      }
      const url = image === undefined ? undefined : await this.deps.images.save(image, trx);
      await this.companies.update(id, { name: body.name, office: body.office, discount: body.discount, image: url }, trx);
      return this.found(id, trx);
    });
  }

  async delete(id: number): Promise<{ message: string }> {
    await this.deleteAll([id]);
    return { message: COMPANY_MESSAGES.deleted };
  }

  async deleteMany(ids: readonly number[]): Promise<{ message: string }> {
    await this.deleteAll(ids);
    return { message: COMPANY_MESSAGES.manyDeleted };
  }

  /** Deletes the companies with their users, then cancels their unfinished bookings; what has ended stays (docs/decisions/045). */
  private deleteAll(ids: readonly number[]): Promise<void> {
    return allOrNothing(this.db, ids, (wanted, trx) => this.companies.lockExisting(wanted, trx), async (trx) => {
      await this.companies.delete(ids, trx);
      await this.deps.bookings.cancelOrphaned(this.deps.now(), trx);
    });
  }

  /** Refuses a location that is unknown, or inactive and not among `currentIds` (share-locked until the commit). */
  private async checkLocations(locationIds: readonly number[], currentIds: readonly number[], trx: Knex.Transaction): Promise<void> {
    refuseWith(companyLocationsRefusal(locationIds, await this.deps.locations.lockStates(locationIds, trx), currentIds));
  }

  private async found(id: number, trx: Knex.Transaction): Promise<Company> {
    const company = await this.companies.find(id, trx);
    if (!company) throw notFound();
    return company;
  }
}

export const companiesService = (deps: Deps) =>
  new CompaniesService(deps.knex, deps.get(companiesRepository), {
    locations: deps.get(locationsRepository),
    users: deps.get(usersRepository),
    bookings: deps.get(bookingsRepository),
    applications: deps.get(companyApplicationsRepository),
    invitations: deps.get(passwordLinks),
    emails: deps.get(outgoingEmails),
    images: deps.get(imagesService),
    now: deps.now,
  });
