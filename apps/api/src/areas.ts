import { existsSync, readdirSync } from 'node:fs';
import { contract, listCalls, type ApiCall, type Contract } from '@roombook/domain/contract/index';
import type { Deps } from './deps';
import type { AreaHandlers, RegisterCall, RouteDefinition } from './routes/contract-route';

/** Where the areas' folders are: `plugins/app/<folder>/<folder>-handlers.ts` answers one contract area. */
const APP_DIR = new URL('./plugins/app/', import.meta.url);

/** What a handlers module exports by default: the contract area it answers, and how its handler object is made. */
interface AreaHandlerModule<Name extends keyof Contract = keyof Contract> {
  readonly area: Name;
  readonly handlers: (deps: Deps) => AreaHandlers<Contract[Name]>;
}

/**
 * The default export of `plugins/app/<folder>/<folder>-handlers.ts` (docs/decisions/063): the API's answer to
 * every call of one contract area, its handlers made from the shared context (`deps.get(featuresService)`).
 * The handler object is checked against the area's calls (`AreaHandlers`): a call without a handler, a name the
 * area does not have, or a handler answering the wrong shape fails `tsc`.
 */
export const defineHandlers = <Name extends keyof Contract>(
  area: Name,
  handlers: (deps: Deps) => AreaHandlers<Contract[Name]>,
): AreaHandlerModule<Name> => ({ area, handlers });

/** A handlers module as it is read from its folder: its area's handlers, whatever the area. */
interface FoundHandlers {
  readonly file: string;
  readonly area: string;
  readonly handlers: (deps: Deps) => Readonly<Record<string, RouteDefinition<ApiCall>>>;
}

const isHandlerModule = (value: unknown): value is Omit<FoundHandlers, 'file'> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { area?: unknown }).area === 'string' &&
  typeof (value as { handlers?: unknown }).handlers === 'function';

/** Reads every `plugins/app/<folder>/<folder>-handlers.ts` (folders without one, such as emails and images, answer no area). */
const readHandlerModules = async (): Promise<FoundHandlers[]> => {
  const folders = readdirSync(APP_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const found: FoundHandlers[] = [];
  for (const folder of folders) {
    const file = `${folder}/${folder}-handlers.ts`;
    const url = new URL(file, APP_DIR);
    if (!existsSync(url)) continue;
    const exported: unknown = ((await import(url.href)) as { default?: unknown }).default;
    if (!isHandlerModule(exported)) throw new Error(`plugins/app/${file} must export defineHandlers(area, deps => handlers) by default`);
    found.push({ file, ...exported });
  }
  return found;
};

let handlerModules: Promise<FoundHandlers[]> | undefined;

/** The handlers modules of the areas' folders, read once per process. */
const handlerModulesOnce = (): Promise<FoundHandlers[]> => (handlerModules ??= readHandlerModules());

/** A contract call the API answers, with its `area.name` key (as `listCalls()` names it). */
export interface ImplementedCall {
  key: string;
  call: ApiCall;
}

/**
 * Every contract area's handler object, made from `deps`. Each area of the contract must have exactly one
 * handlers module, and each handler object exactly the area's calls: the API does not start otherwise (so every
 * API and contract test fails), naming the area or the call.
 */
export const areaHandlers = async (deps: Deps): Promise<ReadonlyMap<string, Readonly<Record<string, RouteDefinition<ApiCall>>>>> => {
  const byArea = new Map<string, Readonly<Record<string, RouteDefinition<ApiCall>>>>();
  for (const { file, area, handlers } of await handlerModulesOnce()) {
    const calls = (contract as Record<string, Record<string, ApiCall> | undefined>)[area];
    if (calls === undefined) throw new Error(`plugins/app/${file} answers "${area}", which is no area of the contract`);
    if (byArea.has(area)) throw new Error(`plugins/app/${file} answers "${area}", which another handlers module answers too`);
    const made = handlers(deps);
    const unknown = Object.keys(made).filter((name) => !Object.hasOwn(calls, name));
    if (unknown.length > 0) throw new Error(`plugins/app/${file}: contract.${area} has no call ${unknown.join(', ')}`);
    byArea.set(area, made);
  }
  const missing = listCalls().filter(({ key }) => {
    const [area = '', name = ''] = key.split('.');
    return byArea.get(area)?.[name] === undefined;
  });
  if (missing.length > 0) throw new Error(`No handler for ${missing.map(({ key }) => `contract.${key}`).join(', ')} (plugins/app/<area>/<area>-handlers.ts)`);
  return byArea;
};

/** Registers every contract call with its handler and options, in the contract's order; answers the list it registered. */
export const registerAreas = (register: RegisterCall, handlers: ReadonlyMap<string, Readonly<Record<string, RouteDefinition<ApiCall>>>>): ImplementedCall[] =>
  listCalls().map(({ key, call }) => {
    const [area = '', name = ''] = key.split('.');
    const route = handlers.get(area)?.[name];
    if (route === undefined) throw new Error(`No handler for contract.${key}`);
    register(call, route.handler, route.rateLimit ? { rateLimit: route.rateLimit } : {});
    return { key, call };
  });
