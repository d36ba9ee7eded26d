import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import {
  fillSignIn,
  PASSWORD,
  signIn,
  signInAsCustomer,
  signInAsStaff,
  skipFirstTimeModal,
  TOKEN_KEY,
} from './helpers.ts';
import { createContact } from './factories.ts';

test.describe('auth', { tag: '@auth' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  const storedToken = (page: Page, storage: 'localStorage' | 'sessionStorage') =>
    page.evaluate(([key, where]) => window[where as 'localStorage'].getItem(key), [TOKEN_KEY, storage] as const);

  test.describe('sign-in', () => {
    test('a customer signs in and lands on the dashboard', async ({ page }) => {
      await signIn(page, 'owner@demo.test');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('Welcome back, Olivia.')).toBeVisible();
    });

    test('staff sign in on /admin/login and land in the back office', async ({ page }) => {
      await signIn(page, 'admin@demo.test', { admin: true });
      await expect(page).toHaveURL((url) => url.pathname === '/admin');
      await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    });

    test('wrong credentials show "Unauthorized request" with "Wrong email or password."', async ({ page }) => {
      await page.goto('/auth/login');
      await fillSignIn(page, 'nobody@demo.test', 'not-the-password');
      const alert = page.getByRole('alert').filter({ hasText: 'Unauthorized request' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Wrong email or password.');
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    });

    test('other failures show "Fail request" with the server message', async ({ page }) => {
      await page.goto('/admin/login');
      // The server refuses a password longer than 1024 characters with a 422.
      await fillSignIn(page, 'admin@demo.test', 'x'.repeat(1100));
      const alert = page.getByRole('alert').filter({ hasText: 'Fail request' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('The given data was invalid.');
    });

    test('the error notification goes away after 5 seconds', async ({ page }) => {
      // The page's clock is driven by the test, so the five seconds are not waited out.
      await page.clock.install();
      await page.goto('/auth/login');
      await fillSignIn(page, 'ghost@demo.test', 'not-the-password');
      const alert = page.getByRole('alert').filter({ hasText: 'Unauthorized request' });
      await expect(alert).toBeVisible();
      await page.clock.runFor(4000);
      await expect(alert).toBeVisible();
      // The clock still runs on its own, so a short wait keeps the bound at 7 seconds, as before.
      await page.clock.runFor(2000);
      await expect(alert).toBeHidden({ timeout: 1000 });
    });

    test('the password can be shown and hidden', async ({ page }) => {
      await page.goto('/auth/login');
      const password = page.getByLabel(/^Password/);
      await password.fill('secret');
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show or hide the password' }).click();
      await expect(password).toHaveAttribute('type', 'text');
    });

    test('the forgot-password link is on the customer sign-in only', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
      await page.goto('/auth/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/auth/password/request');
    });
  });

  test.describe('remember-me', () => {
    test('without it the sign-in lasts the browser session only', async ({ page, context }) => {
      await signIn(page, 'owner@demo.test');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      expect(await storedToken(page, 'localStorage')).toBeNull();
      expect(await storedToken(page, 'sessionStorage')).not.toBeNull();
      // A new tab has a fresh browser session, like a restarted browser.
      const fresh = await context.newPage();
      await fresh.goto('/orders');
      await expect(fresh).toHaveURL((url) => url.pathname === '/auth/login');
    });

    test('with it the sign-in survives a new browser session', async ({ page, context }) => {
      await signIn(page, 'owner@demo.test', { remember: true });
      await expect(page).toHaveURL((url) => url.pathname === '/');
      expect(await storedToken(page, 'localStorage')).not.toBeNull();
      const fresh = await context.newPage();
      await fresh.goto('/orders');
      await expect(fresh.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    });
  });

  test.describe('sign-out and session end', () => {
    test('logout signs out on the server, clears the tokens and goes to sign-in', async ({ page }) => {
      await signInAsCustomer(page);
      const token = await storedToken(page, 'sessionStorage');
      await page.getByRole('button', { name: 'Account menu for Olivia Owner' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
      expect(await storedToken(page, 'sessionStorage')).toBeNull();
      const status = await page.evaluate(
        async (bearer) => (await fetch('/api/customer', { headers: { Authorization: `Bearer ${bearer}` } })).status,
        token,
      );
      expect(status).toBe(401);
      await page.goto('/');
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    });

    test('staff logout goes to the back-office sign-in', async ({ page }) => {
      await signInAsStaff(page, 'tech@demo.test');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
    });

    test('a 401 in the middle of a customer session clears it and goes to /auth/login', async ({ page }) => {
      await signInAsCustomer(page);
      // Spoil the token on a page that asks the API nothing, so that no request of the page left
      // behind meets the 401 first and the next page starts signed out.
      await page.goto('/terms');
      await page.evaluate((key) => {
        const token = window.sessionStorage.getItem(key) ?? '';
        window.sessionStorage.setItem(key, `${token.slice(0, -4)}AAAA`);
      }, TOKEN_KEY);
      await page.goto('/orders');
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
      await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
      expect(await storedToken(page, 'sessionStorage')).toBeNull();
    });

    test('a 401 in the middle of a staff session goes to /admin/login/', async ({ page }) => {
      await signInAsStaff(page);
      // Spoil the token on a page that asks the API nothing, so that no request of the page left
      // behind meets the 401 first and the next page starts signed out.
      await page.goto('/terms');
      await page.evaluate((key) => {
        const token = window.sessionStorage.getItem(key) ?? '';
        window.sessionStorage.setItem(key, `${token.slice(0, -4)}AAAA`);
      }, TOKEN_KEY);
      await page.goto('/admin/customers');
      await expect(page).toHaveURL((url) => url.pathname === '/admin/login/');
      await expect(page.getByRole('heading', { name: 'Back office sign in' })).toBeVisible();
      expect(await storedToken(page, 'sessionStorage')).toBeNull();
    });
  });

  test.describe('password reset', () => {
    test('asking for a link always answers with the server message', async ({ page }) => {
      await page.goto('/auth/password/request');
      await page.getByLabel('Email').fill('nobody-here@demo.test');
      await page.getByRole('button', { name: 'Send the reset link' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
    });

    test('an unknown reset token is refused', async ({ page }) => {
      await page.goto('/auth/password/reset?token=not-a-real-token');
      await page.getByLabel(/^New password/).fill('a-new-password-123');
      await page.getByLabel(/^Confirm the new password/).fill('a-new-password-123');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByRole('link', { name: 'Ask for a new reset link' }).first()).toBeVisible();
      await expect(page.getByRole('alert').first()).toBeVisible();
    });

    test('the emailed link sets a new password that signs in', async ({ page }) => {
      // A contact of this test's own, since this changes the password.
      const { email } = await createContact(page.request, { company: 'other', tag: 'reset' });
      await page.goto('/auth/password/request');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send the reset link' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();

      const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
      let link: string | null = null;
      await expect
        .poll(() => {
          // The mail is sent by a job after the reply: the outbox may not exist yet.
          if (!existsSync(outbox)) return null;
          const files = readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'));
          for (const file of files) {
            const text = readFileSync(join(outbox, file.name), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '=');
            if (!text.includes(email)) continue;
            const match = /\/auth\/password\/reset\?token=([A-Za-z0-9_.-]+)/.exec(text);
            if (match) link = `/auth/password/reset?token=${match[1]}`;
          }
          return link;
        })
        .not.toBeNull();

      await page.goto(link ?? '');
      const newPassword = `${PASSWORD}-renewed`;
      await page.getByLabel(/^New password/).fill(newPassword);
      await page.getByLabel(/^Confirm the new password/).fill(newPassword);
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByText('Password changed')).toBeVisible();
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await fillSignIn(page, email, newPassword);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    });
  });
});
