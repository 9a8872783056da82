import type { Knex } from 'knex';
import { TIME_ZONE } from '@roombook/domain/constants';
import type { InsightsRows, RevenueRow } from '@roombook/domain/insights/assemble';
import { OPEN_HOURS } from '@roombook/domain/insights/page';
import type { InsightsScope } from '@roombook/domain/insights/scope';
import type { MonthSales } from '@roombook/domain/insights/schemas';
import { jsonColumn } from '../../../db/json-column';
import type { Deps } from '../../../deps';

/** The period as instants: [start, end). */
export interface InsightsInstants {
  start: string;
  end: string;
}

/** A statement with knex's named bindings (`:start`): what Insights run, and what the benchmark runs raw. */
export interface InsightsStatement {
  sql: string;
  bindings: Readonly<Record<string, string | number | null>>;
  /**
   * Run without PostgreSQL's JIT compiler (`set local jit = off`, in a transaction of its own). The planner cannot
   * know how many hours `generate_series` gives a booking (it guesses 1,000), so it costs the time statement at a
   * million rows and compiles it: 1.1–1.8 s of compiling for a statement that runs in 35 ms (a month) to 430 ms (a
   * year of 100,000 bookings), measured on PostgreSQL 15.
   */
  withoutJit?: boolean;
}

const bindingsOf = (scope: InsightsScope, period: InsightsInstants) => ({
  start: period.start,
  end: period.end,
  locationId: scope.locationId,
  roomId: scope.roomId,
  companyId: scope.companyId,
  companyLocationsOf: scope.companyLocationsOf,
});

const int = (name: string) => `cast(:${name} as integer)`;
const START = 'cast(:start as timestamptz)';
const END = 'cast(:end as timestamptz)';
const ZONE = `'${TIME_ZONE}'`;
/** Open hours in SQL, from the constant (no input): the wall time's weekday and hour. */
const OPEN = `extract(isodow from wall) in (${OPEN_HOURS.weekdays.join(', ')}) and extract(hour from wall) >= ${OPEN_HOURS.fromHour} and extract(hour from wall) < ${OPEN_HOURS.untilHour}`;

/**
 * The time Insights count, in one statement (docs/decisions/107): the rooms of the scope (the active ones, and an
 * inactive one that was booked in the period); their bookings that were
 * not released, cut to the period and into UTC hours (each a Copenhagen wall hour: every offset of the zone is whole
 * hours), with the minutes of each hour booked; and from those, as JSON, each room's booked and open-hours minutes
 * (every room, 0 without bookings), the minutes of each hour of the week, each company's days and ISO weeks per room
 * with those that reached the room's limits, and each company's minutes. The GiST index of `bookings_no_overlap`
 * (migration 0020: room and time, bookings not released) answers the period.
 */
export const timeStatement = (scope: InsightsScope, period: InsightsInstants): InsightsStatement => ({
  sql: `with scope_rooms as (
          select r.id, r.name, l.name as location_name, r.daily_limit, r.weekly_limit
            from rooms r
            join locations l on l.id = r.location_id
           where (${int('locationId')} is null or r.location_id = ${int('locationId')})
             and (${int('roomId')} is null or r.id = ${int('roomId')})
             and (${int('companyLocationsOf')} is null
                  or r.location_id in (select cl.location_id from company_locations cl where cl.company_id = ${int('companyLocationsOf')}))
             and (r.is_active
                  or exists (select 1 from bookings b
                              where b.room_id = r.id and b.released_at is null
                                and tstzrange(b.booking_start, b.booking_end) && tstzrange(${START}, ${END})))
        ),
        slots as (
          select b.room_id, b.company_id, coalesce(c.name, b.company_name) as company_name,
                 h.slot at time zone ${ZONE} as wall,
                 extract(epoch from least(b.booking_end, h.slot + interval '1 hour', ${END})
                                  - greatest(b.booking_start, h.slot, ${START})) / 60 as minutes
            from bookings b
            join scope_rooms r on r.id = b.room_id
            left join companies c on c.id = b.company_id
            cross join lateral generate_series(
              date_trunc('hour', greatest(b.booking_start, ${START}), 'UTC'),
              least(b.booking_end, ${END}) - interval '1 microsecond',
              interval '1 hour') as h(slot)
           where b.released_at is null
             and tstzrange(b.booking_start, b.booking_end) && tstzrange(${START}, ${END})
             and (${int('companyId')} is null or b.company_id = ${int('companyId')})
        ),
        company_days as (
          select company_id, room_id, max(company_name) as company_name, wall::date as day,
                 date_trunc('week', wall) as week, sum(minutes) as minutes
            from slots
           where company_id is not null
           group by company_id, room_id, wall::date, date_trunc('week', wall)
        ),
        company_weeks as (
          select company_id, room_id, week, sum(minutes) as minutes from company_days group by company_id, room_id, week
        ),
        day_counts as (
          select d.company_id, d.room_id, max(d.company_name) as company_name, sum(d.minutes) as minutes,
                 count(*) as days, count(*) filter (where d.minutes >= r.daily_limit * 60) as days_at_limit
            from company_days d join scope_rooms r on r.id = d.room_id
           group by d.company_id, d.room_id
        ),
        week_counts as (
          select w.company_id, w.room_id, count(*) as weeks, count(*) filter (where w.minutes >= r.weekly_limit * 60) as weeks_at_limit
            from company_weeks w join scope_rooms r on r.id = w.room_id
           group by w.company_id, w.room_id
        )
        select
          (select coalesce(json_agg(json_build_object(
                    'roomId', r.id, 'roomName', r.name, 'locationName', r.location_name,
                    'bookedMinutes', coalesce(t.minutes, 0), 'openBookedMinutes', coalesce(t.open_minutes, 0))), '[]'::json)
             from scope_rooms r
             left join (select room_id, sum(minutes)::integer as minutes,
                               coalesce(sum(minutes) filter (where ${OPEN}), 0)::integer as open_minutes
                          from slots group by room_id) t on t.room_id = r.id) as rooms,
          (select coalesce(json_agg(json_build_object('weekday', weekday, 'hour', hour, 'bookedMinutes', minutes)), '[]'::json)
             from (select extract(isodow from wall)::integer as weekday, extract(hour from wall)::integer as hour, sum(minutes)::integer as minutes
                     from slots group by 1, 2) h) as hours,
          (select coalesce(json_agg(json_build_object(
                    'companyId', d.company_id, 'companyName', d.company_name, 'roomId', r.id, 'roomName', r.name,
                    'dailyLimit', r.daily_limit, 'weeklyLimit', r.weekly_limit, 'bookedMinutes', d.minutes::integer,
                    'days', d.days, 'daysAtLimit', d.days_at_limit, 'weeks', w.weeks, 'weeksAtLimit', w.weeks_at_limit)), '[]'::json)
             from day_counts d
             join week_counts w on w.company_id = d.company_id and w.room_id = d.room_id
             join scope_rooms r on r.id = d.room_id) as limits,
          (select coalesce(json_agg(json_build_object('companyId', company_id, 'companyName', company_name, 'bookedMinutes', minutes)), '[]'::json)
             from (select company_id, company_name, sum(minutes)::integer as minutes from slots group by company_id, company_name) s) as share`,
  bindings: bindingsOf(scope, period),
  withoutJit: true,
});

