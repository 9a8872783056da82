import type { Booking } from '@roombook/domain/bookings/schemas';
import { bulkRefusal } from '@roombook/domain/common/rules/bulk-refusal';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import { applicationDecisionRefusal } from '@roombook/domain/companies/rules/application-decision';
import { companyChangeRefusal } from '@roombook/domain/companies/rules/company-change-refusal';
import { companyLocationsRefusal } from '@roombook/domain/companies/rules/company-locations-refusal';
import type { Company, CompanyCreateBody, CompanyUpdateBody } from '@roombook/domain/companies/schemas';
import { ERRORS } from '@roombook/domain/messages';
import type { CompanySummary, SessionUser } from '@roombook/domain/users/schemas';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import type { MockLocation } from './locations';
import type { MockMail, MockUser } from './store';
import { mockCompanies, mockLocations } from './factories';

/**
 * Company fixtures (the full §3 record): the two companies of the demo users, plus companies that only
 * appear in lists and reports, one with a long name.
 */
export const mockCompanyRecords = (): Company[] => [
  ...mockCompanies.map((company, index) => ({ ...company, discount: index === 0 ? 10 : 0 })),
  { id: 3, name: 'Hygge Design ApS', office: 'Room 305', discount: 15, image: null, OwnerId: null, locations: [mockLocations[0]!] },
  {
    id: 4,
    name: 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab',
    office: 'Room 412',
    discount: 0,
    image: null,
    OwnerId: null,
    locations: [mockLocations[0]!, mockLocations[1]!],
  },
];

/** What the company mocks read and change in the store (the store passes itself). */
export interface CompaniesStoreView {
  now: () => number;
  companies: Company[];
  users: MockUser[];
  applications: MockApplication[];
  readonly locations: { list: MockLocation[] };
  readonly calendar: { bookings: Booking[] };
  /** The names of deleted companies, which their canteen orders keep (docs/decisions/027). */
  formerCompanies: Array<Pick<Company, 'id' | 'name'>>;
  findUserByEmail(email: string): MockUser | undefined;
  addUser(fields: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'office' | 'mobile' | 'role' | 'company'>): MockUser;
  mail(mail: MockMail): void;
}

/** An application as the store keeps it: with the company it was accepted as (the API's `company_id`). */
export type MockApplication = CompanyApplication & { companyId?: number | null };

/** The decision mail of the API (`applicationDecisionMail`), as the mocks "send" it. */
const decisionMail = (application: CompanyApplication, companyName: string, accepted: boolean): MockMail => ({
  to: application.email,
  subject: accepted ? `${companyName} is on roombook` : `Your application for ${companyName}`,
  text: `Hello ${application.firstName},\n\nYour application for ${companyName} has been ${accepted ? 'accepted' : 'declined'}.\n`,
});

/**
 * Manage Companies, My Company and the company applications for the mocks, with the API's rules:
 * - locations known and active, or already the company's (`companyLocationsRefusal`, 400);
 * - a create makes the administrator a CompanyOwner without a password, mailed a link (`addUser`; a taken
 *   e-mail is 409 before anything is written); with `applicationId` it accepts that pending application
 *   (`applicationDecisionRefusal`: decided once, 409) and mails the decision;
 * - what a CompanyOwner may change (`companyChangeRefusal`, 403), the image judged like the API's;
 * - deletes all or nothing (`bulkRefusal`), taking the companies' users, cancelling their unfinished
 *   bookings and keeping the ended ones with their names (docs/decisions/027).
 */
export class MockCompanies {
  constructor(private readonly store: CompaniesStoreView) {}

