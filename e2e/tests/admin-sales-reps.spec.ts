import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectNoSeriousA11yViolations, searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { createCustomer, createSalesRep, unique } from './factories.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';

test.describe('sales reps', { tag: '@sales-reps' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('admin adds, edits and deletes a sales rep; a rep still assigned is not deleted', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Rep ${unique()}`;
    await openAsStaff(page, '/admin/sales-reps');
    await expect(page.getByRole('heading', { name: 'Sales Reps' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Add sales rep' }).click();
    const form = page.getByRole('dialog', { name: 'Add sales rep' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('rep-at-nowhere');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Invalid email address.')).toBeVisible();
    await form.getByLabel('Email').fill(`${name.replace(/\s/g, '.').toLowerCase()}@reps.example.test`);
    await form.getByLabel('Phone').pressSequentially('4075550199');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    await searchTableUntilOnly(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('(407) 555 - 0199');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit sales rep' });
    await edit.getByLabel('Name').fill(`${name} Jr`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText(`${name} Jr`);

    await page.getByRole('button', { name: `Actions for ${name} Jr` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete sales rep' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);

    // A rep of this test's own with one customer: the server's message is shown and the rep stays.
    const assigned = await createSalesRep(page.request);
    await createCustomer(page.request, { salesRepId: assigned.id });
    await searchTableUntilOnly(page, assigned.name);
    await page.getByRole('button', { name: `Actions for ${assigned.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete sales rep' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This sales rep is still assigned to 1 customer.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: assigned.name })).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`the sales reps list at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await openAsStaff(page, '/admin/sales-reps');
      await expect(page.getByRole('row').filter({ hasText: 'Katrin Vogel' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
