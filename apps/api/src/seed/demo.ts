import type { Knex } from 'knex';
import sharp from 'sharp';
import { Temporal } from 'temporal-polyfill';
import { fixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import { TIME_ZONE } from '@roombook/domain/constants';
import type { Role } from '@roombook/domain/roles';
import { hashPassword } from '../plugins/app/auth/passwords';
import { priceColumns } from '../plugins/app/bookings/bookings-repository';
import { ImagesRepository } from '../plugins/app/images/images-repository';
import { ImagesService, type PreparedImage } from '../plugins/app/images/images-service';
import { newTabletCode } from '../plugins/app/rooms/rooms-service';
import { companyMarkSvg, locationPictureSvg, roomPictureSvg, type CompanyMotif, type LocationMotif } from './pictures';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'roombook';

export interface DemoLogin {
  email: string;
  role: Role;
  password: string;
  /** The user must set a new password at the first sign-in. */
  firstLogin: boolean;
}

/** The demo sign-ins (printed by the server and listed in the README). */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'superadmin@roombook.test', role: 'SuperAdmin', password: DEMO_PASSWORD, firstLogin: false },
  { email: 'admin@roombook.test', role: 'Admin', password: DEMO_PASSWORD, firstLogin: false },
  { email: 'owner@roombook.test', role: 'CompanyOwner', password: DEMO_PASSWORD, firstLogin: false },
  { email: 'manager@roombook.test', role: 'CompanyManager', password: DEMO_PASSWORD, firstLogin: false },
  { email: 'canteen@roombook.test', role: 'CanteenManager', password: DEMO_PASSWORD, firstLogin: false },
  { email: 'user@roombook.test', role: 'User', password: DEMO_PASSWORD, firstLogin: false },
  { email: 'newcomer@roombook.test', role: 'User', password: DEMO_PASSWORD, firstLogin: true },
];

/** The pending application of the demo data. */
export const DEMO_APPLICATION = {
  name: 'Fjordlys IVS',
  office: 'Room 305',
  firstName: 'Jonas',
  lastName: 'Berg',
  email: 'jonas@fjordlys.test',
} as const;

const insertId = async (trx: Knex.Transaction, table: string, row: Record<string, unknown>): Promise<number> => {
  const [inserted] = await trx(table).insert(row).returning<Array<{ id: number }>>('id');
  if (!inserted) throw new Error(`insert into ${table} returned no row`);
  return inserted.id;
};

/** Copenhagen wall-clock time on a date → the instant (on the 15-minute grid when the time is). */
const at = (date: Temporal.PlainDate, time: string): Date =>
  new Date(date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds);

/**
 * Inserts the demo data into an empty database, in one transaction: 2 locations, 6 rooms with
 * features, rules, limits and rates, 3 companies with discounts (each location, room and company with a
 * picture drawn for it: pictures.ts), one user per role plus a newcomer
 * who must set a password, bookings this month (Europe/Copenhagen, relative to `now`), two canteens with
 * items and orders (the Aarhus one without a manager), a reception with guests expected today, and a pending
 * company application.
 */
export const seedDemo = async (knex: Knex, now: Date = new Date()): Promise<void> => {
  const [hashes, pictures] = await Promise.all([hashDemoPasswords(), prepareDemoPictures(knex)]);
  await knex.transaction((trx) => insertDemo(trx, hashes, pictures, now));
};

/** Seeds the demo data only when the database has no users yet; answers whether it did. */
export const seedDemoIfEmpty = async (knex: Knex, now: Date = new Date()): Promise<boolean> => {
  const [hashes, pictures] = await Promise.all([hashDemoPasswords(), prepareDemoPictures(knex)]);
  return knex.transaction(async (trx) => {
    // Two API processes on one PostgreSQL must not both seed: the second waits here, then sees users.
    await trx.raw('lock table users in share row exclusive mode');
    const row = await trx('users').count<Array<{ count: number }>>({ count: '*' }).first();
    if ((row?.count ?? 0) > 0) return false;
    await insertDemo(trx, hashes, pictures, now);
    return true;
  });
};

/**
 * The demo sign-ins present in the database, whatever their password now is: a production API refuses to
 * start on them (docs/decisions/074). E-mails are unique regardless of case.
 */
