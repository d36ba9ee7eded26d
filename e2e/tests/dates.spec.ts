import { expect, test } from './test.ts';
import type { Page, Request } from '@playwright/test';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { createContact } from './factories.ts';
import { LANGS, openAsFreshContact, WIDTHS } from './ux-helpers.ts';

test.describe.configure({ timeout: 90_000 });

const CALENDAR = {
  en: { custom: 'Custom', range: 'Date range' },
  es: { custom: 'Personalizado', range: 'Rango de fechas' },
};

/** The next transactions request that carries both dates. */
const datedRequest = (page: Page) =>
  page.waitForRequest((r: Request) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/transaction' && url.searchParams.has('start_date') && url.searchParams.has('end_date')
    );
  });

async function chooseCustom(page: Page, lang: 'en' | 'es') {
  await page.getByRole('combobox', { name: CALENDAR[lang].range }).click();
  await page.getByRole('option', { name: CALENDAR[lang].custom }).click();
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(
      `a custom range is picked by mouse and by keyboard (${lang}, ${width} px)`,
      { tag: '@transactions' },
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openAsFreshContact(page, { lang, tag: `range-${lang}-${width}`, path: '/transactions' });
        await chooseCustom(page, lang);

        // By mouse: open the calendar, go back a month, click the 3rd and the 10th.
        // The custom-range picker in the page's content (the header's Support button opens a dialog too).
        const picker = page.getByRole('main').locator('button[aria-haspopup="dialog"]').last();
        await picker.click();
        const calendar = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') });
        await expect(calendar).toBeVisible();
        if (lang === 'es')
          await expect(calendar).toContainText(
            /enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre/,
          );
        await calendar.getByRole('button', { name: lang === 'es' ? 'Mes anterior' : 'Previous month' }).click();
        const days = calendar.locator('table button:not([data-outside])');
        const mouseRequest = datedRequest(page);
        await days.nth(2).click();
        await days.nth(9).click();
        const sent = new URL((await mouseRequest).url());
        expect(sent.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-03$/);
        expect(sent.searchParams.get('end_date')).toMatch(/^\d{4}-\d{2}-10$/);
        expect(sent.searchParams.get('tz')).toBeTruthy();
        await expect(page).toHaveURL(
          (url) => url.searchParams.get('range') === 'custom' && url.searchParams.has('end_date'),
        );
        await expect(picker).toContainText(lang === 'es' ? /03\/\d{2}\/\d{4}|\d{2}\/03\/\d{4}/ : /\d{2}\/03\/\d{4}/);

        // By keyboard: open with Enter, move with the arrow keys, pick with Enter.
        await picker.focus();
        await page.keyboard.press('Enter');
        await expect(calendar).toBeVisible();
        const focusedDay = calendar.locator('table button[tabindex="0"]');
        await focusedDay.focus();
        const keyboardRequest = datedRequest(page);
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        const typed = new URL((await keyboardRequest).url());
        const start = Date.parse(typed.searchParams.get('start_date')!);
        const end = Date.parse(typed.searchParams.get('end_date')!);
        expect((end - start) / 86_400_000).toBe(2);
      },
    );
  }
}

test('the week presets start on Sunday, as the en-US calendar does', { tag: '@contacts' }, async ({ page }) => {
  await skipFirstTimeModal(page);
  await openAsStaff(page);
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'This week' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('range') === 'thisWeek');
  const start = new URL(page.url()).searchParams.get('start_date')!;
  expect(new Date(`${start}T12:00:00Z`).getUTCDay()).toBe(0);
});

for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Honolulu']) {
  test.describe(`a reader in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test('finds a contact added just now under Today', { tag: '@contacts' }, async ({ page }) => {
      await skipFirstTimeModal(page);
      const { email } = await createContact(page.request, { firstName: 'Tia', lastName: 'Today', tag: 'today' });
      await openAsStaff(page);
      await page.getByRole('textbox', { name: 'Search' }).fill(email);
      const listed = page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/admin/customer_users' && url.searchParams.get('tz') === timezoneId;
      });
      await page.getByRole('combobox', { name: 'Date range' }).click();
      await page.getByRole('option', { name: 'Today' }).click();
      await listed;
      await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    });
  });
}

test('an impossible date is a 422 on the list and on the CSV export', { tag: '@transactions' }, async ({ page }) => {
  const login = await page.request.post('/api/login', {
    data: { email: 'owner@demo.test', password: 'portal-demo-2026' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (const url of ['/api/transaction?start_date=2026-13-01', '/api/transaction/export?end_date=2026-13-01']) {
    const reply = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(reply.status(), url).toBe(422);
  }
});
