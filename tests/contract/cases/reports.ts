import { expect } from 'vitest';
import { readWorkbook } from '@roombook/api/testing-workbook';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { currentMonthRange, reportPeriod } from '@roombook/domain/reports/period';
import type { CanteenReport, CanteenReportQuery } from '@roombook/domain/reports/schemas';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, WEEKS, at, calendarOf, idsOf, mondayOf, plusMinutes, roomWhere, signIn, slot, today, type SignedIn } from './support';

const { report } = contract;

/** This month in Copenhagen, as the report filters send it by default: both targets have canteen orders in it. */
const thisMonth = () => {
  const range = currentMonthRange(today());
  return reportPeriod(range.startDate, range.endDate);
};

/** A canteen report of this month, or of `period`. */
async function canteenReport(who: SignedIn, query: Pick<CanteenReportQuery, 'canteen' | 'company'> & Partial<CanteenReportQuery>): Promise<CanteenReport> {
  return expectOk(await who.send(report.canteen, { body: { ...thisMonth(), ...query } }));
}

/** The first canteen with orders this month whose report `who` may read, and its report for all companies. */
async function busyCanteen(who: SignedIn) {
  for (const canteen of expectOk(await who.send(contract.canteen.list))) {
    const result = await who.send(report.canteen, { body: { ...thisMonth(), canteen: canteen.id, company: 0 } });
    if (!result.ok) continue;
    if (Object.keys(result.data.orders).length > 0) return { canteen, all: result.data };
  }
  throw new Error('no canteen has orders this month');
}

/** The first canteen of the company role `who` where the company has orders this month, and those orders. */
async function companyCanteen(who: SignedIn) {
  for (const canteen of expectOk(await who.send(contract.canteen.list))) {
    const orders = expectOk(await who.send(report.company, { body: { canteen: canteen.id, ...thisMonth() } }));
    if (orders.length > 0) return { canteen, orders };
  }
  throw new Error(`no canteen has orders of ${who.session.user.email}'s company this month`);
}

const sum = (numbers: readonly number[]) => numbers.reduce((total, n) => total + n, 0);
const roundedShare = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** A downloaded workbook read back, and its summary lines (label in the first column, amount in kroner in the last). */
async function workbookOf(file: Response) {
  const book = await readWorkbook(await file.arrayBuffer());
  const summary = Object.fromEntries(
    book.rows.filter((row) => typeof row[0] === 'string' && row[0].includes('(kr.)')).map((row) => [row[0] as string, row[row.length - 1] as number]),
  );
  return { ...book, summary };
}

/** Kroner as the workbook holds them (øre / 100). */
const kroner = (ore: number) => ore / 100;

