import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectNoSeriousA11yViolations, searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { createContact, unique } from './factories.ts';
import { cellsOffScreen, expectFullyVisible, expectNoSidewaysScroll } from './phone-helpers.ts';

/** In the e2e server's WEBHOOK_ALLOWED_HOSTS (playwright.config.ts); nothing listens there, so every attempt fails. */
const RECEIVER = 'http://127.0.0.1:9';

test.describe('webhooks', { tag: '@webhooks' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  for (const width of [1280, 375]) {
    test(`admin adds an endpoint, copies its secret once and follows its deliveries, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      const url = `${RECEIVER}/e2e-${unique()}`;
      await openAsStaff(page, '/admin/webhooks');
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible({ timeout: 20_000 });

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
      await form.getByRole('textbox', { name: 'URL' }).fill('https://10.0.0.1/hooks');
      await form.getByRole('checkbox', { name: /contact\.created/ }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(
        form.getByText('The url must not point to a private, loopback or link-local address.'),
      ).toBeVisible();
      await form.getByRole('textbox', { name: 'URL' }).fill(url);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();

      const secret = page.getByRole('dialog', { name: 'Signing secret of the new endpoint' });
      await expect(secret.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
      await expect(secret.getByRole('button', { name: 'Copy secret' })).toBeVisible();
      if (width === 375) await expectFullyVisible(page, secret);
      await secret.getByRole('button', { name: 'I have copied it' }).click();
      await expect(secret).toBeHidden();
      await expect(page.getByText(/whsec_/)).toHaveCount(0);

      await searchTableUntilOnly(page, url);
      const row = page.locator('tbody tr').filter({ hasText: url });
      await expect(row).toContainText('contact.created');
      await expect(row).toContainText('Enabled');
      await expectNoSidewaysScroll(page);
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);

      // A contact added now is told to the endpoint; its first attempt finds no receiver.
      await createContact(page.request, { tag: 'webhook' });
      await page.getByRole('button', { name: `Actions for ${url}` }).click();
      await page.getByRole('menuitem', { name: 'Deliveries' }).click();
      await expect(page.getByRole('heading', { name: url, level: 1 })).toBeVisible();
      // Newest first; the attempt is made by the server's job worker within a few seconds.
      const delivery = page.locator('tbody tr').filter({ hasText: 'contact.created' }).first();
      await expect(async () => {
        await page.reload();
        await expect(delivery).toContainText('No answer', { timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect(delivery).toContainText('Pending');
      await expect(delivery).toContainText(/ECONNREFUSED/);
      await expect(delivery).toContainText('Next try');

      await delivery.getByRole('button', { name: /^Retry contact\.created/ }).click();
      await expect(page.getByText('The delivery is being sent again.')).toBeVisible();
      await expect(async () => {
        await page.reload();
        await expect(page.getByText(/ms · retry$/).first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expectNoSidewaysScroll(page);
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
