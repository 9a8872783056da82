import { test } from '@playwright/test';
import { contract } from '@roombook/domain/contract/index';
import { PUBLIC_ROUTES, ROLE_ROUTES, SIGNED_IN_ROUTES } from '@roombook/domain/permissions/routes';
import { ROLES } from '@roombook/domain/roles';
import { apiAs } from './api';
import { DEMO_EMAILS, signIn } from './fixtures';
import { expectValidPage } from './html';
import { openKiosk, signInKiosk } from './kiosk';
import { linkIn, mailTo } from './mail';

/**
 * Every page's server HTML is a valid document (docs/decisions/076), in each state a person meets it: signed
 * out, signed in as each role (its §2 pages), at the first sign-in, on a recovery link, and the kiosk.
 */

test('the signed-out pages are valid HTML', async ({ request }) => {
  for (const path of [...PUBLIC_ROUTES, '/kiosk']) await expectValidPage(request, path);
});

for (const role of ROLES) {
  test(`every page of a ${role} is valid HTML`, async ({ page }) => {
    await signIn(page, DEMO_EMAILS[role]);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    for (const path of [...SIGNED_IN_ROUTES, ...ROLE_ROUTES[role]]) await expectValidPage(page.request, path);
  });
}

test('the reset-password page of an invitation link is valid HTML', async ({ request }) => {
  const admin = await apiAs('admin@roombook.test');
  const companyId = (await admin.call(contract.company.list))[0]!.id;
  const email = `html-${Math.random().toString(36).slice(2, 8)}@roombook.test`;
  await admin.call(contract.user.create, {
    body: { firstName: 'Hella', lastName: 'Tag', email, office: 'Room 1', mobile: '+4511223344', role: 'User', companyId },
  });
  const link = linkIn(await mailTo(email, 'Your roombook account'));
  await expectValidPage(request, `${link.pathname}${link.search}`);
});

test('the kiosk signed in to its canteen is valid HTML', async ({ page }) => {
  await openKiosk(page);
  await signInKiosk(page);
  await expectValidPage(page.request, '/kiosk');
});
