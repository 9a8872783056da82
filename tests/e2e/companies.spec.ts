import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '@roombook/domain/contract/client';
import { apiAs } from './api';
import { contract } from '@roombook/domain/contract/index';
import { APPLICATION_MESSAGES, COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { expectNoAxeViolations, hydrated, signIn, toast } from './fixtures';
import { linkIn, mailTo } from './mail';

/**
 * Manage companies (§2 "Manage Companies", §4) on the real API, as the SuperAdmin: applications arrive
 * through the public form, are accepted (creating the company and inviting its administrator, whose
 * invitation is read from the mail catcher and followed) or declined. Names and e-mails are unique per run:
 * the e2e files share one database.
 */

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const applicationsButton = (page: Page) => page.getByRole('button', { name: /^Company Applications \d+ pending$/ });

/** The count of pending applications the badge shows (the button's accessible name carries it). */
async function pendingCount(page: Page): Promise<number> {
  const name = await applicationsButton(page).textContent();
  return Number(/(\d+)/.exec(name ?? '')![1]);
}

async function openManageCompanies(page: Page) {
  await signIn(page, 'superadmin@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage companies' }).click();
  await expect(page).toHaveURL(/\/manage-companies$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage companies' })).toBeVisible();
}

/** An application through the sign-in page's 'Apply for company account' dialog, signed out. */
async function applyOnTheSignInPage(page: Page, application: { name: string; office: string; firstName: string; lastName: string; email: string }) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply for company account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for company account' });
  await dialog.getByLabel('Company Name').fill(application.name);
  await dialog.getByLabel('Company Room Number').fill(application.office);
  await dialog.getByLabel('First name').fill(application.firstName);
  await dialog.getByLabel('Last name').fill(application.lastName);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(application.email);
  await dialog.getByRole('combobox', { name: 'Locations' }).fill('Copenhagen');
  await page.getByRole('option', { name: 'Copenhagen Harbour House' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(APPLICATION_MESSAGES.submitted)).toBeVisible();
}

test('a SuperAdmin accepts an application; its administrator signs in through the invitation mail', async ({ browser, page }) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const company = `Saltvand ${suffix} ApS`;
  const email = `mette.${suffix}@saltvand.test`;
  await applyOnTheSignInPage(page, { name: company, office: 'Room 118', firstName: 'Mette', lastName: 'Skov', email });

  await openManageCompanies(page);
  const before = await pendingCount(page);
  expect(before).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // The list: company, office, contact name; Accept opens Add company prefilled.
  await applicationsButton(page).click();
  const list = page.getByRole('dialog', { name: 'Company Applications' });
  const application = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: company, exact: true }) });
  await expect(application.getByRole('cell', { name: 'Room 118' })).toBeVisible();
  await expect(application.getByRole('cell', { name: 'Mette Skov' })).toBeVisible();
  await expectNoAxeViolations(page);
  await application.getByRole('button', { name: `Accept ${company}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Add company' });
  await expect(dialog.getByRole('textbox', { name: 'Company Name' })).toHaveValue(company);
  await expect(dialog.getByRole('textbox', { name: 'Company Room Number' })).toHaveValue('Room 118');
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  // The locations the applicant chose come with it.
  await expect(dialog.getByRole('row', { name: 'Copenhagen Harbour House' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill('7,5');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, COMPANY_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, company).getByRole('cell', { name: '7,5 %' })).toBeVisible();
  await expect(row(page, company).getByText('Copenhagen Harbour House')).toBeVisible();
  expect(await pendingCount(page)).toBe(before - 1);

  // The administrator's invitation arrives by e-mail; its link sets a password, once.
  const invitation = await mailTo(email, 'Your roombook account');
  expect(invitation.text).toContain(company);
  const link = linkIn(invitation);
  const administrator = await browser.newPage();
  await administrator.goto(`${link.pathname}${link.search}`);
  await hydrated(administrator);
  await administrator.getByLabel('New password', { exact: true }).fill('saltvand-secret');
  await administrator.getByLabel('Confirm new password', { exact: true }).fill('saltvand-secret');
  await administrator.getByRole('button', { name: 'Reset password' }).click();
  await expect(administrator).toHaveURL(/\/$/);
  await signIn(administrator, email, 'saltvand-secret');
  await expect(administrator.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(administrator.getByRole('link', { name: 'My company' })).toBeVisible();
  await administrator.close();
});

test('a SuperAdmin declines an application after the question, and edits a discount', async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const company = `Tangskov ${suffix} IVS`;
  const edited = `Klitgaard ${suffix} ApS`;
  const superAdmin = await apiAs('superadmin@roombook.test');
  const [location] = await superAdmin.call(contract.location.list);
  await superAdmin.call(contract.company.create, {
    body: { name: edited, office: 'Room 3', discount: 0, locations: [location!.id], firstName: 'Lise', lastName: 'Klit', email: `lise.${suffix}@klitgaard.test` },
  });
  await createApiClient({ baseUrl: `http://localhost:${process.env.E2E_API_PORT}` }).call(contract.companyApplication.create, {
    body: { name: company, office: 'Room 9', firstName: 'Karl', lastName: 'Bak', email: `karl.${suffix}@tangskov.test`, locations: [location!.id] },
  });

  await openManageCompanies(page);
  const before = await pendingCount(page);
  await applicationsButton(page).click();
  const list = page.getByRole('dialog', { name: 'Company Applications' });
  await list.getByRole('button', { name: `Decline ${company}` }).click();
  const question = page.getByRole('alertdialog', { name: APPLICATION_MESSAGES.confirmReject(company) });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Decline' }).click();
  await expect(list.getByRole('rowheader', { name: company })).toHaveCount(0);
  // No success toast for a decision (§8); the list and the badge are reloaded.
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();
  expect(await pendingCount(page)).toBe(before - 1);

  // A company's discount, typed the Danish way.
  await row(page, edited).getByRole('button', { name: `Edit ${edited}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit company' });
  await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill('12,5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, COMPANY_MESSAGES.updated)).toBeVisible();
  await expect(row(page, edited).getByRole('cell', { name: '12,5 %' })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(row(page, edited).getByRole('cell', { name: '12,5 %' })).toBeVisible();
  await expectNoAxeViolations(page);
});
