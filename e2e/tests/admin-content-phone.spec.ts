import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { axeFindings } from './a11y-helpers.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectFullyVisible, expectNoSidewaysScroll } from './phone-helpers.ts';
import { switchStaffToSpanish } from './admin-e2e-helpers.ts';

// The content screens on a 375 px phone, in Spanish.
const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'seed-media');

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

/** Signs the admin in and opens `path` on a phone. */
async function openOnPhone(page: Page, path: string, heading: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsStaff(page, path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 20_000 });
}

/** The row is a card: its cells stand one under another inside the screen, each with its column's label. */
async function expectCard(page: Page, row: Locator, labels: string[]) {
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').evaluateAll((tds) =>
    tds.map((td) => {
      const rect = td.getBoundingClientRect();
      return {
        left: rect.left,
        right: rect.right,
        top: rect.top,
        display: getComputedStyle(td).display,
        label: getComputedStyle(td, '::before').content.replace(/^"|"$/g, ''),
      };
    }),
  );
  const width = page.viewportSize()!.width;
  for (const cell of cells) {
    expect(cell.display).not.toBe('table-cell');
    expect(cell.left).toBeGreaterThanOrEqual(0);
    expect(cell.right).toBeLessThanOrEqual(width);
  }
  for (let i = 1; i < cells.length; i++) expect(cells[i]!.top).toBeGreaterThan(cells[i - 1]!.top);
  expect(cells.map((c) => c.label)).toEqual(expect.arrayContaining(labels));
  await expectNoSidewaysScroll(page);
}

/** An image upload in the dialog takes a file and shows it, its control inside the screen. */
async function expectImageUploadWorks(page: Page, dialog: Locator) {
  const field = dialog.getByRole('button', { name: /^Miniatura/ });
  await field.scrollIntoViewIfNeeded();
  const box = (await field.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await dialog.locator('input[type=file]').first().setInputFiles(join(MEDIA, 'poster-dtg.jpg'));
  await expect(dialog.getByRole('img', { name: 'Imagen actual' })).toBeVisible({ timeout: 20_000 });
}

/** [path, English heading, Spanish heading, a seeded row, Spanish card labels, the Spanish add dialog]. */
const WITH_THUMBNAILS: [string, string, string, string, string[], string][] = [
  [
    '/admin/products',
    'Products',
    'Productos',
    'Ri 2000 DTG Printer',
    ['Serie', 'Tipo de máquina', 'Accesorios'],
    'Añadir producto',
  ],
  ['/admin/accessories', 'Accessories', 'Accesorios', 'Cleaning Kit', ['Tienda', 'Productos'], 'Añadir accesorio'],
];
for (const [path, heading, headingEs, rowText, labels, add] of WITH_THUMBNAILS) {
  test(
    `${heading.toLowerCase()} on a phone in Spanish: rows are cards, the add dialog fits and its thumbnail uploads`,
    { tag: '@products' },
    async ({ page }) => {
      await openOnPhone(page, path, heading);
      await switchStaffToSpanish(page);
      await expect(page.getByRole('heading', { name: headingEs, exact: true })).toBeVisible();
      await expectCard(page, page.getByRole('row').filter({ hasText: rowText }).first(), labels);
      expect(await axeFindings(page, { include: 'main' })).toEqual([]);

      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: add });
      await expectFullyVisible(page, dialog);
      await expectImageUploadWorks(page, dialog);
    },
  );
}

test(
  'series on a phone in Spanish: rows are cards and the edit dialog fits',
  { tag: '@products' },
  async ({ page }) => {
    await openOnPhone(page, '/admin/products/series', 'Series');
    await switchStaffToSpanish(page);
    await expect(page.getByRole('button', { name: 'Añadir serie' })).toBeVisible();
    await expectCard(page, page.getByRole('row').filter({ hasText: 'Vision DTG Printers' }).first(), [
      'Categoría',
      'Productos',
      'Videos',
    ]);
    expect(await axeFindings(page, { include: 'main' })).toEqual([]);

    await page.getByRole('button', { name: 'Acciones para Vision DTG Printers' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar serie' });
    await expectFullyVisible(page, dialog);
    await expect(dialog.getByLabel('Nombre')).toHaveValue('Vision DTG Printers');
    await expect(dialog.getByRole('checkbox', { name: 'Tiene capacitación' })).toBeChecked();
  },
);

test(
  'a video list, view and edit page on a phone in Spanish: cards, the player and the upload fit',
  { tag: '@training' },
  async ({ page }) => {
    const title = 'Mantenimiento diario en cinco minutos';
    await openOnPhone(page, '/admin/post-training-videos?lang_code=es', 'Post Training Videos');
    await switchStaffToSpanish(page);
    await expect(page.getByRole('heading', { name: 'Videos de post-capacitación' })).toBeVisible();
    await expectCard(page, page.getByRole('row').filter({ hasText: title }), ['Serie', 'Duración']);
    expect(await axeFindings(page, { include: 'main' })).toEqual([]);

    await page.getByRole('button', { name: `Acciones para ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Ver' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const player = (await page.locator('video').boundingBox())!;
    expect(player.x).toBeGreaterThanOrEqual(0);
    expect(player.x + player.width).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
    expect(await axeFindings(page, { include: 'main' })).toEqual([]);

    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/admin\/post-training-videos\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
    // Both source choices are read whole, not cut off at the screen's edge.
    const clipped = await page
      .getByRole('radiogroup', { name: 'Origen del video' })
      .locator('label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(clipped).toEqual([]);
    const upload = page.getByRole('button', { name: /^Subir un video/ });
    await upload.scrollIntoViewIfNeeded();
    const box = (await upload.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
    expect(await axeFindings(page, { include: 'main' })).toEqual([]);
  },
);
