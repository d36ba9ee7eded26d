import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { unique } from './factories.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { cellsOffScreen, expectFullyVisible, expectNoSidewaysScroll } from './phone-helpers.ts';

/** A call of the integration API with `key`: a company of the test's own, as the ERP sends one. */
const upsertCompany = (request: APIRequestContext, key: string, id: string) =>
  request.put(`/api/integration/customers/${id}`, {
    headers: { Authorization: `Bearer ${key}` },
    data: { company_name: `E2E Company ${id}`, subsidiary_id: 1, updated_at: new Date().toISOString() },
  });

/** Creates a key on the screen and reads it from the copy-once dialog, which it leaves open. */
async function createKey(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('checkbox', { name: /Customers and contacts/ }).check();
  await form.getByRole('button', { name: 'Create key' }).click();
  const reveal = page.getByRole('dialog', { name: `API key for ${name}` });
  await expect(reveal).toBeVisible();
  const key = await reveal.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
  return { reveal, key };
}

test.describe('API keys', { tag: '@api-keys' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('an admin creates a key shown once, the ERP writes with it, and a revoked key is refused', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `E2E ERP ${unique()}`;
    await openAsStaff(page, '/admin/api-keys');
    await expect(page.getByRole('heading', { name: 'API Keys' })).toBeVisible({ timeout: 20_000 });

    const { reveal, key } = await createKey(page, name);
    await expect(reveal.getByText(/shown only this once/)).toBeVisible();
    await reveal.getByRole('button', { name: 'I have stored the key' }).click();
    await expect(reveal).toBeHidden();
    await expect(page.getByText(key)).toHaveCount(0);

    await searchTableUntilOnly(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`${key.slice(0, 11)}…`);
    await expect(row).toContainText('customers:write');
    await expect(row).toContainText('Never');

    const id = `E2E-${unique()}`;
    expect((await upsertCompany(page.request, key, id)).status()).toBe(201);
    await page.reload();
    await expect(row).not.toContainText('Never');

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Revoke' }).click();
    const question = page.getByRole('dialog', { name: 'Revoke API key' });
    await question.getByRole('button', { name: 'Keep key' }).click();
    await expect(row).toBeVisible();
    expect((await upsertCompany(page.request, key, id)).status()).toBe(200);

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Revoke' }).click();
    await question.getByRole('button', { name: 'Revoke key' }).click();
    await expect(row).toHaveCount(0);
    expect((await upsertCompany(page.request, key, id)).status()).toBe(401);
  });

  for (const width of [1280, 375]) {
    test(`the API keys screen and its dialogs at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      const name = `E2E layout ${width} ${unique()}`;
      await openAsStaff(page, '/admin/api-keys');
      await expect(page.getByRole('heading', { name: 'API Keys' })).toBeVisible({ timeout: 20_000 });
      const { reveal } = await createKey(page, name);
      await expectFullyVisible(page, reveal);
      await reveal.getByRole('button', { name: 'I have stored the key' }).click();
      await searchTableUntilOnly(page, name);
      await expectNoSidewaysScroll(page);
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
