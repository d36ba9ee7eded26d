import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { PASSWORD, TOKEN_KEY } from './helpers.ts';
import { openAsFreshContact, type Lang } from './ux-helpers.ts';

/** The words each pass reads, in its language (the locale files say the same). */
const TEXT = {
  en: {
    newTraining: 'New training',
    machine: /^Machine/,
    slot: /^Date and time/,
    seats: /seats left/,
    classLanguage: /^Language/,
    english: 'English',
    close: 'Close',
    next: 'Next',
    discardTitle: 'Discard your changes?',
    keepEditing: 'Keep editing',
    discard: 'Discard changes',
    confirmTitle: 'Confirm your training',
    confirm: 'Confirm my training!',
    booked: /Your training is booked/,
    sortReset: 'This list cannot be sorted the way the address asked, so it is shown unsorted.',
    searchReset: 'The search in the address was longer than 200 characters, so it was cleared.',
    expired: /Your session has expired/,
    email: 'Email',
    password: /^Password/,
    signIn: 'Sign in',
  },
  es: {
    newTraining: 'Nueva capacitación',
    machine: /^Máquina/,
    slot: /^Fecha y hora/,
    seats: /quedan \d+ lugares/,
    classLanguage: /^Idioma/,
    english: 'Inglés',
    close: 'Cerrar',
    next: 'Siguiente',
    discardTitle: '¿Descartar los cambios?',
    keepEditing: 'Seguir editando',
    discard: 'Descartar cambios',
    confirmTitle: 'Confirme su capacitación',
    confirm: '¡Confirmar mi capacitación!',
    booked: /Su capacitación está reservada/,
    sortReset: 'Esta lista no se puede ordenar como pedía la dirección, así que se muestra sin ordenar.',
    searchReset: 'La búsqueda de la dirección tenía más de 200 caracteres, así que se borró.',
    expired: /Su sesión ha caducado/,
    email: 'Correo electrónico',
    password: /^Contraseña/,
    signIn: 'Iniciar sesión',
  },
} as const;

/** Each test reads its screens on a desktop in English and on a phone in Spanish. */
const PASSES: { width: number; height: number; lang: Lang }[] = [
  { width: 1280, height: 800, lang: 'en' },
  { width: 375, height: 740, lang: 'es' },
];