export const demoUsersIn = async (knex: Knex): Promise<string[]> => {
  const emails = DEMO_LOGINS.map((login) => login.email.toLowerCase());
  const rows = await knex('users')
    .whereRaw(`lower(email) in (${emails.map(() => '?').join(', ')})`, emails)
    .orderBy('id')
    .select<Array<{ email: string }>>('email');
  return rows.map((row) => row.email);
};

type DemoLocation = 'copenhagen' | 'aarhus';

const DEMO_LOCATIONS: Readonly<Record<DemoLocation, { name: string; description: string; motif: LocationMotif }>> = {
  copenhagen: {
    name: 'Copenhagen Harbour House',
    description: 'Shared offices by the harbour, 4th and 5th floor. Reception on the ground floor.',
    motif: 'harbour',
  },
  aarhus: { name: 'Aarhus Dokk Offices', description: 'Meeting rooms and a canteen next to the light rail stop.', motif: 'town' },
};

/** The demo rooms (hourly rates in øre, without tax). */
const DEMO_ROOMS: ReadonlyArray<{
  name: string;
  location: DemoLocation;
  seats: number;
  daily: number;
  weekly: number;
  rate: number | null;
  features: readonly string[];
}> = [
  {
    name: 'Andersen',
    location: 'copenhagen',
    seats: 12,
    daily: 4,
    weekly: 12,
    rate: 45_000,
    features: ['Projector', 'Whiteboard', 'Video conference'],
  },
  {
    name: 'Blixen',
    location: 'copenhagen',
    seats: 6,
    daily: 3,
    weekly: 10,
    rate: 25_000,
    features: ['Whiteboard', 'Speakerphone'],
  },
  { name: 'Kierkegaard', location: 'copenhagen', seats: 4, daily: 2, weekly: 6, rate: null, features: ['Whiteboard'] },
  {
    name: 'Aros',
    location: 'aarhus',
    seats: 16,
    daily: 6,
    weekly: 20,
    rate: 60_000,
    features: ['Projector', 'Video conference', 'Speakerphone'],
  },
  {
    name: 'Dokk',
    location: 'aarhus',
    seats: 8,
    daily: 4,
    weekly: 12,
    rate: 30_000,
    features: ['Standing desks', 'Whiteboard'],
  },
  { name: 'Marselis', location: 'aarhus', seats: 2, daily: 8, weekly: 24, rate: 12_500, features: [] },
];

/** The demo companies, each with its mark. */
const DEMO_COMPANIES = [
  { name: 'Nordlys ApS', office: 'Room 201', discount: 10, motif: 'aurora' },
  { name: 'Havblik A/S', office: 'Room 412', discount: 15, motif: 'sea' },
  { name: 'Skovbo Studio', office: 'Room 12', discount: 5, motif: 'forest' },
] as const satisfies ReadonlyArray<{ name: string; office: string; discount: number; motif: CompanyMotif }>;

interface DemoPictures {
  locations: Record<DemoLocation, PreparedImage>;
  rooms: PreparedImage[];
  companies: PreparedImage[];
}

let demoPictures: Promise<DemoPictures> | undefined;

/**
 * The demo's pictures (pictures.ts), drawn once per process and prepared as an upload is (judged by their
 * bytes, re-encoded), before any transaction opens: about half a second of CPU the first time.
 */
const prepareDemoPictures = (knex: Knex): Promise<DemoPictures> => {
  const images = new ImagesService(knex, new ImagesRepository(knex));
  const picture = async (svg: string) => images.prepare(await sharp(Buffer.from(svg)).png().toBuffer());
  demoPictures ??= (async () => ({
    locations: {
      copenhagen: await picture(locationPictureSvg(DEMO_LOCATIONS.copenhagen.motif)),
      aarhus: await picture(locationPictureSvg(DEMO_LOCATIONS.aarhus.motif)),
    },
    rooms: await Promise.all(
      DEMO_ROOMS.map((room, palette) => picture(roomPictureSvg({ seats: room.seats, features: room.features, palette })))
    ),
    companies: await Promise.all(DEMO_COMPANIES.map((company) => picture(companyMarkSvg(company.motif)))),
  }))().catch((error: unknown) => {
    demoPictures = undefined;
    throw error;
  });
  return demoPictures;
};

