import { expect, test } from './test.ts';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });
test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

test('the customer navigation is a drawer behind the burger on a phone', async ({ page }) => {
  await openAsCustomer(page);
  const orders = page.getByRole('link', { name: 'My Orders' });
  await expect(orders).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(orders).toBeVisible();
  await orders.click();
  await expect(page).toHaveURL((url) => url.pathname === '/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(orders).toBeHidden();
});

test('the admin navigation is a drawer behind the burger on a phone', async ({ page }) => {
  await openAsStaff(page);
  const customers = page.getByRole('link', { name: 'Customers' });
  await expect(customers).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(customers).toBeVisible();
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(customers).toBeHidden();
});
