import { describe, expect, it } from 'vitest';
import { listCalls } from '@roombook/domain/contract/index';
import { contractCases } from './cases/index';

/** The generated matrix makes every call, but only to see who is refused; it is no case of what a call does. */
const MATRIX = 'authorization matrix';

describe('the contract cases', () => {
  it('make every call of the contract in some case of tests/contract/cases besides the authorization matrix', () => {
    const made = new Set(contractCases.filter(({ name }) => name !== MATRIX).flatMap(({ cases }) => cases.flatMap((contractCase) => contractCase.calls)));
    expect(listCalls().filter(({ call }) => !made.has(call)).map(({ key }) => key)).toEqual([]);
  });

  it('name each group once', () => {
    const names = contractCases.map(({ name }) => name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(names).toContain(MATRIX);
  });
});
