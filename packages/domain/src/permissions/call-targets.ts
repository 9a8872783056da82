import { AREAS } from '../areas';
import type { CallTarget } from './access';

export type { CallTarget } from './access';

/**
 * What each `/api` call acts on (`CallTarget`), by area and call, as each area declares it (`defineArea`'s
 * `targets`, which the type asks of every call). The authorization matrix (tests/contract/cases/authorization.ts)
 * generates its cases from this and the contract.
 */
const CALL_TARGETS: Readonly<Record<string, Readonly<Record<string, CallTarget>>>> = Object.fromEntries(
  AREAS.map((area) => [area.name, area.targets]),
);

/** The target of the call `resource.name`, or undefined for a call no area declares. */
export const callTarget = (resource: string, name: string): CallTarget | undefined => CALL_TARGETS[resource]?.[name];
