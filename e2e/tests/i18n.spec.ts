import { expect, test } from './test.ts';
import { createContact } from './factories.ts';
import { FIRST_TIME_FLAG_KEY, openAsStaff, PASSWORD, signIn, skipFirstTimeModal } from './helpers.ts';

test.describe('languages', { tag: ['@languages', '@account'] }, () => {
  test('the first-time modal asks for a language until it is closed', async ({ page }) => {
    const { email } = await createContact(page.request, { company: 'other', tag: 'first-time' });
    await signIn(page, email);
    const dialog = page.getByRole('dialog', { name: 'Choose your preferred language' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), FIRST_TIME_FLAG_KEY)).toBe('1');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('choosing Spanish in the first-time modal switches at once and applies at the next sign-in', async ({
    page,
  }) => {
    const { email } = await createContact(page.request, { company: 'other', tag: 'first-time-es' });
    await signIn(page, email);
    const dialog = page.getByRole('dialog', { name: 'Choose your preferred language' });
    await dialog.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('link', { name: 'Mis pedidos' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Sign out and in again: the language stored on the user applies.
    await page.goto('/auth/logout');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Panel' })).toBeVisible();
  });

  test('staff switch the language from the header selector, and it stays after a reload', async ({ page }) => {
    await skipFirstTimeModal(page);
    // Staff accounts have no API to make one: sales@demo.test is this test's alone (no other test signs
    // in as it), since the choice is stored on the account. It has no back-office area: its account page.
    await openAsStaff(page, '/admin', 'sales@demo.test');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/account');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Configuración de la cuenta' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Idioma' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Configuración de la cuenta' })).toBeVisible();

    // And back: the header selector stores English the same way.
    await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible();
  });
});
