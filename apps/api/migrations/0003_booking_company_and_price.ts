import type { Knex } from 'knex';
import { fixedPrice } from '@roombook/domain/bookings/rules/booking-price';

/**
 * A booking records what it counts against and what it costs, at the moment it is made or changed
 * (issue 8, docs/decisions/018):
 * - `company_id`: the company whose daily and weekly room limits it counts against and that the booking
 *   report bills, the booker's company at booking time (null for a booker without a company). A later move
 *   of the user to another company does not move the booking. `on delete set null`: the row outlives its
 *   company (today deleting a company also deletes its users, §8, and their bookings with them through
 *   `bookings.user_id`; the set null keeps the booking whenever that cascade does not apply).
 * - its price, fixed (a later change of the room's rate or the company's discount does not rewrite it;
 *   docs/decisions/005 for the rounding): `hourly_rate_ore` (the room's rate without tax, null: no rate),
 *   `discount_percent` (the company's discount, 0 to 100 with two decimals, as money/discount.ts accepts),
 *   `total_ore` (duration × rate), `discount_ore`, `total_with_discount_ore` (what `bookingCost.total`
 *   shows) and `total_with_tax_ore` (with the 25 % tax of §1). Amounts are `bigint` øre: a long booking at
 *   a high rate does not fit an `integer`.
 *
 * Existing rows are priced by the domain's `fixedPrice` (the same function the API uses), in batches. The
 * amounts default to 0 for rows written by hand (tests, benchmarks); the API always writes them.
 */
const BATCH = 1000;

const up_statements = [
  `alter table bookings add column company_id integer
     constraint bookings_company_fk references companies (id) on delete set null`,
  `alter table bookings add column hourly_rate_ore integer
     constraint bookings_hourly_rate_check check (hourly_rate_ore >= 0)`,
  `alter table bookings add column discount_percent numeric(5, 2) not null default 0
     constraint bookings_discount_range check (discount_percent between 0 and 100)`,
  `alter table bookings add column total_ore bigint not null default 0
     constraint bookings_total_check check (total_ore >= 0)`,
  `alter table bookings add column discount_ore bigint not null default 0
     constraint bookings_discount_check check (discount_ore >= 0)`,
  `alter table bookings add column total_with_discount_ore bigint not null default 0
     constraint bookings_total_with_discount_check check (total_with_discount_ore = total_ore - discount_ore)`,
  `alter table bookings add column total_with_tax_ore bigint not null default 0
     constraint bookings_total_with_tax_check check (total_with_tax_ore >= total_with_discount_ore)`,
  // The booking report filters by company and period; the foreign key's set null also looks rows up by company.
  `create index bookings_company_start_idx on bookings (company_id, booking_start)`,
];

interface PricedRow {
  id: number;
  booking_start: Date;
  booking_end: Date;
  company_id: number | null;
  hourly_rate_ore: number | null;
  discount_percent: string | number | null;
}

/** Prices the rows that exist, batch by batch (ids ascending), with the domain's pricing. */
async function backfill(knex: Knex): Promise<void> {
  for (let after = 0; ; ) {
    const { rows } = await knex.raw<{ rows: PricedRow[] }>(
      `select b.id, b.booking_start, b.booking_end, u.company_id, r.hourly_rate_ore, c.discount_percent
         from bookings b
         join rooms r on r.id = b.room_id
         join users u on u.id = b.user_id
         left join companies c on c.id = u.company_id
        where b.id > ?
        order by b.id
        limit ?`,
      [after, BATCH],
    );
    if (rows.length === 0) return;
    const values = rows.map((row) => {
      const price = fixedPrice(
        { bookingStart: row.booking_start.toISOString(), bookingEnd: row.booking_end.toISOString() },
        { hourlyRate: row.hourly_rate_ore, discountPercent: Number(row.discount_percent ?? 0) },
      );
      return [row.id, row.company_id, price.hourlyRate, price.discountPercent, price.total, price.discount, price.totalWithDiscount, price.totalWithTax];
    });
    await knex.raw(
      `update bookings b
          set company_id = v.company_id, hourly_rate_ore = v.hourly_rate_ore, discount_percent = v.discount_percent,
              total_ore = v.total_ore, discount_ore = v.discount_ore,
              total_with_discount_ore = v.total_with_discount_ore, total_with_tax_ore = v.total_with_tax_ore
         from (values ${values.map(() => '(?::integer, ?::integer, ?::integer, ?::numeric, ?::bigint, ?::bigint, ?::bigint, ?::bigint)').join(', ')})
           as v (id, company_id, hourly_rate_ore, discount_percent, total_ore, discount_ore, total_with_discount_ore, total_with_tax_ore)
        where b.id = v.id`,
      values.flat(),
    );
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of up_statements) await knex.raw(sql);
  await backfill(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_company_start_idx');
  for (const column of ['total_with_tax_ore', 'total_with_discount_ore', 'discount_ore', 'total_ore', 'discount_percent', 'hourly_rate_ore', 'company_id']) {
    await knex.raw(`alter table bookings drop column if exists ${column}`);
  }
}
