import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeFindings } from './a11y-helpers.ts';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';
import { unstyledMantineClasses } from './styles-helpers.ts';
import { openAsFreshContact } from './ux-helpers.ts';

const seriousViolations = (page: Page) => axeFindings(page, { worst: 'serious', rules: 'wcag' });

test.beforeEach(async ({ page }) => skipFirstTimeModal(page));
// Axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const [name, path, heading] of [
  ['customer sign-in', '/auth/login', 'Sign in'],
  ['admin sign-in', '/admin/login', 'Back office sign in'],
  ['password request', '/auth/password/request', 'Reset your password'],
  ['password reset', '/auth/password/reset?token=abc', 'Choose a new password'],
] as const) {
  test(
    `${name} has no moderate or worse axe finding, every Mantine part drawn has its styles, and it fits a phone`,
    { tag: '@auth' },
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
      expect(await unstyledMantineClasses(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeInViewport();
      await expectNoSidewaysScroll(page);
    },
  );
}

test(
  'the customer shell has no serious or critical axe violation',
  { tag: ['@schedule', '@notifications'] },
  async ({ page }) => {
    await openAsCustomer(page, '/schedules');
    await expect(page.getByRole('heading', { name: 'Training Schedule' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test('the mobile shell with its drawer open has no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsCustomer(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// No moderate, serious or critical axe 4.14 finding on any screen, at 1280 and
// 375 px, and no Mantine part drawn without its styles; customer screens also in Spanish (a fresh
// Spanish contact, so no demo account changes). On a phone, nothing scrolls sideways and no table
// cell ends past the screen's edge.
const CUSTOMER_SCREENS = [
  '/',
  '/products',
  '/products/1',
  '/orders',
  '/orders/SO-101044/fulfillments/3',
  '/transactions',
  '/account',
  '/giftcards',
  '/schedules',
];
const CUSTOMER_FEATURES = ['@products', '@orders', '@transactions', '@account', '@giftcards', '@schedule'];
const ADMIN_FEATURES = [
  '@contacts',
  '@customers',
  '@notifications',
  '@sales-reps',
  '@account',
  '@referrals',
  '@events',
];
const ADMIN_SCREENS = [
  '/admin',
  '/admin/customers',
  '/admin/notifications',
  '/admin/sales-reps',
  '/admin/account',
  '/admin/payout-tags',
  '/admin/events',
];

/** What a phone's reader would have to scroll sideways to see. */
async function offScreen(page: Page): Promise<string[]> {
  const cells = (await cellsOffScreen(page)).map((cell) => `cell past the screen's edge: ${cell}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return overflow > 0 ? [`the page scrolls ${overflow} px sideways`, ...cells] : cells;
}

async function findingsOn(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const findings = await axeFindings(page);
    // The build ships only the styles of the components the app uses: each part drawn has its rules.
    const unstyled = (await unstyledMantineClasses(page)).map((name) => `no style rule for .${name}`);
    const phone = page.viewportSize()!.width <= 375 ? await offScreen(page) : [];
    if (findings.length + unstyled.length + phone.length > 0) found[path] = [...findings, ...unstyled, ...phone];
  }
  return found;
}

for (const width of [1280, 375]) {
  for (const lang of ['en', 'es'] as const) {
    test(
      `every customer screen at ${width} px in ${lang} has no moderate or worse axe finding`,
      { tag: CUSTOMER_FEATURES },
      async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 800 });
        await openAsFreshContact(page, { lang, tag: `axe-${lang}-${width}` });
        expect(await findingsOn(page, CUSTOMER_SCREENS)).toEqual({});
      },
    );
  }

  test(
    `every admin screen at ${width} px has no moderate or worse axe finding`,
    { tag: ADMIN_FEATURES },
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      await openAsStaff(page);
      expect(await findingsOn(page, ADMIN_SCREENS)).toEqual({});
    },
  );
}
