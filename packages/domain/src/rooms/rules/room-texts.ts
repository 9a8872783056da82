import type { Feature } from '../../features/schemas';

/** Room rules are stored one rule per line (§3); the Room Rules dialog numbers them (§2). */
export const ruleLines = (rules: string): string[] =>
  rules
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A room's tablet view address: the tablet host (a build setting) plus `code/{code}` (§7 "Other"). */
export const tabletUrlOf = (tabletHost: string, code: string): string =>
  `${tabletHost.replace(/\/+$/, '')}/code/${encodeURIComponent(code)}`;

/** The names of a room's active features, in its order: only active features are shown (§2). */
export const activeFeatures = (room: { features: ReadonlyArray<Pick<Feature, 'name' | 'isActive'>> }): string[] =>
  room.features.filter((feature) => feature.isActive).map((feature) => feature.name);
