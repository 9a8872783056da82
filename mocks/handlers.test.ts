import { describe, expect, it } from 'vitest';
import { listCalls } from '@roombook/domain/contract/index';
import { createHandlers, MockStore } from './handlers';
import { mockedCalls } from './lib/contract-handler';

describe('the mocks', () => {
  it('answer every call of the contract (a module of mocks/handlers/ per area)', () => {
    createHandlers(new MockStore());
    expect(listCalls().filter(({ call }) => !mockedCalls.has(call)).map(({ key }) => key)).toEqual([]);
  });
});
