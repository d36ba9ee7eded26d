import { expect, test } from './test.ts';
import { openAsCustomer, skipFirstTimeModal } from './helpers.ts';

test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

test(
  'a subsidiary-3 owner sees no pre-training, referrals or promotional cards',
  { tag: ['@training', '@referrals', '@products'] },
  async ({ page }) => {
    await openAsCustomer(page, '/', 'eu.owner@demo.test');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pre-Training' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Referral Rewards' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Offers' })).toHaveCount(0);

    const products = page.getByRole('region', { name: 'My products' });
    await products.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('table', { name: 'Your units' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start pre-training' })).toHaveCount(0);
    await expect(page.getByText('Pre-Training')).toHaveCount(0);
  },
);
