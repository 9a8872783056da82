import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import type { Driver } from './db/index';
import { AuthRepository } from './plugins/app/auth/auth-repository';
import { AuthService } from './plugins/app/auth/auth-service';
import { AccessTokens } from './plugins/app/auth/tokens';
import { BookingsRepository } from './plugins/app/bookings/bookings-repository';
import { BookingsService } from './plugins/app/bookings/bookings-service';
import { CanteenItemsRepository } from './plugins/app/canteen-items/canteen-items-repository';
import { CanteenItemsService } from './plugins/app/canteen-items/canteen-items-service';
import { CanteensRepository } from './plugins/app/canteens/canteens-repository';
import { CanteensService } from './plugins/app/canteens/canteens-service';
import { CompaniesRepository } from './plugins/app/companies/companies-repository';
import { CompaniesService } from './plugins/app/companies/companies-service';
import { CompanyApplicationsRepository } from './plugins/app/company-applications/company-applications-repository';
import { CompanyApplicationsService } from './plugins/app/company-applications/company-applications-service';
import { OutboxSeal, OutgoingEmailsRepository } from './plugins/app/emails/outgoing-emails-repository';
import { FeaturesRepository } from './plugins/app/features/features-repository';
import { FeaturesService } from './plugins/app/features/features-service';
import { ImagesRepository } from './plugins/app/images/images-repository';
import { ImagesService } from './plugins/app/images/images-service';
import { KioskRepository } from './plugins/app/kiosk/kiosk-repository';
import { KioskService } from './plugins/app/kiosk/kiosk-service';
import { LocationsRepository } from './plugins/app/locations/locations-repository';
import { LocationsService } from './plugins/app/locations/locations-service';
import { ReceptionsRepository } from './plugins/app/receptions/receptions-repository';
import { ReceptionsService } from './plugins/app/receptions/receptions-service';
import { ReportsRepository } from './plugins/app/reports/reports-repository';
import { ReportsService } from './plugins/app/reports/reports-service';
import { RoomsRepository } from './plugins/app/rooms/rooms-repository';
import { RoomsService } from './plugins/app/rooms/rooms-service';
import { SystemRepository } from './plugins/app/system/system-repository';
import { SystemService } from './plugins/app/system/system-service';
import { UsersRepository } from './plugins/app/users/users-repository';
import { UsersService } from './plugins/app/users/users-service';

export interface Services {
  auth: AuthService;
  /** The outbox (the sender renders its mails; tests read them as an inbox would). */
  emails: OutgoingEmailsRepository;
  users: UsersService;
  /** Uploaded images: `storeImage(bytes)` → URL, for every area that takes an image (docs/decisions/019). */
  images: ImagesService;
  /** Manage Companies and My Company: create with the administrator (and accepting an application), edit, delete keeping history. */
  companies: CompaniesService;
  companyApplications: CompanyApplicationsService;
  system: SystemService;
  /** The calendar: locations of the user, bookings, availability, used time. */
  bookings: BookingsService;
  features: FeaturesService;
  /** Manage Locations: the list, create (with an image), edit, delete keeping history, and the bulk calls. */
  locations: LocationsService;
  /** Rooms (Manage Rooms with an image, the Meeting rooms list), their tablet codes and deletes that keep history. */
  rooms: RoomsService;
  /** Manage Canteens and the canteen lists of the reports; a delete keeps the orders (docs/decisions/039). */
  canteens: CanteensService;
  /** Manage Canteen Items: the one menu of every canteen. */
  canteenItems: CanteenItemsService;
  /** Manage Receptions: the front-desk tablets. */
  receptions: ReceptionsService;
  /** The canteen kiosk: device sessions, the menu and orders (docs/decisions/038). */
  kiosk: KioskService;
  /** The booking, canteen and company canteen reports and their Excel workbooks. */
  reports: ReportsService;
}

/** Wires repositories (the only code that touches knex) into services. */
export const createServices = (
  knex: Knex,
  driver: Driver,
  config: { jwtSecret: string; webUrl: string; now?: () => Date },
  log: { error: (details: object, message: string) => void } = { error: () => undefined },
): Services => {
  const usersRepository = new UsersRepository(knex);
  const emails = new OutgoingEmailsRepository(knex, new OutboxSeal(config.jwtSecret));
  const locations = new LocationsRepository(knex);
  const authRepository = new AuthRepository(knex);
  const images = new ImagesService(knex, new ImagesRepository(knex));
  const features = new FeaturesRepository(knex);
  const bookings = new BookingsRepository(knex);
  const companies = new CompaniesRepository(knex);
  const canteens = new CanteensRepository(knex);
  const kiosk = new KioskRepository(knex);
  /** The one clock of the services (tests set `config.now`). */
  const now = (): Date => config.now?.() ?? new Date();
  const users: UsersService = new UsersService(knex, usersRepository, authRepository, images, {
    // AuthService reads users through UsersService, so it is built after it; invitations reach it when called.
    auth: { invite: (...args: Parameters<AuthService['invite']>): Promise<void> => auth.invite(...args) },
    bookings,
    companies,
    canteens,
    now,
  });
  const auth: AuthService = new AuthService({
    db: knex,
    users: usersRepository,
    usersService: users,
    auth: authRepository,
    emails,
    tokens: new AccessTokens(config.jwtSecret),
    webUrl: config.webUrl,
    refreshSecret: config.jwtSecret,
  });
  const applications = new CompanyApplicationsRepository(knex);
  return {
    auth,
    emails,
    users,
    images,
    companies: new CompaniesService(knex, companies, {
      locations,
      users: usersRepository,
      bookings,
      applications,
      auth,
      emails,
      images,
      now,
    }),
    companyApplications: new CompanyApplicationsService(knex, applications, locations, emails),
    system: new SystemService(new SystemRepository(knex), driver),
    features: new FeaturesService(knex, features),
    bookings: new BookingsService(knex, bookings, locations, () => Temporal.Instant.fromEpochMilliseconds(now().getTime())),
    locations: new LocationsService(knex, locations, bookings, images, now),
    rooms: new RoomsService(knex, new RoomsRepository(knex), { locations, features, bookings }, images, now),
    canteens: new CanteensService(knex, canteens, locations, kiosk),
    canteenItems: new CanteenItemsService(new CanteenItemsRepository(knex)),
    receptions: new ReceptionsService(knex, new ReceptionsRepository(knex), locations),
    kiosk: new KioskService(knex, kiosk, now),
    reports: new ReportsService(new ReportsRepository(knex, driver), now, (error) => log.error({ err: error }, 'a streamed report (JSON or Excel) broke off')),
  };
};