async function choose(page: Page, label: RegExp, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('nothing lost, nothing doubled', { tag: '@forms' }, () => {
  test('the New-training form asks before Escape or Close discards it, and a double-click books once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // No real booking: the company's one booking per series belongs to the live-training spec.
    let bookings = 0;
    await page.route('**/api/training/book', async (route) => {
      bookings += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ data: { status: 'booked' } }),
      });
    });
    for (const { width, height, lang } of PASSES) {
      const t = TEXT[lang];
      await page.setViewportSize({ width, height });
      await openAsFreshContact(page, { lang, tag: `forms-${lang}`, path: '/schedules' });

      await page.getByRole('button', { name: t.newTraining }).click();
      const form = page.getByRole('dialog', { name: t.newTraining });
      await choose(page, t.machine, /Chroma Inspire/);
      await page.keyboard.press('Escape');
      const question = page.getByRole('dialog', { name: t.discardTitle });
      await question.getByRole('button', { name: t.keepEditing }).click();
      await expect(form.getByRole('combobox', { name: t.machine })).toHaveValue(/Chroma Inspire/);

      await form.getByRole('button', { name: t.close, exact: true }).last().click();
      await question.getByRole('button', { name: t.discard }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: t.newTraining }).click();
      await choose(page, t.machine, /Chroma Inspire/);
      // The seeded open classes are taught in English (a Spanish reader's form starts at Spanish;
      // choosing the chosen option again would clear it).
      const classLanguage = form.getByRole('combobox', { name: t.classLanguage });
      if ((await classLanguage.inputValue()) !== t.english) {
        await classLanguage.click();
        await page.getByRole('option', { name: t.english, exact: true }).click();
      }
      await choose(page, t.slot, t.seats);
      await form.getByRole('button', { name: t.next }).click();
      const confirm = page.getByRole('dialog', { name: t.confirmTitle });
      const before = bookings;
      await confirm.getByRole('button', { name: t.confirm, exact: true }).dblclick();
      await expect(page.getByText(t.booked)).toBeVisible();
      expect(bookings - before).toBe(1);
    }
  });

  test("a reload, Back or Forward asks before it loses a page form's typed input, and not when nothing was typed", async ({
    page,
  }) => {
    await openAsFreshContact(page, { lang: 'en', tag: 'forms-reload', path: '/account' });
    const current = page.getByLabel('Current password');
    await expect(current).toBeVisible({ timeout: 20_000 });
    const asked: string[] = [];
    page.on('dialog', (dialog) => asked.push(dialog.type()));
    await page.reload();
    await expect(current).toBeVisible({ timeout: 20_000 });
    expect(asked).toEqual([]);

    // Typed as a reader types: the browser asks only on a page the reader has interacted with.
    await current.click();
    await page.keyboard.type('half-typed');
    // The test's pages answer "Leave" (test.ts), as a reader who means to reload would.
    await page.reload();
    await expect(current).toHaveValue('', { timeout: 20_000 });
    expect(asked).toEqual(['beforeunload']);

    // Steps through the app's own history: the app asks, in its own words, and the page stays put.
    const question = page.getByRole('dialog', { name: TEXT.en.discardTitle });
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/orders');
    await page.goBack();
    await expect(current).toBeVisible();
    await current.click();
    await page.keyboard.type('half-typed');
    await page.goForward();
    await question.getByRole('button', { name: TEXT.en.keepEditing }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account');
    await expect(current).toHaveValue('half-typed');
    await page.goForward();
    await question.getByRole('button', { name: TEXT.en.discard }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/orders');

    // At once, while the account page may still be drawn: having discarded, it asks nothing more.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Account Setting' }).click();
    await current.click();
    await page.keyboard.type('half-typed');
    await page.goBack();
    await expect(question).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/account');
    await question.getByRole('button', { name: TEXT.en.discard }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/orders');
    expect(asked).toEqual(['beforeunload']);
  });

  test('a list address the list cannot use is corrected and the reader is told', async ({ page }) => {
    for (const { width, height, lang } of PASSES) {
      const t = TEXT[lang];
      await page.setViewportSize({ width, height });
      await openAsFreshContact(page, { lang, tag: `forms-url-${lang}`, path: '/transactions?order_by=password_hash' });
      await expect(page.getByText(t.sortReset)).toBeVisible();
      await expect(page).toHaveURL((url) => !url.searchParams.has('order_by'));
      await expect(page.getByRole('table')).toBeVisible();

      await page.goto(`/transactions?search=${'x'.repeat(201)}`);
      await expect(page.getByText(t.searchReset)).toBeVisible();
      await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
    }
  });

  test('a session that expires says why, and signing in returns to the page it was on', async ({ page }) => {
    for (const { width, height, lang } of PASSES) {
      const t = TEXT[lang];
      await page.setViewportSize({ width, height });
      const email = await openAsFreshContact(page, { lang, tag: `forms-expiry-${lang}` });
      await page.goto('/terms');
      // Spoil the token on a page that asks the API nothing; the next screen's first call meets the 401.
      await page.evaluate((key) => {
        const token = window.sessionStorage.getItem(key) ?? '';
        window.sessionStorage.setItem(key, `${token.slice(0, -4)}AAAA`);
      }, TOKEN_KEY);
      await page.goto('/transactions?page=1&search=invoice');
      await expect(page).toHaveURL(
        (url) => url.pathname === '/auth/login' && url.searchParams.get('reason') === 'expired',
      );
      await expect(page.getByText(t.expired)).toBeVisible();

      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.password).fill(PASSWORD);
      await page.getByRole('button', { name: t.signIn }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/transactions' && url.searchParams.get('search') === 'invoice',
      );
      await page.evaluate((key) => window.sessionStorage.removeItem(key), TOKEN_KEY);
      await page.evaluate((key) => window.localStorage.removeItem(key), TOKEN_KEY);
    }
  });
});
