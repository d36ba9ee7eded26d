import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, searchTable, searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { createContact, createCustomer, createPayoutTag, createReferrer } from './factories.ts';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { cellsOffScreen } from './phone-helpers.ts';

// A shared two-core machine can take seconds to serve a screen's chunk: wait for the screens generously.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Axe on the screen's own content (the shell's header, navigation and footer have their own suite). */
const expectScreenA11y = (page: Page) => expectNoSeriousA11yViolations(page, 'main');

test.describe('referrals', { tag: '@referrals' }, () => {
  test('the owner copies a link, sees the stats and the history, and exports it as CSV', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await skipFirstTimeModal(page);
    await openAsCustomer(page);
    await expect(page.getByRole('region', { name: 'Available credit' })).toContainText('$778.78');
    await page.getByRole('link', { name: 'Referral Rewards' }).click();
    await expect(page.getByRole('heading', { name: 'Referral Rewards' })).toBeVisible();

    await expect(page.getByTestId('stat-unredeemed')).toContainText('Unredeemed credits$778.78');
    await expect(page.getByTestId('stat-redeemed')).toContainText('$600.00');
    await expect(page.getByTestId('stat-available')).not.toHaveAttribute('aria-disabled');

    const link = await page.getByRole('textbox', { name: 'DTG printers' }).inputValue();
    expect(link).toMatch(/\/r\/dtg-\d+-\d+$/);
    await page.getByRole('button', { name: 'Copy the DTG printers link' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await expect(page.getByRole('table', { name: 'Referred order items' })).toContainText('SO-51877');
    const history = page.getByRole('table', { name: 'Referral history' });
    await expect(history.getByRole('row').filter({ hasText: 'Redeemed' })).toContainText('-$600.00');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^referrals-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path()) ?? '', 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,Type,Customer,Order number,Invoice or credit memo number,Machine type,Amount,Value,Balance',
    );
    expect(lines).toHaveLength(7);
    expect(lines.some((line) => line.includes(',Redeemed,') && line.includes(',-600.00,778.78'))).toBe(true);
  });

  for (const width of [1280, 375]) {
    test(`the referral screen at ${width} px`, async ({ page }) => {
      await skipFirstTimeModal(page);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await openAsCustomer(page, '/referrals');
      await expect(page.getByRole('table', { name: 'Referred order items' })).toContainText('SO-51877');
      await expect(page.getByRole('table', { name: 'Referral history' })).toContainText('SO-51877');
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectScreenA11y(page);
    });
  }

  test('an influencer reads Rewards, in English and in Spanish', async ({ page, browser }) => {
    await skipFirstTimeModal(page);
    await openAsCustomer(page, '/referrals', 'influencer@demo.test');
    await expect(page.getByTestId('stat-unredeemed')).toContainText('Unredeemed rewards$1,780.00');
    await expect(page.getByTestId('stat-available')).toContainText('Available rewards');
    await expect(page.getByText(/credit/i)).toHaveCount(0);

    // A Spanish-speaking colleague of the influencer's company reads the same rewards in Spanish.
    const colleague = await createContact(page.request, { company: 'influencer', lang: 'es', tag: 'influencer-es' });
    const spanish = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await skipFirstTimeModal(spanish);
    await openAsCustomer(spanish, '/referrals', colleague.email);
    await expect(spanish.getByRole('heading', { name: 'Recompensas por referidos' })).toBeVisible();
    await expect(spanish.getByTestId('stat-redeemed')).toContainText('Recompensas canjeadas$1,000.00');
    await expect(spanish.getByTestId('stat-available')).toContainText('Recompensas disponibles$1,780.00');
    await expectScreenA11y(spanish);
    await spanish.close();
  });

  test('accounting redeems part and then the rest; the referrer leaves the pending lists', async ({ page }) => {
    // A referrer of this test's own, owed $515.00 (minimum reached), so the redemptions change no one else's balance.
    const { company } = await createReferrer(page.request, { owed: 515 });
    const name = company.company_name;
    await skipFirstTimeModal(page);
    await openAsStaff(page, '/admin/referrals-pending-payouts', 'accounting@demo.test');
    await expect(page.getByRole('heading', { name: 'Pending Payouts' })).toBeVisible({ timeout: 20_000 });
    await searchTableUntilOnly(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByTestId('referrer-balance')).toHaveText('$515.00');
    await expectScreenA11y(page);

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Redeem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem a payout' });
    await expect(dialog.getByLabel(/Amount to redeem/)).toHaveValue('$515.00');
    // Nothing not above $0.00 is redeemed: the reason shows under the field and the balance stays.
    for (const typed of ['0', '-5']) {
      await dialog.getByLabel(/Amount to redeem/).fill(typed);
      await dialog.getByRole('button', { name: 'Redeem' }).click();
      await expect(dialog.getByText('Enter an amount greater than $0.00.')).toBeVisible();
      await expect(dialog.getByLabel(/Amount to redeem/)).toHaveAttribute('aria-invalid', 'true');
    }
    await dialog.getByLabel(/Amount to redeem/).fill('600');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByText('The amount may not be greater than the balance of $515.00.')).toBeVisible();
    await dialog.getByLabel(/Amount to redeem/).fill('200');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('referrer-balance')).toHaveText('$315.00');

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Redeem' }).click();
    await expect(dialog.getByLabel(/Amount to redeem/)).toHaveValue('$315.00');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await page.goto('/admin/referrals-general-pending-payouts');
    await expect(page.getByRole('heading', { name: 'General Pending Payouts' })).toBeVisible();
    await searchTableUntilOnly(page, 'Thread Tales');
    await expect(page.getByRole('row').filter({ hasText: 'Thread Tales Studio' })).toBeVisible();
    await searchTable(page, name);
    await expect(page.getByText('Nothing matched the search', { exact: false })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.goto('/admin/referrals-history');
    await searchTableUntilOnly(page, name);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const first = page.getByRole('table', { name: 'Referrals' }).getByRole('row').nth(1);
    await expect(first).toContainText('Redeemed');
    await expect(first).toContainText('-$315.00');
    await page.getByText('Pending', { exact: true }).click();
    await expect(page).toHaveURL(/rows=pending/);
    await expect(page.getByRole('table', { name: 'Referrals' }).getByRole('row').nth(1)).toContainText('-$315.00');
    await expectScreenA11y(page);
  });

  for (const width of [1280, 375]) {
    test(`the referral history at ${width} px`, async ({ page }) => {
      await skipFirstTimeModal(page);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await openAsStaff(page, '/admin/referrals-history', 'accounting@demo.test');
      // Found by name: the referrers other tests add sort among the seeded ones.
      await searchTableUntilOnly(page, 'Stitch & Thread');
      await expect(page.getByRole('link', { name: 'Stitch & Thread Co.' })).toBeVisible({ timeout: 20_000 });
      // The contact is a name above its e-mail: on a phone card both stay in the value column.
      const row = page.getByRole('row').filter({ hasText: 'Stitch & Thread Co.' });
      const name = (await row.getByText('Olivia Owner', { exact: true }).boundingBox())!;
      const email = (await row.getByText('owner@demo.test', { exact: true }).boundingBox())!;
      expect(Math.abs(email.x - name.x)).toBeLessThan(1);
      expect(email.y).toBeGreaterThan(name.y);
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectScreenA11y(page);
    });
  }

  test('admin edits a payout tag; a tag still in use is not deleted', async ({ page }) => {
    // A tag of this test's own, on one company of its own: the seeded tags' values and minimums stay as they are.
    const tag = await createPayoutTag(page.request, { minimum: 1, values: { DTG: 750 } });
    await createCustomer(page.request, { payoutTagId: tag.id });
    await skipFirstTimeModal(page);
    await openAsStaff(page, '/admin/payout-tags');
    await expect(page.getByRole('heading', { name: 'Payout Tags' })).toBeVisible({ timeout: 20_000 });
    await searchTableUntilOnly(page, tag.name);
    const row = page.getByRole('row').filter({ hasText: tag.name });
    await expect(row).toContainText('DTG $750.00');

    await page.getByRole('button', { name: `Actions for ${tag.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit payout tag' });
    await dialog.getByLabel('DTG').fill('800.5');
    await dialog.getByLabel('Minimum referrals').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('DTG $800.50');
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${tag.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete payout tag' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This payout tag is still assigned to 1 customer.')).toBeVisible();
    await expect(row).toBeVisible();
    await expectScreenA11y(page);

    // On a phone the list is cards: nothing is left behind a sideways scroll.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(row).toBeVisible();
    expect(await cellsOffScreen(page)).toEqual([]);
  });
});
