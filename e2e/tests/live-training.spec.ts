import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, searchTableUntilOnly, switchStaffToSpanish } from './admin-e2e-helpers.ts';
import { createContact } from './factories.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { customerToken, mailsTo, productIdByName } from './training-helpers.ts';

test.describe('live training', { tag: '@schedule' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  /** Picks an option of a Mantine select by its label and the option's text (the nth of those matching). */
  async function choose(page: Page, label: string | RegExp, option: string | RegExp, nth = 0) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).nth(nth).click();
  }

  /** owner@demo.test confirms the Ri 2000's warranty list (POST post-training/{id}/warranty; the first time is kept). */
  async function confirmOwnerWarranty(request: APIRequestContext) {
    const token = await customerToken(request, 'owner@demo.test');
    const ri = await productIdByName(request, token, 'Ri 2000 DTG Printer');
    const res = await request.post(`/api/post-training/${ri}/warranty`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { confirmed: true },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  test('an owner books a live class through both modals, gets the invite by e-mail and cancels it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A contact of the demo owner's company (which owns the Chroma software), with a mailbox of its own.
    // A company holds one active booking per series: no other test books for this company.
    const { email } = await createContact(page.request, { company: 'owner', tag: 'booking' });
    const mailed = (subject: RegExp) => mailsTo(email).some((mail) => subject.test(mail));
    await openAsCustomer(page, '/schedules', email);
    await expect(page.getByRole('heading', { name: 'Training Schedule' })).toBeVisible({ timeout: 15_000 });
    // The seeded past class the company's owner attended shows its recording.
    await expect(page.getByRole('link', { name: /Watch/ })).toHaveAttribute('href', /recordings\/chroma-basics/);

    await page.getByRole('button', { name: 'New training' }).click();
    const form = page.getByRole('dialog', { name: 'New training' });
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Machine is required.')).toBeVisible();
    await expect(form.getByText('Date and time is required.')).toBeVisible();

    await choose(page, /^Machine/, /Chroma Inspire/);
    await expect(form.getByLabel(/^Phone number/)).toHaveAttribute(
      'placeholder',
      'e.g. +1 222 333 4444 or 222 333 4444',
    );
    await form.getByLabel(/^Phone number/).fill('4075550111');
    // Next week's class, not tomorrow's: a class starting within 24 hours cannot be cancelled.
    await choose(page, /^Date and time/, /seats left/, 1);
    await form.getByRole('button', { name: 'Next' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm your training' });
    await expect(confirm.getByText('Chroma digitizing basics')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Do not confirm my training!' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm my training!', exact: true }).click();
    await expect(page.getByText('Your training is booked.')).toBeVisible();

    const table = page.getByRole('list', { name: 'Scheduled trainings' });
    await expect(table.getByText('Chroma digitizing basics')).toBeVisible();
    await expect(table.getByRole('link', { name: /Join class/ })).toBeVisible();
    await expect.poll(() => mailed(/Subject: Your live training is booked[\s\S]*METHOD:REQUEST/)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'main');

    await table.getByRole('button', { name: /^Cancel the training on/ }).click();
    await page
      .getByRole('dialog', { name: 'Cancel training' })
      .getByRole('button', { name: 'Cancel training' })
      .click();
    await expect(page.getByText('Your training is cancelled.')).toBeVisible();
    await expect(page.getByText('You have no trainings scheduled at this time.')).toBeVisible();
    await expect.poll(() => mailed(/Subject: Your live training is cancelled[\s\S]*METHOD:CANCEL/)).toBe(true);
  });

  test('the schedule page fits a phone, in Spanish', async ({ page }) => {
    const { email } = await createContact(page.request, { company: 'owner', tag: 'schedule-es' });
    await page.setViewportSize({ width: 375, height: 800 });
    await openAsCustomer(page, '/account', email);
    await page.getByRole('combobox', { name: 'Preferred language' }).click({ timeout: 15_000 });
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Idioma' })).toBeVisible();
    await page.goto('/schedules');
    await expect(page.getByRole('heading', { name: 'Grabaciones anteriores' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Nueva capacitación' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test(
    'staff create a weekly class series from a template and mark attendance on a past class',
    { tag: '@contacts' },
    async ({ page }) => {
      test.setTimeout(120_000);
      // Classes cannot be made in the past, so this marks attendance on the seed's past class, the one the
      // demo owner attended, and leaves it as it was (Attended). Its recording shows either way.
      // The owner has confirmed the Ri warranty list (the first confirmation is kept): the contact page
      // shows it beside the attendance.
      await confirmOwnerWarranty(page.request);
      await openAsStaff(page, '/admin/training-schedule-us');
      await expect(page).toHaveURL(/\/admin\/training-schedule-us\/online/, { timeout: 15_000 });
      await page.getByRole('button', { name: 'New class' }).click();
      const form = page.getByRole('dialog', { name: 'New class' });
      await choose(page, 'Template', /.+/);
      await expect(form.getByLabel(/^Topic/)).not.toHaveValue('');
      const inTwoMonths = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      const untilDate = new Date(Date.now() + 74 * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel(/^Date/).fill(inTwoMonths);
      await form.getByLabel('Repeat weekly').check();
      await form.locator('label').filter({ hasText: /^Mon$/ }).click();
      await form.getByLabel(/^Until/).fill(untilDate);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The classes are created.')).toBeVisible();

      // The seeded class the demo owner attended, ten days ago: the list shows that day's week.
      await page.goto(
        '/admin/training-schedule-us/online?view=list&week=' +
          new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
      );
      await page
        .getByRole('button', { name: /^Open Chroma digitizing basics/ })
        .first()
        .click();
      const detail = page.getByRole('dialog', { name: 'Chroma digitizing basics' });
      await expect(detail.getByText('Olivia Owner')).toBeVisible();
      await expect(detail.getByText('CHI-7731-2210')).toBeVisible();
      await detail.getByRole('button', { name: 'No-show' }).click();
      await expect(page.getByText('Attendance saved.')).toBeVisible();
      await detail.getByRole('button', { name: 'Attended' }).click();
      await expect(detail.getByText('Attended', { exact: true }).first()).toBeVisible();
      // On a phone each attendee is a card: status and the attendance buttons in reach, no sideways scroll.
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(() => cellsOffScreen(page)).toEqual([]);
      await expect(detail.getByRole('button', { name: 'No-show' }).first()).toBeInViewport();
      await page.setViewportSize({ width: 1280, height: 800 });

      // Attendance shows on the contact's page, with the warranty confirmation.
      await page.goto('/admin');
      await searchTableUntilOnly(page, 'owner@demo.test');
      await page.getByRole('button', { name: 'Actions for Olivia Owner' }).click();
      await page.getByRole('menuitem', { name: 'View', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/view\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Olivia Owner' })).toBeVisible();
      const live = page.getByRole('table', { name: 'Live training' });
      const attendedRow = live.getByRole('row').filter({ hasText: 'Attended' });
      await expect(attendedRow.getByText('Chroma digitizing basics')).toBeVisible();
      await expect(attendedRow.getByText('CHI-7731-2210', { exact: false })).toBeVisible();
      await expect(attendedRow.getByText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M E[SD]T/)).toBeVisible();
      const warranty = page
        .getByRole('table', { name: 'Ri warranty list' })
        .getByRole('row')
        .filter({ hasText: 'Ri 2000 DTG Printer' });
      await expect(warranty.getByText('Confirmed')).toBeVisible();
      // The confirmation is an instant: the reader's own format, in the browser's time zone, named.
      await expect(warranty.getByText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M [A-Z]{2,5}/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'main');

      // In Spanish on a phone; admin@demo.test's stored language stays English for the tests beside this one.
      await page.setViewportSize({ width: 375, height: 800 });
      await switchStaffToSpanish(page);
      await expect(page.getByRole('heading', { name: 'Capacitación en vivo' })).toBeVisible();
      await expect(page.getByRole('main').getByText('Asistió')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Lista de garantía Ri' })).toBeVisible();
      await expect(page.getByRole('main').getByText('Confirmada')).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page, 'main');
    },
  );

  test('tech reads the US schedule without edit buttons; europe sees only the EU schedule', async ({
    page,
    browser,
  }) => {
    await openAsStaff(page, '/admin/training-schedule-us/online', 'tech@demo.test');
    await expect(page.getByRole('heading', { name: 'Training Schedule US' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New class' })).toHaveCount(0);
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Edit class' })).toHaveCount(0);

    const europe = await browser.newPage();
    await skipFirstTimeModal(europe);
    await openAsStaff(europe, '/admin', 'europe@demo.test');
    await expect(europe.getByRole('link', { name: 'Training Schedule EU' })).toBeVisible();
    await expect(europe.getByRole('link', { name: 'Training Schedule US' })).toHaveCount(0);
    await europe.goto('/admin/training-schedule-eu');
    await expect(europe).toHaveURL(/\/admin\/training-schedule-eu\/online/, { timeout: 15_000 });
    await expect(europe.getByRole('heading', { name: 'Training Schedule EU' })).toBeVisible();
    await europe.setViewportSize({ width: 375, height: 800 });
    // The navigation folds away once the phone layout has settled: no sideways scroll is left.
    await expect.poll(() => europe.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await europe.goto('/admin/training-schedule-us/online');
    await expect(europe).toHaveURL((url) => url.pathname === '/admin');
    await europe.close();
  });
});
