import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FILE, MIGRATION_NAMES } from '../migrations/index';

/** The migrations folder's own files besides the migrations: the loader. */
const NOT_MIGRATIONS = ['index.ts'];

describe('the migrations folder', () => {
  const files = readdirSync(new URL('../migrations/', import.meta.url)).filter((file) => !NOT_MIGRATIONS.includes(file));

  it('holds only migrations named NNNN_name.ts (a file named otherwise would never run)', () => {
    expect(files.filter((file) => !MIGRATION_FILE.test(file))).toEqual([]);
  });

  it('numbers them 0001, 0002, … without a gap or a repeat, and runs every one in that order', () => {
    const numbers = files.map((file) => Number(MIGRATION_FILE.exec(file)?.[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(MIGRATION_NAMES).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
  });

  it('keeps the names knex_migrations already holds', () => {
    expect(MIGRATION_NAMES.slice(0, 16)).toEqual([
      '0001_initial',
      '0002_outbox_sealed_params',
      '0003_booking_company_and_price',
      '0004_images',
      '0005_user_pins_unique_per_company',
      '0006_feature_names_unique',
      '0007_deletion_keeps_history',
      '0008_location_names_unique',
      '0009_outbox_delivery',
      '0010_company_discount_and_accepted_application',
      '0011_canteen_orders_outlive_canteens',
      '0012_kiosk_sessions',
      '0013_unfinished_orphans_index',
      '0014_booking_list_changes',
      '0015_limit_lock_read',
      '0016_booking_lists_unversioned',
    ]);
  });
});
