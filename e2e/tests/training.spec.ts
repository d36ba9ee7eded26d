import { join } from 'node:path';
import { expect as baseExpect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { createContact } from './factories.ts';
import { openAsCustomer, skipFirstTimeModal } from './helpers.ts';
import { expectNoSidewaysScroll } from './phone-helpers.ts';
import {
  ageQuizAttempts,
  answer,
  customerToken,
  expectScreenAxeClean,
  mailsTo,
  pdfText,
  productIdByName,
  seek,
} from './training-helpers.ts';

test.describe('training', { tag: '@training' }, () => {
  // The machine these run on is shared; screens and videos get more than the default 7 s to appear.
  const expect = baseExpect.configure({ timeout: 20_000 });

  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  const PERSONA = 'Persona PRO 1501 Embroidery Machine';

  /** Plays the open video from its Start/Continue button, then jumps near the end and lets it finish. */
  async function watchToTheEnd(page: Page) {
    await page.getByRole('button', { name: /^(Start|Continue|Replay Video)$/ }).click();
    await seek(page, 'near-end');
    await expect(page.getByRole('button', { name: /^(Take Quiz|Next)$/ })).toBeVisible({ timeout: 15_000 });
  }

  /** The screen, narrowed to a 375 px phone, scrolls only up and down; then back to the desktop width. */
  async function expectFitsAPhone(page: Page) {
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  test('the owner works through a pre-training: warning, videos with resume, checklist, quiz, thank-you mail', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // A contact of the demo owner's company: training progress and the thank-you mail are the contact's own.
    const { email } = await createContact(page.request, { company: 'owner', tag: 'pre-training' });
    await openAsCustomer(page, '/', email);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pre-Training' }).click();
    await expect(page.getByRole('heading', { name: 'Pre-Training', level: 1 })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: PERSONA });
    await expect(card).toContainText('0 of 3 videos complete');
    await expectFitsAPhone(page);
    await expectScreenAxeClean(page);
    await card.getByRole('link', { name: `Start: ${PERSONA}` }).click();

    // The warning first: nothing starts until the box is ticked.
    await expect(page.getByRole('heading', { name: 'Read before you begin' })).toBeVisible();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Please tick the box to confirm you have read the warning.')).toBeVisible();
    await expectScreenAxeClean(page);
    await expectFitsAPhone(page);
    await page.getByLabel('I have read and understood this warning').check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    // Video 1: watch, tick the checklist, fail the quiz, retry and pass.
    await expect(page.getByRole('heading', { name: 'Unboxing and placing your Persona PRO' })).toBeVisible();
    // Each tick is saved as it is made: the box shows checked once the app has it (no second click).
    for (const item of ['Table rated for 70 kg or more', 'Keep the shipping bolts and box']) {
      await page.getByLabel(item).click();
      await expect(page.getByLabel(item)).toBeChecked();
    }
    await watchToTheEnd(page);
    await expectFitsAPhone(page);
    await expectScreenAxeClean(page);
    await page.reload();
    await expect(page.getByLabel('Table rated for 70 kg or more')).toBeChecked();
    await expect(page.getByLabel('Power outlet within 2 m, on its own circuit')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Replay Video' })).toBeVisible();

    await page.getByRole('button', { name: 'Take Quiz' }).click();
    const quiz = page.getByRole('region', { name: 'Quiz' });
    await answer(quiz, 'What must you keep after unboxing?', ['Nothing']);
    await answer(quiz, 'Which surfaces are suitable?', ['A sturdy table']);
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    // How many were wrong, never which; and the next try waits.
    await expect(quiz.getByRole('status')).toContainText(
      'You scored 0%; 80% is needed to pass. 2 of 2 answers were wrong.',
    );
    await expect(quiz.getByText(/^You can try again in 0:[0-3]\d\.$/)).toBeVisible();
    await expectFitsAPhone(page);
    await expectScreenAxeClean(page);
    // The wait runs on the server for 30 s: the run's database moves the attempt back instead.
    ageQuizAttempts(email, 31);
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await expect(quiz.getByText(/^You can try again in/)).toHaveCount(0);
    await answer(quiz, 'What must you keep after unboxing?', ['The shipping bolts']);
    await answer(quiz, 'Which surfaces are suitable?', ['A sturdy table', 'A rolling cart with brakes locked']);
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(quiz.getByRole('status')).toContainText('You passed with 100%.');
    await quiz.getByRole('button', { name: 'Next' }).click();

    // Video 2: stop part-way, reload, and it resumes where it stopped.
    await expect(page.getByRole('heading', { name: 'Threading the needles' })).toBeVisible();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await seek(page, 3);
    const saved = page.waitForResponse((r) => /\/api\/videos\/\d+$/.test(r.url()) && r.request().method() === 'POST');
    await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    expect((await (await saved).json()).data).toMatchObject({ complete: false });
    await page.reload();
    await expect(page.getByText('You stopped at 0:03.')).toBeVisible();
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => Math.floor(video.currentTime)))
      .toBe(3);
    await watchToTheEnd(page);
    await page.getByRole('button', { name: 'Take Quiz' }).click();
    await answer(quiz, 'How far should the thread come through the needle eye?', ['About 10 cm']);
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(quiz.getByRole('status')).toContainText('You passed with 100%.');
    await quiz.getByRole('button', { name: 'Next' }).click();

    // Video 3, then the end: the thank-you dialog, and the mail really sent.
    await expect(page.getByRole('heading', { name: 'Hooping your first garment' })).toBeVisible();
    await watchToTheEnd(page);
    await page.getByRole('button', { name: 'Take Quiz' }).click();
    await answer(quiz, 'How much larger than the hoop should the backing be?', ['2 cm']);
    await answer(quiz, 'A hooped garment should be', ['Smooth, not stretched']);
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await quiz.getByRole('button', { name: 'Next' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toContainText('We have sent you an email with the next steps.');
    await expectScreenAxeClean(page);
    await expectFitsAPhone(page);
    await expect
      .poll(() => mailsTo(email).filter((m) => m.includes('Next steps after your Persona PRO')).length, {
        timeout: 15_000,
      })
      .toBe(1);
    expect(mailsTo(email).find((m) => m.includes('Next steps'))).toContain('/schedules');

    await thanks.getByRole('link', { name: 'Schedule Training' }).click();
    await expect(page).toHaveURL(/\/schedules\?machine=\d+$/);

    // My Products shows where the training stands, and links to it.
    await page.goto('/products');
    const product = page.getByRole('article').filter({ hasText: PERSONA });
    await expect(product.getByText('Finished · 3/3')).toBeVisible();
    await expect(product.getByRole('link', { name: 'Pre-Training' })).toHaveAttribute('href', /^\/training\/\d+$/);
  });

  test('the Ri warranty gate: the list, its PDF, then the videos and resources by signed URL', async ({ page }) => {
    const { email } = await createContact(page.request, { company: 'owner', tag: 'warranty' });
    await openAsCustomer(page, '/post-training', email);
    await page.getByRole('article').filter({ hasText: 'Ri 2000 DTG Printer' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Warranty conditions' })).toBeVisible();
    await expect(page.getByText('Humidity 45% to 80%.')).toBeVisible();
    // Nothing of the post-training is handed out before the confirmation: no video, no resource.
    await expect(page.getByRole('heading', { name: 'Resources' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Daily maintenance in five minutes' })).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    // The checklist's key is no secret, but its file is not served without a signature.
    expect((await page.request.get('/api/files/demo/ri-warranty-checklist-en.pdf')).status()).toBe(404);
    await expectScreenAxeClean(page);
    await expectFitsAPhone(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the list (PDF)' }).click();
    const file = join(test.info().outputDir, 'warranty.pdf');
    await (await download).saveAs(file);
    const text = pdfText(file);
    for (const line of [
      'Ri 1000/2000 warranty conditions',
      'Humidity 45% to 80%.',
      'Temperature 61F to 90F.',
      'Cartridges at 5% or more.',
      'Platen height 0-2 dressed, or at most 4 undressed.',
      'Clean the encoder strip weekly or every 30 prints.',
      'Nozzle check daily.',
      'Fill with cleaner if off for more than 12 hours.',
    ])
      expect(text).toContain(line);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please tick the box to confirm you have read the warranty list.')).toBeVisible();
    await page.getByLabel('I have read the warranty list').check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/^Warranty list confirmed on /)).toBeVisible();
    const checklist = page.getByRole('link', { name: /Warranty checklist \(PDF\)/ });
    await expect(checklist).toHaveAttribute('href', /^\/api\/files\/[^?]+\.pdf\?exp=\d+&sig=[\w-]+$/);
    const pdf = await page.request.get((await checklist.getAttribute('href'))!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

    // The videos open with the list: the player loads its signed source and seeks in it.
    await expect(page.getByRole('heading', { name: 'Daily maintenance in five minutes' })).toBeVisible();
    const video = page.getByRole('article').filter({ hasText: 'Daily maintenance in five minutes' }).locator('video');
    await expect(video).toHaveAttribute('src', /^\/api\/files\/[^?]+\?exp=\d+&sig=[\w-]+$/);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const seeked = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
          v.currentTime = 3;
        }),
    );
    expect(seeked).toBeGreaterThan(2);
    await page.reload();
    await expect(checklist).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cleaning the encoder strip' })).toBeVisible();
  });

  test('in Spanish: the Spanish titles, and the empty text for the product with no Spanish content', async ({
    page,
  }) => {
    const { email } = await createContact(page.request, { company: 'owner', lang: 'es', tag: 'spanish' });
    const token = await openAsCustomer(page, '/training', email);
    await expect(page.getByRole('heading', { name: 'Pre-capacitación', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Chroma' })).toHaveCount(0);
    await page.getByRole('article').filter({ hasText: PERSONA }).getByRole('link').click();
    await page.getByLabel('He leído y entendido esta advertencia').check();
    await page.getByRole('button', { name: 'Empezar' }).click();
    const series = page.getByRole('navigation', { name: 'Videos' });
    await expect(series).toContainText('Desembalaje y ubicación de su Persona PRO');
    await expect(series).toContainText('Enhebrado de las agujas');
    await expect(series).toContainText('Enmarcado de su primera prenda');
    await expectScreenAxeClean(page);
    await expectFitsAPhone(page);

    const chroma = await productIdByName(page.request, token, 'Chroma Inspire Digitizing Software');
    await page.goto(`/training/${chroma}`);
    await expect(page.getByText('No hay pre-capacitación disponible en el idioma preferido')).toBeVisible();
  });

  test('in English, a product with no pre-training shows the empty text', async ({ page }) => {
    const token = await customerToken(page.request, 'owner@demo.test');
    const hoop = await productIdByName(page.request, token, 'HoopMaster Hooping Station');
    await openAsCustomer(page, `/training/${hoop}`);
    await expect(page.getByText('No Pre-Training available for preferred language')).toBeVisible();
    await page.goto(`/products/${hoop}`);
    await expect(page.getByText('No Pre-Training available for preferred language')).toBeVisible();
  });

  test('a vision DTG printer asks for the separate power-on warning too', async ({ page }) => {
    const { email } = await createContact(page.request, { company: 'owner', tag: 'vision' });
    await openAsCustomer(page, '/training', email);
    await page.getByRole('article').filter({ hasText: 'Vision DTG Printer' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Vision DTG printer: do not power on' })).toBeVisible();
    await page.getByLabel('I have read and understood this warning').check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Please tick the box to confirm you have read the warning.')).toBeVisible();
    await page.getByLabel('I will not power on the printer before my online training').check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Before your online training: do not power on' })).toBeVisible();
  });

  test('eu.owner@demo.test never sees pre-training', async ({ page }) => {
    const token = await openAsCustomer(page, '/', 'eu.owner@demo.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Post-Training' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pre-Training' })).toHaveCount(0);
    await page.goto('/training');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/products');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('table', { name: 'Your units' })).toBeVisible();
    await expect(page.getByText('Pre-Training')).toHaveCount(0);
    const res = await page.request.get('/api/training', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });
});
