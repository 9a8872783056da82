import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BookingReport, CanteenOrder, CanteenReport, CanteenReportOrder } from '@roombook/domain/reports/schemas';
import { Button } from '../Button/Button';
import { BookingReportTable, CanteenReportTable, CompanyCanteenReportTable } from './ReportTable';
import { REPORT_TABLE_TEXTS as T } from './texts';
import { cellTexts, expectInWindow, expectRowShownWhole } from '../screens/storyTable';

// ---------------------------------------------------------------------------------------------------
// Fixtures (amounts in øre). Dates are instants; the table shows them in Copenhagen.

const line = (itemName: string, itemPrice: number, itemQuantity: number) => ({
  itemName,
  itemPrice,
  itemQuantity,
  itemTotal: itemPrice * itemQuantity,
});

function order(orderNumber: number, orderDate: string, companyName: string | null, employee: string | null, items: ReturnType<typeof line>[]): CanteenReportOrder {
  return {
    orderNumber,
    orderDate,
    companyName,
    employee,
    orderItems: items,
    orderQuantity: items.reduce((sum, item) => sum + item.itemQuantity, 0),
    orderTotal: items.reduce((sum, item) => sum + item.itemTotal, 0),
  };
}

const ORDERS = [
  order(1002, '2026-03-03T11:05:00Z', 'Fjord Consulting', 'Jens Fjord', [line('Soup of the day', 5500, 2)]),
  order(1001, '2026-03-02T10:40:00Z', 'Nordlys ApS', 'Olivia Owner', [line('Coffee', 2500, 2), line('Croissant', 3200, 1)]),
  order(1003, '2026-03-03T12:30:00Z', null, null, [line('Sparkling water', 1800, 3), line('Carrot cake', 3475, 1), line('Salad bowl', 7950, 1)]),
];

const report = (orders: CanteenReportOrder[]): CanteenReport => ({
  orders: Object.fromEntries(orders.map((o) => [String(o.orderNumber), o])),
  totalPrice: orders.reduce((sum, o) => sum + o.orderTotal, 0),
  totalQuantity: orders.reduce((sum, o) => sum + o.orderQuantity, 0),
});

const CANTEEN_REPORT = report(ORDERS);

const LONG_REPORT = report([
  order(2001, '2026-03-09T11:15:00Z', 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab', 'Bartholomæus Christoffer Vestergaard-Rasmussen', [
    line('Smørrebrød with roast beef, remoulade, crispy onions, pickles and freshly grated horseradish', 8950, 12),
    line('Coffee', 2500, 140),
  ]),
]);

const rowOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

const meta = {
  title: 'Reports/ReportTable',
  component: CanteenReportTable,
  args: { report: CANTEEN_REPORT },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CanteenReportTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The canteen report: orders by number; over them the total without tax, the tax and the total with it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 2 × 25.00 + 32.00 + 2 × 55.00 + 3 × 18.00 + 34.75 + 79.50 = 360.25, the prices without tax;
    // 25 % of it is 90.0625, rounded to 90.06; with it 450.31 (the Excel file's three totals).
    await expect(canvas.getByText('Total excluding tax: 360,25 kr.')).toBeVisible();
    await expect(canvas.getByText('Tax 25 %: 90,06 kr.')).toBeVisible();
    await expect(canvas.getByText('Total including tax: 450,31 kr.')).toBeVisible();
    const table = canvas.getByRole('table', { name: T.canteenReport });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual([T.orderNumber, T.quantity, T.totalKr]);
    const orderNumbers = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(orderNumbers).toEqual(['1001', '1002', '1003']);
    await expect(cellTexts(rowOf(canvasElement, '1003'))).toEqual(['5', '168,25']);
  },
};

