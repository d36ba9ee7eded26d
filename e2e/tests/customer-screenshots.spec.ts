import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openAsCustomer, skipFirstTimeModal } from './helpers.ts';
import { CUSTOMER_SHOTS, expectNoSeriousAxeViolations } from './customer-helpers.ts';
import { cellsOffScreen } from './phone-helpers.ts';

const SCREENS: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'dashboard',
    path: '/',
    ready: async (page) => {
      await expect(page.getByTestId('giftcard-total')).toHaveText('$185.75');
      await expect(page.getByRole('region', { name: 'My products' }).getByRole('article')).toHaveCount(4);
    },
  },
  {
    name: 'products',
    path: '/products',
    ready: async (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  {
    name: 'product',
    path: '/products/1',
    ready: async (page) => expect(page.getByRole('table', { name: 'Your units' })).toBeVisible(),
  },
  {
    name: 'orders',
    path: '/orders',
    ready: async (page) => expect(page.getByRole('link', { name: 'SO-101044' })).toBeVisible(),
  },
  {
    name: 'fulfillment',
    path: '/orders/SO-101044/fulfillments/3',
    ready: async (page) => expect(page.getByRole('table', { name: 'Items' })).toBeVisible(),
  },
  {
    name: 'transactions',
    path: '/transactions',
    ready: async (page) => expect(page.getByText(/^Transactions found: \d+$/)).toBeVisible(),
  },
  {
    name: 'giftcards',
    path: '/giftcards',
    ready: async (page) => expect(page.getByTestId('giftcards-total')).toBeVisible(),
  },
  {
    name: 'account',
    path: '/account',
    ready: async (page) => expect(page.getByText('owner@demo.test').last()).toBeVisible(),
  },
];

for (const width of [1280, 375]) {
  test.describe(`customer screens at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('screenshots, and no serious or critical axe violations', async ({ page }) => {
      test.setTimeout(90_000);
      await skipFirstTimeModal(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openAsCustomer(page);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        await page.screenshot({ path: join(CUSTOMER_SHOTS, `customer-${screen.name}-${width}.png`), fullPage: true });
        await expectNoSeriousAxeViolations(page);
        if (width === 375) expect(await cellsOffScreen(page), screen.name).toEqual([]);
      }
    });
  });
}
