/// <reference types="vite/client" />
import type { HttpHandler } from 'msw';
import { MockStore } from './data/store';

/** A handlers module of mocks/handlers/: its default export answers some contract calls from a store. */
type HandlersModule = { default?: unknown };

/**
 * Every module of mocks/handlers/ (found by Vite's glob, in every consumer of the mocks: Storybook, Vitest and
 * the web's dev server under dev:mock), by file name. Each answers its calls through `contractHandler`;
 * mocks.test.ts checks that together they answer every call of the contract.
 */
const MODULES = Object.entries(import.meta.glob<HandlersModule>(['./handlers/*.ts', '!./handlers/*.test.ts'], { eager: true })).sort(
  ([a], [b]) => a.localeCompare(b),
);

const handlersOf = (file: string, module: HandlersModule, store: MockStore): HttpHandler[] => {
  if (typeof module.default !== 'function') throw new Error(`mocks/${file.slice(2)} must export its handlers by default: (store) => HttpHandler[]`);
  return (module.default as (store: MockStore) => HttpHandler[])(store);
};

/**
 * Every mocked `/api` call, answered through the contract from one in-memory store. Each call to
 * `createHandlers` starts from a fresh store (tests, stories); `handlers` share one (dev:mock, QA).
 */
export function createHandlers(store: MockStore = new MockStore()): HttpHandler[] {
  const all = MODULES.flatMap(([file, module]) => handlersOf(file, module, store));
  // MSW answers with the first handler that matches, so fixed paths go before those with parameters:
  // PUT /api/feature/{id} must not take PUT /api/feature/set-active (fastify prefers the fixed path itself).
  return all.sort((a, b) => parameterCount(a) - parameterCount(b));
}

const parameterCount = (handler: HttpHandler): number => {
  const { path } = handler.info;
  return typeof path === 'string' ? (path.match(/\/:/g) ?? []).length : 0;
};

export const mockStore = new MockStore();
export const handlers = createHandlers(mockStore);
export { MockStore };