/** The reports (§2, §7): canteen report, company canteen report, booking report. */
const reportCases: ContractCase[] = [
  {
    name: 'adds up the canteen report: price × quantity per item, items per order, orders in the totals',
    calls: [contract.canteen.list, report.canteen],
    async run(t) {
      const { all } = await busyCanteen(await signIn(t, DEMO.canteenManager));
      const orders = Object.values(all.orders);
      for (const order of orders) {
        for (const item of order.orderItems) expect(item.itemTotal).toBe(item.itemPrice * item.itemQuantity);
        expect([order.orderTotal, order.orderQuantity]).toEqual([sum(order.orderItems.map((i) => i.itemTotal)), sum(order.orderItems.map((i) => i.itemQuantity))]);
      }
      expect([all.totalPrice, all.totalQuantity]).toEqual([sum(orders.map((o) => o.orderTotal)), sum(orders.map((o) => o.orderQuantity))]);
    },
  },
  {
    name: "keeps the canteen report's company sentinels: 0 all, '' the guests only, an id that company only",
    calls: [contract.canteen.list, report.canteen, contract.company.list],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { canteen, all } = await busyCanteen(admin);
      const keysWhere = (fits: (order: CanteenReport['orders'][string]) => boolean) =>
        Object.entries(all.orders).filter(([, order]) => fits(order)).map(([key]) => key);

      const guests = await canteenReport(admin, { canteen: canteen.id, company: '' });
      expect(Object.keys(guests.orders).length, 'guest orders this month').toBeGreaterThan(0);
      expect(Object.keys(guests.orders)).toEqual(keysWhere((order) => order.companyName === null));
      expect(Object.values(guests.orders).every((order) => order.employee === null)).toBe(true);

      const name = Object.values(all.orders).find((order) => order.companyName !== null)?.companyName;
      const company = expectOk(await admin.send(contract.company.list)).find((c) => c.name === name);
      expect(company, `the company ${name}`).toBeDefined();
      const one = await canteenReport(admin, { canteen: canteen.id, company: company!.id });
      expect(Object.keys(one.orders)).toEqual(keysWhere((order) => order.companyName === name));
      expect(one.totalPrice).toBe(sum(Object.values(one.orders).map((o) => o.orderTotal)));
    },
  },
  {
    name: 'reports the canteen orders of [startDate, endDate): an order at the start is in, one at the end is out',
    calls: [contract.canteen.list, report.canteen],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { canteen, all } = await busyCanteen(admin);
      const [key, order] = Object.entries(all.orders)[0]!;
      const orderedAt = order.orderDate;
      const from = await canteenReport(admin, { canteen: canteen.id, company: 0, startDate: orderedAt, endDate: plusMinutes(orderedAt, 1) });
      expect(Object.keys(from.orders)).toContain(key);
      const until = await canteenReport(admin, { canteen: canteen.id, company: 0, startDate: plusMinutes(orderedAt, -60), endDate: orderedAt });
      expect(Object.keys(until.orders)).not.toContain(key);
    },
  },
  {
    name: 'refuses the canteen report for an unknown canteen (404) and to company roles and users (403)',
    calls: [contract.canteen.list, report.canteen],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const unknown = Math.max(0, ...idsOf(expectOk(await admin.send(contract.canteen.list)))) + 1000;
      expectError(await admin.send(report.canteen, { body: { canteen: unknown, company: 0, ...thisMonth() } }), 404, ERRORS.notFound);
      for (const email of [DEMO.owner, DEMO.user]) {
        expectError(await (await signIn(t, email)).send(report.canteen, { body: { canteen: unknown, company: 0, ...thisMonth() } }), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: "gives the company canteen report the caller's company's orders only, as the canteen report counts them",
    calls: [contract.canteen.list, report.company, report.canteen],
    async run(t) {
      const [owner, admin] = [await signIn(t, DEMO.owner), await signIn(t, DEMO.admin)];
      const { canteen, orders } = await companyCanteen(owner);
      const companyId = owner.session.user.company!.id;
      const seen = await canteenReport(admin, { canteen: canteen.id, company: companyId });
      expect(orders.map((o) => String(o.id)).sort()).toEqual(Object.keys(seen.orders).sort());
      for (const order of orders) {
        for (const line of order.canteenOrderItems) expect(line.price).toBe(line.canteenItem.price * line.quantity);
        expect(order.totalAmount).toBe(sum(order.canteenOrderItems.map((line) => line.price)));
        expect([order.totalAmount, sum(order.canteenOrderItems.map((l) => l.quantity))]).toEqual([
          seen.orders[String(order.id)]!.orderTotal,
          seen.orders[String(order.id)]!.orderQuantity,
        ]);
        // Both reports name the order by its number at the canteen, the receipt's.
        expect(order.orderNumber).toBe(seen.orders[String(order.id)]!.orderNumber);
      }
      expectError(await admin.send(report.company, { body: { canteen: canteen.id, ...thisMonth() } }), 403, ERRORS.forbidden);
    },
  },
  {
    name: 'reports the bookings of the period with duration, rate and totals, by room and by company (null or left out: all)',
    calls: [contract.location.mine, contract.company.list, contract.booking.create, report.booking],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const { rooms } = await calendarOf(user);
      const rated = roomWhere(rooms, 'with an hourly rate and a daily limit of at least 2 hours', (r) => (r.hourlyRate ?? 0) > 0 && r.dailyLimit >= 2);
      const other = roomWhere(rooms, 'beside it', (r) => r.id !== rated.id);
      const companyId = user.session.user.company!.id;
      const discount = expectOk(await admin.send(contract.company.list)).find((c) => c.id === companyId)!.discount;
      const monday = mondayOf(WEEKS.bookingReport);
      const book = async (who: SignedIn, roomId: number, time: string, minutes: number) =>
        expectOk(await who.send(contract.booking.create, { body: { name: 'Reported', roomId, ...slot(monday, time, minutes) } }), 201);
      const own = await book(user, rated.id, '09:00', 105);
      const admins = await book(admin, other.id, '09:00', 60);
      const short = await book(admin, rated.id, '11:00', 15);

      const period = { startDate: at(monday, '00:00'), endDate: at(monday.add({ days: 7 }), '00:00') };
      const ask = async (filters: { roomId?: number; companyId?: number }) =>
        expectOk(await admin.send(report.booking, { body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...period, ...filters } }));
      const all = await ask({});
      expect(idsOf(all.entries).sort()).toEqual([own.id, admins.id, short.id].sort());

      // 1 h 45 min at the room's rate, rounded once; the company's discount on the total, rounded once.
      const rate = rated.hourlyRate!;
      const total = Math.round((105 * rate) / 60);
      expect(all.entries.find((e) => e.id === own.id)).toMatchObject({
        booking: { id: own.id, roomId: rated.id },
        hourlyRate: rate,
        hourlyRateDiscounted: rate - roundedShare(rate, discount),
        bookingDurationHours: 1.75,
        total,
        discount,
        totalWithDiscount: total - roundedShare(total, discount),
      });
      // An Admin has no company: no discount.
      const adminsTotal = Math.round(other.hourlyRate ?? 0);
      expect(all.entries.find((e) => e.id === admins.id)).toMatchObject({ bookingDurationHours: 1, total: adminsTotal, discount: 0, totalWithDiscount: adminsTotal });
      expect([all.total, all.totalWithDiscount]).toEqual([sum(all.entries.map((e) => e.total)), sum(all.entries.map((e) => e.totalWithDiscount))]);

      expect(idsOf((await ask({ roomId: rated.id })).entries).sort()).toEqual([own.id, short.id].sort());
      expect(idsOf((await ask({ companyId })).entries)).toEqual([own.id]);
      // Left out is all, like null: what a client sends that names only its filters.
      const leftOut = async (filters: { roomId?: number; companyId?: number }) =>
        expectOk(await admin.send(report.booking, { body: { bookingStatus: 'ALL', ...period, ...filters } }));
      expect(await leftOut({})).toEqual(all);
      expect(idsOf((await leftOut({ roomId: rated.id })).entries).sort()).toEqual([own.id, short.id].sort());
      expect(idsOf((await leftOut({ companyId })).entries)).toEqual([own.id]);
    },
  },
  {
    name: 'keeps the bookings whose start has come for COMPLETED, every booking of the period for ALL',
    calls: [contract.location.mine, contract.booking.create, contract.booking.update, report.booking],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 1 hour', (r) => r.dailyLimit >= 1);
      const day = mondayOf(WEEKS.completed);
      const create = async (time: string) =>
        expectOk(await user.send(contract.booking.create, { body: { name: 'Reported', roomId: room.id, ...slot(day, time, 15) } }), 201);
      const ahead = await create('09:00');
      // Admins may change bookings in the past: one moves the second to yesterday morning.
      const started = await create('09:30');
      const yesterday = today().subtract({ days: 1 });
      expectOk(await admin.send(contract.booking.update, { params: { id: started.id }, body: { name: 'Reported', roomId: room.id, ...slot(yesterday, '06:30', 15) } }));

      const period = { startDate: at(yesterday, '00:00'), endDate: at(day.add({ days: 1 }), '00:00') };
      const ask = async (bookingStatus: 'ALL' | 'COMPLETED') =>
        expectOk(await admin.send(report.booking, { body: { roomId: room.id, companyId: null, bookingStatus, ...period } }));
      const before = t.now().getTime();
      const [all, completed] = [await ask('ALL'), await ask('COMPLETED')];
      const after = t.now().getTime();
      expect(idsOf(all.entries)).toEqual(expect.arrayContaining([ahead.id, started.id]));
      expect(idsOf(completed.entries)).toContain(started.id);
      expect(idsOf(completed.entries)).not.toContain(ahead.id);
      // The room's other bookings of the period (the demo data's) follow the same rule.
      for (const entry of all.entries) {
        const start = Date.parse(entry.booking.bookingStart);
        if (start <= before) expect(idsOf(completed.entries)).toContain(entry.id);
        if (start > after) expect(idsOf(completed.entries)).not.toContain(entry.id);
      }
    },
  },
  {
    name: 'refuses the booking report and its workbook to company roles and the canteen manager (403)',
    calls: [report.booking, report.bookingExcel],
    async run(t) {
      for (const email of [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user]) {
        const who = await signIn(t, email);
        const body = { roomId: null, companyId: null, bookingStatus: 'ALL' as const, ...thisMonth() };
        expectError(await who.send(report.booking, { body }), 403, ERRORS.forbidden);
        expectError(await who.send(report.bookingExcel, { body }), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: 'bills each booking at the discount fixed when it was made (12.5 %, then 30 %), to the øre, in the report and its workbook',
    calls: [contract.location.mine, contract.company.list, contract.company.update, contract.booking.create, report.booking, report.bookingExcel],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const companyId = user.session.user.company!.id;
      const before = expectOk(await admin.send(contract.company.list)).find((c) => c.id === companyId)!.discount;
      const room = roomWhere((await calendarOf(user)).rooms, 'with a rate and at least 2 hours a day', (r) => (r.hourlyRate ?? 0) > 0 && r.dailyLimit >= 2 && r.weeklyLimit >= 3);
      const rate = room.hourlyRate!;
      const monday = mondayOf(WEEKS.reportDiscount);
      const setDiscount = async (discount: number) => expectOk(await admin.send(contract.company.update, { params: { id: companyId }, body: { discount } }));
      const book = async (day: number, minutes: number) =>
        expectOk(await user.send(contract.booking.create, { body: { name: 'Billed', roomId: room.id, ...slot(monday.add({ days: day }), '09:00', minutes) } }), 201);
      try {
        await setDiscount(12.5);
        const short = await book(0, 45);
        const odd = await book(1, 75);
        await setDiscount(30);
        const late = await book(2, 30);
        await setDiscount(0);

        const body = { roomId: room.id, companyId, bookingStatus: 'ALL' as const, startDate: at(monday, '00:00'), endDate: at(monday.add({ days: 7 }), '00:00') };
        const result = expectOk(await admin.send(report.booking, { body }));
        expect(idsOf(result.entries)).toEqual([short.id, odd.id, late.id]);
        // Each line rounded once (half up): duration × rate, then the discount on that total.
        const lines = [
          { minutes: 45, percent: 12.5 },
          { minutes: 75, percent: 12.5 },
          { minutes: 30, percent: 30 },
        ].map(({ minutes, percent }) => {
          const total = Math.round((minutes * rate) / 60);
          return { total, discount: percent, totalWithDiscount: total - roundedShare(total, percent), bookingDurationHours: minutes / 60, hourlyRate: rate };
        });
        result.entries.forEach((entry, index) => expect(entry).toMatchObject(lines[index]!));
        expect([result.total, result.totalWithDiscount]).toEqual([sum(lines.map((l) => l.total)), sum(lines.map((l) => l.totalWithDiscount))]);

        const book2 = await workbookOf(expectOk(await admin.send(report.bookingExcel, { body })));
        expect(book2.rows.slice(1, 4).map((row) => row[0])).toEqual([short.id, odd.id, late.id]);
        expect(book2.summary).toEqual({
          'Total (kr.)': kroner(result.total),
          'Discount (kr.)': kroner(result.total - result.totalWithDiscount),
          'Total with discount (kr.)': kroner(result.totalWithDiscount),
          'Tax 25 % (kr.)': kroner(roundedShare(result.totalWithDiscount, 25)),
          'Total including tax (kr.)': kroner(result.totalWithDiscount + roundedShare(result.totalWithDiscount, 25)),
        });
      } finally {
        await setDiscount(before);
      }
    },
  },
  {
    name: "shows a CanteenManager their own canteen's report and refuses every other canteen's (403), and never the workbook",
    calls: [contract.canteen.list, report.canteen, report.canteenExcel],
    async run(t) {
      const [manager, admin] = [await signIn(t, DEMO.canteenManager), await signIn(t, DEMO.admin)];
      const canteens = expectOk(await admin.send(contract.canteen.list));
      expect(canteens.length, 'two canteens or more').toBeGreaterThanOrEqual(2);
      const statuses = [];
      for (const canteen of canteens) {
        const result = await manager.send(report.canteen, { body: { canteen: canteen.id, company: 0, ...thisMonth() } });
        if (!result.ok) expectError(result, 403, ERRORS.forbidden);
        statuses.push(result.status);
        expectError(await manager.send(report.canteenExcel, { body: { canteen: canteen.id, company: 0, ...thisMonth() } }), 403, ERRORS.forbidden);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 403)).toHaveLength(canteens.length - 1);
    },
  },
  {
    name: 'exports the canteen report: a row per item line, ending with total excluding tax, tax and total including tax, to the øre',
    calls: [contract.canteen.list, report.canteen, report.canteenExcel],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { canteen, all } = await busyCanteen(admin);
      const file = expectOk(await admin.send(report.canteenExcel, { body: { canteen: canteen.id, company: 0, ...thisMonth() } }));
      expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(canteen.location.name)}_`);
      const book = await workbookOf(file);
      const lines = Object.values(all.orders).flatMap((order) => order.orderItems);
      expect(book.rows.slice(1, 1 + lines.length).map((row) => row[row.length - 1])).toEqual(lines.map((line) => kroner(line.itemTotal)));
      const tax = roundedShare(all.totalPrice, 25);
      expect(book.summary).toEqual({
        'Total excluding tax (kr.)': kroner(all.totalPrice),
        'Tax 25 % (kr.)': kroner(tax),
        'Total including tax (kr.)': kroner(all.totalPrice + tax),
      });
    },
  },
  {
    name: "exports the company canteen report with the company's total, and refuses it to every other role",
    calls: [contract.canteen.list, report.company, report.companyExcel],
    async run(t) {
      const owner = await signIn(t, DEMO.owner);
      const { canteen, orders } = await companyCanteen(owner);
      const body = { canteen: canteen.id, ...thisMonth() };
      const total = sum(orders.map((order) => order.totalAmount));
      const book = await workbookOf(expectOk(await (await signIn(t, DEMO.manager)).send(report.companyExcel, { body })));
      expect(book.summary['Total excluding tax (kr.)']).toBe(kroner(total));
      expect(book.rows.slice(1).filter((row) => typeof row[0] === 'number').map((row) => row[0])).toEqual(
        orders.flatMap((order) => order.canteenOrderItems.map(() => order.orderNumber)),
      );
      for (const email of [DEMO.superAdmin, DEMO.admin, DEMO.canteenManager, DEMO.user]) {
        expectError(await (await signIn(t, email)).send(report.companyExcel, { body }), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: 'refuses every report and workbook without a valid period of at most a year (400)',
    calls: [report.booking, report.canteen, report.company, report.bookingExcel, report.canteenExcel, report.companyExcel],
    async run(t) {
      const [admin, owner] = [await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const asks: Array<[SignedIn, ApiCall, Record<string, unknown>]> = [
        [admin, report.booking, { roomId: null, companyId: null, bookingStatus: 'ALL' }],
        [admin, report.bookingExcel, { roomId: null, companyId: null, bookingStatus: 'ALL' }],
        [admin, report.canteen, { canteen: 1, company: 0 }],
        [admin, report.canteenExcel, { canteen: 1, company: 0 }],
        [owner, report.company, { canteen: 1 }],
        [owner, report.companyExcel, { canteen: 1 }],
      ];
      const month = thisMonth();
      for (const [who, call, fields] of asks) {
        const send = (body: unknown) => t.sendLoose(call, { body, token: who.session.token });
        expectError(await send({ ...fields, startDate: month.startDate }), 400, VALIDATION.invalidDate);
        expectError(await send({ ...fields, startDate: '1/3/2026', endDate: month.endDate }), 400, VALIDATION.invalidDate);
        expectError(await send({ ...fields, startDate: month.endDate, endDate: month.startDate }), 400, VALIDATION.invalidDate);
        expectError(await send({ ...fields, startDate: month.startDate, endDate: plusMinutes(month.startDate, 366 * 24 * 60 + 60) }), 400, SERVER_MESSAGES.reportPeriodTooLong);
      }
    },
  },
];

export default { name: 'report', cases: reportCases } satisfies CaseGroup;
