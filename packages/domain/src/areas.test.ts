import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { contract } from './contract/index';
import { CAPABILITY_TABLE, FULL_ACCESS_CAPABILITIES } from './permissions/capabilities';
import { ROLE_PAGES } from './permissions/routes';

/** The names that appear more than once. */
const repeated = (names: readonly (string | number)[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe('the areas (areas.ts, each declared with defineArea)', () => {
  it('are the contract, area by area, in their order', () => {
    expect(Object.keys(contract)).toEqual(AREAS.map((area) => area.name));
    expect(repeated(AREAS.map((area) => area.name))).toEqual([]);
  });

  it('give every call a target, and no target to a call they do not have', () => {
    for (const area of AREAS) expect(Object.keys(area.targets).sort(), area.name).toEqual(Object.keys(area.calls).sort());
  });

  it('declare each §6 row once: the table has every row of every area', () => {
    const names = AREAS.flatMap((area) => ('capabilities' in area ? Object.keys(area.capabilities) : []));
    expect(repeated(names)).toEqual([]);
    expect(Object.keys(CAPABILITY_TABLE).sort()).toEqual([...names].sort());
  });

  it('name full-access capabilities apart from the rows, each on a row of its area', () => {
    const names = AREAS.flatMap((area) => ('fullAccess' in area ? Object.keys(area.fullAccess) : []));
    expect(repeated(names)).toEqual([]);
    expect(names.filter((name) => Object.hasOwn(CAPABILITY_TABLE, name))).toEqual([]);
    expect(Object.keys(FULL_ACCESS_CAPABILITIES).sort()).toEqual([...names].sort());
  });

  it('declare each page once, each in a place of its own in the menu order', () => {
    expect(repeated(ROLE_PAGES.map((page) => page.path))).toEqual([]);
    expect(repeated(ROLE_PAGES.map((page) => page.menuOrder))).toEqual([]);
  });
});
