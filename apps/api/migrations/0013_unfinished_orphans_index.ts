import type { Knex } from 'knex';

/**
 * A delete cancels, after it has deleted, every booking that has not ended and that it left without its
 * room, its user or its company (`BookingsRepository.cancelOrphaned`, docs/decisions/045). That statement
 * looks the bookings up through this partial index: it holds only bookings whose room, user or company is
 * gone (kept history, and within a delete's transaction the bookings it has just orphaned), never the live
 * ones, so it stays small and a delete never scans the bookings table.
 */
const ORPHANED_BOOKING = 'room_id is null or user_id is null or (company_id is null and company_name is not null)';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index bookings_orphaned_idx on bookings (booking_end) where ${ORPHANED_BOOKING}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_orphaned_idx');
}
