import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FIRST_TIME_FLAG_KEY, openAsStaff, signIn, skipFirstTimeModal, TOKEN_KEY } from './helpers.ts';

/** Puts the account back to English, so other tests see the default language. */
async function resetLanguage(page: Page, path: '/api/customer' | '/api/admin/update') {
  await page.evaluate(
    async ({ key, url }) => {
      const token = window.sessionStorage.getItem(key);
      if (!token) return;
      await fetch(url, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ lang_code: 'en' }),
      });
    },
    { key: TOKEN_KEY, url: path },
  );
}

test.describe.configure({ mode: 'serial' });

test('the first-time modal asks for a language until it is closed', async ({ page }) => {
  await signIn(page, 'other.owner@demo.test');
  const dialog = page.getByRole('dialog', { name: 'Choose your preferred language' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FIRST_TIME_FLAG_KEY)).toBe('1');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('choosing Spanish in the first-time modal switches at once and applies at the next sign-in', async ({ page }) => {
  await signIn(page, 'other.owner@demo.test');
  try {
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
    await page.getByLabel('Email').fill('other.owner@demo.test');
    await page.getByLabel(/^Password/).fill('portal-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Panel' })).toBeVisible();
  } finally {
    await resetLanguage(page, '/api/customer');
  }
});

test('staff switch the language from the header selector', async ({ page }) => {
  await skipFirstTimeModal(page);
  // An account no other test reads English text from, since this changes its language.
  await openAsStaff(page, '/admin', 'europe@demo.test');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  // The navigation's own name is translated too, so find it by id.
  const nav = page.locator('#shell-navigation');
  await expect(nav.getByRole('group', { name: 'Manage' })).toBeVisible();
  try {
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(nav.getByRole('group', { name: 'Gestión' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Calendario de capacitación UE' })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole('group', { name: 'Gestión' })).toBeVisible();
  } finally {
    await resetLanguage(page, '/api/admin/update');
  }
});
