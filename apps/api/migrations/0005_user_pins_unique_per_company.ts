import type { Knex } from 'knex';

/**
 * A PIN identifies its user within their company (§3, §9: 4 digits), so no two users of one company share
 * one (docs/decisions/020). Users without a company (SuperAdmin, Admin, CanteenManager) count as one group:
 * `nulls not distinct` (PostgreSQL 15). `POST /api/user/reset-pin/{id}` picks a free PIN and retries when a
 * parallel reset took it first; the index is what makes that safe across requests and API processes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create unique index users_company_pin_unique on users (company_id, pin_code) nulls not distinct
       where pin_code is not null`
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_company_pin_unique');
}
