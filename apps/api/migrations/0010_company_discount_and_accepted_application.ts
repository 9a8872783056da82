import type { Knex } from 'knex';

/**
 * Companies and their applications (issue 9 §1, docs/decisions/032):
 *
 * - `companies.discount_percent` becomes `numeric(5, 2)`: the domain's discount field accepts two decimals
 *   (12.5 %, 33.33 %), what `money/discount.ts` prices and what `bookings.discount_percent` already stores
 *   (migration 0003). An integer column rounded 12.5 to 13 without a word. The range check stays.
 * - `company_applications.company_id`: the company an accepted application was created as (the create that
 *   accepted it, in one transaction). `on delete set null`: deleting that company later leaves the decision
 *   in place. A check keeps the two in step: only an accepted application names a company.
 */
const up_statements = [
  'alter table companies alter column discount_percent type numeric(5, 2) using discount_percent::numeric(5, 2)',
  `alter table company_applications add column company_id integer
     constraint company_applications_company_fk references companies (id) on delete set null`,
  `alter table company_applications add constraint company_applications_company_only_when_accepted
     check (company_id is null or status = 'accepted')`,
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table company_applications drop constraint if exists company_applications_company_only_when_accepted');
  await knex.raw('alter table company_applications drop column if exists company_id');
  await knex.raw('alter table companies alter column discount_percent type integer using round(discount_percent)::integer');
}
