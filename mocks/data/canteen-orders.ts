import { copenhagenDate, copenhagenInstant, parseTimeText } from '@roombook/domain/time/zone';
import type { CanteenOrderRecord } from '@roombook/domain/reports/canteen-order';
import { mockCanteenItems } from './canteens';

type PlainDate = ReturnType<typeof copenhagenDate>;

/**
 * A canteen order as the mocks keep it: the record the domain's report assembly reads (reports/canteen-order),
 * with the company by id (`null`: a guest); the report handlers give it the company's name, a deleted
 * company's kept one too (`orderRecords`).
 */
export type MockCanteenOrder = Omit<CanteenOrderRecord, 'company'> & { companyId: number | null };

/** Who orders, per company id; the first company's are the demo users (owner, manager, user). */
const EMPLOYEES: Record<number, Array<{ firstName: string; lastName: string }>> = {
  1: [
    { firstName: 'Olivia', lastName: 'Owner' },
    { firstName: 'Mads', lastName: 'Manager' },
    { firstName: 'Ulla', lastName: 'User' },
  ],
  2: [
    { firstName: 'Jens', lastName: 'Fjord' },
    { firstName: 'Ida', lastName: 'Kristensen' },
  ],
  3: [{ firstName: 'Freja', lastName: 'Holm' }],
  4: [{ firstName: 'Bartholomæus Christoffer', lastName: 'Vestergaard-Rasmussen' }],
};

/** Which company each generated order belongs to (null = guest): 1, 2 and 3 often, 4 and guests less. */
const COMPANY_CYCLE: Array<number | null> = [1, 2, 1, 3, null, 2, 1, 3, 4, null, 1, 2];

/** A small deterministic generator (LCG), so that the fixtures are the same on every run. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

/**
 * Canteen orders of the month of `now` (Europe/Copenhagen) and a few of the month before: 24 orders at
 * the Copenhagen canteen (id 1) and 6 at Aarhus (id 2) in the month, each with 1 to 4 distinct items of
 * quantity 1 to 3, from three companies, a fourth with long names, and guests; plus 4 orders of the
 * previous month that the default report range leaves out.
 */
export function mockCanteenOrders(now: number): MockCanteenOrder[] {
  const next = sequence(20260317);
  const menu = mockCanteenItems();
  const month = copenhagenDate(new Date(now).toISOString()).with({ day: 1 });
  const previous = month.subtract({ months: 1 });
  const plan: Array<{ canteenId: number; day: PlainDate }> = [
    ...Array.from({ length: 24 }, (_, i) => ({ canteenId: 1, day: month.add({ days: i % month.daysInMonth }) })),
    ...Array.from({ length: 6 }, (_, i) => ({ canteenId: 2, day: month.add({ days: (i * 4 + 2) % month.daysInMonth }) })),
    ...Array.from({ length: 4 }, (_, i) => ({ canteenId: 1 + (i % 2), day: previous.add({ days: 10 + i }) })),
  ];
  return plan.map(({ canteenId, day }, index) => {
    const companyId = COMPANY_CYCLE[index % COMPANY_CYCLE.length]!;
    const staff = companyId === null ? null : EMPLOYEES[companyId]!;
    const itemCount = 1 + next(4);
    const start = next(menu.length);
    const lines = Array.from({ length: itemCount }, (_, i) => {
      const item = menu[(start + i * 3) % menu.length]!;
      return { name: item.name, price: item.price, quantity: 1 + next(3) };
    });
    const time = parseTimeText(`${11 + next(3)}:${String(next(60)).padStart(2, '0')}`)!;
    return {
      id: index + 1,
      orderNumber: 1001 + index,
      canteenId,
      companyId,
      employee: staff ? staff[next(staff.length)]! : null,
      createdAt: copenhagenInstant(day, time).toString(),
      lines,
    };
  });
}
