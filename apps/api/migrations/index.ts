import type { Knex } from 'knex';
import * as initial from './0001_initial';
import * as outboxSealedParams from './0002_outbox_sealed_params';
import * as bookingCompanyAndPrice from './0003_booking_company_and_price';
import * as images from './0004_images';
import * as userPinsUniquePerCompany from './0005_user_pins_unique_per_company';
import * as featureNamesUnique from './0006_feature_names_unique';
import * as deletionKeepsHistory from './0007_deletion_keeps_history';
import * as locationNamesUnique from './0008_location_names_unique';
import * as outboxDelivery from './0009_outbox_delivery';
import * as companyDiscountAndAcceptedApplication from './0010_company_discount_and_accepted_application';
import * as canteenOrdersOutliveCanteens from './0011_canteen_orders_outlive_canteens';
import * as kioskSessions from './0012_kiosk_sessions';
import * as unfinishedOrphansIndex from './0013_unfinished_orphans_index';
import * as bookingListChanges from './0014_booking_list_changes';
import * as limitLockRead from './0015_limit_lock_read';

/**
 * Every migration, in order, under its permanent name (no file extension: the names are stored in
 * knex_migrations and must never change). Loaded statically because knex's folder loader cannot load
 * TypeScript under Vitest or tsx.
 */
const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Knex.Migration]> = [
  ['0001_initial', initial],
  ['0002_outbox_sealed_params', outboxSealedParams],
  ['0003_booking_company_and_price', bookingCompanyAndPrice],
  ['0004_images', images],
  ['0005_user_pins_unique_per_company', userPinsUniquePerCompany],
  ['0006_feature_names_unique', featureNamesUnique],
  ['0007_deletion_keeps_history', deletionKeepsHistory],
  ['0008_location_names_unique', locationNamesUnique],
  ['0009_outbox_delivery', outboxDelivery],
  ['0010_company_discount_and_accepted_application', companyDiscountAndAcceptedApplication],
  ['0011_canteen_orders_outlive_canteens', canteenOrdersOutliveCanteens],
  ['0012_kiosk_sessions', kioskSessions],
  ['0013_unfinished_orphans_index', unfinishedOrphansIndex],
  ['0014_booking_list_changes', bookingListChanges],
  ['0015_limit_lock_read', limitLockRead],
];

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(MIGRATIONS.map(([name]) => name)),
  getMigrationName: (name) => name,
  getMigration: (name) => {
    const found = MIGRATIONS.find(([n]) => n === name);
    if (!found) return Promise.reject(new Error(`Unknown migration ${name}`));
    return Promise.resolve(found[1]);
  },
};

export const MIGRATION_NAMES = MIGRATIONS.map(([name]) => name);
