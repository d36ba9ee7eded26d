import { expect, test } from './test.ts';
import { pathOf, signIn, signInAsCustomer, signInAsStaff, skipFirstTimeModal } from './helpers.ts';

test.describe('route guards', { tag: '@auth' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test.describe('visitors', () => {
    for (const target of ['/', '/orders', '/products/3', '/training', '/account']) {
      test(`${target} sends a visitor to /auth/login`, async ({ page }) => {
        await page.goto(target);
        await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
        await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
      });
    }

    for (const target of ['/admin', '/admin/customers', '/admin/pre-training/edit/4']) {
      test(`${target} sends a visitor to /admin/login`, async ({ page }) => {
        await page.goto(target);
        await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
        await expect(page.getByRole('heading', { name: 'Back office sign in' })).toBeVisible();
      });
    }

    test('returns to the target after signing in', async ({ page }) => {
      await page.goto('/orders?page=2');
      await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
      await page.getByLabel('Email').fill('owner@demo.test');
      await page.getByLabel(/^Password/).fill('portal-demo-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/orders' && url.search === '?page=2');
      await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    });

    test('returns staff to the admin target after signing in', async ({ page }) => {
      await page.goto('/admin/customers');
      await page.getByLabel('Email').fill('service@demo.test');
      await page.getByLabel(/^Password/).fill('portal-demo-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/admin/customers');
      await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    });

    test('any other path shows the not-found screen', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });

    test('the terms and privacy pages are public', async ({ page }) => {
      await page.goto('/terms');
      await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    });
  });

  test.describe('signed-in customers', () => {
    test('go to / from the sign-in pages', async ({ page }) => {
      await signInAsCustomer(page);
      for (const target of ['/auth/login', '/auth/password/request', '/admin/login']) {
        await page.goto(target);
        await expect(page).toHaveURL((url) => url.pathname === '/');
      }
    });

    test('go to / from admin paths', async ({ page }) => {
      await signInAsCustomer(page);
      for (const target of ['/admin', '/admin/products', '/admin/unknown']) {
        await page.goto(target);
        await expect(page).toHaveURL((url) => url.pathname === '/');
      }
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    });

    test('of subsidiary 3 cannot open pre-training or referrals', async ({ page }) => {
      await signInAsCustomer(page, 'eu.owner@demo.test');
      for (const target of ['/training', '/training/2', '/referrals']) {
        await page.goto(target);
        await expect(page).toHaveURL((url) => url.pathname === '/');
      }
      await page.goto('/post-training');
      // Only the address: another test switches this account's language.
      await expect(page).toHaveURL((url) => url.pathname === '/post-training');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('of the US open pre-training and referrals', async ({ page }) => {
      await signInAsCustomer(page);
      await page.goto('/referrals');
      await expect(page.getByRole('heading', { name: 'Referral Rewards' })).toBeVisible();
    });

    test('see the not-found screen for unknown customer paths', async ({ page }) => {
      await signInAsCustomer(page);
      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });
  });

  test.describe('signed-in staff', () => {
    test('go to /admin from the sign-in pages', async ({ page }) => {
      await signInAsStaff(page);
      for (const target of ['/auth/login', '/auth/password/reset', '/admin/login']) {
        await page.goto(target);
        await expect(page).toHaveURL((url) => url.pathname === '/admin');
      }
    });

    test('go to /admin from customer routes', async ({ page }) => {
      await signInAsStaff(page);
      for (const target of ['/', '/orders', '/products/1']) {
        await page.goto(target);
        await expect(page).toHaveURL((url) => url.pathname === '/admin');
      }
    });

    test('reach only the areas their role allows', async ({ page }) => {
      await signInAsStaff(page, 'service@demo.test');
      await page.goto('/admin/sales-reps');
      await expect(page).toHaveURL((url) => url.pathname === '/admin');
      await page.goto('/admin/training-schedule-eu/berlin');
      await expect(page).toHaveURL((url) => url.pathname === '/admin');
      await page.goto('/admin/training-schedule-us/orlando');
      await expect(page.getByRole('heading', { name: 'Training Schedule US' })).toBeVisible();
    });

    test('accounting lands on referral history instead of contacts', async ({ page }) => {
      await signIn(page, 'accounting@demo.test', { admin: true });
      await expect(page).toHaveURL((url) => url.pathname === '/admin/referrals-history');
      await expect(page.getByRole('heading', { name: 'Referral History' })).toBeVisible();
    });

    test('see the not-found screen inside the back office for unknown admin paths', async ({ page }) => {
      await signInAsStaff(page);
      await page.goto('/admin/nowhere');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect(pathOf(page)).toBe('/admin/nowhere');
    });
  });
});
