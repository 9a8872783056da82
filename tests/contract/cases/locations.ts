import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { expectOk, type ContractCase } from '../harness';
import { DEMO, calendarOf, companyLocationIds, idsOf, signIn } from './support';

/** The calendar's locations (§7 `GET /api/location/mine/`). */
export const locationCases: ContractCase[] = [
  {
    name: "lists where the caller books, with the active rooms: every active location for an Admin, the company's for everyone else",
    calls: [contract.location.mine, contract.room.list],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const every = (await calendarOf(admin)).locations;
      expect(every.length).toBeGreaterThan(0);
      const rooms = expectOk(await admin.send(contract.room.list));
      // Each location carries exactly its active rooms.
      for (const location of every) {
        const active = rooms.filter((room) => room.isActive && room.locationId === location.id);
        expect(idsOf(location.rooms).sort(), location.name).toEqual(idsOf(active).sort());
        expect(location.isActive).toBe(true);
      }
      expect(idsOf((await calendarOf(await signIn(t, DEMO.superAdmin))).locations)).toEqual(idsOf(every));

      for (const email of [DEMO.owner, DEMO.user, DEMO.canteenManager]) {
        const who = await signIn(t, email);
        const theirs = (await calendarOf(who)).locations;
        const expected = every.filter((location) => companyLocationIds(who).includes(location.id));
        expect(theirs, email).toEqual(expected);
      }
    },
  },
];
