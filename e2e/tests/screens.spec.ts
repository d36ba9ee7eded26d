import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { createContact, createCustomer } from './factories.ts';
import { openAsCustomer, skipFirstTimeModal } from './helpers.ts';
import { expectNoSidewaysScroll } from './phone-helpers.ts';
import { customerToken, DATA_DIR } from './training-helpers.ts';
import { LANGS, WIDTHS, type Lang } from './ux-helpers.ts';

/**
 * Screens that read well: whole badges in readable colours, long words that wrap, the redesigned
 * Training Schedule, Post-Training and Transaction History, and pre-training progress that follows
 * the owner from one language to the other. Each test reads its screens at 1280 and 375 px, in
 * English and Spanish, switching inside the test.
 */

test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

const TEXT = {
  en: {
    bell: 'Notifications',
    markRead: 'Mark as read',
    upcoming: 'Scheduled trainings',
    newTraining: 'New training',
    noMachines: /None of your machines has live training/,
    oneDocument: '1 document',
    twoVideos: '2 videos',
    warrantyButton: 'Read the warranty conditions',
    results: /^\d+ results?$/,
    exportCsv: 'Export CSV',
    progress: '3 of 3 videos complete',
    finished: 'Finished',
  },
  es: {
    bell: 'Notificaciones',
    markRead: 'Marcar como leída',
    upcoming: 'Capacitaciones programadas',
    newTraining: 'Nueva capacitación',
    noMachines: /Ninguna de sus máquinas tiene capacitación en vivo/,
    oneDocument: '1 documento',
    twoVideos: '2 videos',
    warrantyButton: 'Leer las condiciones de la garantía',
    results: /^\d+ resultados?$/,
    exportCsv: 'Exportar CSV',
    progress: '3 de 3 videos completados',
    finished: 'Terminada',
  },
} as const;

/** Opens `path` as a new contact of the demo owner's company who reads the portal in `lang`. */
async function openAs(page: Page, lang: Lang, path: string, customerId?: number) {
  const contact = await createContact(
    page.request,
    customerId ? { lang, customerId, tag: `screens-${lang}` } : { lang, company: 'owner', tag: `screens-${lang}` },
  );
  await openAsCustomer(page, path, contact.email);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return contact;
}

/** Every badge drawn shows all of its words: nothing is cut off or hidden behind an ellipsis. */
async function clippedBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-root'))
      .filter((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        return label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1;
      })
      .map((badge) => badge.textContent ?? ''),
  );
}

/** WCAG contrast of a CSS colour against white. */
async function contrastOnWhite(page: Page, cssColour: string): Promise<number> {
  return page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g)!.map(Number) as [number, number, number];
    probe.remove();
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    return 1.05 / (lum + 0.05);
  }, cssColour);
}

test(
  'status badges show their whole words, and form errors are a readable red',
  { tag: ['@products', '@transactions', '@events'] },
  async ({ page }) => {
    for (const lang of LANGS) {
      await openAs(page, lang, '/');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ['/', '/products', '/transactions']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('.mantine-Badge-root:visible').first()).toBeVisible();
          expect(await clippedBadges(page), `${path} at ${width} px in ${lang}`).toEqual([]);
        }
      }
      // #fa5252, Mantine's own, was 3.28:1 on white.
      expect(await contrastOnWhite(page, 'var(--mantine-color-error)')).toBeGreaterThanOrEqual(4.5);
    }
  },
);

