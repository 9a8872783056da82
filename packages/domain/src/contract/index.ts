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

/** `companyApplication` + `accept` → `companyApplicationAccept`. */
const joinName = (area: string, name: string): string => `${area}${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * The OpenAPI `operationId` of a call (docs/decisions/077): the name §7 gives it where its path names one (a
 * camelCase segment: `getAvailableRooms`, `getUsedTime`), otherwise its area and its name in the contract
 * (`auth.login` → `authLogin`, `companyApplication.accept` → `companyApplicationAccept`). Stable while the
 * contract's names are; unique (contract.test.ts).
 */
const operationIdOfKey = (key: string, call: ApiCall): string => {
  const spoken = call.path.split('/').find((segment) => /^[a-z]+[A-Z]\w*$/.test(segment));
  if (spoken !== undefined) return spoken;
  const [area = '', name = ''] = key.split('.');
  return joinName(area, name);
};

let operationIds: ReadonlyMap<ApiCall, string> | undefined;

/** The operationId of a call of the contract, found by the call itself (what the API's route registration has). */
export const operationIdOf = (call: ApiCall): string => {
  operationIds ??= new Map(listCalls().map(({ key, call: listed }) => [listed, operationIdOfKey(key, listed)]));
  const id = operationIds.get(call);
  if (id === undefined) throw new Error(`${call.method} ${call.path} is not a call of the contract`);
  return id;
};
