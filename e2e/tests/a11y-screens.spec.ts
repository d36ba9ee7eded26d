import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsCustomer, signInAsStaff, skipFirstTimeModal } from './helpers.ts';

/** Serious, critical and moderate axe findings (issue 10 part 6: none of them on any screen). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.impact === 'moderate')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

const CUSTOMER_SCREENS = ['/', '/products', '/products/1', '/orders', '/transactions', '/account', '/giftcards', '/schedules'];
const ADMIN_SCREENS = ['/admin', '/admin/customers', '/admin/notifications', '/admin/sales-reps', '/admin/account', '/admin/payout-tags'];

test.beforeEach(async ({ page }) => skipFirstTimeModal(page));
test.describe.configure({ timeout: 180_000 });

for (const width of [1280, 375]) {
  test(`customer screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsCustomer(page);
    const found: Record<string, unknown> = {};
    for (const path of CUSTOMER_SCREENS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found[path] = await violations(page);
    }
    console.log(JSON.stringify(found, null, 1));
    expect(found).toEqual({});
  });
  test(`admin screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsStaff(page);
    const found: Record<string, unknown> = {};
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found[path] = await violations(page);
    }
    console.log(JSON.stringify(found, null, 1));
    expect(found).toEqual({});
  });
}
