import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import type { KioskMenu, KioskOrderInput } from '@roombook/domain/kiosk/schemas';
import { ERRORS, KIOSK_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { expectError, expectOk, type CaseContext, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, UNKNOWN_ID, companyLocationIds, signIn, uniqueName, type SignedIn } from './support';

const { kiosk, canteen, canteenItem, company, location, auth, report } = contract;

/** What a kiosk case works with: its own canteen, a kiosk signed in to it, and an employee who may order there. */
interface KioskContext {
  superAdmin: SignedIn;
  admin: SignedIn;
  canteenId: number;
  locationId: number;
  password: string;
  token: string;
  /** The demo User: their company (which rents at the canteen's location), first name and PIN. */
  employee: { companyId: number; companyName: string; firstName: string; pinCode: string };
  /** Two items made for the case, at known prices (øre without tax). */
  items: { tea: { id: number; price: number }; cake: { id: number; price: number } };
}

/** A device call without a body, with the kiosk's token. */
const asKiosk = (t: CaseContext, call: typeof kiosk.menu | typeof kiosk.signOut, token: string) => t.send(call as typeof kiosk.menu, { token });
const order = (t: CaseContext, token: string, body: KioskOrderInput) => t.send(kiosk.order, { token, body });
const looseOrder = (t: CaseContext, token: string, body: unknown) => t.sendLoose(kiosk.order, { token, body });

/**
 * Runs `use` with a canteen of its own (at a location of the demo User's company, so that the User may order
 * there with their PIN; its own wrong-PIN count and order numbers), a kiosk signed in to it, and two items of
 * known prices; the SuperAdmin and the Admin remove them afterwards.
 */
async function withKiosk(t: CaseContext, use: (k: KioskContext) => Promise<void>) {
  const superAdmin = await signIn(t, DEMO.superAdmin);
  const admin = await signIn(t, DEMO.admin);
  const user = await signIn(t, DEMO.user);
  const me = expectOk(await user.send(auth.me));
  const locationId = companyLocationIds(user)[0]!;
  const password = `kiosk-${Math.random().toString(36).slice(2, 10)}`;
  const made = expectOk(await superAdmin.send(canteen.create, { body: { locationId, password, printerEnabled: true } }), 201);
  const tea = expectOk(await admin.send(canteenItem.create, { body: { name: uniqueName('Kiosk tea'), price: 2000, position: 900_001 } }), 201);
  const cake = expectOk(await admin.send(canteenItem.create, { body: { name: uniqueName('Kiosk cake'), price: 3475, position: 900_002 } }), 201);
  try {
    const session = expectOk(await t.send(kiosk.signIn, { body: { locationId, password } }));
    await use({
      superAdmin,
      admin,
      canteenId: made.id,
      locationId,
      password,
      token: session.token,
      employee: { companyId: me.company!.id, companyName: me.company!.name, firstName: me.firstName, pinCode: me.pinCode! },
      items: { tea: { id: tea.id, price: tea.price }, cake: { id: cake.id, price: cake.price } },
    });
  } finally {
    await superAdmin.send(canteen.delete, { params: { id: made.id } });
    for (const item of [tea, cake]) await admin.send(canteenItem.delete, { params: { id: item.id } });
  }
}

/** Whether a refused order stored nothing: the next order gets the number after the last one. */
async function nextNumberIs(t: CaseContext, k: KioskContext, expected: number) {
  expect(expectOk(await order(t, k.token, { lines: [{ itemId: k.items.tea.id, quantity: 1 }], employee: null }), 201).orderNumber).toBe(expected);
}

/** The canteen kiosk (docs/decisions/038): device sign-in, menu, orders, the PIN window, device vs user tokens. */
const kioskCases: ContractCase[] = [
  {
    name: 'lists the locations that have a canteen, with their id and name only, to anyone',
    calls: [kiosk.locations, kiosk.signIn, location.create, location.delete, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        const without = expectOk(await k.superAdmin.send(location.create, { body: { name: uniqueName('No Canteen House'), description: 'Offices only' } }), 201);
        try {
          const listed = expectOk(await t.send(kiosk.locations));
          expect(listed.every((entry) => Object.keys(entry).sort().join() === 'id,name')).toBe(true);
          expect(listed.map((entry) => entry.id)).toContain(k.locationId);
          expect(listed.map((entry) => entry.id)).not.toContain(without.id);
          expect(new Set(listed.map((entry) => entry.id)).size).toBe(listed.length);
        } finally {
          await k.superAdmin.send(location.delete, { params: { id: without.id } });
        }
      });
    },
  },
  {
    name: "signs a kiosk in with the location and the canteen's password, answering its canteen; a wrong password or location is 401 with one message, a missing field 400",
    calls: [kiosk.signIn, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, auth.me, location.list],
    async run(t) {
      await withKiosk(t, async (k) => {
        const session = expectOk(await t.send(kiosk.signIn, { body: { locationId: k.locationId, password: k.password } }));
        expect(session.token).not.toBe(k.token);
        expect(session.canteen).toMatchObject({ id: k.canteenId, printerEnabled: true });
        const other = expectOk(await k.superAdmin.send(location.list)).find((place) => place.id !== k.locationId)!;
        for (const body of [
          { locationId: k.locationId, password: `${k.password}x` },
          { locationId: k.locationId, password: k.password.toUpperCase() },
          { locationId: other.id, password: k.password },
          { locationId: UNKNOWN_ID, password: k.password },
        ]) {
          expectError(await t.send(kiosk.signIn, { body }), 401, KIOSK_MESSAGES.signInFailed);
        }
        expectError(await t.sendLoose(kiosk.signIn, { body: { password: k.password } }), 400, VALIDATION.required);
        expectError(await t.sendLoose(kiosk.signIn, { body: { locationId: k.locationId, password: '' } }), 400, VALIDATION.passwordRequired);
      });
    },
  },
  {
    name: "a device token opens the kiosk calls and no user call; a user's token, or none, opens no kiosk call (401)",
    calls: [kiosk.signIn, kiosk.menu, kiosk.order, kiosk.signOut, canteen.list, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        expectOk(await asKiosk(t, kiosk.menu, k.token));
        for (const userCall of [auth.me, canteen.list]) expectError(await t.send(userCall, { token: k.token }), 401, ERRORS.unauthorized);
        const body = { lines: [{ itemId: k.items.tea.id, quantity: 1 }], employee: null };
        for (const token of [k.admin.session.token, (await signIn(t, DEMO.user)).session.token, undefined]) {
          const credentials = token === undefined ? {} : { token };
          expectError(await t.send(kiosk.menu, credentials), 401, ERRORS.unauthorized);
          expectError(await t.send(kiosk.order, { ...credentials, body }), 401, ERRORS.unauthorized);
          expectError(await t.send(kiosk.signOut, credentials), 401, ERRORS.unauthorized);
        }
        // Nothing was ordered by the refused calls: the kiosk's first order is number 1.
        await nextNumberIs(t, k, 1);
      });
    },
  },
  {
    name: "answers the menu: the canteen, its items by position with prices with 25 % tax, and the companies of its location by name",
    calls: [kiosk.signIn, kiosk.menu, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, canteenItem.list, company.list, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        const menu: KioskMenu = expectOk(await asKiosk(t, kiosk.menu, k.token));
        expect(menu.canteen).toMatchObject({ id: k.canteenId, printerEnabled: true });
        // The same items as Manage Canteen Items, in its order (by position).
        expect(menu.items.map((item) => item.id)).toEqual(expectOk(await k.admin.send(canteenItem.list)).map((item) => item.id));
        expect(menu.items.slice(-2)).toEqual([
          { id: k.items.tea.id, name: expect.stringContaining('Kiosk tea'), price: 2000, priceWithTax: 2500 },
          { id: k.items.cake.id, name: expect.stringContaining('Kiosk cake'), price: 3475, priceWithTax: 4344 },
        ]);
        const here = expectOk(await k.admin.send(company.list)).filter((listed) => listed.locations.some((place) => place.id === k.locationId));
        expect(menu.companies.map((listed) => listed.id).sort((a, b) => a - b)).toEqual(here.map((listed) => listed.id).sort((a, b) => a - b));
        expect(menu.companies).toContainEqual({ id: k.employee.companyId, name: k.employee.companyName });
        expect(menu.companies.map((listed) => listed.name)).toEqual([...menu.companies.map((listed) => listed.name)].sort((a, b) => a.localeCompare(b, 'da')));
      });
    },
  },
  {
    name: "takes a guest's order and answers the receipt: number, time, 'Guest', the lines and the totals excluding tax, tax and including tax; the next order gets the next number",
    calls: [kiosk.signIn, kiosk.order, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        const before = t.now().getTime();
        const receipt = expectOk(
          await order(t, k.token, {
            lines: [
              { itemId: k.items.tea.id, quantity: 2 },
              { itemId: k.items.cake.id, quantity: 1 },
            ],
            employee: null,
          }),
          201,
        );
        expect(receipt).toMatchObject({ orderNumber: 1, buyerName: 'Guest', companyName: null, canteen: { id: k.canteenId, printerEnabled: true } });
        expect(Date.parse(receipt.createdAt)).toBeGreaterThanOrEqual(before - 5000);
        expect(receipt.lines).toEqual([
          { itemId: k.items.tea.id, name: expect.stringContaining('Kiosk tea'), quantity: 2, unitPrice: 2000, unitPriceWithTax: 2500, amount: 4000, amountWithTax: 5000 },
          { itemId: k.items.cake.id, name: expect.stringContaining('Kiosk cake'), quantity: 1, unitPrice: 3475, unitPriceWithTax: 4344, amount: 3475, amountWithTax: 4344 },
        ]);
        // 74,75 kr. without tax; 25 % of it is 18,6875 → 18,69; with tax 93,44.
        expect([receipt.totalExcludingTax, receipt.tax, receipt.totalIncludingTax]).toEqual([7475, 1869, 9344]);
        await nextNumberIs(t, k, 2);
      });
    },
  },
  {
    name: "takes an employee's order with their company and PIN: the receipt names their first name and company",
    calls: [kiosk.signIn, kiosk.order, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        const receipt = expectOk(
          await order(t, k.token, { lines: [{ itemId: k.items.cake.id, quantity: 3 }], employee: { companyId: k.employee.companyId, pinCode: k.employee.pinCode } }),
          201,
        );
        expect(receipt).toMatchObject({ orderNumber: 1, buyerName: k.employee.firstName, companyName: k.employee.companyName });
        // 104,25 kr.; tax 26,0625 → 26,06; 130,31 kr.
        expect([receipt.totalExcludingTax, receipt.tax, receipt.totalIncludingTax]).toEqual([10425, 2606, 13031]);
      });
    },
  },
  {
    name: "a kiosk's orders show at once in the canteen report (an employee's under their company, a guest's under Guests) and in the company canteen report, without tax",
    calls: [kiosk.signIn, kiosk.order, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, auth.me, report.canteen, report.company],
    async run(t) {
      await withKiosk(t, async (k) => {
        const mine = expectOk(
          await order(t, k.token, { lines: [{ itemId: k.items.tea.id, quantity: 2 }, { itemId: k.items.cake.id, quantity: 1 }], employee: { companyId: k.employee.companyId, pinCode: k.employee.pinCode } }),
          201,
        );
        const guests = expectOk(await order(t, k.token, { lines: [{ itemId: k.items.cake.id, quantity: 1 }], employee: null }), 201);
        const period = { startDate: new Date(t.now().getTime() - 86_400_000).toISOString(), endDate: new Date(t.now().getTime() + 86_400_000).toISOString() };
        const canteenReport = async (companyFilter: number | '') =>
          Object.values(expectOk(await k.admin.send(report.canteen, { body: { canteen: k.canteenId, company: companyFilter, ...period } })).orders);
        const employeeOrder = {
          orderNumber: mine.orderNumber,
          orderQuantity: 3,
          orderTotal: 7475,
          companyName: k.employee.companyName,
          orderItems: [
            { itemName: mine.lines[0]!.name, itemPrice: 2000, itemQuantity: 2, itemTotal: 4000 },
            { itemName: mine.lines[1]!.name, itemPrice: 3475, itemQuantity: 1, itemTotal: 3475 },
          ],
        };
        const guestOrder = { orderNumber: guests.orderNumber, orderQuantity: 1, orderTotal: 3475, companyName: null, employee: null };
        const all = await canteenReport(0);
        expect(all).toHaveLength(2);
        expect(all).toContainEqual(expect.objectContaining(employeeOrder));
        expect(all.find((o) => o.orderNumber === mine.orderNumber)?.employee).toContain(k.employee.firstName);
        expect(all).toContainEqual(expect.objectContaining(guestOrder));
        expect((await canteenReport(k.employee.companyId)).map((o) => o.orderNumber)).toEqual([mine.orderNumber]);
        expect((await canteenReport('')).map((o) => o.orderNumber)).toEqual([guests.orderNumber]);

        const owner = await signIn(t, DEMO.owner);
        const companyOrders = expectOk(await owner.send(report.company, { body: { canteen: k.canteenId, ...period } }));
        expect(companyOrders.map((o) => o.totalAmount)).toEqual([7475]);
        expect(companyOrders[0]!.user.firstName).toBe(k.employee.firstName);
      });
    },
  },
  {
    name: 'a wrong PIN is 400 with the attempts left; after 5 wrong in 15 minutes every PIN is 429 with the wait, while a guest still orders; nothing is stored for them',
    calls: [kiosk.signIn, kiosk.order, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        const lines = [{ itemId: k.items.tea.id, quantity: 1 }];
        const wrongPin = k.employee.pinCode === '0000' ? '0001' : '0000';
        const wrong = () => order(t, k.token, { lines, employee: { companyId: k.employee.companyId, pinCode: wrongPin } });
        for (const left of [4, 3, 2, 1]) expectError(await wrong(), 400, KIOSK_MESSAGES.wrongPin(left, 0));
        expectError(await wrong(), 400, KIOSK_MESSAGES.wrongPin(0, 15 * 60));
        for (const pinCode of [wrongPin, k.employee.pinCode]) {
          expectError(await order(t, k.token, { lines, employee: { companyId: k.employee.companyId, pinCode } }), 429, KIOSK_MESSAGES.pinLocked(15 * 60));
        }
        await nextNumberIs(t, k, 1);
      });
    },
  },
  {
    name: 'refuses an order without lines, with too many, a quantity outside 1–99, an item twice, an unknown or deleted item, or a company not at the location; nothing is stored',
    calls: [kiosk.signIn, kiosk.order, canteen.create, canteen.delete, canteenItem.create, canteenItem.delete, company.list, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        const gone = expectOk(await k.admin.send(canteenItem.create, { body: { name: uniqueName('Gone soon'), price: 100, position: 1 } }), 201);
        expectOk(await k.admin.send(canteenItem.delete, { params: { id: gone.id } }));
        const elsewhere = expectOk(await k.admin.send(company.list)).find((listed) => !listed.locations.some((place) => place.id === k.locationId));
        expect(elsewhere, 'a company that does not rent at the location').toBeDefined();
        const tea = { itemId: k.items.tea.id, quantity: 1 };
        const refusals: Array<[unknown, string]> = [
          [{ lines: [], employee: null }, KIOSK_MESSAGES.chooseItems],
          [{ employee: null }, KIOSK_MESSAGES.chooseItems],
          [{ lines: Array.from({ length: 51 }, (_, i) => ({ itemId: i + 1, quantity: 1 })), employee: null }, FORM_MESSAGES.tooMany(50)],
          [{ lines: [{ ...tea, quantity: 0 }], employee: null }, KIOSK_MESSAGES.quantityRange(99)],
          [{ lines: [{ ...tea, quantity: 100 }], employee: null }, KIOSK_MESSAGES.quantityRange(99)],
          [{ lines: [tea, tea], employee: null }, KIOSK_MESSAGES.oneLinePerItem],
          [{ lines: [tea] }, KIOSK_MESSAGES.chooseBuyer],
          [{ lines: [tea], employee: { pinCode: k.employee.pinCode } }, VALIDATION.chooseCompany],
          [{ lines: [tea], employee: { companyId: k.employee.companyId, pinCode: '12' } }, KIOSK_MESSAGES.pinFormat],
          [{ lines: [tea, { itemId: UNKNOWN_ID, quantity: 1 }], employee: null }, KIOSK_MESSAGES.itemNotOnMenu],
          [{ lines: [{ itemId: gone.id, quantity: 1 }], employee: null }, KIOSK_MESSAGES.itemNotOnMenu],
          [{ lines: [tea], employee: { companyId: elsewhere!.id, pinCode: k.employee.pinCode } }, KIOSK_MESSAGES.companyNotHere],
        ];
        for (const [body, message] of refusals) expectError(await looseOrder(t, k.token, body), 400, message);
        await nextNumberIs(t, k, 1);
      });
    },
  },
  {
    name: 'sign-out ends the device session; a new canteen password ends the others; a deleted canteen ends them all',
    calls: [kiosk.signIn, kiosk.menu, kiosk.signOut, canteen.create, canteen.update, canteen.delete, canteenItem.create, canteenItem.delete, auth.me],
    async run(t) {
      await withKiosk(t, async (k) => {
        const second = expectOk(await t.send(kiosk.signIn, { body: { locationId: k.locationId, password: k.password } })).token;
        expect(expectOk(await asKiosk(t, kiosk.signOut, second))).toEqual({ message: KIOSK_MESSAGES.signedOut });
        expectError(await asKiosk(t, kiosk.menu, second), 401, ERRORS.unauthorized);
        expectOk(await asKiosk(t, kiosk.menu, k.token));

        // The printer flag keeps the kiosk signed in; a new password does not.
        expectOk(await k.admin.send(canteen.update, { params: { id: k.canteenId }, body: { locationId: k.locationId, password: k.password, printerEnabled: false } }));
        expect(expectOk(await asKiosk(t, kiosk.menu, k.token)).canteen.printerEnabled).toBe(false);
        const password = `${k.password}-new`;
        expectOk(await k.admin.send(canteen.update, { params: { id: k.canteenId }, body: { locationId: k.locationId, password, printerEnabled: false } }));
        expectError(await asKiosk(t, kiosk.menu, k.token), 401, ERRORS.unauthorized);

        const third = expectOk(await t.send(kiosk.signIn, { body: { locationId: k.locationId, password } })).token;
        expectOk(await asKiosk(t, kiosk.menu, third));
        expectOk(await k.superAdmin.send(canteen.delete, { params: { id: k.canteenId } }));
        expectError(await asKiosk(t, kiosk.menu, third), 401, ERRORS.unauthorized);
        expectError(await t.send(kiosk.signIn, { body: { locationId: k.locationId, password } }), 401, KIOSK_MESSAGES.signInFailed);
      });
    },
  },
];

export default { name: 'kiosk', cases: kioskCases } satisfies CaseGroup;
