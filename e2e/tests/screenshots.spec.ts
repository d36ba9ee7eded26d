import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

for (const width of [1280, 375]) {
  test.describe(`screenshots at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('sign-in page', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `sign-in-${width}.png`), fullPage: true });
    });

    test('customer shell', async ({ page }) => {
      await skipFirstTimeModal(page);
      await openAsCustomer(page);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `customer-shell-${width}.png`), fullPage: true });
    });

    test('admin shell', async ({ page }) => {
      await skipFirstTimeModal(page);
      await openAsStaff(page);
      await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `admin-shell-${width}.png`), fullPage: true });
    });
  });
}
