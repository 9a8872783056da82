import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const BROWSER_TEMPORAL = fileURLToPath(new URL('./app/lib/browser-temporal.ts', import.meta.url));

/**
 * The browser build takes Temporal from app/lib/browser-temporal.ts: the browser's own, or the polyfill on
 * demand, so that a browser with Temporal does not load the polyfill's 19 KB gzip (docs/decisions/049). The
 * server build, and that module itself, import the polyfill.
 */
const browserTemporal = (): Plugin => ({
  name: 'roombook:browser-temporal',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (source !== 'temporal-polyfill' || options?.ssr || importer === BROWSER_TEMPORAL) return null;
    return BROWSER_TEMPORAL;
  },
});

/**
 * react-aria-components' date pickers add a hidden `<input type="date" form="">` (for the browser's autofill)
 * whose empty `form` keeps it out of a form's post; an empty form id is invalid HTML (docs/decisions/076).
 * Here that input is disabled instead, which keeps it out of the post as well (and out of autofill, which no
 * date of this product needs). The server build bundles react-aria-components (`ssr.noExternal`), so that its
 * HTML is the browser's.
 */
const HIDDEN_DATE_INPUT = /\/react-aria-components\/dist\/private\/HiddenDateInput\.mjs$/;
const EMPTY_FORM = "form: '',";
const hiddenDateInputDisabled = (): Plugin => ({
  name: 'roombook:hidden-date-input-disabled',
  transform(code, id) {
    if (!HIDDEN_DATE_INPUT.test(id)) return null;
    if (!code.includes(EMPTY_FORM)) throw new Error(`${id} no longer sets ${EMPTY_FORM}: check docs/decisions/076`);
    return code.replace(EMPTY_FORM, 'disabled: true,');
  },
});

export default defineConfig({
  // '~/…' is app/…, as in tsconfig.json's paths.
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
    ],
  },
  // `npm run dev`: the API's pictures and calendar feeds through this server, as server.js does in production
  // (docs/decisions/019, 105).
  server: {
    proxy: Object.fromEntries(['/api/image', '/api/feed'].map((path) => [path, (process.env.API_URL?.trim() || 'http://localhost:3001').replace(/\/+$/, '')])),
  },
  build: {
    // Vite's manifest is kept, in build/.vite/client-manifest.json (outside the served client folder): the
    // route-size bench reads which chunks a page loads on demand from it (tests/bench/route-size.ts).
    manifest: true,
    // ES2022: browser-temporal.ts awaits at its top level.
    target: 'es2022',
  },
  ssr: { noExternal: ['react-aria-components'] },
  // Prebundled at start, so that `npm run dev` in a browser without Temporal does not reload once to add it.
  optimizeDeps: { include: ['temporal-polyfill/implementation'] },
  plugins: [
    browserTemporal(),
    hiddenDateInputDisabled(),
    vanillaExtractPlugin(),
    remix({
      // Server-only helpers, tests and private modules beside a route module are never routes.
      ignoredRouteFiles: ['**/*.server.*', '**/*.test.*', '**/__*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
