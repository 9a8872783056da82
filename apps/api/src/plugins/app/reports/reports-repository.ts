import type { Readable } from 'node:stream';
import { jsonColumn } from '../../../db/json-column';
import type { Knex } from 'knex';
import type { ReportedBookingRecord } from '@roombook/domain/reports/assemble-booking-report';
import type { CanteenOrderRecord } from '@roombook/domain/reports/canteen-order';
import type { ReportedCanteen } from '@roombook/domain/reports/rules/report-access';
import type { BookingReportQuery, CanteenReportQuery } from '@roombook/domain/reports/schemas';
import { CANTEEN_REPORT_COMPANY_ALL, CANTEEN_REPORT_COMPANY_GUESTS } from '@roombook/domain/constants';
import type { Driver } from '../../../db/index';
import type { Deps } from '../../../deps';

/** A canteen as the reports need it: who manages it, and its location's name (the Excel file is named by it). */
export interface ReportCanteen extends ReportedCanteen {
  id: number;
  locationName: string;
}

/** A statement and its bindings: what a report runs (the benchmark runs the same SQL raw). */
export interface ReportStatement {
  sql: string;
  bindings: readonly unknown[];
}

/** How the canteen reports choose orders: the canteen report's company filter, or one company (the company report). */
export type OrderSelection = { canteen: number; startDate: string; endDate: string } & (
  | { company: CanteenReportQuery['company'] }
  | { onlyCompany: number }
);

interface BookingRow {
  id: number;
  name: string;
  bookingStart: Date;
  bookingEnd: Date;
  roomId: number | null;
  roomName: string;
  locationId: number | null;
  locationName: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  companyId: number | null;
  companyName: string | null;
  hourlyRate: number | null;
  discountPercent: string | number;
  total: number;
  discount: number;
  totalWithDiscount: number;
}

interface OrderRow {
  id: number;
  orderNumber: number;
  canteenId: number;
  companyId: number | null;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  lines: string | Array<{ name: string; price: number; quantity: number }>;
}

/**
 * The booking report's one statement (§2): the bookings starting in [startDate, endDate), of the room and the
 * company asked for (the company the booking counted against, docs/decisions/018), and for COMPLETED those
 * whose start has come by `now`; with the names of their room, location, user and company, the kept ones when
 * those are deleted (docs/decisions/027), and the price fixed on the booking. The period is bounded (a year
 * at most), and `bookings_start_idx` (migration 0001) answers it.
 */
export const bookingReportStatement = (query: BookingReportQuery, now: Date): ReportStatement => {
  const where = ['b.booking_start >= ?::timestamptz', 'b.booking_start < ?::timestamptz'];
  const bindings: unknown[] = [query.startDate, query.endDate];
  if (query.roomId !== null) {
    where.push('b.room_id = ?::integer');
    bindings.push(query.roomId);
  }
  if (query.companyId !== null) {
    where.push('b.company_id = ?::integer');
    bindings.push(query.companyId);
  }
  if (query.bookingStatus === 'COMPLETED') {
    where.push('b.booking_start <= ?::timestamptz');
    bindings.push(now.toISOString());
  }
  return {
    sql: `select b.id, b.name, b.booking_start as "bookingStart", b.booking_end as "bookingEnd",
                 b.room_id as "roomId", coalesce(r.name, b.room_name) as "roomName",
                 l.id as "locationId", coalesce(l.name, b.location_name) as "locationName",
                 b.user_id as "userId", coalesce(u.first_name, b.user_first_name) as "firstName",
                 coalesce(u.last_name, b.user_last_name) as "lastName",
                 b.company_id as "companyId", coalesce(c.name, b.company_name) as "companyName",
                 b.hourly_rate_ore as "hourlyRate", b.discount_percent as "discountPercent",
                 b.total_ore as total, b.discount_ore as discount, b.total_with_discount_ore as "totalWithDiscount"
            from bookings b
            left join rooms r on r.id = b.room_id
            left join locations l on l.id = r.location_id
            left join users u on u.id = b.user_id
            left join companies c on c.id = b.company_id
           where ${where.join(' and ')}
           order by b.booking_start, b.id`,
    bindings,
  };
};

