import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { openAsFreshContact, WIDTHS } from './ux-helpers.ts';

test.describe.configure({ timeout: 90_000 });

for (const width of WIDTHS) {
  test(`a refused password link is explained in Spanish, never in the server's English (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => window.localStorage.setItem('owner-portal.language', 'es'));
    await page.goto('/auth/password/reset?token=not-a-real-token');
    await page.getByLabel(/^Nueva contraseña/).fill('a-new-password-123');
    await page.getByLabel(/^Confirme la nueva contraseña/).fill('a-new-password-123');
    await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
    await expect(page.getByText('Este enlace de contraseña no es válido o ha caducado.').first()).toBeVisible();
    await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
  });
}

test('a Spanish owner in Europe exports a CSV their Excel opens: UTF-8 with a BOM, semicolons, Spanish header', async ({
  page,
}) => {
  await openAsFreshContact(page, { lang: 'es', company: 'europe', tag: 'csv-eu-es', path: '/transactions' });
  await expect(page.getByRole('cell', { name: /\$/ }).first()).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const text = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Fecha;Número de documento;Tipo;Estado;Nota;Número de pedido;Importe');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2};.*;-?\d+,\d{2}$/);
});
