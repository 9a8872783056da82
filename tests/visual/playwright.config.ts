import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';
import { freePort } from '../e2e/ports';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

// The runner loads this file first and its workers inherit the environment, so the Storybook build and
// the port happen once per run. VISUAL_STORYBOOK_DIR may point at an existing build (e.g. the
// storybook-static folder Chromatic uses) to skip the build step.
if (!process.env.VISUAL_STORYBOOK_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'roombook-visual-'));
  execFileSync('npx', ['storybook', 'build', '-o', dir, '--quiet'], { cwd: root, stdio: 'inherit' });
  process.env.VISUAL_STORYBOOK_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
if (!existsSync(path.join(process.env.VISUAL_STORYBOOK_DIR, 'index.json'))) {
  throw new Error(`No Storybook build (index.json) in ${process.env.VISUAL_STORYBOOK_DIR}`);
}
process.env.VISUAL_PORT ??= String(await freePort());

const baseURL = `http://127.0.0.1:${process.env.VISUAL_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.visual.ts',
  // Baselines are committed next to this file; one PNG per story id, no platform suffix (they are tied
  // to Debian's Chromium, see README.md).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: './test-results',
  // A story mostly waits (its page loading, the quiet period, the two equal screenshots): the suite used about
  // a quarter of two cores with two workers, so three share them better.
  // Beside one lane of Vitest then e2e (ADR 030), not beside three suites as in ADR 026.
  workers: 3,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A picture that changes between runs is a defect of the story or the harness. In CI one retry keeps
  // a rare one from blocking a landing; Playwright still lists it as flaky in the summary. A real
  // visual change fails both tries.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  reporter: [['list']],
  expect: {
    // Time for toHaveScreenshot to get two identical screenshots in a row on a busy machine.
    timeout: 15_000,
    toHaveScreenshot: {
      // The baselines come from the same browser build, yet anti-aliased edges come out slightly apart
      // between runs: one or two colour levels along edges inside scrolled areas (YIQ distance under
      // 0.01, not counted), and up to a dozen corner pixels of rounded borders under a shadow by more.
      // So at most 20 pixels may differ by more than the threshold; any change a person could see
      // (a moved border, a changed colour, a letter) touches far more (ADR 010).
      maxDiffPixels: 20,
      threshold: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    // Browser context options (viewport 800×600, time zone, locale…) are set in stories.visual.ts, which
    // shares one context per worker.
    launchOptions: {
      executablePath: chromiumPath,
      // Same font rendering on every run: no LCD subpixel antialiasing, no font hinting differences.
      args: [...chromiumArgs, '--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb'],
    },
  },
  projects: [{ name: 'debian-chromium' }],
  webServer: {
    command: `npx tsx tests/visual/serve.ts "${process.env.VISUAL_STORYBOOK_DIR}" ${process.env.VISUAL_PORT}`,
    cwd: root,
    url: `${baseURL}/index.json`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
