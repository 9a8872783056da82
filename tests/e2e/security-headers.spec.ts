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

/** A site that is not roombook, posting to it in the user's browser. */
const OTHER_SITE = 'https://elsewhere.example';
const signInForm = { email: 'owner@roombook.test', password: 'roombook' };

test('a form another site posts to a page is refused with 403, before the action runs', async ({ request, baseURL }) => {
  const crossSite = await request.post('/?index', { form: signInForm, headers: { origin: OTHER_SITE }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
  // Without an Origin header, the browser's Sec-Fetch-Site (or the Referer) tells the same.
  const viaFetchSite = await request.post('/forgot-password', { form: { email: 'x@y.dk' }, headers: { 'sec-fetch-site': 'cross-site' } });
  expect(viaFetchSite.status()).toBe(403);
  // The same form from roombook's own page signs in.
  const ownPage = await request.post('/?index', { form: signInForm, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(ownPage.status()).toBe(302);
});

test('another site cannot sign the user out: its POST /logout is refused and the session stays', async ({ page, baseURL }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const logout = await page.request.post('/logout', { form: {}, headers: { origin: OTHER_SITE }, maxRedirects: 0 });
  expect(logout.status()).toBe(403);
  await page.goto('/profile');
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a body that is not a form is refused with 415, not answered 500', async ({ request, baseURL }) => {
  const origin = { origin: baseURL! };
  const json = await request.post('/forgot-password', { data: { email: 'x@y.dk' }, headers: origin });
  expect(json.status()).toBe(415);
  const text = await request.post('/?index', { data: 'email=x', headers: { ...origin, 'content-type': 'text/plain' } });
  expect(text.status()).toBe(415);
  // The routes that take JSON still do: the page-view beacon answers (signed out: its redirect), not 415.
  const beacon = await request.post('/track', { data: { path: '/' }, headers: origin, maxRedirects: 0 });
  expect(beacon.status()).not.toBe(415);
  expect(beacon.status()).toBeLessThan(500);
});

test('a body over the limit is refused with 413 before it is read: four 30 MB posts at once, and a streamed one', async ({ baseURL }) => {
  const big = new Uint8Array(30 * 1024 * 1024);
  const post = (body: BodyInit, type: string) =>
    fetch(`${baseURL}/?index`, { method: 'POST', body, headers: { origin: baseURL!, 'content-type': type }, duplex: 'half' } as RequestInit);
  const answers = await Promise.all([1, 2, 3, 4].map(() => post(big, 'application/x-www-form-urlencoded')));
  expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
  // A chunked body declares no length: it is counted as it arrives.
  const chunks = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 30; i += 1) controller.enqueue(new Uint8Array(1024 * 1024));
      controller.close();
    },
  });
  expect((await post(chunks, 'multipart/form-data; boundary=x')).status).toBe(413);
});
