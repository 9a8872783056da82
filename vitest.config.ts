import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, chromiumPath } from './tests/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// In CI a missing PostgreSQL or Chromium is a failure, never a skip. Only a run that leaves PostgreSQL out on
// purpose says so (ROOMBOOK_TESTS_PGLITE_ONLY: npm test's faked New Year's Eve, scripts/test-any-day.ts).
if (process.env.CI) {
  if (!process.env.TEST_DATABASE_URL && !process.env.ROOMBOOK_TESTS_PGLITE_ONLY) throw new Error('CI: TEST_DATABASE_URL must point at PostgreSQL (see .ci/run)');
  if (!existsSync(chromiumPath)) throw new Error(`CI: Chromium not found at ${chromiumPath} (see .ci/run)`);
}

const chromium = playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

/** Browser projects must list their dependencies, or Vite reloads mid-run (stack.md). msw stays out. */
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  '@tanstack/react-table',
  'zod',
  'temporal-polyfill',
  'axe-core',
  'react-big-calendar',
  'react-big-calendar/lib/addons/dragAndDrop',
  'qrcode',
  // The Insights charts (issue 31): found only when a chart's story first runs, they would make Vite reload the page.
  '@visx/axis',
  '@visx/group',
  '@visx/pattern',
  '@visx/scale',
  '@visx/shape',
];

export default defineConfig({
  test: {
    // Two workers, also on two cores (Vitest's default there is one): the API and contract suites wait on
    // PostgreSQL, PGlite's files, child processes and sockets more than they compute, so a second worker fills
    // that waiting. Alone on two cores the unit, API and contract run took 5.4 min with two (ADR 084).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        // The web app's '~/…' imports (apps/web/tsconfig.json paths), for tests of its route modules.
        resolve: { alias: { '~': path.join(dirname, 'apps/web/app') } },
        test: {
          name: 'unit',
          environment: 'node',
          // Test files share their worker's modules (ADR 048): importing the packages again for every file
          // took more of the machine than the tests did. No test mocks a module or stubs a global.
          isolate: false,
          // Generous: tests check behaviour, not speed (speed belongs in `npm run bench`).
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/app/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.visual.test.tsx', '**/*.browser.test.tsx'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          pool: 'forks',
          // As for unit (ADR 048): one import of the API and one PGlite template per worker, not per file.
          isolate: false,
          // Generous: npm test runs this beside the e2e and visual suites on two cores (ADR 026), where an API
          // process that hashes the demo passwords and migrates takes several times as long as alone.
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          pool: 'forks',
          // As for api (ADR 048).
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          pool: 'forks',
          // Two API processes, two web processes and HAProxy start in its set-up (docs/decisions/083).
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
