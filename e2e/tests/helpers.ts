import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const PASSWORD = 'portal-demo-2026';
export const FIRST_TIME_FLAG_KEY = 'owner-portal.first-time-done';
export const TOKEN_KEY = 'owner-portal.token';
export const IMPERSONATION_TOKEN_KEY = 'owner-portal.impersonation-token';

/** Marks the first-time language question as answered, for tests that are not about it. */
export async function skipFirstTimeModal(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), FIRST_TIME_FLAG_KEY);
}

export async function signIn(page: Page, email: string, options: { admin?: boolean; remember?: boolean } = {}) {
  await page.goto(options.admin ? '/admin/login' : '/auth/login');
  await fillSignIn(page, email, PASSWORD, options.remember);
}

export async function fillSignIn(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAsCustomer(page: Page, email = 'owner@demo.test') {
  await signIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

export async function signInAsStaff(page: Page, email = 'admin@demo.test') {
  await signIn(page, email, { admin: true });
  // Wait until the sign-in has finished: the guard leaves /admin/login for the back office.
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
