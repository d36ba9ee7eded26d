import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { openAsCustomer, skipFirstTimeModal } from './helpers.ts';
import { createContact } from './factories.ts';

/** A shipping date as the delivery estimate writes it, e.g. March 31, 2026. */
function longDate(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An order's date as the seed makes it (days before today, UTC), in the lists' M/d/yy form. */
function orderDate(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear()).slice(2)}`;
}

test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

test(
  'the dashboard shows the demo owner’s seeded facts',
  { tag: ['@giftcards', '@events', '@products', '@orders'] },
  async ({ page }) => {
    await openAsCustomer(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    const giftCards = page.getByRole('region', { name: 'Gift card balance' });
    await expect(giftCards.getByTestId('giftcard-total')).toHaveText('$185.75');

    const events = page.getByRole('region', { name: 'Event codes' });
    const unredeemed = events.getByTestId('event-ISSLB-7F3K');
    await expect(unredeemed.getByRole('link', { name: /Claim your ticket/ })).toHaveAttribute(
      'href',
      /^https:\/\/.+ISSLB-7F3K/,
    );
    await expect(unredeemed.getByText('REDEEMED')).toHaveCount(0);
    await expect(events.getByTestId('event-PUE-2H9Q').getByText('REDEEMED')).toBeVisible();
    await expect(events.getByTestId('event-PUE-2H9Q').getByRole('link')).toHaveCount(0);

    const products = page.getByRole('region', { name: 'My products' });
    await expect(products.getByRole('article')).toHaveCount(4);

    const lastOrder = page.getByRole('region', { name: 'Last order' });
    await expect(lastOrder.getByRole('link', { name: 'View order SO-101502' })).toBeVisible();
    await expect(lastOrder.locator('li[aria-current="step"]')).toContainText('Packed');
    await expect(lastOrder.getByText(/Your items are expected to ship on/)).toBeVisible();

    const rep = page.getByRole('region', { name: 'Your sales rep' });
    await expect(rep.getByText('Maria Lopez')).toBeVisible();
    await expect(rep.getByRole('link', { name: /\(407\) 555 - 0101/ })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Offers' })).toBeVisible();
  },
);

test(
  'a product opens with its serial numbers, pre-training entry, accessories and resources',
  { tag: '@products' },
  async ({ page }) => {
    await openAsCustomer(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Products' }).click();
    await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
    await expect(page.getByText('Chroma legacy')).toBeVisible();
    await page.getByRole('link', { name: 'Persona PRO 1501 Embroidery Machine' }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Persona PRO 1501 Embroidery Machine' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your units' })).toContainText('PRS1501-00482');
    await expect(page.getByRole('table', { name: 'Your units' })).toContainText(orderDate(610));
    // No test moves the demo owner's own pre-training on (the training spec works through it as a colleague).
    await expect(page.getByRole('link', { name: 'Start pre-training', exact: true })).toHaveAttribute(
      'href',
      /^\/training\/\d+$/,
    );
    const shop = page.getByRole('link', { name: /Shop Cap Frame Kit/ });
    await expect(shop).toHaveAttribute('href', 'https://shop.example.com/cap-frame-kit');
    await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: /Persona PRO quick start/ })).toHaveAttribute(
      'href',
      'https://support.example.com/persona-pro/quick-start',
    );
  },
);

test('an order and a fulfilment with a USPS tracking link', { tag: '@orders' }, async ({ page }) => {
  await openAsCustomer(page, '/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const row = page.getByRole('row', { name: /SO-101044/ });
  await expect(row).toContainText(orderDate(240));
  await row.getByRole('link', { name: 'SO-101044' }).click();
  await expect(page.getByRole('heading', { name: 'Order# SO-101044' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('link', { name: 'Fulfillment# IF-101044-1' }).click();
  await expect(page.getByRole('heading', { name: 'Fulfillment# IF-101044-1' })).toBeVisible();
  await expect(page.getByText('USPS', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /9400111899223197428490/ })).toHaveAttribute(
    'href',
    'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
  );
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('RI2K-55012');
  await expect(page.locator('li[aria-current="step"]')).toContainText('Shipped');
  await expect(page.getByText(`Your item shipped on ${longDate(240 - 4)}.`, { exact: false })).toBeVisible();
});

test(
  'transactions filter by a preset and export exactly those rows as CSV',
  { tag: '@transactions' },
  async ({ page }) => {
    await openAsCustomer(page, '/transactions');
    await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
    // The count is said once, by the table: "46 results".
    const count = page.getByText(/^\d+ results?$/);
    const all = Number((await count.textContent())?.replace(/\D/g, ''));
    expect(all).toBeGreaterThanOrEqual(40);

    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'This year' }).click();
    await expect(page).toHaveURL(/range=thisYear/);
    await expect(count).not.toHaveText(`${all} results`);
    const filtered = Number((await count.textContent())?.replace(/\D/g, ''));
    expect(filtered).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    // UTF-8 with a byte-order mark, so Excel reads it as such; the header in the reader's language.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Document number,Type,Status,Memo,Order number,Amount');
    expect(lines.length - 1).toBe(filtered);
    const year = String(new Date().getFullYear());
    for (const line of lines.slice(1)) expect(line.startsWith(year)).toBeTruthy();

    await page.getByRole('table', { name: 'Transaction History' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  },
);

test('gift cards show each card and the total', { tag: '@giftcards' }, async ({ page }) => {
  await openAsCustomer(page, '/giftcards');
  await expect(page.getByTestId('giftcards-total')).toHaveText('$185.75');
  await expect(page.getByText('$150.25')).toBeVisible();
  await expect(page.getByText('$35.50')).toBeVisible();
});

test('a notification marked read is gone after a reload', { tag: '@notifications' }, async ({ page }) => {
  const { email } = await createContact(page.request, { company: 'owner', tag: 'bell-read' });
  await openAsCustomer(page, '/', email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const items = dialog.getByRole('list', { name: 'Pending notifications' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  const title = (await items.first().locator('p').first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Mark as read', description: title }).click();
  await expect(dialog.getByText(title, { exact: true })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(dialog).toBeVisible();
  if (before > 1) await expect(items).toHaveCount(before - 1);
  else await expect(dialog.getByText('Nothing pending :)')).toBeVisible();
  await expect(dialog.getByText(title, { exact: true })).toHaveCount(0);
});

test(
  'switching the language to Spanish shows the dashboard in Spanish',
  { tag: ['@account', '@languages'] },
  async ({ page }) => {
    const { email } = await createContact(page.request, { company: 'owner', tag: 'lang' });
    await openAsCustomer(page, '/', email);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('combobox', { name: 'Preferred language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Idioma' })).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Panel' }).click();
    await expect(page.getByRole('heading', { name: 'Códigos de eventos' })).toBeVisible();
    await expect(page.getByText('CANJEADO')).toBeVisible();
    await expect(page.getByText(/Está previsto que sus artículos se envíen el/)).toBeVisible();

    // The language is stored on the user: it survives a reload with the reissued token.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Códigos de eventos' })).toBeVisible();
  },
);
