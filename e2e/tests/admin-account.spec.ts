import { expect, test } from './test.ts';
import { openAsStaff, PASSWORD, skipFirstTimeModal } from './helpers.ts';
import { expectNoSeriousA11yViolations } from './admin-e2e-helpers.ts';
import { expectNoSidewaysScroll } from './phone-helpers.ts';

test.describe('staff account', { tag: '@account' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('staff change their names and language; a password change needs the right current password', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Staff accounts have no API to make one, so this test has a demo account to itself: finance@demo.test,
    // which no other test signs in as. It has no back-office area, so lands on its account page. Each
    // step sets what it checks, so the test passes again on the same server.
    await openAsStaff(page, '/admin', 'finance@demo.test');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/account');
    await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First name').fill('Fiona');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your account was saved.')).toBeVisible();
    // The new token carries the new name.
    await expect(page.getByRole('button', { name: /^Account menu for Fiona / })).toBeVisible();

    await page.getByLabel('New password').fill('a-brand-new-secret-42');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Current password is required.')).toBeVisible();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();
    // A password holding the account's own email or name is refused; the server's text shows on the field.
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('finance-desk-2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText("The password may not contain the account's name or the first part of its email address.").first(),
    ).toBeVisible();

    await page.getByLabel('New password').fill('');
    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Configuración de la cuenta' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('main').getByRole('combobox', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible({ timeout: 20_000 });
  });

  test('the account page at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAsStaff(page, '/admin/account');
    await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
