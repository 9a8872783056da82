import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { expectOk, type ContractCase } from '../harness';
import { DEMO, calendarOf, idsOf, signIn } from './support';

/** Rooms (§7 `GET /api/room/`, the Meeting rooms screen and Manage Rooms). */
export const roomCases: ContractCase[] = [
  {
    name: 'lists every room to administrators, inactive ones included, and the active rooms of active locations to everyone else',
    calls: [contract.room.list, contract.location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const every = expectOk(await admin.send(contract.room.list));
      expect(every.length).toBeGreaterThan(0);
      expect(idsOf(expectOk(await (await signIn(t, DEMO.superAdmin)).send(contract.room.list))).sort()).toEqual(idsOf(every).sort());
      // location.mine gives an Admin every active location.
      const activeLocations = idsOf((await calendarOf(admin)).locations);
      const expected = every.filter((room) => room.isActive && activeLocations.includes(room.locationId));
      for (const email of [DEMO.user, DEMO.owner, DEMO.canteenManager]) {
        const listed = expectOk(await (await signIn(t, email)).send(contract.room.list));
        expect(idsOf(listed).sort(), email).toEqual(idsOf(expected).sort());
      }
    },
  },
];
