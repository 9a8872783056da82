import { contract } from '@roombook/domain/contract/index';
import { assembleInsights, insightsRowsOf, type CountedBooking, type CountedSale, type ScopeRoom } from '@roombook/domain/insights/assemble';
import { insightsDays, insightsInstants } from '@roombook/domain/insights/period';
import type { Insights, InsightsQuery } from '@roombook/domain/insights/schemas';
import { insightsScope, type InsightsScope } from '@roombook/domain/insights/scope';
import { INSIGHTS_TABLES, insightsFileName, type InsightsTable } from '@roombook/domain/insights/tables';
import { copenhagenDate } from '@roombook/domain/time/zone';
import { contractHandler, refuseWith } from '../lib/contract-handler';
import { bookingRecords, orderRecords } from '../lib/report-records';
import { workbookResponse } from '../lib/workbook';
import type { MockStore, MockUser } from '../data/store';

/** The actor's scope by the domain's rule (403 with its message otherwise), as the API decides it. */
function scopeOf(actor: MockUser, query: InsightsQuery): InsightsScope {
  const decided = insightsScope({ role: actor.role, companyId: actor.company?.id ?? null, primaryLocationId: actor.primaryLocationId }, query);
  if ('refusal' in decided) refuseWith(decided.refusal);
  return (decided as { scope: InsightsScope }).scope;
}

/**
 * Insights over the store, counted by the domain's `insightsRowsOf` (the API's statements' reference): the rooms of
 * the scope (a company role's at their company's locations; active, or booked in the period), the bookings of the location, room and company asked
 * for (the mocks release none), and the orders of the location's canteens (every canteen's without one).
 */
function insightsOf(store: MockStore, actor: MockUser, query: InsightsQuery): Insights {
  const scope = scopeOf(actor, query);
  const days = insightsDays(query, copenhagenDate(new Date(store.now()).toISOString()));
  const companyLocations =
    scope.companyLocationsOf === null ? null : new Set(store.companies.find((company) => company.id === scope.companyLocationsOf)?.locations.map((l) => l.id));
  const inLocation = (locationId: number | undefined) => scope.locationId === null || locationId === scope.locationId;
  const { start, end } = insightsInstants(days);
  const bookedInPeriod = new Set(
    store.calendar.bookings.filter((b) => Date.parse(b.bookingStart) < Date.parse(end) && Date.parse(b.bookingEnd) > Date.parse(start)).map((b) => b.roomId),
  );
  const rooms: ScopeRoom[] = store.rooms
    .filter((room) => inLocation(room.locationId) && (scope.roomId === null || room.id === scope.roomId) && (!companyLocations || companyLocations.has(room.locationId)))
    .filter((room) => room.isActive || bookedInPeriod.has(room.id))
    .map((room) => ({ id: room.id, name: room.name, locationName: room.location.name, dailyLimit: room.dailyLimit, weeklyLimit: room.weeklyLimit }));
  const roomLocations = new Map(store.rooms.map((room) => [room.id, room.locationId]));
  const bookings: CountedBooking[] = bookingRecords(store)
    .filter(({ booking }) => (scope.locationId === null || (booking.roomId !== null && inLocation(roomLocations.get(booking.roomId)))) && (scope.roomId === null || booking.roomId === scope.roomId))
    .filter(({ booking }) => scope.companyId === null || booking.user.company?.id === scope.companyId)
    .map(({ booking, price }) => ({
      roomId: booking.roomId,
      companyId: booking.user.company?.id ?? null,
      companyName: booking.user.company?.name ?? null,
      bookingStart: booking.bookingStart,
      bookingEnd: booking.bookingEnd,
      released: false,
      total: price.total,
      totalWithDiscount: price.totalWithDiscount,
    }));
  const canteenLocations = new Map(store.canteens.records.map((canteen) => [canteen.id, canteen.locationId]));
  const sales: CountedSale[] = orderRecords(store)
    .filter((order) => scope.locationId === null || inLocation(canteenLocations.get(order.canteenId)))
    .filter((order) => scope.companyId === null || order.company?.id === scope.companyId)
    .flatMap((order) => order.lines.map((line) => ({ createdAt: order.createdAt, itemName: line.name, quantity: line.quantity, price: line.price })));
  return assembleInsights(days, insightsRowsOf(days, rooms, bookings, sales), scope.showShare);
}

/** Insights (issue 31) and a chart's workbook, with the domain's scope, aggregation and tables. */
const insightsHandlers = (store: MockStore) => [
  contractHandler(store, contract.insights.get, ({ query, actor }) => insightsOf(store, actor, query)),
  contractHandler(store, contract.insights.excel, ({ query, actor }) => {
    const insights = insightsOf(store, actor, query);
    const table = INSIGHTS_TABLES[query.chart] as InsightsTable<unknown>;
    return workbookResponse(table, table.rows(insights), insightsFileName(query.chart, insights, 'xlsx'));
  }),
];

export default insightsHandlers;
