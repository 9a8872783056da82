import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  // '~/…' is app/…, as in tsconfig.json's paths.
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // `npm run dev`: the API's pictures through this server, as server.js does in production (docs/decisions/019).
  server: { proxy: { '/api/image': (process.env.API_URL?.trim() || 'http://localhost:3001').replace(/\/+$/, '') } },
  // Vite's manifest is kept, in build/.vite/client-manifest.json (outside the served client folder): the route-size
  // bench reads which chunks a page loads on demand from it (tests/bench/route-size.ts).
  build: { manifest: true },
  plugins: [
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