/** An expanded order lists its items: company, date, employee, item, price, quantity, total. */
export const ExpandedRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expand = canvas.getByRole('button', { name: 'Order 1003 details' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const items = canvas.getByRole('table', { name: T.orderItems(1003) });
    const headers = within(items).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual([T.company, T.date, T.employee, T.item, T.priceKr, T.quantity, T.totalKr]);
    const water = within(items).getByRole('rowheader', { name: 'Sparkling water' }).closest('tr')!;
    // A guest order: 'Guests', no employee; 13:30 in Copenhagen (CET).
    await expect(cellTexts(water)).toEqual(['Guests', '03.03.2026 13:30', '-', '18,00', '3', '54,00']);
    // Keyboard: the other orders' buttons are reachable and expand with Enter.
    canvas.getByRole('button', { name: 'Order 1001 details' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('table', { name: T.orderItems(1001) })).toBeVisible();
    await userEvent.click(expand);
    await expect(canvas.queryByRole('table', { name: T.orderItems(1003) })).not.toBeInTheDocument();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: T.canteenReport });
    const order = () => within(table).getAllByRole('rowheader').map((c) => c.textContent);
    // Quantities: 1001 → 3, 1002 → 2, 1003 → 5.
    await userEvent.click(canvas.getByRole('button', { name: T.quantity }));
    await expect(order()).toEqual(['1002', '1001', '1003']);
    await expect(canvas.getByRole('columnheader', { name: T.quantity })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: T.quantity }));
    await expect(order()).toEqual(['1003', '1001', '1002']);
    await expect(canvas.getByRole('columnheader', { name: T.quantity })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const WithDownload: Story = {
  args: { actions: <Button variant="secondary" onPress={fn()}>Download Excel</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download Excel' })).toBeVisible();
  },
};

/** Before the first request: no total, and the table says how to ask for the report, not that it found nothing. */
export const NotRequested: Story = {
  args: { report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Total[\w %]*: /)).not.toBeInTheDocument();
    await expect(canvas.getByText('Choose a canteen and a period, then press Request Data')).toBeVisible();
    await expect(canvas.queryByText(T.noOrders)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { report: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: T.loading })).toBeVisible();
  },
};

/** A request that found nothing: the spec's text. */
export const Empty: Story = {
  args: { report: { orders: {}, totalPrice: 0, totalQuantity: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(T.notRequestedCanteen)).not.toBeInTheDocument();
    await expect(canvas.getByText('Total excluding tax: 0,00 kr.')).toBeVisible();
    await expect(canvas.getByText('Total including tax: 0,00 kr.')).toBeVisible();
    await expect(canvas.getByText(T.noOrders)).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { report: null, error: 'You do not have permission to do this' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have permission to do this');
  },
};

/** Long names and big amounts: thousands grouped, nothing cut off. */
export const LongText: Story = {
  args: { report: LONG_REPORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 12 × 89.50 + 140 × 25.00 = 1,074.00 + 3,500.00; with 25 % tax (1,143.50) 5,717.50
    await expect(canvas.getByText('Total excluding tax: 4.574,00 kr.')).toBeVisible();
    await expect(canvas.getByText('Total including tax: 5.717,50 kr.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Order 2001 details' }));
    await expect(canvas.getAllByText('Bartholomæus Christoffer Vestergaard-Rasmussen')).toHaveLength(2);
  },
};

/**
 * A 390 px phone (ADR 088): each order is a card with its quantity and total, its items cards under it, and the
 * totals above; nothing scrolls sideways.
 */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Order 1003 details' }));
    await expectRowShownWhole(canvasElement, '1003');
    await expect(within(rowOf(canvasElement, '1003')).getByText('168,25')).toBeVisible();
    // The expanded order's items: every field of an item, its amounts too.
    await expectRowShownWhole(canvasElement, 'Sparkling water', { hasControls: false });
    const water = within(canvas.getByRole('rowheader', { name: 'Sparkling water' }).closest('tr')!);
    for (const amount of ['18,00', '3', '54,00']) await expect(water.getByText(amount)).toBeVisible();
    for (const total of ['Total excluding tax: 360,25 kr.', 'Tax 25 %: 90,06 kr.', 'Total including tax: 450,31 kr.']) {
      await expectInWindow(canvas.getByText(total));
    }
  },
};

// ---------------------------------------------------------------------------------------------------
// Company canteen report and booking report

const COMPANY_ORDERS: CanteenOrder[] = [
  {
    // The database's id is not the number the canteen gave the order (the receipt's): the table shows the number.
    id: 117,
    orderNumber: 17,
    totalAmount: 8200,
    createdAt: '2026-03-04T10:45:00Z',
    user: { firstName: 'Mads', lastName: 'Manager' },
    canteenOrderItems: [
      { quantity: 2, price: 5000, canteenItem: { name: 'Coffee', price: 2500 } },
      { quantity: 1, price: 3200, canteenItem: { name: 'Croissant', price: 3200 } },
    ],
  },
  {
    id: 109,
    orderNumber: 9,
    totalAmount: 6500,
    createdAt: '2026-03-02T11:20:00Z',
    user: { firstName: 'Olivia', lastName: 'Owner' },
    canteenOrderItems: [{ quantity: 1, price: 6500, canteenItem: { name: 'Sandwich, chicken and pesto', price: 6500 } }],
  },
];

