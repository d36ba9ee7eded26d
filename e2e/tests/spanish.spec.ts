import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { adminHeaders } from './factories.ts';
import { openAsFreshContact, WIDTHS } from './ux-helpers.ts';

test.describe.configure({ timeout: 90_000 });

for (const width of WIDTHS) {
  test(
    `Spanish validation, labels, statuses and tracker (${width} px)`,
    { tag: ['@orders', '@account', '@transactions'] },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAsFreshContact(page, { lang: 'es', tag: `es-${width}` });

      // The fulfilment tracker's four labels sit side by side without touching.
      const tracker = page.getByRole('list', { name: 'Progreso del envío' }).first();
      await expect(tracker).toBeVisible({ timeout: 20_000 });
      const boxes = await tracker.locator('[data-step-label]').evaluateAll((labels) =>
        labels.map((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          const box = range.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
      );
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);

      // Validation messages name the field in Spanish; the password toggle is labelled in Spanish.
      await page.goto('/account');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(page.getByText('La contraseña actual es obligatoria.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }).first()).toBeAttached();
      await expect(page.getByText(/Toggle password visibility|is required/)).toHaveCount(0);

      // Transaction statuses the ERP sends in English are shown in Spanish.
      await page.goto('/transactions');
      await expect(page.getByRole('cell', { name: /(Abierta|Pagada por completo|Aplicado)$/ }).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('cell', { name: /^(Open|Paid In Full|Applied)$/ })).toHaveCount(0);
    },
  );
}

test(
  'a European owner reads European amounts and dates; a US one keeps the US formats ($1,234.50, M/d/yy)',
  { tag: '@transactions' },
  async ({ page }) => {
    await openAsFreshContact(page, { lang: 'es', company: 'europe', tag: 'eu-es', path: '/transactions' });
    const amount = page.getByRole('cell', { name: /\$/ }).first();
    await expect(amount).toHaveText(/^-?[\d.]+,\d{2}\s\$$/);
    await expect(page.getByRole('cell', { name: /^\d{1,2}\/\d{1,2}\/\d{2}$/ }).first()).toBeVisible();
  },
);

test(
  'notifications are written in both languages, read in the reader’s, and aimed at US or EU',
  { tag: '@notifications' },
  async ({ browser, page }) => {
    const stamp = Date.now();
    // Staff write one through the form, in both languages, for US customers only.
    await skipFirstTimeModal(page);
    await openAsStaff(page, '/admin/notifications');
    await page.getByRole('button', { name: 'New notification' }).click();
    const form = page.getByRole('dialog', { name: 'New notification' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Open house ${stamp}`);
    await form.getByRole('textbox', { name: 'Content', exact: true }).fill('Visit our showroom.');
    await form.getByRole('textbox', { name: 'Title in Spanish' }).fill(`Puertas abiertas ${stamp}`);
    await form.getByRole('textbox', { name: 'Content in Spanish' }).fill('Visite nuestra sala de exposición.');
    await form.getByRole('combobox', { name: 'Who sees it' }).click();
    await page.getByRole('option', { name: 'US customers only' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const headers = await adminHeaders(page.request);
    const list = await page.request.get(`/api/admin/notifications?search=${stamp}`, { headers });
    const [created] = ((await list.json()) as { data: { id: number; audience: string; title_es: string }[] }).data;
    expect(created).toMatchObject({ audience: 'us', title_es: `Puertas abiertas ${stamp}` });
    await page.request.patch(`/api/admin/notifications/${created!.id}/publish`, { headers });

    // A Spanish US owner reads it in Spanish.
    const baseURL = test.info().project.use.baseURL;
    const us = await browser.newPage({ baseURL });
    await openAsFreshContact(us, { lang: 'es', tag: 'bell-us' });
    await us.getByRole('button', { name: /^Notificaciones/ }).click();
    const dialog = us.getByRole('dialog', { name: 'Notificaciones' });
    await expect(dialog.getByText(`Puertas abiertas ${stamp}`, { exact: true })).toBeVisible();
    await us.close();

    // An EU owner never gets it, nor the demo's pre-training notice.
    const eu = await browser.newPage({ baseURL });
    await openAsFreshContact(eu, { lang: 'en', company: 'europe', tag: 'bell-eu' });
    await eu.getByRole('button', { name: /^Notifications/ }).click();
    const euDialog = eu.getByRole('dialog', { name: 'Notifications' });
    await expect(euDialog.getByText('Trade show discount', { exact: true })).toBeVisible();
    await expect(euDialog.getByText(`Open house ${stamp}`, { exact: true })).toHaveCount(0);
    await expect(euDialog.getByText('New pre-training videos', { exact: true })).toHaveCount(0);
    await eu.close();
  },
);
