import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './fixtures';
import { openKiosk, signInKiosk, KIOSK_TEXTS as T, kioskItem as item } from './kiosk';

/** The product's faces (ADR 071): its text in Inter, its codes and PINs in JetBrains Mono, in every theme. */
const TYPEFACE = { sans: 'Inter Variable', mono: 'JetBrains Mono Variable' };

/** Every font file the page fetches: its address, status and type. */
function watchFonts(page: Page) {
  const fonts: { url: string; status: number; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] });
  });
  return fonts;
}

/**
 * The family an element's text is set in first, once the page's fonts have loaded, and whether the page has a face
 * of that family loaded for all its characters (`check` alone also answers true for a family without a face).
 */
const typefaceOf = (locator: Locator) =>
  locator.evaluate(async (element) => {
    await document.fonts.ready;
    const style = getComputedStyle(element);
    const family = style.fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, '');
    const text = element instanceof HTMLInputElement ? element.value : (element.textContent ?? '');
    let shipped = false;
    document.fonts.forEach((face) => {
      if (face.family.replace(/^"|"$/g, '') === family && face.status === 'loaded') shipped = true;
    });
    return { family, loaded: shipped && document.fonts.check(`${style.fontSize} "${family}"`, text) };
  });

test('a page preloads the main face from its own origin and sets its text in the shipped faces (ADR 071)', async ({ page, baseURL }) => {
  const fonts = watchFonts(page);
  await page.goto('/');
  await hydrated(page);
  await expect(typefaceOf(page.getByRole('heading', { level: 1 }))).resolves.toEqual({ family: TYPEFACE.sans, loaded: true });
  await expect(typefaceOf(page.getByRole('button', { name: 'Sign in' }))).resolves.toEqual({ family: TYPEFACE.sans, loaded: true });

  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const preloaded = new URL((await preload.getAttribute('href'))!, baseURL).href;
  // The preloaded file is the one the @font-face rule uses: fetched once, not a second time for the rule.
  expect(fonts.filter((font) => font.url === preloaded)).toHaveLength(1);
  for (const font of fonts) {
    expect(font.url.startsWith(`${new URL(baseURL!).origin}/assets/`), `${font.url} comes from the app itself`).toBe(true);
    expect(font).toMatchObject({ status: 200, type: 'font/woff2' });
  }
});

test("the kiosk's PIN is set in the shipped monospace, its texts in the shipped sans", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openKiosk(page);
  await signInKiosk(page);
  await expect(typefaceOf(page.getByRole('heading', { level: 1, name: T.menuHeading }))).resolves.toEqual({ family: TYPEFACE.sans, loaded: true });
  await item(page, 'Coffee').click();
  await page.getByRole('button', { name: T.identify }).click();
  await page.getByRole('group', { name: T.pinPad }).getByRole('button', { name: '6', exact: true }).click();
  await expect(typefaceOf(page.getByLabel(T.pin, { exact: true }))).resolves.toEqual({ family: TYPEFACE.mono, loaded: true });
});