/**
 * The canteen reports' one statement: the canteen's orders created in [startDate, endDate) that pass the
 * selection (the canteen report's 0 All, '' Guests or one company; the company report's own company), each
 * with its lines as sold (a JSON list, aggregated here: no statement per order), its company's and
 * employee's names, the kept ones when those are deleted (a guest order has neither a company id nor a kept
 * company name, docs/decisions/027). `canteen_orders_created_idx` answers the period.
 */
export const canteenOrdersStatement = (selection: OrderSelection): ReportStatement => {
  const where = ['o.canteen_id = ?::integer', 'o.created_at >= ?::timestamptz', 'o.created_at < ?::timestamptz'];
  const bindings: unknown[] = [selection.canteen, selection.startDate, selection.endDate];
  if ('onlyCompany' in selection) {
    where.push('o.company_id = ?::integer');
    bindings.push(selection.onlyCompany);
  } else if (selection.company === CANTEEN_REPORT_COMPANY_GUESTS) {
    where.push('o.company_id is null and o.company_name is null');
  } else if (selection.company !== CANTEEN_REPORT_COMPANY_ALL) {
    where.push('o.company_id = ?::integer');
    bindings.push(selection.company);
  }
  return {
    sql: `select o.id, o.order_number as "orderNumber", o.canteen_id as "canteenId",
                 o.company_id as "companyId", coalesce(c.name, o.company_name) as "companyName",
                 coalesce(u.first_name, o.user_first_name) as "firstName",
                 coalesce(u.last_name, o.user_last_name) as "lastName",
                 o.created_at as "createdAt",
                 (select json_agg(json_build_object('name', i.item_name, 'price', i.price_ore, 'quantity', i.quantity) order by i.id)
                    from canteen_order_items i
                   where i.order_id = o.id) as lines
            from canteen_orders o
            left join companies c on c.id = o.company_id
            left join users u on u.id = o.user_id
           where ${where.join(' and ')}
           order by o.created_at, o.id`,
    bindings,
  };
};

const toBookingRecord = (row: BookingRow): ReportedBookingRecord => ({
  booking: {
    id: row.id,
    name: row.name,
    bookingStart: row.bookingStart.toISOString(),
    bookingEnd: row.bookingEnd.toISOString(),
    room: { id: row.roomId, name: row.roomName, location: { id: row.locationId, name: row.locationName } },
    roomId: row.roomId,
    userId: row.userId,
    user: {
      firstName: row.firstName,
      lastName: row.lastName,
      company: row.companyName === null ? null : { id: row.companyId, name: row.companyName },
    },
    bookingCost: { total: row.totalWithDiscount },
  },
  price: {
    hourlyRate: row.hourlyRate,
    discountPercent: Number(row.discountPercent),
    total: row.total,
    discount: row.discount,
    totalWithDiscount: row.totalWithDiscount,
  },
});

const toOrderRecord = (row: OrderRow): CanteenOrderRecord => {
  const lines = jsonColumn<Exclude<OrderRow['lines'], string>>(row.lines);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    canteenId: row.canteenId,
    company: row.companyName === null ? null : { id: row.companyId, name: row.companyName },
    employee: row.firstName === null || row.lastName === null ? null : { firstName: row.firstName, lastName: row.lastName },
    createdAt: row.createdAt.toISOString(),
    lines: lines ?? [],
  };
};

/** Rows of a streamed report at a time: what one read from the database holds before the answer takes them. */
const STREAM_BATCH = 500;

/**
 * The only code that reads the reports' rows (conventions §5). Each report is one statement whatever the
 * number of rows, read as a stream by the JSON reports and the Excel exports alike (on PostgreSQL through a
 * cursor, a batch of rows at a time, so that a year of rows is never held at once, docs/decisions/043;
 * PGlite, one process and one connection, answers them whole).
 */