  sorted(): Company[] {
    return [...this.store.companies].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  create(body: CompanyCreateBody): Company {
    const application = body.applicationId === undefined ? undefined : this.store.applications.find((a) => a.id === body.applicationId);
    if (body.applicationId !== undefined) refuseWith(applicationDecisionRefusal(application?.status, 'create'));
    this.checkLocations(body.locations, []);
    if (this.store.findUserByEmail(body.email)) throw new MockHttpError(409, USER_MESSAGES.emailTaken);
    const company: Company = {
      id: Math.max(0, ...this.store.companies.map((c) => c.id), ...this.store.formerCompanies.map((c) => c.id)) + 1,
      name: body.name,
      office: body.office,
      discount: body.discount,
      image: null,
      OwnerId: null,
      locations: this.refs(body.locations),
    };
    this.store.companies.push(company);
    const owner = this.store.addUser({ firstName: body.firstName, lastName: body.lastName, email: body.email, office: body.office, mobile: '', role: 'CompanyOwner', company: summaryOf(company) });
    company.OwnerId = owner.id;
    owner.company = summaryOf(company);
    if (application) {
      Object.assign(application, { status: 'accepted', companyId: company.id });
      this.store.mail(decisionMail(application, company.name, true));
    }
    return company;
  }

  update(actor: MockUser, id: number, body: CompanyUpdateBody, image: string | undefined): Company {
    refuseWith(companyChangeRefusal({ role: actor.role, companyId: actor.company?.id ?? null }, id, { ...body, image }));
    const company = this.store.companies.find((c) => c.id === id);
    if (!company) throw new MockHttpError(404, ERRORS.notFound);
    if (body.locations !== undefined) this.checkLocations(body.locations, company.locations.map((l) => l.id));
    const changed: Company = {
      ...company,
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.office === undefined ? {} : { office: body.office }),
      ...(body.discount === undefined ? {} : { discount: body.discount }),
      ...(image === undefined ? {} : { image }),
      ...(body.locations === undefined ? {} : { locations: this.refs(body.locations) }),
    };
    this.store.companies = this.store.companies.map((c) => (c.id === id ? changed : c));
    // Wherever the store names the company (the API joins it): its users' sessions and the live bookings.
    for (const user of this.store.users) if (user.company?.id === id) user.company = summaryOf(changed);
    const liveUserIds = new Set(this.store.users.map((user) => user.id));
    for (const booking of this.store.calendar.bookings) {
      if (booking.user.company?.id === id && liveUserIds.has(booking.userId)) booking.user = { ...booking.user, company: { id, name: changed.name } };
    }
    return changed;
  }

  delete(ids: readonly number[]): void {
    refuseWith(bulkRefusal(ids, this.store.companies.map((c) => c.id)));
    const store = this.store;
    const gone = (companyId: number | null | undefined) => companyId != null && ids.includes(companyId);
    const goneUserIds = new Set(store.users.filter((user) => gone(user.company?.id)).map((user) => user.id));
    const now = store.now();
    store.calendar.bookings = store.calendar.bookings.filter(
      (b) => !(goneUserIds.has(b.userId) || gone(b.user.company?.id)) || Date.parse(b.bookingEnd) <= now,
    );
    store.formerCompanies.push(...store.companies.filter((c) => gone(c.id)).map(({ id, name }) => ({ id, name })));
    store.companies = store.companies.filter((c) => !gone(c.id));
    store.users = store.users.filter((user) => !goneUserIds.has(user.id));
  }

  /** The pending applications, oldest first. */
  pendingApplications(): CompanyApplication[] {
    return this.store.applications.filter((a) => a.status === 'pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  }

  /**
   * The accept call after a create (§4): a pending application becomes accepted, linked to the company whose
   * administrator has the applicant's e-mail when there is one, and mailed; an accepted one is answered as it is.
   */
  acceptApplication(id: number): CompanyApplication {
    const application = this.store.applications.find((a) => a.id === id);
    refuseWith(applicationDecisionRefusal(application?.status, 'accept'));
    if (application!.status === 'pending') {
      const owner = this.store.findUserByEmail(application!.email);
      const company = this.store.companies.find((c) => c.OwnerId !== null && c.OwnerId === owner?.id);
      Object.assign(application!, { status: 'accepted', companyId: company?.id ?? null });
      this.store.mail(decisionMail(application!, company?.name ?? application!.name, true));
    }
    return application!;
  }

  rejectApplication(id: number): CompanyApplication {
    const application = this.store.applications.find((a) => a.id === id);
    refuseWith(applicationDecisionRefusal(application?.status, 'reject'));
    application!.status = 'rejected';
    this.store.mail(decisionMail(application!, application!.name, false));
    return application!;
  }

  private checkLocations(ids: readonly number[], currentIds: readonly number[]): void {
    refuseWith(companyLocationsRefusal(ids, this.store.locations.list.filter((l) => ids.includes(l.id)), currentIds));
  }

  /** The locations among `ids`, by name, as the API answers them. */
  private refs(ids: readonly number[]): Company['locations'] {
    return this.store.locations.list
      .filter((l) => ids.includes(l.id))
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }
}

/** The company as its users' sessions carry it. */
export const summaryOf = ({ id, name, office, image, OwnerId, locations }: Company): CompanySummary => ({ id, name, office, image, OwnerId, locations });
