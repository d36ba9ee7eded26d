import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { chooseSearchResult, expectNoSeriousA11yViolations, searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { unique } from './factories.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';

test.describe('contacts', { tag: '@contacts' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  /** Opens a row's action menu and picks an item. */
  async function rowAction(page: Page, name: string, item: string) {
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: item }).click();
  }

  test('admin adds, finds, edits, invites, impersonates and deletes a contact', async ({ page }) => {
    test.setTimeout(150_000);
    const last = `Tester${unique()}`;
    await openAsStaff(page);
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible({ timeout: 20_000 });

    // Add, with a bad phone and email first.
    await page.getByRole('button', { name: 'Add contact' }).click();
    const add = page.getByRole('dialog', { name: 'Add contact' });
    await add.getByLabel('First name').fill('Eve');
    await add.getByLabel('Last name').fill(last);
    await add.getByLabel('Email').fill('eve-at-nowhere');
    await add.getByLabel('Phone').pressSequentially('12345');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Invalid email address.')).toBeVisible();
    await expect(add.getByText('Invalid phone number.')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();

    await add.getByLabel('Email').fill(`eve.${last.toLowerCase()}@example.test`);
    await add.getByLabel('Phone').fill('');
    await add.getByLabel('Phone').pressSequentially('2223334444');
    await expect(add.getByLabel('Phone')).toHaveValue('(222) 333 - 4444');
    await chooseSearchResult(page, add.getByRole('combobox', { name: 'Customer' }), 'Stitch &', 'Stitch & Thread Co.');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();

    // Find it by search.
    await searchTableUntilOnly(page, last);
    const row = page.getByRole('row').filter({ hasText: last });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('(222) 333 - 4444');
    await expect(row).toContainText('Stitch & Thread Co.');
    await expectNoSeriousA11yViolations(page);

    // Edit: the password shows the mask; internal id is now required.
    await rowAction(page, `Eve ${last}`, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('\u2022'.repeat(19));
    await edit.getByLabel('First name').fill('Eva');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Internal id is required.')).toBeVisible();
    await edit.getByLabel('Internal ID').fill('4242');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText(`Eva ${last}`);
    await expect(row).toContainText('4242');

    // Resend the invite: the time shows at once.
    await rowAction(page, `Eva ${last}`, 'Resend invite');
    await expect(page.getByText('The invite has been sent.')).toBeVisible();
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]\.m\./);

    // Impersonate: the customer dashboard with the banner, then back.
    await rowAction(page, `Eva ${last}`, 'View the portal as this contact');
    const why = page.getByRole('dialog', { name: `View the portal as Eva ${last}` });
    await why.getByRole('button', { name: 'Open the portal' }).click();
    await expect(why.getByText('Reason is required.')).toBeVisible();
    await why.getByLabel('Reason').fill('Checking the new contact');
    await why.getByRole('button', { name: 'Open the portal' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText(`You are viewing the portal as Eva ${last} (Stitch & Thread Co.).`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Back to back office' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');

    // Delete, after the confirmation.
    await searchTableUntilOnly(page, last);
    await rowAction(page, `Eva ${last}`, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete contact' });
    await expect(confirm).toContainText(`Delete Eva ${last}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No contacts match these filters.')).toBeVisible();
  });

  test('tech sees edit but neither add nor delete', async ({ page }) => {
    await openAsStaff(page, '/admin', 'tech@demo.test');
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible({ timeout: 20_000 });
    // Other specs add contacts in parallel (newest first): find the demo owner by name.
    await searchTableUntilOnly(page, 'Olivia');
    await page.getByRole('button', { name: 'Actions for Olivia Owner' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Resend invite' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add contact' })).toHaveCount(0);
  });

  test('accounting does not see Contacts at all', async ({ page }) => {
    await openAsStaff(page, '/admin', 'accounting@demo.test');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/referrals-history');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Referral History' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contacts' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/referrals-history');
    await expect(page.getByRole('heading', { name: 'Contacts' })).toHaveCount(0);
  });

  test('the contacts list at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAsStaff(page);
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await cellsOffScreen(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect(page.getByRole('dialog', { name: 'Add contact' })).toBeVisible();
  });
});
