import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectNoSeriousA11yViolations, searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { unique } from './factories.ts';

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'seed-media');

test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

/** Picks an option of a Mantine select inside `scope`. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  // A required field's label ends with an asterisk.
  await scope.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test(
  'admin adds a product with a thumbnail and a PDF resource, and deletes it; an owned product is kept',
  { tag: '@products' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Laser ${unique()}`;
    await openAsStaff(page, '/admin/products');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Add product' }).click();
    const add = page.getByRole('dialog', { name: 'Add product' });
    await add.getByLabel('Display name').fill(name);
    await add.getByRole('textbox', { name: /^Name/ }).fill(name.toLowerCase());
    await choose(page, add, 'Series', 'Hooping Systems');
    await add.locator('input[type=file]').first().setInputFiles(join(MEDIA, 'poster-dtg.jpg'));
    await expect(add.getByRole('img', { name: 'Current image' })).toBeVisible();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();

    await searchTableUntilOnly(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('img', { name: `Thumbnail of ${name}` })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    await expect(edit.getByText('No resources in this language.')).toBeVisible();
    await edit.getByLabel('Title').fill('Setup guide');
    await edit.locator('input[type=file]').nth(1).setInputFiles(join(MEDIA, 'ri-maintenance-guide-en.pdf'));
    await expect(edit.getByRole('link', { name: 'Open the current file' })).toBeVisible();
    await edit.getByRole('button', { name: 'Add English resource' }).click();
    await expect(edit.getByRole('link', { name: 'Setup guide' })).toBeVisible();
    // An edit is saved where the server takes it (POST admin/products/{id}/save), not lost.
    await edit.getByLabel('Display name').fill(`${name} v2`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Not found.')).toHaveCount(0);
    await expect(row).toContainText(`${name} v2`);
    await expect(row).toContainText('1');

    await page.getByRole('button', { name: `Actions for ${name} v2` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);

    await searchTableUntilOnly(page, 'Persona PRO 1501');
    await page.getByRole('button', { name: 'Actions for Persona PRO 1501 Embroidery Machine' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/This product is owned by \d+ customers? and cannot be deleted\./)).toBeVisible();
  },
);

test(
  'admin adds a pre-training video with a checklist and a quiz, finds it by language, plays and seeks it, edits and deletes it',
  { tag: '@training' },
  async ({ page }) => {
    test.setTimeout(150_000);
    const title = `Hoop care ${unique()}`;
    await openAsStaff(page, '/admin/pre-training');
    await expect(page.getByRole('heading', { name: 'Pre-training' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Add video' }).click();
    const add = page.getByRole('dialog', { name: 'Add video' });
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Description').fill('Keep the hoops clean.');
    await choose(page, add, 'Series', 'Hooping Systems');
    await choose(page, add, 'Language', 'Spanish');
    await add.getByLabel('Length (seconds)').fill('8');
    await add.locator('input[type=file]').first().setInputFiles(join(MEDIA, 'clip-threading.mp4'));
    await expect(add.getByRole('link', { name: 'Open the current file' })).toBeVisible({ timeout: 20_000 });
    await add.getByRole('button', { name: 'Add item' }).click();
    await add.getByLabel('Checklist item 1').fill('Wipe the hoop');
    await add.getByRole('button', { name: 'Add item' }).click();
    await add.getByLabel('Checklist item 2').fill('Check the magnets');
    await add.getByRole('button', { name: 'Move item 2 up' }).click();
    await expect(add.getByLabel('Checklist item 1')).toHaveValue('Check the magnets');
    await add.getByRole('switch', { name: 'This video has a quiz' }).check({ force: true });
    await add.getByLabel('Question 1', { exact: true }).fill('How often do you wipe the hoop?');
    await add.getByLabel('Answer 1 of question 1', { exact: true }).fill('Every week');
    await add.getByLabel('Answer 2 of question 1', { exact: true }).fill('Never');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();

    const main = page.getByRole('main');
    await choose(page, main, 'Series', 'Hooping Systems');
    await choose(page, main, 'Language', 'Spanish');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('2 checklist items');
    await choose(page, main, 'Language', 'English');
    await expect(row).toHaveCount(0);
    await choose(page, main, 'Language', 'Spanish');

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Check the magnets')).toBeVisible();
    await expect(page.getByText('How often do you wipe the hoop?')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const seeked = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
          v.currentTime = 5;
        }),
    );
    expect(seeked).toBeGreaterThan(4);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/pre-training\/edit\/\d+$/);
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Remove item 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `${title} v2` })).toBeVisible();
    await expect(page.getByText('Wipe the hoop', { exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByRole('button', { name: `Actions for ${title} v2` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete video' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  },
);

test(
  'service staff see none of the content screens and are sent to /admin from them',
  { tag: ['@products', '@training'] },
  async ({ page }) => {
    await openAsStaff(page, '/admin', 'service@demo.test');
    const nav = page.locator('#shell-navigation');
    await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
    for (const label of ['Products', 'Accessories', 'Pre-training', 'Training Videos', 'Post Training Videos']) {
      await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
    }
    for (const path of [
      '/admin/products',
      '/admin/products/series',
      '/admin/accessories',
      '/admin/pre-training',
      '/admin/training-videos/view/1',
      '/admin/post-training-videos/edit/1',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/admin');
    }
  },
);

const SCREENS: [string, string, string, string][] = [
  ['/admin/products', 'Products', 'Ri 2000 DTG Printer', '@products'],
  ['/admin/accessories', 'Accessories', 'Cleaning Kit', '@products'],
  ['/admin/products/series', 'Series', 'Vision DTG Printers', '@products'],
  ['/admin/products/categories', 'Series categories', 'Software', '@products'],
  ['/admin/products/machine-types', 'Machine types', 'Embroidery', '@products'],
  ['/admin/products/templates', 'Class templates', 'Chroma digitizing 101', '@products'],
  [
    '/admin/post-training-videos?lang_code=es',
    'Post Training Videos',
    'Mantenimiento diario en cinco minutos',
    '@training',
  ],
];
for (const [path, heading, rowText, tag] of SCREENS) {
  test(`the ${heading} screen at 1280 px`, { tag }, async ({ page }) => {
    await openAsStaff(page, path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('row').filter({ hasText: rowText }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');
  });
}
