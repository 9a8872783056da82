import { expect } from 'vitest';
import { readWorkbook } from '@roombook/api/testing-workbook';
import { contract } from '@roombook/domain/contract/index';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { Insights, InsightsQueryInput } from '@roombook/domain/insights/schemas';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { currentMonthRange, reportPeriod } from '@roombook/domain/reports/period';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, WEEKS, calendarOf, mondayOf, roomWhere, signIn, slot, today, uniqueName, type SignedIn } from './support';

const { insights, booking, report } = contract;

/** The days of the Insights cases' week, Monday to Sunday, as the filters send them. */
const week = () => ({ from: mondayOf(WEEKS.insights).toString(), to: mondayOf(WEEKS.insights).add({ days: 6 }).toString() });

const insightsOf = async (who: SignedIn, query: InsightsQueryInput): Promise<Insights> => expectOk(await who.send(insights.get, { query }));

const bookedAt = (answer: Insights, weekday: number, hour: number) => answer.hours.find((h) => h.weekday === weekday && h.hour === hour)!.bookedMinutes;

/** Insights (issue 31, docs/decisions/107). */
const insightsCases: ContractCase[] = [
  {
    name: "counts a booking in its room's utilisation, busy hours, limits and revenue, which reconciles with the booking report",
    calls: [contract.location.mine, booking.create, insights.get, report.booking],
    async run(t) {
      const [superAdmin, owner] = [await signIn(t, DEMO.superAdmin), await signIn(t, DEMO.owner)];
      const room = roomWhere((await calendarOf(owner)).rooms, 'with a daily limit of 2 hours or more', (r) => r.dailyLimit >= 2 && r.weeklyLimit >= 2);
      const query = { roomId: room.id, ...week() };
      const before = await insightsOf(superAdmin, query);
      // Tuesday 09:00–10:30: 60 minutes in the 09 hour, 30 in the 10 hour, all inside open hours.
      const made = expectOk(await owner.send(booking.create, { body: { name: uniqueName('Counted'), roomId: room.id, ...slot(mondayOf(WEEKS.insights).add({ days: 1 }), '09:00', 90) } }), 201);
      const after = await insightsOf(superAdmin, query);

      expect(after.rooms.map((r) => r.roomId)).toEqual([room.id]);
      expect(after.rooms[0]!.bookedMinutes - before.rooms[0]!.bookedMinutes).toBe(90);
      expect(after.rooms[0]!.openBookedMinutes - before.rooms[0]!.openBookedMinutes).toBe(90);
      expect(after.openMinutes).toBe(5 * 10 * 60);
      expect([bookedAt(after, 2, 9) - bookedAt(before, 2, 9), bookedAt(after, 2, 10) - bookedAt(before, 2, 10)]).toEqual([60, 30]);
      const companyId = owner.session.user.company!.id;
      const limit = after.limits.find((row) => row.companyId === companyId && row.roomId === room.id)!;
      expect(limit).toMatchObject({ dailyLimit: room.dailyLimit, weeklyLimit: room.weeklyLimit, days: expect.any(Number) });
      expect(limit.bookedMinutes).toBeGreaterThanOrEqual(90);

      const period = reportPeriod(mondayOf(WEEKS.insights), mondayOf(WEEKS.insights).add({ days: 6 }));
      const reported = expectOk(await superAdmin.send(report.booking, { body: { roomId: room.id, companyId: null, bookingStatus: 'ALL', ...period } }));
      expect(reported.entries.map((entry) => entry.id)).toContain(made.id);
      expect([after.revenue.total, after.revenue.totalWithDiscount, after.revenue.tax]).toEqual([
        reported.total,
        reported.totalWithDiscount,
        Math.round((reported.totalWithDiscount * 25) / 100),
      ]);
    },
  },
  {
    name: "shows a CompanyOwner their own company's figures only, without other companies' shares",
    calls: [contract.location.mine, booking.create, insights.get],
    async run(t) {
      const [superAdmin, owner] = [await signIn(t, DEMO.superAdmin), await signIn(t, DEMO.owner)];
      const room = roomWhere((await calendarOf(owner)).rooms, 'with a daily limit of 1 hour or more', (r) => r.dailyLimit >= 1 && r.weeklyLimit >= 2);
      expectOk(await superAdmin.send(booking.create, { body: { name: uniqueName('Not theirs'), roomId: room.id, ...slot(mondayOf(WEEKS.insights).add({ days: 2 }), '13:00', 60) } }), 201);
      expectOk(await owner.send(booking.create, { body: { name: uniqueName('Theirs'), roomId: room.id, ...slot(mondayOf(WEEKS.insights).add({ days: 2 }), '15:00', 45) } }), 201);
      const companyId = owner.session.user.company!.id;
      const theirs = await insightsOf(owner, week());
      expect(theirs.share).toBeNull();
      expect(theirs.limits.every((row) => row.companyId === companyId)).toBe(true);
      expect(theirs.revenue.months.every((month) => month.companyId === companyId)).toBe(true);
      const all = await insightsOf(superAdmin, { roomId: room.id, ...week() });
      const own = await insightsOf(owner, { roomId: room.id, ...week() });
      // The SuperAdmin's room counts the SuperAdmin's hour too; the owner's counts only their company's time.
      expect(all.rooms[0]!.bookedMinutes - own.rooms[0]!.bookedMinutes).toBeGreaterThanOrEqual(60);
      expect(all.share?.some((row) => row.companyId === companyId)).toBe(true);
      expect(expectOk(await owner.send(insights.get, { query: { companyId, ...week() } })).share).toBeNull();
    },
  },
  {
    name: "refuses another location to an Admin, another company to a company role, and Insights to a User and a CanteenManager",
    calls: [contract.location.list, insights.get],
    async run(t) {
      const [superAdmin, admin, owner] = [await signIn(t, DEMO.superAdmin), await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const own = admin.session.user.primaryLocationId;
      expect(own).not.toBeNull();
      const other = expectOk(await superAdmin.send(contract.location.list)).find((location) => location.id !== own)!;
      expectError(await admin.send(insights.get, { query: { locationId: other.id, ...week() } }), 403, INSIGHTS_MESSAGES.otherLocation);
      const mine = await insightsOf(admin, week());
      const ownRooms = expectOk(await superAdmin.send(insights.get, { query: { locationId: own, ...week() } })).rooms;
      expect(mine.rooms.map((room) => room.roomId).sort()).toEqual(ownRooms.map((room) => room.roomId).sort());

      const companies = expectOk(await superAdmin.send(contract.company.list));
      const another = companies.find((company) => company.id !== owner.session.user.company!.id)!;
      expectError(await owner.send(insights.get, { query: { companyId: another.id, ...week() } }), 403, INSIGHTS_MESSAGES.otherCompany);
      for (const email of [DEMO.user, DEMO.canteenManager]) {
        expectError(await (await signIn(t, email)).send(insights.get, { query: week() }), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: 'sums the canteen sales of the month as the canteen reports of every canteen do',
    calls: [contract.canteen.list, insights.get, report.canteen],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const range = currentMonthRange(today());
      const answer = await insightsOf(superAdmin, { from: range.startDate.toString(), to: range.endDate.toString() });
      let total = 0;
      for (const canteen of expectOk(await superAdmin.send(contract.canteen.list))) {
        const body = { canteen: canteen.id, company: 0 as const, ...reportPeriod(range.startDate, range.endDate) };
        total += expectOk(await superAdmin.send(report.canteen, { body })).totalPrice;
      }
      expect(total).toBeGreaterThan(0);
      expect(answer.canteen.total).toBe(total);
      expect(answer.canteen.totalIncludingTax).toBe(total + Math.round((total * 25) / 100));
    },
  },
  {
    name: 'answers a period of the last 30 days by default, and 400 for a bad one',
    calls: [insights.get],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const answer = await insightsOf(superAdmin, {});
      expect([answer.from, answer.to]).toEqual([today().subtract({ days: 29 }).toString(), today().toString()]);
      expect(answer.hours).toHaveLength(168);
      expectError(await superAdmin.send(insights.get, { query: { from: '2026-02-01' } }), 400, VALIDATION.invalidDate);
      expectError(await superAdmin.send(insights.get, { query: { from: '2026-02-01', to: '2026-01-31' } }), 400, VALIDATION.invalidDate);
      expectError(await superAdmin.send(insights.get, { query: { from: '2024-01-01', to: '2026-01-01' } }), 400, INSIGHTS_MESSAGES.periodTooLong);
    },
  },
  {
    name: "downloads a chart's numbers as an Excel workbook named by the chart and the period",
    calls: [insights.get, insights.excel],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const answer = await insightsOf(superAdmin, week());
      const file = expectOk(await superAdmin.send(insights.excel, { query: { chart: 'utilisation', ...week() } }));
      expect(file.headers.get('content-disposition')).toContain(`insights-utilisation-${week().from}-${week().to}.xlsx`);
      const book = await readWorkbook(await file.arrayBuffer());
      expect(book.rows[0]).toEqual(['Room', 'Location', 'Booked hours', 'Open hours', 'Utilisation']);
      expect(book.rows.slice(1).map((row) => row[0])).toEqual(answer.rooms.map((room) => room.roomName));
      expectError(await superAdmin.send(insights.excel, { query: { chart: 'pie' as 'share', ...week() } }), 400, VALIDATION.required);
    },
  },
];

export default { name: 'insights', cases: insightsCases } satisfies CaseGroup;
