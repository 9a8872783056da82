import type { CallTarget, CapabilityRow } from '../permissions/access';
import type { Role } from '../roles';
import type { ApiCall } from './define';

/**
 * The groups of the §2 side menu: a role among `roles` sees the group's pages under its label (a
 * disclosure, open on one of its pages), after its other links; any other role sees those pages as links.
 */
export const MENU_GROUPS = {
  canteens: { label: 'Canteens', roles: ['SuperAdmin', 'Admin'] },
} as const satisfies Record<string, { label: string; roles: readonly Role[] }>;

export type MenuGroup = keyof typeof MENU_GROUPS;

/** A page of the web app that a §6 row opens: a role route of §2, with its menu entry. */
interface PageDefinition<Capability extends string = string> {
  /** The page's path, which is also its route module's name in apps/web/app/routes (`/manage-features` → `manage-features.tsx`). */
  readonly path: `/${string}`;
  /** Its label in the side menu (and the heading of its screen). */
  readonly label: string;
  /** The row of this area's §6 capabilities that opens it: a role whose cell is not 'no' may open it and sees it in the menu. */
  readonly opensWith: Capability;
  /** Its place in the §2 menu: pages are listed by this number, lowest first (unique across areas). */
  readonly menuOrder: number;
  /** The menu group it sits in for the group's roles. */
  readonly group?: MenuGroup;
}

/** What an area declares about itself (see {@link defineArea}). */
interface AreaDefinition {
  /** The area's key in `contract` (`contract.feature`), in the authorization matrix and in the API's and the mocks' handlers. */
  readonly name: string;
  /** Its `/api` calls (conventions §1). */
  readonly calls: Readonly<Record<string, ApiCall>>;
  /** What each of its calls acts on (the authorization matrix's variants): one entry per call, none left out. */
  readonly targets: Readonly<Record<string, CallTarget>>;
  /** Its rows of the §6 table, by capability name (unique across areas). */
  readonly capabilities?: Readonly<Record<string, CapabilityRow>>;
  /** Capabilities that need the full cell of one of its rows ('read-only' and 'no-download' cells do not grant them). */
  readonly fullAccess?: Readonly<Record<string, string>>;
  /** Its pages (§2 role routes) and their menu entries. */
  readonly pages?: readonly PageDefinition[];
}

/** The checks `defineArea` adds to an area's own literal type. */
type Checked<A extends AreaDefinition> = A & {
  /** A target for every call, and none for a call the area does not have. */
  readonly targets: { readonly [N in keyof A['calls'] | keyof A['targets']]: N extends keyof A['calls'] ? CallTarget : never };
  readonly fullAccess?: { readonly [F in keyof A['fullAccess']]: keyof A['capabilities'] };
  readonly pages?: ReadonlyArray<PageDefinition<keyof A['capabilities'] & string>>;
};

/**
 * Declares an area once (docs/decisions/062): its calls, the target of each call, its §6 rows, its pages and
 * their menu entries. `packages/domain/src/areas.ts` lists every area; the contract, the §6 table, the role
 * routes, the menu and the call targets are derived from that list. The type asks for a target for each
 * call, and for pages opened by one of the area's own rows; the area's literal types are kept (so
 * `contract.feature.create` has its exact schemas).
 */
export const defineArea = <const A extends AreaDefinition>(area: Checked<A>): A => area;
