import { expect, test } from './test.ts';
import { IMPERSONATION_TOKEN_KEY, openAsStaff, skipFirstTimeModal, TOKEN_KEY } from './helpers.ts';

test(
  'staff impersonating a customer open customer routes, with a banner and a way back',
  { tag: '@customers' },
  async ({ page }) => {
    await skipFirstTimeModal(page);
    await openAsStaff(page);
    // The contacts and customers screens start impersonation (their own specs); here the API is called directly.
    await page.evaluate(
      async ({ tokenKey, impersonationKey }) => {
        const token = window.sessionStorage.getItem(tokenKey);
        const reply = await fetch('/api/admin/customers/1/impersonate', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ reason: 'End-to-end check' }),
        });
        if (!reply.ok) throw new Error(`impersonate answered ${reply.status}: ${await reply.text()}`);
        const body = (await reply.json()) as { access_token: string };
        window.sessionStorage.setItem(impersonationKey, body.access_token);
      },
      { tokenKey: TOKEN_KEY, impersonationKey: IMPERSONATION_TOKEN_KEY },
    );
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText(/You are viewing the portal as/)).toBeVisible();

    await page.getByRole('button', { name: 'Back to back office' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), IMPERSONATION_TOKEN_KEY)).toBeNull();
    await page.goto('/orders');
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
  },
);

test(
  'a read-only role (tech) impersonating a customer is told so, and its changes are refused',
  { tag: '@customers' },
  async ({ page }) => {
    await skipFirstTimeModal(page);
    await openAsStaff(page, '/admin', 'tech@demo.test');
    await page.evaluate(
      async ({ tokenKey, impersonationKey }) => {
        const token = window.sessionStorage.getItem(tokenKey);
        const reply = await fetch('/api/admin/customers/1/impersonate', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ reason: 'End-to-end check' }),
        });
        if (!reply.ok) throw new Error(`impersonate answered ${reply.status}: ${await reply.text()}`);
        const body = (await reply.json()) as { access_token: string };
        window.sessionStorage.setItem(impersonationKey, body.access_token);
      },
      { tokenKey: TOKEN_KEY, impersonationKey: IMPERSONATION_TOKEN_KEY },
    );
    await page.goto('/account');
    await expect(page.getByText('Read-only: your role can look, not change anything.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Preferred language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page.getByText('Language not saved')).toBeVisible();
    await expect(page.getByText('Read-only: your role can look, not change anything.')).toBeVisible();
  },
);