export class ReportsRepository {
  constructor(
    private readonly db: Knex,
    private readonly driver: Driver,
  ) {}

  /**
   * A canteen the reports ask about: a live one with its manager and its location's name, or a deleted one
   * whose orders are kept under its id (migration 0011, docs/decisions/039), with no manager and the kept
   * location name; undefined when neither exists.
   */
  async canteen(id: number): Promise<ReportCanteen | undefined> {
    const { rows } = await this.db.raw<{ rows: ReportCanteen[] }>(
      `select k.id, k.manager_user_id as "managerId", l.name as "locationName"
         from canteens k
         join locations l on l.id = k.location_id
        where k.id = ?::integer
       union all
       select o.canteen_id, null, coalesce(max(o.location_name), '')
         from canteen_orders o
        where o.canteen_id = ?::integer and not exists (select 1 from canteens k where k.id = ?::integer)
        group by o.canteen_id`,
      [id, id, id],
    );
    return rows[0];
  }

  /** The booking report's bookings (`bookingReportStatement`), a batch at a time, in order. */
  async *bookingReportBatches(query: BookingReportQuery, now: Date): AsyncGenerator<ReportedBookingRecord[]> {
    for await (const rows of this.batches<BookingRow>(bookingReportStatement(query, now))) yield rows.map(toBookingRecord);
  }

  /** The canteen reports' orders (`canteenOrdersStatement`), a batch at a time, in order. */
  async *canteenOrderBatches(selection: OrderSelection): AsyncGenerator<CanteenOrderRecord[]> {
    for await (const rows of this.batches<OrderRow>(canteenOrdersStatement(selection))) yield rows.map(toOrderRecord);
  }

  /**
   * The statement's rows a batch at a time: on PostgreSQL what the cursor has read so far (at most
   * STREAM_BATCH ahead), taken at once rather than row by row (an await per row cost a tenth of a year's
   * report); PGlite's whole answer in one.
   */
  private async *batches<Row>({ sql, bindings }: ReportStatement): AsyncGenerator<Row[]> {
    if (this.driver !== 'pg') {
      const { rows } = await this.db.raw<{ rows: Row[] }>(sql, bindings as Knex.RawBinding[]);
      yield rows;
      return;
    }
    const rows = this.db.raw(sql, bindings as Knex.RawBinding[]).stream({ highWaterMark: STREAM_BATCH });
    try {
      yield* readBatches<Row>(rows);
    } finally {
      // Stopped early (the download was cancelled): closes the cursor and gives the connection back.
      rows.destroy();
    }
  }
}

/**
 * What an object stream holds each time it has some, until it ends; its error if it fails. The error is
 * taken by a listener: knex emits a failed statement's error without destroying its stream (so `errored`
 * stays unset and no 'close' follows), and an 'error' event without a listener would end the process.
 */
async function* readBatches<Row>(rows: Readable): AsyncGenerator<Row[]> {
  let failure: { error: unknown } | undefined;
  const wake = new Set<() => void>();
  rows.on('error', (error: unknown) => {
    failure = { error };
    for (const settle of wake) settle();
  });
  for (;;) {
    if (failure) throw failure.error;
    const batch: Row[] = [];
    for (let row = rows.read() as Row | null; row !== null; row = rows.read() as Row | null) batch.push(row);
    if (batch.length > 0) {
      yield batch;
      continue;
    }
    if (rows.errored) throw rows.errored;
    if (rows.readableEnded) return;
    if (rows.destroyed) throw new Error('the rows of a report stopped before their end');
    await new Promise<void>((resolve) => {
      const settle = () => {
        rows.off('readable', settle);
        rows.off('end', settle);
        rows.off('close', settle);
        wake.delete(settle);
        resolve();
      };
      wake.add(settle);
      rows.on('readable', settle);
      rows.on('end', settle);
      rows.on('close', settle);
    });
  }
}

export const reportsRepository = (deps: Deps) => new ReportsRepository(deps.knex, deps.driver);
