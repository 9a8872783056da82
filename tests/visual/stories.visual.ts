/**
 * Visual regression: every story in the built Storybook, screenshotted and compared pixel for pixel
 * with the committed baseline in __screenshots__/<story id>.png. See README.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { BLANK_PATH } from './serve';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string };

/**
 * The stories of the build that global-setup.ts made (or was given). Without one, as when the tests are only
 * listed (`--list` runs no global set-up), there are none; a run always has one.
 */
const storybookDir = process.env.VISUAL_STORYBOOK_DIR;
const index = storybookDir
  ? (JSON.parse(readFileSync(path.join(storybookDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
  : { entries: {} };
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .sort((a, b) => a.id.localeCompare(b.id));

/**
 * Stories whose picture is not reproducible yet, with the reason. Each one is reported as skipped, so
 * it stays visible; remove it from here once its story is deterministic and make its baseline.
 */
const UNSTABLE: Record<string, string> = {};

/**
 * "Now" for every story: a Wednesday morning in Copenhagen. Date and Date.now() always return it, so
 * calendars, "today" and default report periods look the same every day; timers still run.
 */
const FIXED_NOW = new Date('2026-03-11T09:00:00+01:00');

/**
 * Runs in the page before any of its scripts: `new Date()` and `Date.now()` answer FIXED_NOW, and nothing
 * else changes. Playwright's own clock (`clock.setFixedTime`) also replaces setTimeout, setInterval,
 * requestAnimationFrame and performance.now with timers of its own that it fires in batches, out of step
 * with the browser's frames: react-aria's focus restore and a windowed table's scroll then ran at moments
 * that varied from run to run, and stories failed now and then. Timers and frames stay the browser's own.
 */
function fixDate(now: number) {
  const NativeDate = Date;
  function FixedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new NativeDate(now).toString();
    return args.length === 0 ? new NativeDate(now) : new (NativeDate as unknown as new (...a: unknown[]) => Date)(...args);
  }
  FixedDate.prototype = NativeDate.prototype;
  FixedDate.now = () => now;
  FixedDate.parse = NativeDate.parse;
  FixedDate.UTC = NativeDate.UTC;
  (window as unknown as { Date: unknown }).Date = FixedDate;
}

/**
 * Runs in the page before Storybook: records STORY_FINISHED (story rendered, play function and
 * afterEach done) so that the test waits for exactly that moment.
 */

function recordStoryFinished() {
  const w = window as unknown as Record<string, unknown>;
  const describe = (payload: unknown): string => {
    if (payload && typeof payload === 'object' && 'message' in payload) return String((payload as { message: unknown }).message);
    return (JSON.stringify(payload) ?? String(payload)).slice(0, 500);
  };
  let channel: unknown;
  Object.defineProperty(w, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: { on(event: string, listener: (payload: unknown) => void): void }) => {
      channel = next;
      next.on('storyFinished', (payload) => {
        w.__VISUAL_STORY_FINISHED__ = payload;
      });
      // A failing play function or render is reported by these events, not by storyFinished's status.
      const failures: string[] = [];
      w.__VISUAL_STORY_FAILURES__ = failures;
      // Errors that are not the story's own (below); Storybook still counts them and reports 'error'.
      const ignored: string[] = [];
      w.__VISUAL_IGNORED_ERRORS__ = ignored;
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying']) {
        next.on(event, (payload: unknown) => {
          const text = describe(payload);
          // The browser's own background update of MSW's worker registration, racing the next story's
          // registration of the same worker: not the story's error (seen once in 600 stories).
          if (event === 'unhandledErrorsWhilePlaying' && /Failed to update a ServiceWorker/.test(text)) {
            ignored.push(text);
            return;
          }
          failures.push(`${event}: ${text}`);
        });
      }
    },
  });
}

/** Counts the page's requests in flight (MSW answers them, some after a delay). */
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * Settled: no request in flight (beyond those the story leaves open on purpose) for 300 ms in a row, and no toast on screen. Toasts close themselves
 * after 2 s (spec §9), so a picture taken while one is showing would depend on timing; the check waits
 * until they have gone (up to 6 s; the Toast stories' own play functions assert what a toast looks like).
 */
async function waitUntilSettled(page: Page, pendingRequests: () => number, openRequests: number) {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300) {
    if (Date.now() > deadline) {
      throw new Error(
        `${pendingRequests()} request(s) still in flight after 15 s (the story leaves ${openRequests} open on purpose; ` +
          'a story whose handler never answers says so with parameters.visual.openRequests)',
      );
    }
    if (pendingRequests() > openRequests) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
  // A toast whose timer is paused (focus or pointer inside the region) stays: that picture is stable too.
  await expect(page.locator('[role="region"][aria-label*="otification"]'))
    .toHaveCount(0, { timeout: 6_000 })
    .catch(() => undefined);
  // react-aria marks elements that are animating in or out (dialog backdrop, popovers) until the
  // animation has ended.
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0, { timeout: 10_000 });
}

