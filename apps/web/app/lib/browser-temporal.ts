import type { Temporal as TemporalNamespace } from 'temporal-polyfill';

/**
 * `import { Temporal } from 'temporal-polyfill'` in the browser build (vite.config.ts, docs/decisions/049):
 * the browser's own Temporal where it has one, as temporal-polyfill itself would answer. Only a browser
 * without it fetches the polyfill, and the top-level await holds every module that imports Temporal until
 * the polyfill is here. The server build imports the polyfill as it is (Node 20 has no Temporal).
 */
export const Temporal: typeof TemporalNamespace =
  (globalThis as { Temporal?: typeof TemporalNamespace }).Temporal ?? (await import('temporal-polyfill/implementation')).Temporal;
