import type { ApiCall } from './define';
import { AREAS, type Area } from '../areas';

export * from './define';

/** The whole `/api` contract, keyed by area (`contract.feature.create`), each area's calls as it declares them. */
export type Contract = { readonly [A in Area as A['name']]: A['calls'] };

/**
 * The whole `/api` contract (spec §7), grouped by area, derived from the areas (`areas.ts`). Every consumer
 * (API routes, web client, MSW handlers, contract tests, OpenAPI) reads it from here.
 */
export const contract: Contract = Object.fromEntries(AREAS.map((area) => [area.name, area.calls])) as unknown as Contract;

/** Every call with its `resource.name` key. */
export const listCalls = (): Array<{ key: string; call: ApiCall }> =>
  Object.entries(contract).flatMap(([resource, calls]) =>
    Object.entries(calls as Record<string, ApiCall>).map(([name, call]) => ({ key: `${resource}.${name}`, call })),
  );
