import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { expectError, expectOk, type ContractCase } from '../harness';
import { DEMO, companyLocationIds, idsOf, signIn } from './support';

/** Canteens (§7 `GET /api/canteen/`: Manage Canteens and the report filters). */
export const canteenCases: ContractCase[] = [
  {
    name: "lists every canteen with its tablet password to administrators, without it to the canteen manager, and the company's canteens to company roles",
    calls: [contract.canteen.list],
    async run(t) {
      const every = expectOk(await (await signIn(t, DEMO.admin)).send(contract.canteen.list));
      expect(every.length).toBeGreaterThan(0);
      expect(every.every((canteen) => typeof canteen.password === 'string')).toBe(true);
      expect(expectOk(await (await signIn(t, DEMO.superAdmin)).send(contract.canteen.list))).toEqual(every);

      const withoutPasswords = every.map((canteen) => ({ ...canteen, password: null }));
      expect(expectOk(await (await signIn(t, DEMO.canteenManager)).send(contract.canteen.list))).toEqual(withoutPasswords);
      for (const email of [DEMO.owner, DEMO.manager]) {
        const who = await signIn(t, email);
        const atCompany = withoutPasswords.filter((canteen) => companyLocationIds(who).includes(canteen.locationId));
        expect(idsOf(atCompany).length, 'a canteen at the company’s locations').toBeGreaterThan(0);
        expect(expectOk(await who.send(contract.canteen.list)), email).toEqual(atCompany);
      }
      expectError(await (await signIn(t, DEMO.user)).send(contract.canteen.list), 403, ERRORS.forbidden);
    },
  },
];
