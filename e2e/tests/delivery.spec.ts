import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { createContact } from './factories.ts';
import { openSignedIn, skipFirstTimeModal } from './helpers.ts';

/** The texts files (build/chunks.ts: `texts-<lang>[-<area>]`) the page downloads from now on. */
function textsDownloaded(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(texts-[a-z]{2}(?:-customer|-admin)?)-[\w-]{8}\.js$/.exec(
      new URL(request.url()).pathname,
    )?.[1];
    if (name) files.push(name);
  });
  return files;
}

test.describe('what a screen downloads and how it is named', { tag: '@lighthouse' }, () => {
  test("a reader downloads only their language's texts, a switch fetches the other's, and the tab names the screen in it", async ({
    page,
  }) => {
    // A contact of its own: the language chosen is stored on the account.
    const { email } = await createContact(page.request, { company: 'other', tag: 'texts' });
    await skipFirstTimeModal(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const texts = textsDownloaded(page);
    await openSignedIn(page, { email }, '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Setting' })).toBeVisible();
    await expect(page).toHaveTitle('Account Setting · Owner Portal');
    expect(texts.sort()).toEqual(['texts-en', 'texts-en-customer']);

    await page.getByRole('combobox', { name: 'Preferred language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page).toHaveTitle('Configuración de la cuenta · Portal de Propietarios');
    expect(texts.filter((name) => name.startsWith('texts-es')).sort()).toEqual(['texts-es', 'texts-es-customer']);
    await page.getByRole('navigation').getByRole('link', { name: 'Mis pedidos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    await expect(page).toHaveTitle('Mis pedidos · Portal de Propietarios');

    // On a phone, the next visit is in Spanish from the start: no English texts at all.
    await page.setViewportSize({ width: 375, height: 740 });
    texts.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    await expect(page).toHaveTitle('Mis pedidos · Portal de Propietarios');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(texts.sort()).toEqual(['texts-es', 'texts-es-customer']);
  });

  test('/robots.txt and /favicon.ico are a text file and an icon, not the app page', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Disallow: /');
    const icon = await request.get('/favicon.ico');
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