/**
 * Room revenue by Copenhagen month and company: the bookings the booking report of the same period, room and
 * company lists (starting in the period, released ones too), summed from the prices fixed on them.
 */
export const revenueStatement = (scope: InsightsScope, period: InsightsInstants): InsightsStatement => ({
  sql: `select to_char(b.booking_start at time zone ${ZONE}, 'YYYY-MM') as month, b.company_id as "companyId",
               coalesce(c.name, b.company_name) as "companyName",
               sum(b.total_ore)::bigint as total, sum(b.total_with_discount_ore)::bigint as "totalWithDiscount"
          from bookings b
          left join rooms r on r.id = b.room_id
          left join companies c on c.id = b.company_id
         where b.booking_start >= ${START} and b.booking_start < ${END}
           and (${int('locationId')} is null or r.location_id = ${int('locationId')})
           and (${int('roomId')} is null or b.room_id = ${int('roomId')})
           and (${int('companyId')} is null or b.company_id = ${int('companyId')})
         group by 1, 2, 3`,
  bindings: bindingsOf(scope, period),
});

/**
 * Canteen sales by Copenhagen month and item as sold: the lines of the orders made in the period at the canteens
 * of the location (every canteen's, deleted ones' too, without one), of the company asked for (guests included
 * without one), as the canteen reports count them.
 */
export const salesStatement = (scope: InsightsScope, period: InsightsInstants): InsightsStatement => ({
  sql: `select to_char(o.created_at at time zone ${ZONE}, 'YYYY-MM') as month, i.item_name as "itemName",
               sum(i.quantity)::integer as quantity, sum(i.price_ore::bigint * i.quantity)::bigint as total
          from canteen_orders o
          join canteen_order_items i on i.order_id = o.id
          left join canteens k on k.id = o.canteen_id
         where o.created_at >= ${START} and o.created_at < ${END}
           and (${int('locationId')} is null or k.location_id = ${int('locationId')})
           and (${int('companyId')} is null or o.company_id = ${int('companyId')})
         group by 1, 2`,
  bindings: bindingsOf(scope, period),
});

interface TimeRow {
  rooms: unknown;
  hours: unknown;
  limits: unknown;
  share: unknown;
}

/** The only code that reads Insights' figures (conventions §5): three statements, whatever the period or the data. */
export class InsightsRepository {
  constructor(private readonly db: Knex) {}

  async rows(scope: InsightsScope, period: InsightsInstants): Promise<InsightsRows> {
    const run = async <T>({ sql, bindings, withoutJit }: InsightsStatement): Promise<T[]> => {
      const read = async (db: Knex | Knex.Transaction) => (await db.raw<{ rows: T[] }>(sql, bindings as Knex.ValueDict)).rows;
      if (!withoutJit) return read(this.db);
      return this.db.transaction(async (trx) => {
        await trx.raw("select set_config('jit', 'off', true)");
        return read(trx);
      });
    };
    const [[time], revenue, sales] = await Promise.all([
      run<TimeRow>(timeStatement(scope, period)),
      run<RevenueRow>(revenueStatement(scope, period)),
      run<MonthSales>(salesStatement(scope, period)),
    ]);
    const list = <T>(value: unknown): T[] => jsonColumn<T[]>(value as string | T[]) ?? [];
    return {
      rooms: list(time?.rooms),
      hours: list(time?.hours),
      limits: list(time?.limits),
      share: list(time?.share),
      revenue,
      sales,
    };
  }
}

export const insightsRepository = (deps: Deps) => new InsightsRepository(deps.knex);
