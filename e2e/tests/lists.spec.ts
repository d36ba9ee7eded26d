import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { searchTable } from './admin-e2e-helpers.ts';

// Every list (the shared DataTable) on a desktop and on a phone.
test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');

for (const width of [1280, 375]) {
  test.describe(`lists at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test(
      'a list: Back steps through pages, a page past the end goes to the last, no match says so',
      { tag: '@transactions' },
      async ({ page }) => {
        await openAsCustomer(page, '/transactions');
        await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByText(/^\d+ results$/)).toBeVisible();
        await page.getByRole('button', { name: 'Page 2' }).click();
        await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
        await page.getByRole('button', { name: 'Page 3' }).click();
        await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3');
        await page.goBack();
        await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
        await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

        await page.goto('/transactions?page=9999');
        await expect(page).toHaveURL((url) => url.searchParams.get('page') !== '9999');
        const last = Number(pageParam(page));
        expect(last).toBeGreaterThan(3);
        await expect(page.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('row').nth(1)).toBeVisible();

        await searchTable(page, 'zz-no-such-document');
        await expect(page.getByText('Nothing matched the search “zz-no-such-document”.')).toBeVisible();
        await expect(page.getByText('No transactions match these filters.')).toHaveCount(0);
        // One page (of nothing): Previous and Next are still there.
        await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
        await page.goBack();
        await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
        await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
      },
    );

    test(
      'a failed admin list says so and retries, never showing the empty text',
      { tag: '@sales-reps' },
      async ({ page }) => {
        await page.route('**/api/admin/sales-rep?*', (route) => route.fulfill({ status: 500, body: '{}' }));
        await openAsStaff(page, '/admin/sales-reps?search=Katrin&page=4');
        // Failed 5xx requests are retried twice (1 s, then 2 s) before the list gives up.
        await expect(page.getByText('The sales reps could not be loaded. Try again later.')).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByText('No sales reps yet.')).toHaveCount(0);
        await expect(page.getByText(/^Nothing matched the search/)).toHaveCount(0);
        await page.unroute('**/api/admin/sales-rep?*');
        await page.getByRole('button', { name: 'Try again' }).click();
        // One rep matches: page 4 was past the end, so the list shows its only page.
        await expect(page.getByRole('row').filter({ hasText: 'Katrin Vogel' })).toBeVisible();
        await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
      },
    );

    test(
      'customer lists: a failure is not "no orders", and rows fit the screen',
      { tag: ['@orders', '@transactions'] },
      async ({ page }) => {
        await page.route('**/api/orders?*', (route) => route.fulfill({ status: 500, body: '{}' }));
        await openAsCustomer(page, '/orders');
        await expect(page.getByText('This list could not be loaded.')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText('You have no orders yet.')).toHaveCount(0);
        await page.unroute('**/api/orders?*');
        await page.getByRole('button', { name: 'Try again' }).click();
        const firstOrder = page.getByRole('row').nth(1);
        await expect(firstOrder).toBeVisible();

        await page.goto('/transactions');
        // The rows of data, not the loading placeholders they replace.
        await expect(page.getByText(/^\d+ results$/)).toBeVisible();
        const row = page.getByRole('row').nth(1);
        await expect(row).toBeVisible();
        // The amount (last column) and the document number are on screen, not behind a sideways scroll.
        for (const cell of [row.getByRole('cell').last(), row.getByRole('cell').nth(1)]) {
          const box = await cell.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(width);
      },
    );
  });
}
