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

/** Who `openSignedIn` signs in: a customer, or staff (who sign in on the back office's own endpoint). */
export interface Account {
  email: string;
  staff?: boolean;
}

/**
 * Opens `path` already signed in as `who`, without the sign-in screen: for tests whose rule is not
 * the sign-in itself (those, in auth, guards and keyboard specs, go through the form). The token
 * comes from the API and goes where the form puts it without "Remember me": this tab's
 * sessionStorage, set once from a same-origin page that loads no app, so a test that signs out stays
 * signed out. Returns the token, for the test's own API calls.
 */
export async function openSignedIn(page: Page, who: Account, path: string): Promise<string> {
  const reply = await page.request.post(who.staff ? '/api/admin/login' : '/api/login', {
    data: { email: who.email, password: PASSWORD },
  });
  expect(reply.ok(), `signing in as ${who.email}: ${reply.status()}`).toBeTruthy();
  const { access_token: token } = (await reply.json()) as { access_token: string };
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
  // The signed-in shell is drawn (the sign-in pages have no navigation; on a phone it is a closed drawer).
  await expect(page.locator('#shell-navigation')).toBeAttached();
  return token;
}

/** `openSignedIn` as a customer, by default the demo owner. */
export const openAsCustomer = (page: Page, path = '/', email = 'owner@demo.test') =>
  openSignedIn(page, { email }, path);

/** `openSignedIn` as staff, by default the demo admin. */
export const openAsStaff = (page: Page, path = '/admin', email = 'admin@demo.test') =>
  openSignedIn(page, { email, staff: true }, path);

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