let demoHashes: Promise<string[]> | undefined;

/**
 * The demo passwords' argon2id hashes, hashed once per process: seeding hashes seven passwords (about
 * 0.7 s of two cores here), and the tests seed a fresh database for every suite. A failed hashing is not kept.
 */
const hashDemoPasswords = (): Promise<string[]> => {
  demoHashes ??= Promise.all(DEMO_LOGINS.map((login) => hashPassword(login.password))).catch((error: unknown) => {
    demoHashes = undefined;
    throw error;
  });
  return demoHashes;
};

const insertDemo = async (
  trx: Knex.Transaction,
  hashes: readonly string[],
  pictures: DemoPictures,
  now: Date
): Promise<void> => {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  const images = new ImagesRepository(trx);
  const stored = async (image: PreparedImage): Promise<string> => {
    await images.insert(image, trx);
    return image.url;
  };
  const insertLocation = async (key: DemoLocation) =>
    insertId(trx, 'locations', {
      name: DEMO_LOCATIONS[key].name,
      description: DEMO_LOCATIONS[key].description,
      image: await stored(pictures.locations[key]),
    });
  const locationIds: Record<DemoLocation, number> = {
    copenhagen: await insertLocation('copenhagen'),
    aarhus: await insertLocation('aarhus'),
  };
  const { copenhagen, aarhus } = locationIds;

  const featureNames = ['Projector', 'Whiteboard', 'Video conference', 'Speakerphone', 'Standing desks'];
  const features: Record<string, number> = {};
  for (const name of featureNames) features[name] = await insertId(trx, 'features', { name });
  await insertId(trx, 'features', { name: 'Coffee machine', is_active: false });

  const rules = 'Leave the room as you found it\nWipe the whiteboard after use\nEnd your meeting on time';
  const rooms: number[] = [];
  for (const [index, spec] of DEMO_ROOMS.entries()) {
    const id = await insertId(trx, 'rooms', {
      name: spec.name,
      image: await stored(pictures.rooms[index]!),
      rules,
      seats_number: spec.seats,
      daily_limit: spec.daily,
      weekly_limit: spec.weekly,
      hourly_rate_ore: spec.rate,
      location_id: locationIds[spec.location],
      code: newTabletCode(),
    });
    rooms.push(id);
    for (const feature of spec.features)
      await trx('room_features').insert({ room_id: id, feature_id: features[feature] });
  }

  const discounts = new Map<number, number>();
  const companyIds: number[] = [];
  for (const [index, { name, office, discount }] of DEMO_COMPANIES.entries()) {
    const image = await stored(pictures.companies[index]!);
    const id = await insertId(trx, 'companies', { name, office, discount_percent: discount, image });
    discounts.set(id, discount);
    companyIds.push(id);
  }
  const [nordlys, havblik, skovbo] = companyIds as [number, number, number];
  await trx('company_locations').insert([
    { company_id: nordlys, location_id: copenhagen },
    { company_id: nordlys, location_id: aarhus },
    { company_id: havblik, location_id: copenhagen },
    { company_id: skovbo, location_id: aarhus },
  ]);

  const people: Record<
    Role | 'newcomer',
    { first: string; last: string; company: number | null; pin: string; location: number }
  > = {
    SuperAdmin: { first: 'Sofie', last: 'Holm', company: null, pin: '1111', location: copenhagen },
    Admin: { first: 'Anders', last: 'Lund', company: null, pin: '2222', location: copenhagen },
    CompanyOwner: { first: 'Ida', last: 'Nørgaard', company: nordlys, pin: '3333', location: copenhagen },
    CompanyManager: { first: 'Mads', last: 'Krogh', company: nordlys, pin: '4444', location: copenhagen },
    CanteenManager: { first: 'Karen', last: 'Dahl', company: null, pin: '5555', location: copenhagen },
    User: { first: 'Emil', last: 'Friis', company: nordlys, pin: '6666', location: copenhagen },
    newcomer: { first: 'Nora', last: 'Bech', company: havblik, pin: '7777', location: aarhus },
  };
  const userIds: number[] = [];
  for (const [index, login] of DEMO_LOGINS.entries()) {
    const person = people[login.firstLogin ? 'newcomer' : login.role];
    userIds.push(
      await insertId(trx, 'users', {
        role: login.role,
        company_id: person.company,
        first_name: person.first,
        last_name: person.last,
        email: login.email,
        mobile: `+4520${String(index + 1).padStart(6, '0')}`,
        office: person.company === null ? '' : 'Room 201',
        primary_location_id: person.location,
        pin_code: person.pin,
        password_hash: hashes[index],
        first_login: login.firstLogin,
      })
    );
  }
  const userId = (email: string): number => {
    const index = DEMO_LOGINS.findIndex((login) => login.email === email);
    const id = userIds[index];
    if (id === undefined) throw new Error(`no demo user ${email}`);
    return id;
  };
  const companyOf = (email: string): number | null => {
    const login = DEMO_LOGINS.find((l) => l.email === email);
    if (!login) throw new Error(`no demo user ${email}`);
    return people[login.firstLogin ? 'newcomer' : login.role].company;
  };
  await trx('companies')
    .where({ id: nordlys })
    .update({ owner_id: userId('owner@roombook.test') });

  // Bookings this month: every third day and today, two rooms a day, two slots each.
  const bookers = ['user@roombook.test', 'owner@roombook.test', 'manager@roombook.test', 'newcomer@roombook.test'];
  const titles = [
    'Weekly planning',
    'Customer call',
    'Design review',
    'Team lunch meeting',
    'Interview',
    'Retrospective',
  ];
  const days = new Set<number>([today.day]);
  for (let day = 1; day <= today.daysInMonth; day += 3) days.add(day);
  const bookings: Array<Record<string, unknown>> = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const date = today.with({ day });
    for (const [slot, roomIndex] of [day % 6, (day + 2) % 6].entries()) {
      const room = rooms[roomIndex];
      const hourlyRate = DEMO_ROOMS[roomIndex]?.rate ?? null;
      if (room === undefined) continue;
      const times = slot === 0 ? ['09:00', '10:00', '13:30', '15:00'] : ['10:15', '11:45', '14:00', '14:45'];
      for (let i = 0; i < times.length; i += 2) {
        const n = bookings.length;
        const booker = bookers[n % bookers.length] ?? 'user@roombook.test';
        const companyId = companyOf(booker);
        const start = at(date, times[i] ?? '09:00');
        const end = at(date, times[i + 1] ?? '10:00');
        // Priced as the API prices a new booking (fixedPrice), and counted against the booker's company.
        const discountPercent = companyId === null ? 0 : (discounts.get(companyId) ?? 0);
        const price = fixedPrice({ bookingStart: start.toISOString(), bookingEnd: end.toISOString() }, { hourlyRate, discountPercent });
        bookings.push({
          name: titles[n % titles.length],
          room_id: room,
          user_id: userId(booker),
          company_id: companyId,
          booking_start: start,
          booking_end: end,
          ...priceColumns(price),
        });
      }
    }
  }
  await trx('bookings').insert(bookings);

  const canteen = await insertId(trx, 'canteens', {
    location_id: copenhagen,
    password: 'kantine1',
    printer_enabled: true,
    manager_user_id: userId('canteen@roombook.test'),
  });
  const itemSpecs = [
    { name: 'Coffee', price: 2_000 },
    { name: 'Croissant', price: 2_500 },
    { name: 'Sandwich', price: 5_500 },
    { name: 'Salad bowl', price: 7_500 },
    { name: 'Sparkling water', price: 1_800 },
  ];
  const items: Array<{ id: number; name: string; price: number }> = [];
  for (const [position, spec] of itemSpecs.entries()) {
    // The one menu of every canteen (canteen_id null): the contract's item has no canteen (migration 0011).
    const id = await insertId(trx, 'canteen_items', {
      name: spec.name,
      price_ore: spec.price,
      position: position + 1,
    });
    items.push({ id, ...spec });
  }
  const orderSpecs: Array<{
    day: number;
    email: string | null;
    company: number | null;
    lines: Array<[number, number]>;
  }> = [
    {
      day: 1,
      email: 'user@roombook.test',
      company: nordlys,
      lines: [
        [0, 2],
        [1, 1],
      ],
    },
    { day: 1, email: null, company: null, lines: [[2, 1]] },
    {
      day: Math.max(1, today.day - 1),
      email: 'owner@roombook.test',
      company: nordlys,
      lines: [
        [3, 1],
        [4, 2],
      ],
    },
    {
      day: today.day,
      email: 'newcomer@roombook.test',
      company: havblik,
      lines: [
        [0, 1],
        [2, 1],
      ],
    },
    { day: today.day, email: 'manager@roombook.test', company: nordlys, lines: [[1, 3]] },
  ];
  for (const [index, spec] of orderSpecs.entries()) {
    const lines = spec.lines.map(([itemIndex, quantity]) => {
      const item = items[itemIndex];
      if (!item) throw new Error(`no demo item ${itemIndex}`);
      return { item, quantity };
    });
    const orderId = await insertId(trx, 'canteen_orders', {
      canteen_id: canteen,
      user_id: spec.email === null ? null : userId(spec.email),
      company_id: spec.company,
      order_number: index + 1,
      total_ore: lines.reduce((sum, line) => sum + line.item.price * line.quantity, 0),
      created_at: at(today.with({ day: spec.day }), '08:00'),
    });
    await trx('canteen_order_items').insert(
      lines.map((line) => ({
        order_id: orderId,
        item_id: line.item.id,
        item_name: line.item.name,
        quantity: line.quantity,
        price_ore: line.item.price,
      }))
    );
  }

  // A second canteen, at Aarhus, without a manager ('No manager selected'): Skovbo's staff and a guest ate there.
  const aarhusCanteen = await insertId(trx, 'canteens', { location_id: aarhus, password: 'kantine2', printer_enabled: false });
  for (const [index, spec] of [
    { company: skovbo, lines: [[0, 2], [2, 1]] as Array<[number, number]> },
    { company: null, lines: [[2, 1]] as Array<[number, number]> },
  ].entries()) {
    const lines = spec.lines.map(([itemIndex, quantity]) => ({ item: items[itemIndex]!, quantity }));
    const orderId = await insertId(trx, 'canteen_orders', {
      canteen_id: aarhusCanteen,
      user_id: null,
      company_id: spec.company,
      order_number: index + 1,
      total_ore: lines.reduce((sum, line) => sum + line.item.price * line.quantity, 0),
      created_at: at(today.with({ day: 1 }), '12:00'),
    });
    await trx('canteen_order_items').insert(
      lines.map((line) => ({ order_id: orderId, item_id: line.item.id, item_name: line.item.name, quantity: line.quantity, price_ore: line.item.price }))
    );
  }

  await trx('receptions').insert({
    name: 'Harbour House front desk',
    password: 'reception1',
    location_id: copenhagen,
    wifi_name: 'HarbourHouse-Guest',
    wifi_pass: 'welcome-guest',
  });
  // Expected guests of today's first meetings at Copenhagen, for the reception board (docs/decisions/103).
  const todaysMeetings = await trx('bookings as b')
    .join('rooms as r', 'r.id', 'b.room_id')
    .where('r.location_id', copenhagen)
    .andWhere('b.booking_start', '>=', at(today, '00:00'))
    .andWhere('b.booking_start', '<', at(today.add({ days: 1 }), '00:00'))
    .orderBy('b.booking_start')
    .limit(2)
    .pluck<number[]>('b.id');
  const guestNames = [['Astrid Holm', 'Jonas Vang'], ['Mette Krog']];
  for (const [index, bookingId] of todaysMeetings.entries()) {
    await trx('booking_guests').insert((guestNames[index] ?? []).map((name) => ({ booking_id: bookingId, name })));
  }

  const applicationId = await insertId(trx, 'company_applications', {
    name: DEMO_APPLICATION.name,
    office: DEMO_APPLICATION.office,
    first_name: DEMO_APPLICATION.firstName,
    last_name: DEMO_APPLICATION.lastName,
    email: DEMO_APPLICATION.email,
    status: 'pending',
  });
  await trx('company_application_locations').insert({ application_id: applicationId, location_id: copenhagen });
  // Nobody made the demo's bookings: nobody is e-mailed about them (docs/decisions/104).
  await trx('booking_notices').delete();
};