type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
type Report = { type: string; status: 'passed' | 'warning' | 'failed'; result?: { violations?: Violation[]; error?: unknown } };
type Finished = { storyId: string; status: 'success' | 'error'; reporters?: Report[] };

/** The accessibility violations that failed the story (addon-a11y's report, `a11y.test: 'error'` in preview.tsx). */
function a11yFailures(finished: Finished): string[] {
  return (finished.reporters ?? [])
    .filter((report) => report.type === 'a11y' && report.status === 'failed')
    .flatMap((report) =>
      report.result?.violations?.length
        ? report.result.violations.map(
            (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
          )
        : [`axe did not run: ${JSON.stringify(report.result?.error ?? null)}`],
    );
}

/**
 * Waits until the story has finished, and (unless `verify` is false) checks that it passed: rendered, its
 * play function passed, axe found nothing. A story that asks for another size is rendered a second time at
 * that size, and only that render is judged: its play function may assert what that size shows.
 */
async function waitForStory(page: Page, id: string, verify = true) {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __VISUAL_STORY_FINISHED__?: Finished }).__VISUAL_STORY_FINISHED__,
    undefined,
    // A story's play function can take several times longer beside the other suites (ADR 026) than alone.
    { timeout: 45_000 },
  );
  const finished = (await handle.jsonValue()) as Finished;
  expect(finished.storyId).toBe(id);
  if (!verify) return;
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'error') : null,
  );
  expect(error, 'the story rendered and its play function passed').toBeNull();
  const failures = await page.evaluate(() => (window as unknown as { __VISUAL_STORY_FAILURES__?: string[] }).__VISUAL_STORY_FAILURES__ ?? []);
  expect(failures, 'the story rendered and its play function passed').toEqual([]);
  expect(a11yFailures(finished), 'axe finds no accessibility violation').toEqual([]);
  // Anything else that failed the story: an error thrown outside the play function while it ran.
  // Storybook reports 'error' for any unhandled error while the story played, the ignored ones too: the
  // story passed when nothing else failed it and such an error was seen.
  const ignored = await page.evaluate(() => (window as unknown as { __VISUAL_IGNORED_ERRORS__?: string[] }).__VISUAL_IGNORED_ERRORS__ ?? []);
  if (finished.status !== 'success' && ignored.length > 0) return;
  expect(finished.status, `the story finished without unhandled errors (reports: ${JSON.stringify(finished.reporters?.map((r) => [r.type, r.status]) ?? [])})`).toBe('success');
}

/**
 * Runs in the page: waits until the fonts its text needs have loaded and every image is decoded, and answers the
 * font faces that failed to load. The text is set in the shipped faces (ADR 071), fetched when a text first
 * needs them (a subset, an italic, the monospace of a field the play function opened): reading the layout first
 * makes the browser ask for every face the page now shows, and `document.fonts.ready` waits for those. A table
 * column sized by an image that is still decoding ends up a fraction of a pixel off, which shifts the header
 * text beside it.
 */
async function fontsAndImagesReady(): Promise<string[]> {
  document.body.getBoundingClientRect();
  await Promise.all([document.fonts.ready, ...[...document.images].map((image) => image.decode().catch(() => undefined))]);
  const failed: string[] = [];
  document.fonts.forEach((face) => {
    if (face.status === 'error') failed.push(`${face.family} (${face.style}, ${face.unicodeRange})`);
  });
  return failed;
}

/** What the harness needs to know of the story on screen (read from Storybook's preview). */
interface StorySettings {
  /** The size the story asks for with `globals: { viewport: { value } }` (preview.tsx viewport options). */
  size: { width: number; height: number } | null;
  /**
   * Requests the story leaves unanswered on purpose (`parameters.visual.openRequests`, e.g. a Loading
   * story whose handler never answers): the page counts as settled with this many still in flight.
   */
  openRequests: number;
  /**
   * Elements left out of the picture (`parameters.visual.mask`, CSS selectors): each is painted over with one
   * colour, and the rest of the picture is compared. Only for an element whose drawing is known to vary from
   * run to run, with the reason beside the parameter.
   */
  mask: string[];
}

