import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Route } from '@playwright/test';
import { expect, test } from './test.ts';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectNoSidewaysScroll } from './phone-helpers.ts';
import { openAsFreshContact } from './ux-helpers.ts';
import { switchStaffToSpanish } from './admin-e2e-helpers.ts';

// Resumable video uploads with progress and Cancel, captions, and printed documents: 1280 px in
// English and 375 px in Spanish inside each test.
const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'seed-media');
const RESUMABLE = '**/api/admin/uploads/video/resumable/*';

const SCREENS = [
  { width: 1280, lang: 'en' },
  { width: 375, lang: 'es' },
] as const;

const TEXT = {
  en: {
    add: 'Add video',
    current: 'Open the current file',
    cancel: 'Cancel upload',
    cancelled: 'Upload cancelled: nothing was kept.',
    percent: '0%',
    close: 'Close',
  },
  es: {
    add: 'Añadir video',
    current: 'Abrir el archivo actual',
    cancel: 'Cancelar subida',
    cancelled: 'Subida cancelada: no se guardó nada.',
    percent: '0 %',
    close: 'Cerrar',
  },
} as const;

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

test(
  'a video upload resumes after a dropped connection, shows its progress and cancels; captions upload beside it',
  { tag: '@uploads' },
  async ({ page }) => {
    for (const { width, lang } of SCREENS) {
      const text = TEXT[lang];
      await page.setViewportSize({ width, height: 812 });
      await openAsStaff(page, '/admin/post-training-videos');
      if (lang === 'es') await switchStaffToSpanish(page);
      await page.getByRole('button', { name: text.add }).click();
      const dialog = page.getByRole('dialog', { name: text.add });
      const files = dialog.locator('input[type=file]');

      // The first PATCH's connection drops: the client asks the server where it stands and goes on.
      const seen: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/uploads/video/resumable')) seen.push(r.method());
      });
      let dropped = false;
      await page.route(RESUMABLE, async (route: Route) => {
        if (route.request().method() === 'PATCH' && !dropped) {
          dropped = true;
          return route.abort('connectionreset');
        }
        return route.continue();
      });
      await files.nth(0).setInputFiles(join(MEDIA, 'clip-threading.mp4'));
      await expect(dialog.getByRole('link', { name: text.current })).toHaveCount(1, { timeout: 30_000 });
      expect(dropped).toBe(true);
      expect(seen.filter((m) => m === 'PATCH').length).toBeGreaterThanOrEqual(2);
      expect(seen).toContain('HEAD');
      await page.unroute(RESUMABLE);

      // A slow connection: the bar, its percentage and Cancel; Cancel removes the partial upload.
      await page.route(RESUMABLE, async (route: Route) => {
        if (route.request().method() === 'PATCH') return; // never answered: the bytes are "on their way"
        return route.continue();
      });
      const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/resumable/'));
      await files.nth(0).setInputFiles(join(MEDIA, 'clip-hooping.mp4'));
      const progress = dialog.getByTestId('upload-progress');
      await expect(progress).toBeVisible();
      // The bar itself is as wide as what was sent (nothing yet); it says so to a screen reader.
      await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0%');
      await expect(progress.getByText(text.percent, { exact: false })).toBeVisible();
      await expect(progress.getByRole('button', { name: text.cancel })).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await progress.getByRole('button', { name: text.cancel }).click();
      expect((await deleted).status()).toBe(204);
      await expect(dialog.getByText(text.cancelled)).toBeVisible();
      await expect(progress).toHaveCount(0);
      await page.unroute(RESUMABLE);

      // Captions in English go up beside the video (the third file field, after the poster).
      await files.nth(2).setInputFiles(join(MEDIA, 'clip-maintenance-en.vtt'));
      await expect(dialog.getByRole('link', { name: text.current })).toHaveCount(2, { timeout: 20_000 });
      await dialog.getByRole('button', { name: text.close }).first().click();
      await expect(dialog).toBeHidden();
    }
  },
);

test(
  'the owner’s post-training video plays with captions, their own language first',
  { tag: '@uploads' },
  async ({ page }) => {
    for (const { width, lang } of SCREENS) {
      await page.setViewportSize({ width, height: 812 });
      await openAsFreshContact(page, { lang, tag: `captions-${lang}`, path: '/post-training' });
      await page.getByRole('article').filter({ hasText: 'Persona PRO 1501' }).getByRole('link').first().click();
      const tracks = page.locator('video track[kind=captions]');
      await expect(tracks.first()).toBeAttached({ timeout: 20_000 });
      await expect(tracks.first()).toHaveAttribute('srclang', lang);
      await expect(tracks.first()).toHaveAttribute('default', '');
      await expect(tracks).toHaveCount(2);
      // The track's file is served (by its signed URL) as WebVTT.
      const src = await tracks.first().getAttribute('src');
      const vtt = await page.request.get(src!);
      expect(vtt.headers()['content-type']).toBe('text/vtt');
      expect(await vtt.text()).toMatch(/^WEBVTT/);
      await expectNoSidewaysScroll(page);
    }
  },
);

test('a printed order or transaction shows the document, not the navigation', { tag: '@uploads' }, async ({ page }) => {
  for (const { width, lang } of SCREENS) {
    await page.setViewportSize({ width, height: 812 });
    await page.emulateMedia({ media: 'screen' });
    if (lang === 'es') await openAsFreshContact(page, { lang, tag: 'print', path: '/transactions' });
    else await openAsCustomer(page, '/transactions');
    await page.locator('main a[href^="/transactions/"]').first().click();
    await expect(page).toHaveURL(/\/transactions\/\d+$/);

    for (const path of [null, '/orders/SO-101044']) {
      if (path) await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('banner')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.locator('#shell-navigation')).toBeHidden();
      await expect(page.locator('footer')).toBeHidden();
      for (const button of await page.locator('main button').all()) await expect(button).toBeHidden();
      await expect(heading).toBeVisible();
      // At the paper's left edge, read at once: no room kept for the navigation (264 px on screen),
      // and no slide from there (the shell's padding transition is off in print).
      const left = await heading.evaluate((h) => h.getBoundingClientRect().left);
      expect(left).toBeLessThan(40);
      await page.emulateMedia({ media: 'screen' });
    }
  }
});