export const CompanyCanteenReport: Story = {
  render: () => <CompanyCanteenReportTable orders={COMPANY_ORDERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 82.00 + 65.00; 25 % tax 36.75
    await expect(canvas.getByText('Total excluding tax: 147,00 kr.')).toBeVisible();
    await expect(canvas.getByText('Tax 25 %: 36,75 kr.')).toBeVisible();
    await expect(canvas.getByText('Total including tax: 183,75 kr.')).toBeVisible();
    const table = canvas.getByRole('table', { name: T.companyCanteenReport });
    await expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['9', '17']);
    // Quantity is the sum of the item quantities.
    await expect(cellTexts(rowOf(canvasElement, '17'))).toEqual(['3', '82,00']);
    await userEvent.click(canvas.getByRole('button', { name: 'Order 17 details' }));
    const coffee = within(canvas.getByRole('table', { name: T.orderItems(17) })).getByRole('rowheader', { name: 'Coffee' }).closest('tr')!;
    await expect(cellTexts(coffee)).toEqual(['04.03.2026 11:45', 'Mads Manager', '25,00', '2', '50,00']);
  },
};

const booking = (id: number, room: string, first: string, last: string, company: string | null, start: string, end: string) => ({
  id,
  name: 'Meeting',
  bookingStart: start,
  bookingEnd: end,
  room: { id, name: room, location: { id: 1, name: 'Copenhagen Harbour' } },
  roomId: id,
  userId: 10 + id,
  user: { firstName: first, lastName: last, company: company === null ? null : { id: 1, name: company } },
  bookingCost: { total: 0 },
});

const BOOKING_REPORT: BookingReport = {
  entries: [
    {
      id: 502,
      booking: booking(502, 'Kattegat', 'Jens', 'Fjord', 'Fjord Consulting', '2026-03-29T00:15:00Z', '2026-03-29T02:00:00Z'),
      hourlyRate: 90000,
      hourlyRateDiscounted: 90000,
      bookingDurationHours: 0.75,
      total: 67500,
      totalWithDiscount: 67500,
      discount: 0,
    },
    {
      id: 501,
      booking: booking(501, 'Fjord', 'Olivia', 'Owner', 'Nordlys ApS', '2026-03-02T08:00:00Z', '2026-03-02T09:30:00Z'),
      hourlyRate: 25000,
      hourlyRateDiscounted: 22500,
      bookingDurationHours: 1.5,
      total: 37500,
      totalWithDiscount: 33750,
      discount: 10,
    },
  ],
  total: 105000,
  totalWithDiscount: 101250,
};

export const BookingReportTableStory: Story = {
  name: 'Booking report',
  render: () => <BookingReportTable report={BOOKING_REPORT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total: 1.050,00 kr.')).toBeVisible();
    await expect(canvas.getByText('Total with discount: 1.012,50 kr.')).toBeVisible();
    const table = canvas.getByRole('table', { name: T.bookingReport });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      T.id, T.room, T.firstName, T.lastName, T.company, T.start, T.end, T.durationHours, T.hourlyRateKr, T.totalKr,
    ]);
    // By start; the night of the spring DST change: 01:15 CET to 04:00 CEST is 45 minutes.
    await expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['501', '502']);
    await expect(cellTexts(rowOf(canvasElement, '502'))).toEqual([
      'Kattegat', 'Jens', 'Fjord', 'Fjord Consulting', '29.03.2026 01:15', '29.03.2026 04:00', '0,75', '900,00', '675,00',
    ]);
  },
};

/** A 390 px phone (ADR 088): each booking is a card with its ten fields, the amounts too; the totals above. */
export const BookingReportSmallScreen: Story = {
  name: 'Booking report, phone',
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <BookingReportTable report={BOOKING_REPORT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRowShownWhole(canvasElement, '502', { hasControls: false });
    const kattegat = within(rowOf(canvasElement, '502'));
    for (const amount of ['0,75', '900,00', '675,00', '29.03.2026 01:15']) await expect(kattegat.getByText(amount)).toBeVisible();
    await expectInWindow(canvas.getByText('Total: 1.050,00 kr.'));
    await expectInWindow(canvas.getByText('Total with discount: 1.012,50 kr.'));
  },
};