/**
 * What the harness needs of a story (`__STORYBOOK_PREVIEW__.loadStory`, which prepares it without rendering
 * it): its size and its open requests. Runs in the page.
 */
async function readStorySettings(storyId: string): Promise<StorySettings> {
  type Option = { styles?: { width?: string; height?: string } };
  type Story = {
    storyGlobals?: { viewport?: { value?: string; isRotated?: boolean } };
    parameters?: { viewport?: { options?: Record<string, Option> }; visual?: { openRequests?: number; mask?: string[] } };
  };
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { loadStory(input: { storyId: string }): Promise<Story> } }).__STORYBOOK_PREVIEW__;
  if (!preview) throw new Error('Storybook preview not loaded');
  const story = await preview.loadStory({ storyId });
  const openRequests = story.parameters?.visual?.openRequests ?? 0;
  const wanted = story.storyGlobals?.viewport;
  const styles = wanted?.value ? story.parameters?.viewport?.options?.[wanted.value]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  const size = !width || !height ? null : wanted?.isRotated ? { width: height, height: width } : { width, height };
  return { size, openRequests, mask: story.parameters?.visual?.mask ?? [] };
}

/**
 * One browser context and one page per worker (the MSW service worker stays registered and the scripts stay
 * cached; a new page for every story cost more than the story itself with Chromium 156). Before each story
 * the page is reset: a blank document (no script of the last story still runs), its own size, and no
 * cookies or storage.
 */
const VIEWPORT = { width: 800, height: 600 };
const test = base.extend<{ page: Page }, { storyContext: BrowserContext; storyPage: Page; storySettings: ReadonlyMap<string, StorySettings> }>({
  storyContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.VISUAL_BASE_URL,
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'Europe/Copenhagen',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        serviceWorkers: 'allow',
      });
      await context.addInitScript(fixDate, FIXED_NOW.getTime());
      await context.addInitScript(recordStoryFinished);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: [
    async ({ storyContext }, use) => {
      const page = await storyContext.newPage();
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
  /**
   * Every story's settings, read once per worker before any story renders, so that a story that asks for
   * a size is rendered once, at that size (its play function runs at the width it asks for, with its media
   * queries), instead of first at the default size to find out which size it wants.
   */
  storySettings: [
    async ({ storyPage }, use) => {
      const first = stories[0]!.id;
      await storyPage.goto(`/iframe.html?id=${encodeURIComponent(first)}&viewMode=story`);
      await waitForStory(storyPage, first, false);
      const settings = new Map<string, StorySettings>();
      for (const story of stories) settings.set(story.id, await storyPage.evaluate(readStorySettings, story.id));
      await use(settings);
    },
    { scope: 'worker' },
  ],
  page: async ({ storyContext, storyPage }, use) => {
    await storyContext.clearCookies();
    // A blank page of the Storybook's origin (serve.ts answers it): the last story stops, and its storage can be
    // cleared. (It was index.json, which Chromium's JSON viewer laid out, 230 KB of it, between every two stories.)
    await storyPage.goto(BLANK_PATH);
    await storyPage.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await storyPage.setViewportSize(VIEWPORT);
    await use(storyPage);
    storyPage.removeAllListeners('request');
    storyPage.removeAllListeners('requestfinished');
    storyPage.removeAllListeners('requestfailed');
  },
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page, storySettings }) => {
    const pendingRequests = trackRequests(page);
    // Every story renders, runs its play function and passes axe here (ADR 030); then its picture is compared.
    const url = `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`;
    const { size, openRequests, mask } = storySettings.get(story.id)!;
    // Rendered at the size it asks for, so that its play function runs there (its media queries).
    if (size) await page.setViewportSize(size);
    await page.goto(url);
    await waitForStory(page, story.id);
    // An unstable picture is not compared, but its story has run and passed axe above.
    test.skip(story.id in UNSTABLE, UNSTABLE[story.id]);
    await waitUntilSettled(page, pendingRequests, openRequests);
    // The fonts loaded and every image decoded (fontsAndImagesReady).
    expect(await page.evaluate(fontsAndImagesReady), 'every font face the story uses loaded').toEqual([]);
    // A story with a device viewport is pictured as that device shows it: the viewport only. A full-page
    // picture would make Chromium resize the view while capturing, which fires media queries (the
    // calendar turns to its Day view when it hears the screen become small).
    // A long page (the booking report's full table) takes a busy machine more than the 15 s of a plain expect to
    // capture twice and compare: the picture gets a minute, which says nothing about the page's speed.
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: size === null, mask: mask.map((selector) => page.locator(selector)), timeout: 60_000 });
  });
}
