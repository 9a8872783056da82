import { expect, test, type Page } from '@playwright/test';
import { hydrated, signIn } from './fixtures';

/** Every CSP violation the page reports, from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('pages carry security headers and a nonce-based script policy without unsafe-inline', async ({ request }) => {
  const first = await request.get('/');
  const second = await request.get('/');
  const policy = first.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  expect(first.headers()['referrer-policy']).toBe('same-origin');
  expect(first.headers()['x-frame-options']).toBe('DENY');
  // No page is kept by the browser: a signed-in one would show again on Back after sign-out.
  expect(first.headers()['cache-control']).toBe('no-store');
  expect((await request.get('/_root.data')).headers()['cache-control']).toBe('no-store');
  // Plain http here: no HSTS.
  expect(first.headers()['strict-transport-security']).toBeUndefined();
  // A new nonce for every page, and it is the one the page's scripts carry.
  const nonceOf = (header: string) => /'nonce-([^']+)'/.exec(header)?.[1];
  expect(nonceOf(policy)).not.toBe(nonceOf(second.headers()['content-security-policy'] ?? ''));
  expect(await first.text()).toContain(`nonce="${nonceOf(policy)}"`);
});

test('the app works under its policy: hydration, the apply dialog loaded on demand, sign-in, the menu', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply for company account' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply for company account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();

  await signIn(page, 'owner@roombook.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/$|\/profile$/);
  expect(violations).toEqual([]);
});

test('/robots.txt turns every crawler away, without a redirect to the sign-in page', async ({ request }) => {
  const robots = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
});
