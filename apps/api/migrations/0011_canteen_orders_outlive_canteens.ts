import type { Knex } from 'knex';

/**
 * A canteen's orders outlive the canteen (issue 10 §1, docs/decisions/039), as bookings outlive their rooms
 * (migration 0007, docs/decisions/027). Before this, `canteen_orders.canteen_id` cascaded: deleting a
 * canteen, or the location that holds it, deleted its orders and their lines, and with them what the canteen
 * reports bill.
 *
 * - The foreign key of `canteen_orders.canteen_id` goes: the order keeps the id of its canteen after the
 *   canteen is deleted, so that the reports, which are asked for a canteen by id, still find its orders
 *   (and `unique (canteen_id, order_number)` keeps the receipts' numbers apart). Identity ids are never
 *   given again, so a kept id names no other canteen.
 * - The insert half of the foreign key stays, as a trigger: a new order (or a changed canteen id) must name
 *   a canteen that exists, checked with the key-share lock a foreign key takes, so that an order and its
 *   canteen's delete wait for each other. Its refusal is the foreign key's (23503, the same constraint name).
 * - `canteen_orders.location_name` keeps the name of the canteen's location (a canteen is known by its
 *   location, §2), written by `before delete` triggers when the canteen or its location is deleted, and
 *   null while the canteen exists: readers show `coalesce(live location name, location_name)`. A cascaded
 *   canteen no longer sees its location row, so the location's trigger writes the name first and the
 *   canteen's keeps it (`coalesce`), as rooms do in 0007.
 * - The canteen items become the one menu of every canteen (`canteen_id` null, what the column means): the
 *   contract's item has no canteen, and the demo data's items named the demo canteen, whose delete would
 *   have taken the whole menu with it. Order lines keep their own name and price anyway (0001).
 */
const KEEP_LOCATION_NAMES_0007 = `create or replace function keep_location_names() returns trigger language plpgsql as $$
   begin
     update bookings b set location_name = old.name
       from rooms r
      where r.location_id = old.id and b.room_id = r.id;
     return old;
   end $$`;

const up_statements = [
  'alter table canteen_orders add column location_name text',
  'alter table canteen_orders drop constraint canteen_orders_canteen_id_fkey',
  `create function canteen_order_canteen_exists() returns trigger language plpgsql as $$
   begin
     perform 1 from canteens where id = new.canteen_id for key share;
     if not found then
       raise exception 'insert or update on table "canteen_orders" violates foreign key constraint "canteen_orders_canteen_id_fkey"'
         using errcode = 'foreign_key_violation', constraint = 'canteen_orders_canteen_id_fkey',
               detail = format('Key (canteen_id)=(%s) is not present in table "canteens".', new.canteen_id);
     end if;
     return new;
   end $$`,
  `create trigger canteen_orders_canteen_exists before insert or update of canteen_id on canteen_orders
     for each row execute function canteen_order_canteen_exists()`,

  `create or replace function keep_location_names() returns trigger language plpgsql as $$
   begin
     update bookings b set location_name = old.name
       from rooms r
      where r.location_id = old.id and b.room_id = r.id;
     update canteen_orders o set location_name = old.name
       from canteens c
      where c.location_id = old.id and o.canteen_id = c.id;
     return old;
   end $$`,

  `create function keep_canteen_names() returns trigger language plpgsql as $$
   begin
     update canteen_orders
        set location_name = coalesce(location_name, (select l.name from locations l where l.id = old.location_id))
      where canteen_id = old.id;
     return old;
   end $$`,
  `create trigger canteens_keep_names before delete on canteens
     for each row execute function keep_canteen_names()`,

  'update canteen_items set canteen_id = null where canteen_id is not null',
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists canteens_keep_names on canteens');
  await knex.raw('drop function if exists keep_canteen_names()');
  await knex.raw(KEEP_LOCATION_NAMES_0007);
  await knex.raw('drop trigger if exists canteen_orders_canteen_exists on canteen_orders');
  await knex.raw('drop function if exists canteen_order_canteen_exists()');
  // Orders of deleted canteens cannot go back under a cascading foreign key (their lines go with them).
  await knex.raw('delete from canteen_orders o where not exists (select 1 from canteens c where c.id = o.canteen_id)');
  await knex.raw(
    'alter table canteen_orders add constraint canteen_orders_canteen_id_fkey foreign key (canteen_id) references canteens (id) on delete cascade',
  );
  await knex.raw('alter table canteen_orders drop column if exists location_name');
}
