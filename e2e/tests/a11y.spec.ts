import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { axeFindings } from './a11y-helpers.ts';
import { switchStaffToSpanish } from './admin-e2e-helpers.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';
import { unstyledMantineClasses } from './styles-helpers.ts';
import { openAsFreshContact } from './ux-helpers.ts';

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

// Every screen of the route tables (customer and back office), at 1280 and 375 px, in English and
// Spanish, with the dialogs a screen opens: no serious or critical axe 4.14 finding (the screens
// swept before also no moderate one), no Mantine part drawn without its styles, and on a phone
// nothing that scrolls sideways and no table cell past the screen's edge. One page load per
// combination: the sweep moves between screens inside the app, as a reader's clicks do, so the axe
// runs are most of its time (decision 128 gives the figures).
const ORDER = 'SO-101044';
const CUSTOMER_SCREENS: readonly string[] = [
  '/',
  '/products',
  '/products/1',
  '/training',
  '/training/1',
  '/post-training',
  '/post-training/4',
  '/orders',
  `/orders/${ORDER}`,
  `/orders/${ORDER}/fulfillments/3`,
  '/transactions',
  '/transactions/46',
  '/referrals',
  '/schedules',
  '/account',
  '/giftcards',
];
/** The screens swept before this sweep covered every route: they keep the stricter bar (no moderate finding). */
const NO_MODERATE = new Set([
  '/',
  '/products',
  '/products/1',
  '/orders',
  `/orders/${ORDER}/fulfillments/3`,
  '/transactions',
  '/account',
  '/giftcards',
  '/schedules',
  '/admin',
  '/admin/customers',
  '/admin/notifications',
  '/admin/sales-reps',
  '/admin/account',
  '/admin/payout-tags',
  '/admin/events',
]);
const CUSTOMER_FEATURES = [
  '@products',
  '@training',
  '@orders',
  '@transactions',
  '@referrals',
  '@account',
  '@giftcards',
  '@schedule',
  '@notifications',
];
const ADMIN_FEATURES = [
  '@contacts',
  '@customers',
  '@notifications',
  '@sales-reps',
  '@account',
  '@referrals',
  '@events',
  '@webhooks',
  '@integration',
  '@training',
  '@products',
  '@schedule',
];
const ADMIN_SCREENS: readonly string[] = [
  '/admin',
  '/admin/customers',
  '/admin/payout-tags',
  '/admin/sales-reps',
  '/admin/webhooks',
  '/admin/referrals-history',
  '/admin/referrals-pending-payouts',
  '/admin/referrals-general-pending-payouts',
  '/admin/notifications',
  '/admin/events',
  '/admin/api-keys',
  '/admin/pre-training',
  '/admin/pre-training/view/1',
  '/admin/pre-training/edit/1',
  '/admin/training-videos',
  '/admin/post-training-videos',
  '/admin/products',
  '/admin/products/series',
  '/admin/products/categories',
  '/admin/products/machine-types',
  '/admin/products/templates',
  '/admin/accessories',
  '/admin/training-schedule-us',
  '/admin/training-schedule-eu',
  '/admin/account',
];

/** What a phone's reader would have to scroll sideways to see. */
async function offScreen(page: Page): Promise<string[]> {
  const cells = (await cellsOffScreen(page)).map((cell) => `cell past the screen's edge: ${cell}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return overflow > 0 ? [`the page scrolls ${overflow} px sideways`, ...cells] : cells;
}

/** Goes to `path` inside the app (the router hears the history change), without loading the page again. */
async function moveTo(page: Page, path: string) {
  if (new URL(page.url()).pathname !== path)
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
}

/** A screen's findings: axe's (moderate ones only where the screen keeps that bar), unstyled parts, a phone's overflow. */
async function findingsHere(page: Page, path: string): Promise<string[]> {
  // The WCAG rules alone where only serious and critical findings count: fewer rules, a quicker scan.
  const strict = NO_MODERATE.has(path);
  const findings = await axeFindings(page, strict ? { worst: 'moderate' } : { worst: 'serious', rules: 'wcag' });
  const unstyled = (await unstyledMantineClasses(page)).map((name) => `no style rule for .${name}`);
  const phone = page.viewportSize()!.width <= 375 ? await offScreen(page) : [];
  return [...findings, ...unstyled, ...phone];
}

/** The dialogs and menus a screen opens, each scanned open (serious or critical findings), then closed. */
async function dialogFindings(page: Page, path: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const scan = async (name: string, open: () => Promise<void>, close = () => page.keyboard.press('Escape')) => {
    await open();
    const findings = await axeFindings(page, { worst: 'serious', rules: 'wcag' });
    if (findings.length) found[`${path} ${name}`] = findings;
    await close();
  };
  const phone = page.viewportSize()!.width <= 375;
  if (path === '/' || path === '/admin') {
    await scan('user menu', async () => {
      await page.getByRole('button', { name: /^(Account menu for|Menú de la cuenta de)/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    });
    if (path === '/') {
      await scan('notifications', async () => {
        await page.getByRole('button', { name: /^(Notifications|Notificaciones)/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      });
    }
    if (phone) {
      await scan('navigation', async () => {
        await page.getByRole('button', { name: /^(Open navigation|Abrir la navegación)$/ }).click();
        await expect(page.locator('#shell-navigation')).toBeInViewport();
      });
    }
  }
  if (path === '/schedules') {
    await scan('new training', async () => {
      await page.getByRole('button', { name: /^(New training|Nueva capacitación)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
  if (path === '/admin/sales-reps') {
    await scan('add', async () => {
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Add|Añadir)/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return found;
}

async function sweep(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  let found: Record<string, string[]> = {};
  for (const path of paths) {
    await moveTo(page, path);
    const findings = await findingsHere(page, path);
    if (findings.length > 0) found[path] = findings;
    found = { ...found, ...(await dialogFindings(page, path)) };
  }
  return found;
}

// English on a desk and Spanish on a phone: every screen, both widths and both languages are swept,
// in two of the four combinations, to keep the sweep near two minutes on two cores (decision 128).
for (const [width, lang] of [
  [1280, 'en'],
  [375, 'es'],
] as const) {
  test(
    `every customer screen at ${width} px in ${lang}, dialogs open, has no serious or critical axe finding`,
    { tag: CUSTOMER_FEATURES },
    async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      await openAsFreshContact(page, { lang, tag: `axe-${lang}-${width}` });
      expect(await sweep(page, CUSTOMER_SCREENS)).toEqual({});
    },
  );
}

for (const [width, lang] of [
  [1280, 'en'],
  [375, 'es'],
] as const) {
  test(
    `every admin screen at ${width} px in ${lang}, dialogs open, has no serious or critical axe finding`,
    { tag: ADMIN_FEATURES },
    async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      await openAsStaff(page);
      if (lang === 'es') await switchStaffToSpanish(page);
      expect(await sweep(page, ADMIN_SCREENS)).toEqual({});
    },
  );
}