test(
  'a 200-character word in a notification wraps inside the bell dialog, and Mark as read stays on screen',
  { tag: '@notifications' },
  async ({ page }) => {
    const word = 'Unbreakable'.repeat(18) + 'xx';
    expect(word).toHaveLength(200);
    // The reader's pending notifications, as the server would send one a member of staff wrote.
    await page.route('**/api/notifications?*', (route) =>
      route.fulfill({
        json: {
          data: [
            {
              id: 990001,
              title: `Title ${word}`,
              content: `Body ${word} end.`,
              link_url: null,
              link_text: null,
              is_external: false,
              lang: 'en',
            },
          ],
        },
      }),
    );
    for (const lang of LANGS) {
      await openAs(page, lang, '/');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.getByRole('button', { name: TEXT[lang].bell, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText(`Body ${word} end.`)).toBeVisible();
        await expect(dialog.getByRole('button', { name: TEXT[lang].markRead })).toBeInViewport({ ratio: 1 });
        const overflow = await dialog.evaluate((el) => {
          const body = el.querySelector<HTMLElement>('.mantine-Modal-body')!;
          return body.scrollWidth - body.clientWidth;
        });
        expect(overflow, `the dialog scrolls sideways at ${width} px in ${lang}`).toBeLessThanOrEqual(0);
        await expectNoSidewaysScroll(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    }
  },
);

test(
  'Training Schedule, Post-Training and Transaction History read well on a desk and a phone',
  { tag: ['@schedule', '@training', '@transactions'] },
  async ({ page }) => {
    test.setTimeout(120_000);
    const company = await createCustomer(page.request);
    for (const lang of LANGS) {
      const text = TEXT[lang];
      await openAs(page, lang, '/schedules');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/schedules');
        await expect(page.getByRole('heading', { name: text.upcoming })).toBeVisible();
        await expect(page.getByRole('button', { name: text.newTraining })).toBeEnabled();
        await expectNoSidewaysScroll(page);

        // Post-Training: counts in words, singular where there is one, and a button that says where it goes.
        await page.goto('/post-training');
        const ri = page.getByRole('article').filter({ hasText: 'Ri 2000 DTG Printer' });
        await expect(ri.getByText(text.oneDocument, { exact: true })).toBeVisible();
        await expect(ri.getByText(text.twoVideos, { exact: true })).toBeVisible();
        await expect(ri.getByRole('link', { name: text.warrantyButton })).toBeVisible();
        await expectNoSidewaysScroll(page);

        // Transaction History: the count said once, an Export that looks like a button one can press.
        await page.goto('/transactions');
        await expect(page.getByText(text.results)).toHaveCount(1);
        const exportCsv = page.getByRole('button', { name: text.exportCsv });
        await expect(exportCsv).toBeEnabled();
        await expect(exportCsv).toHaveAttribute('data-variant', 'default');
        if (width === 1280) {
          // One line a row: the first rows are as short as a row of one line.
          const heights = await page
            .getByRole('row')
            .evaluateAll((rows) => rows.slice(1, 8).map((row) => row.getBoundingClientRect().height));
          expect(Math.max(...heights)).toBeLessThan(56);
        }
        await expectNoSidewaysScroll(page);
      }

      // A company with no machine that has live training: New training says why it cannot be used.
      await openAs(page, lang, '/schedules', company.id);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const button = page.getByRole('button', { name: text.newTraining });
        await expect(button).toBeDisabled();
        await expect(page.getByText(text.noMachines)).toBeVisible();
        await expect(button).toHaveAccessibleDescription(text.noMachines);
      }
    }
  },
);

/** The demo's right answers of a quiz, read from the run's database (the API never tells them). */
function rightAnswers(quizId: number): { question_id: number; answer_ids: number[] }[] {
  const db = new Database(join(DATA_DIR, 'portal.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare(
        `select q.id as question_id, a.id as answer_id from quiz_questions q
         join quiz_answers a on a.question_id = q.id where q.quiz_id = ? and a.is_correct = 1`,
      )
      .all(quizId) as { question_id: number; answer_id: number }[];
    const byQuestion = new Map<number, number[]>();
    for (const r of rows) byQuestion.set(r.question_id, [...(byQuestion.get(r.question_id) ?? []), r.answer_id]);
    return [...byQuestion].map(([question_id, answer_ids]) => ({ question_id, answer_ids }));
  } finally {
    db.close();
  }
}

/** The Persona pre-training watched and passed in English, through the API the player and quiz use. */
async function finishInEnglish(request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await customerToken(request, email)}` };
  const persona = 1;
  expect(
    (await request.post(`/api/training/${persona}/acknowledge`, { headers, data: { acknowledged: true } })).ok(),
  ).toBe(true);
  const { data } = await (
    await request.get(`/api/products/${persona}?include=pretraining&lang_code=en`, { headers })
  ).json();
  for (const video of data.pretraining as { id: number; duration: number; quiz_id: number | null }[]) {
    // The demo's clips last a few seconds, inside the pace rule's slack: reaching the end completes them.
    const saved = await request.post(`/api/videos/${video.id}`, {
      headers,
      data: { time: video.duration, complete: true },
    });
    expect((await saved.json()).data.complete).toBe(true);
    if (video.quiz_id === null) continue;
    const answered = await request.post(`/api/quiz/${video.quiz_id}/answer`, {
      headers,
      data: { answers: rightAnswers(video.quiz_id) },
    });
    expect((await answered.json()).data.passed).toBe(true);
  }
  expect((await request.post(`/api/training/${persona}/finish`, { headers, data: { lang_code: 'en' } })).ok()).toBe(
    true,
  );
}

test(
  'pre-training finished in English shows finished, with every video counted, in Spanish too',
  { tag: '@training' },
  async ({ page }) => {
    const contact = await createContact(page.request, { lang: 'es', company: 'owner', tag: 'progress-languages' });
    await finishInEnglish(page.request, contact.email);
    await openAsCustomer(page, '/training', contact.email);
    for (const lang of ['es', 'en'] as const) {
      if (lang === 'en') {
        await page.goto('/account');
        await page.getByRole('combobox', { name: 'Idioma preferido' }).click({ timeout: 15_000 });
        await page.getByRole('option', { name: 'English' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/training');
        const persona = page.getByRole('article').filter({ hasText: 'Persona PRO 1501' });
        await expect(persona.getByText(TEXT[lang].finished, { exact: true })).toBeVisible();
        await expect(persona.getByText(TEXT[lang].progress)).toBeVisible();
      }
    }
  },
);
