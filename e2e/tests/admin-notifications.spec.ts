import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectNoSeriousA11yViolations } from './admin-e2e-helpers.ts';
import { createContact, unique } from './factories.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';

async function openBell(page: Page) {
  await page.reload();
  await page.getByRole('button', { name: 'Notifications' }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test.describe('notifications', { tag: '@notifications' }, () => {
  test('a notification reaches a US owner’s bell once published, and leaves it once deleted', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const title = `Open house ${unique()}`;
    await skipFirstTimeModal(page);
    await openAsStaff(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Notifications' })
      .click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'New notification' }).click();
    const form = page.getByRole('dialog', { name: 'New notification' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Title is required.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Come and see the new <b>embroidery</b> line.');
    await form.getByLabel('Link URL').fill('/products');
    await form.getByRole('textbox', { name: 'Link text', exact: true }).fill('See products');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('Come and see the new <b>embroidery</b> line.');

    // A draft does not reach the bell (of a contact of the demo owner's company, whose read state is its own).
    const reader = await createContact(page.request, { company: 'owner', tag: 'bell' });
    const owner = await browser.newPage();
    await skipFirstTimeModal(owner);
    await openAsCustomer(owner, '/', reader.email);
    await expect((await openBell(owner)).getByText(title)).toHaveCount(0);

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect(row).toContainText('Published');
    await expectNoSeriousA11yViolations(page);

    await expect((await openBell(owner)).getByText(title)).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete notification' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);

    await expect((await openBell(owner)).getByText(title)).toHaveCount(0);
    await owner.close();
  });

  test('tech reads notifications but may not write them', async ({ page }) => {
    await skipFirstTimeModal(page);
    await openAsStaff(page, '/admin/notifications', 'tech@demo.test');
    await expect(page.getByRole('row').filter({ hasText: 'Trade show discount' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New notification' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  });

  test('the notifications list at 375 px', async ({ page }) => {
    await skipFirstTimeModal(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await openAsStaff(page, '/admin/notifications');
    await expect(page.getByRole('row').filter({ hasText: 'Trade show discount' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await cellsOffScreen(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
