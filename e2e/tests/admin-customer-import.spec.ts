import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { unique } from './factories.ts';
import { expectNoSidewaysScroll } from './phone-helpers.ts';
import { switchStaffToSpanish } from './admin-e2e-helpers.ts';

/** A CSV of 1,000 contacts in companies of ten; ten rows break a rule (an email, a phone, a subsidiary). */
function customersCsv(tag: string): string {
  const bad = [3, 100, 205, 317, 420, 555, 638, 777, 861, 999];
  const lines = ['Company,Subsidiary,First name,Last name,Email,Phone,Internal ID,Language'];
  for (let i = 0; i < 1000; i++) {
    const kind = bad.indexOf(i) % 3;
    const email = bad.includes(i) && kind === 0 ? `broken-${i}` : `${tag}.c${i}@example.test`;
    const phone = bad.includes(i) && kind === 1 ? '' : `305-555-${String(i).padStart(4, '0')}`;
    const subsidiary = bad.includes(i) && kind === 2 ? 'Europe' : i % 7 === 0 ? '3' : '1';
    lines.push(
      `${tag} Company ${Math.floor(i / 10)},${subsidiary},First${i},Last${i},${email},${phone},,${i % 2 ? 'es' : 'en'}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const TEXT = {
  en: {
    file: 'Spreadsheet',
    upload: 'Upload',
    previewBad: '1 of these rows has errors and will not be imported.',
    start: 'Import',
    finished: (file: string) => `Import of ${file} finished`,
    created: '990 contacts added',
    rejected: '10 rows rejected',
    report: 'Download rejected rows (CSV)',
    header: 'Row,Email,Company,Reason',
    another: 'Import another file',
  },
  es: {
    file: 'Hoja de cálculo',
    upload: 'Subir',
    previewBad: '1 de estas filas tiene errores y no se importará.',
    start: 'Importar',
    finished: (file: string) => `Importación de ${file} terminada`,
    created: '990 contactos añadidos',
    rejected: '10 filas rechazadas',
    report: 'Descargar filas rechazadas (CSV)',
    header: 'Fila,Correo electrónico,Empresa,Motivo',
    another: 'Importar otro archivo',
  },
};

/** Uploads a 1,000-row file with 10 bad rows, imports it without fixing anything, and reads the report. */
async function importWithTenBad(page: Page, lang: 'en' | 'es') {
  const text = TEXT[lang];
  const tag = `imp${unique()}`;
  const name = `${tag}.csv`;
  await expect(page.getByText(text.file, { exact: true })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(customersCsv(tag)) });
  await page.getByRole('button', { name: text.upload }).click();
  // The preview: the first rows as the remembered (or recognised) columns read them, row 5's error shown.
  await expect(page.getByText(text.previewBad)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: 'broken-3' })).toBeVisible();
  await page.getByRole('button', { name: text.start, exact: true }).click();
  await expect(page.getByRole('heading', { name: text.finished(name) })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(text.created)).toBeVisible();
  await expect(page.getByText(text.rejected)).toBeVisible();
  await expectNoSidewaysScroll(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.report }).click();
  const report = readFileSync((await (await download).path()) ?? '', 'utf8');
  const lines = report
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(text.header);
  expect(lines).toHaveLength(11);
  return name;
}

test.describe('customer import', { tag: '@customers' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('an admin imports 1,000 rows with 10 bad ones: 990 in and a report of 10, at 1280 and 375 px, in English and Spanish', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsStaff(page, '/admin/customers');
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Import customers' })).toBeVisible({ timeout: 20_000 });
    const file = await importWithTenBad(page, 'en');

    // After a reload the page finds the import again.
    await page.reload();
    await expect(page.getByRole('heading', { name: TEXT.en.finished(file) })).toBeVisible({ timeout: 20_000 });

    await page.setViewportSize({ width: 375, height: 812 });
    await switchStaffToSpanish(page);
    await page.getByRole('button', { name: TEXT.es.another }).click();
    await importWithTenBad(page, 'es');
  });
});
