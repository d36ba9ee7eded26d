import { expect, test } from './test.ts';
import { expectNoSeriousA11yViolations, switchStaffToSpanish } from './admin-e2e-helpers.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';

test.describe('service desk search', { tag: '@search' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('an agent finds an owner by a serial number typed in the header, opens the unit and sees the training state (1280 and 375 px, en and es)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openAsStaff(page, '/admin', 'service@demo.test');

    // 1280 px, English: the box in the header, results after the pause, Enter opens the first.
    const box = page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search contacts, companies, serial numbers and orders' });
    await box.fill('chi-7731');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await expect(listbox.getByRole('option', { name: /CHI-7731-2210/ })).toBeVisible();
    await expect(listbox).toContainText('Units (serial numbers)');
    await expect(listbox).toContainText('Stitch & Thread Co.');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/admin\/customers\/units\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unit CHI-7731-2210' })).toBeVisible();
    const unitUrl = page.url();
    await expect(page.getByRole('link', { name: 'Stitch & Thread Co.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Training state' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Olivia Owner owner@demo.test' })).toBeVisible();
    const classes = page.getByRole('region', { name: 'Live training' });
    await expect(classes.getByText('Attended')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The order behind it, with its items' serials linking back to their units.
    await page.getByRole('link', { name: 'SO-100587' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order# SO-100587' })).toBeVisible();
    await expect(page.getByRole('link', { name: '794644790132 (opens in a new tab)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CHL-0099-1187' })).toBeVisible();
    await page.getByRole('link', { name: 'CHI-7731-2210' }).click();
    await expect(page).toHaveURL(unitUrl);

    // 375 px, Spanish: a button opens the search in a dialog; tapping a result opens it.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin');
    await switchStaffToSpanish(page);
    await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar' });
    const phoneBox = dialog.getByRole('combobox', { name: 'Buscar contactos, empresas, números de serie y pedidos' });
    await expect(phoneBox).toBeFocused();
    await phoneBox.pressSequentially('CHI-7731');
    await expect(page.getByText('Equipos (números de serie)')).toBeVisible();
    await page.getByRole('option', { name: /CHI-7731-2210/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Equipo CHI-7731-2210' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Estado de la capacitación' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Capacitación en vivo' }).getByText('Asistió')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await cellsOffScreen(page)).toEqual([]);
  });

  test('the search lists nothing a role may not open: accounting has no search box', async ({ page }) => {
    await openAsStaff(page, '/admin/account', 'accounting@demo.test');
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Search contacts/ })).toHaveCount(0);
  });
});
