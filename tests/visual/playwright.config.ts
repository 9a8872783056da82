import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';

export default defineConfig({
  // Builds and serves Storybook once per run (global-setup.ts): loading this file builds nothing.
  globalSetup: './global-setup.ts',
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
});
