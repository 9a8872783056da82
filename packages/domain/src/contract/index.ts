import type { ApiCall } from './define';
import { authCalls } from '../auth/contract';
import { userCalls } from '../users/contract';
import { companyApplicationCalls } from '../companies/application-contract';
import { systemCalls } from '../system/contract';

export * from './define';

/**
 * The whole `/api` contract (spec §7), grouped by resource. Every consumer (API routes, web client,
 * MSW handlers, contract tests, OpenAPI) reads it from here.
 */
export const contract = {
  auth: authCalls,
  user: userCalls,
  companyApplication: companyApplicationCalls,
  system: systemCalls,
} as const;

export type Contract = typeof contract;
export type ResourceName = keyof Contract;

/** Every call with its `resource.name` key. */
export const listCalls = (): Array<{ key: string; call: ApiCall }> =>
  Object.entries(contract).flatMap(([resource, calls]) =>
    Object.entries(calls as Record<string, ApiCall>).map(([name, call]) => ({ key: `${resource}.${name}`, call })),
  );
