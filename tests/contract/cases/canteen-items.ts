import { expect } from 'vitest';
import type { CanteenItem } from '@roombook/domain/canteens/item-schemas';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { CANTEEN_ITEM_MESSAGES } from '@roombook/domain/canteens/page';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, idsOf, signIn, uniqueName } from './support';

const { canteenItem } = contract;

/** Everyone without 'Manage canteen items' (§6), by demo login. */
const NOT_MANAGING = [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user];

/** Whether the items come by position, then name (then id) — the order §2 asks for, read off the answer. */
const inPositionOrder = (items: readonly CanteenItem[]) =>
  items.every((item, i) => i === 0 || items[i - 1]!.position < item.position || (items[i - 1]!.position === item.position && items[i - 1]!.name.localeCompare(item.name, 'en') <= 0));

/** Canteen items (§7 `/api/item/`, Manage Canteen Items): SuperAdmin and Admin, prices in øre without tax. */
const canteenItemCases: ContractCase[] = [
  {
    name: 'lists the canteen items by position to SuperAdmin and Admin; every other role gets 403',
    calls: [canteenItem.list, canteenItem.create, canteenItem.delete],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      // One first and one last, whatever the demo data hold.
      const last = expectOk(await admin.send(canteenItem.create, { body: { name: uniqueName('Late tea'), price: 1500, position: 1_000_000 } }), 201);
      const first = expectOk(await admin.send(canteenItem.create, { body: { name: uniqueName('Early tea'), price: 1500, position: 0 } }), 201);
      const listed = expectOk(await admin.send(canteenItem.list));
      expect(listed.length).toBeGreaterThan(2);
      expect(listed[0]).toEqual(first);
      expect(listed.at(-1)).toEqual(last);
      expect(inPositionOrder(listed), JSON.stringify(listed)).toBe(true);
      expect(expectOk(await (await signIn(t, DEMO.superAdmin)).send(canteenItem.list))).toEqual(listed);
      for (const email of NOT_MANAGING) expectError(await (await signIn(t, email)).send(canteenItem.list), 403, ERRORS.forbidden);
      for (const item of [first, last]) expectOk(await admin.send(canteenItem.delete, { params: { id: item.id } }));
    },
  },
  {
    name: 'creates an item with its price in øre, edits its name, price and position, deletes it; an item that is gone answers 404',
    calls: [canteenItem.list, canteenItem.create, canteenItem.update, canteenItem.delete],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const name = uniqueName('Cinnamon bun');
      const created = expectOk(await admin.send(canteenItem.create, { body: { name, price: 2250, position: 7 } }), 201);
      expect(created).toEqual({ id: created.id, name, price: 2250, position: 7 });
      expect(expectOk(await admin.send(canteenItem.list))).toContainEqual(created);

      const body = { name: `${name} XL`, price: 3475, position: 2 };
      const edited = expectOk(await (await signIn(t, DEMO.superAdmin)).send(canteenItem.update, { params: { id: created.id }, body }));
      expect(edited).toEqual({ id: created.id, ...body });
      expect(expectOk(await admin.send(canteenItem.list))).toContainEqual(edited);

      expect(expectOk(await admin.send(canteenItem.delete, { params: { id: created.id } }))).toEqual({ message: CANTEEN_ITEM_MESSAGES.deleted });
      expect(idsOf(expectOk(await admin.send(canteenItem.list)))).not.toContain(created.id);
      expectError(await admin.send(canteenItem.delete, { params: { id: created.id } }), 404, ERRORS.notFound);
      expectError(await admin.send(canteenItem.update, { params: { id: created.id }, body }), 404, ERRORS.notFound);
    },
  },
  {
    name: 'refuses an item without a name, price or position, a negative price or position, or a price that is not whole øre; nothing is stored',
    calls: [canteenItem.list, canteenItem.create, canteenItem.update, canteenItem.delete],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const valid = { name: uniqueName('Apple'), price: 500, position: 3 };
      const refusals = [
        [{ ...valid, name: '  ' }, VALIDATION.required],
        [{ ...valid, name: undefined }, VALIDATION.required],
        [{ ...valid, price: undefined }, VALIDATION.required],
        [{ ...valid, position: undefined }, VALIDATION.required],
        [{ ...valid, price: -1 }, FORM_MESSAGES.notNegative],
        [{ ...valid, position: -1 }, FORM_MESSAGES.notNegative],
        [{ ...valid, price: 12.5 }, FORM_MESSAGES.wholeNumber],
      ] as const;
      const before = expectOk(await admin.send(canteenItem.list));
      for (const [body, message] of refusals) expectError(await admin.sendLoose(canteenItem.create, { body }), 400, message);
      expect(expectOk(await admin.send(canteenItem.list))).toEqual(before);

      const made = expectOk(await admin.send(canteenItem.create, { body: valid }), 201);
      for (const [body, message] of refusals) {
        expectError(await admin.sendLoose(canteenItem.update, { params: { id: made.id }, body }), 400, message);
      }
      expect(expectOk(await admin.send(canteenItem.list))).toContainEqual(made);
      expectOk(await admin.send(canteenItem.delete, { params: { id: made.id } }));
    },
  },
  {
    name: 'refuses every role without Manage canteen items a create, an edit and a delete (403); nothing changes',
    calls: [canteenItem.list, canteenItem.create, canteenItem.update, canteenItem.delete],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const made = expectOk(await admin.send(canteenItem.create, { body: { name: uniqueName('Pear'), price: 600, position: 4 } }), 201);
      const body = { name: 'Taken over', price: 1, position: 1 };
      for (const email of NOT_MANAGING) {
        const who = await signIn(t, email);
        expectError(await who.send(canteenItem.create, { body }), 403, ERRORS.forbidden);
        expectError(await who.send(canteenItem.update, { params: { id: made.id }, body }), 403, ERRORS.forbidden);
        expectError(await who.send(canteenItem.delete, { params: { id: made.id } }), 403, ERRORS.forbidden);
      }
      expect(expectOk(await admin.send(canteenItem.list))).toContainEqual(made);
      expectOk(await admin.send(canteenItem.delete, { params: { id: made.id } }));
    },
  },
];

export default { name: 'canteenItem', cases: canteenItemCases } satisfies CaseGroup;
