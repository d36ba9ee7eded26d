import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { switchStaffToSpanish } from './admin-e2e-helpers.ts';
import { createApiKey, createWebhookEndpoint } from './factories.ts';

/** Every staff list of the back office (the role table's areas and the product screens' lists). */
const ADMIN_LISTS = [
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
  '/admin/training-videos',
  '/admin/post-training-videos',
  '/admin/products',
  '/admin/products/series',
  '/admin/products/categories',
  '/admin/products/machine-types',
  '/admin/products/templates',
  '/admin/accessories',
];

test.describe('the back office as staff use it', { tag: '@backoffice' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('every admin list fits 1280 px with its row actions in view, its columns still as its rows arrive, and offers Export CSV, on a phone and in Spanish too', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // Every other list has demo rows; the webhooks and API keys lists have only what tests add.
    await createWebhookEndpoint(page.request);
    await createApiKey(page.request, `Back office ${Date.now()}`, ['referrals:write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Each page's layout shifts, summed as CLS sums them (none follows a click or a key here).
    await page.addInitScript(() => {
      const shifted = window as unknown as { __shifted: number };
      shifted.__shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifted.__shifted += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openAsStaff(page, '/admin');
    for (const path of ADMIN_LISTS) {
      await page.goto(path);
      const table = page.getByRole('table').first();
      await expect(table.getByRole('row').nth(1), path).toBeVisible({ timeout: 15_000 });
      // The columns do not move as the rows arrive (they did at 1280 px: the headers took the data's widths).
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as unknown as { __shifted: number }).__shifted)),
            ),
          ),
      );
      expect(shifted, `${path}: layout shift as it loads`).toBeLessThanOrEqual(0.05);
      await expect(page.getByRole('button', { name: 'Export CSV' }), path).toBeVisible();
      // The row menu's cell is pinned at the table's right edge, inside the window, not scrolled off.
      const menu = table.locator('td[data-pinned] button').first();
      if ((await menu.count()) === 0) continue;
      const box = (await menu.boundingBox())!;
      expect(box.x + box.width, `${path}: row actions within 1280 px`).toBeLessThanOrEqual(1280);
      const topmost = await menu.evaluate((button) => {
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(topmost, `${path}: nothing covers the row menu`).toBe(true);
    }

    // Contacts: picking Custom range does not move the Add button.
    await page.goto('/admin');
    const add = page.getByRole('button', { name: 'Add contact' });
    const before = (await add.boundingBox())!;
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Custom', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Add contact' })).toBeVisible();
    const after = (await add.boundingBox())!;
    expect([after.x, after.y]).toEqual([before.x, before.y]);

    // On a phone and in Spanish: the rows are cards, the menu and the export are there.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/customers');
    await switchStaffToSpanish(page);
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    const card = page.getByRole('table').first().getByRole('row').nth(1);
    await expect(card.getByRole('button', { name: /^Acciones/ })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('finance and sales are told what their role can do here, at 1280 and 375 px, in English and Spanish', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsStaff(page, '/admin', 'finance@demo.test');
    const nav = page.locator('#shell-navigation');
    await expect(nav.getByRole('region', { name: 'What the Finance role can do here' })).toBeVisible();
    await expect(page.getByRole('main').getByText('keep your name, language and password up to date')).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await switchStaffToSpanish(page);
    // The sidebar is a closed drawer on a phone: the page says it.
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Qué puede hacer aquí el rol Finanzas' }),
    ).toBeVisible();
  });

  test("a series' category is chosen or made on purpose, and Hamburg's classes show Hamburg's time beside Eastern Time, in the list and its CSV", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsStaff(page, '/admin/products/series');
    await page.getByRole('button', { name: 'Add series' }).click();
    const add = page.getByRole('dialog', { name: 'Add series' });
    await add.getByRole('textbox', { name: 'Name' }).fill(`Laser ${Date.now()}`);
    await add.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'New category…' }).click();
    await expect(add.getByRole('textbox', { name: "New category's name" })).toBeVisible();

    // Europe's list view (its classes run from Hamburg, on Hamburg's clock): next week's classes in
    // Hamburg's time beside Eastern Time, and no page size to choose.
    await page.goto('/admin/training-schedule-eu/online?view=list');
    await page.getByRole('button', { name: 'Next week' }).click();
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    await expect(table.getByText(/there\)$/).first()).toBeVisible();
    await expect(page.getByText('Rows per page')).toBeHidden();

    // The week's CSV: the same classes, each with its Eastern time and Hamburg's clock.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^training-schedule-eu-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path()) ?? '', 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'ID,Date,Time (Eastern),Location,Time at the location,Duration (minutes),Topic,Series,Class type,Language,Capacity,Seats taken,Waitlist,Awaiting approval,Cancelled,Class link',
    );
    // The list may still show the week before while the shown week's classes load: waited for.
    await expect(table.getByRole('row')).toHaveCount(lines.length);
    for (const line of lines.slice(1)) expect(line).toMatch(/Europe\/Berlin/);

    await page.setViewportSize({ width: 375, height: 800 });
    await switchStaffToSpanish(page);
    await expect(table.getByText(/allí\)$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  });

  test("a weekly Hamburg class typed in Hamburg's clock falls on Hamburg's weekday and hour", async ({ page }) => {
    // A Tuesday at 03:00 in Hamburg, two months on: Monday evening in Eastern Time.
    const tuesday = new Date(Date.now() + 60 * 86_400_000);
    tuesday.setUTCDate(tuesday.getUTCDate() + ((9 - tuesday.getUTCDay()) % 7));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const weekLater = new Date(tuesday.getTime() + 7 * 86_400_000);
    const sunday = new Date(tuesday.getTime() - 2 * 86_400_000);
    const topic = `Night shift ${Date.now()}`;

    await openAsStaff(page, '/admin/training-schedule-eu/hamburg');
    await page.getByRole('button', { name: 'New class' }).click();
    const form = page.getByRole('dialog', { name: 'New class' });
    await form.getByText("The location's time (Europe/Berlin)").click();
    await expect(form.getByRole('radio', { name: "The location's time (Europe/Berlin)" })).toBeChecked();
    await form.getByLabel(/^Date/).fill(day(tuesday));
    await form.getByLabel(/^Start time/).fill('03:00');
    await form.getByLabel(/^Topic/).fill(topic);
    await form.getByLabel('Repeat weekly').check();
    await form.locator('label').filter({ hasText: /^Tue$/ }).click();
    await form.getByLabel(/^Until/).fill(day(weekLater));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The classes are created.')).toBeVisible();

    await page.goto(`/admin/training-schedule-eu/hamburg?view=list&week=${day(sunday)}`);
    const row = page.getByRole('table').first().getByRole('row').filter({ hasText: topic });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByText(/\(3:00 AM GMT\+\d there\)$/)).toBeVisible();
    const monday = new Date(tuesday.getTime() - 86_400_000);
    await expect(row).toContainText(
      `${String(monday.getUTCMonth() + 1).padStart(2, '0')}/${String(monday.getUTCDate()).padStart(2, '0')}/`,
    );
  });
});
