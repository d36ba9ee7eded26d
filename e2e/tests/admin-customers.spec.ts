import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectNoSeriousA11yViolations, searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { createContact, createCustomer, unique } from './factories.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';

test.describe('customers', { tag: '@customers' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('admin adds and edits a customer, and opens a customer’s portal', async ({ page }) => {
    test.setTimeout(120_000);
    const company = `Hoops ${unique()} LLC`;
    await openAsStaff(page, '/admin/customers');
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Add customer' }).click();
    const form = page.getByRole('dialog', { name: 'Add customer' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Company name is required.')).toBeVisible();
    await form.getByLabel('Company name').fill(company);
    await form.getByRole('combobox', { name: 'Subsidiary ID' }).click();
    await page.getByRole('option', { name: '3 · Europe' }).click();
    await form.getByRole('combobox', { name: 'Sales rep' }).click();
    await page.getByRole('option', { name: 'Katrin Vogel' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    await searchTableUntilOnly(page, company);
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toContainText('3 · Europe');
    await expect(row).toContainText('Katrin Vogel');
    await page.getByRole('button', { name: `Actions for ${company}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit customer' });
    await edit.getByRole('combobox', { name: 'Subsidiary ID' }).click();
    await page.getByRole('option', { name: '1 · US' }).click();
    await expect(edit.getByRole('combobox', { name: 'Subsidiary ID' })).toHaveValue('1 · US');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('1 · US');

    // A company of this test's own with one contact: the portal opens as that contact.
    const portal = await createCustomer(page.request, { name: `Portal ${unique()} Inc` });
    const contact = await createContact(page.request, { customerId: portal.id, firstName: 'Ivy', tag: 'impersonated' });
    await searchTableUntilOnly(page, portal.company_name);
    await page.getByRole('button', { name: `Actions for ${portal.company_name}` }).click();
    await page.getByRole('menuitem', { name: 'View the portal as this customer' }).click();
    const why = page.getByRole('dialog', { name: `View the portal as ${portal.company_name}` });
    await why.getByLabel('Reason').fill('Checking the new company');
    await why.getByRole('button', { name: 'Open the portal' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(
      page.getByText(
        `You are viewing the portal as ${contact.first_name} ${contact.last_name} (${portal.company_name}).`,
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back to back office' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
  });

  test('service, who may not open Sales Reps, still picks a rep in the customer form', async ({ page }) => {
    const company = `Rep Pick ${unique()} Inc`;
    await openAsStaff(page, '/admin/customers', 'service@demo.test');
    await page.getByRole('button', { name: 'Add customer' }).click();
    const form = page.getByRole('dialog', { name: 'Add customer' });
    await form.getByLabel('Company name').fill(company);
    await form.getByRole('combobox', { name: 'Subsidiary ID' }).click();
    await page.getByRole('option', { name: '1 · US' }).click();
    await form.getByRole('combobox', { name: 'Sales rep' }).click();
    await page.getByRole('option', { name: 'Maria Lopez' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await searchTableUntilOnly(page, company);
    await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Maria Lopez');
  });

  test('tech lists customers but may not add or edit them', async ({ page }) => {
    await openAsStaff(page, '/admin/customers', 'tech@demo.test');
    await searchTableUntilOnly(page, 'Stitch & Thread');
    await page.getByRole('button', { name: 'Actions for Stitch & Thread Co.' }).click();
    await expect(page.getByRole('menuitem', { name: 'View the portal as this customer' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add customer' })).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`the customers list at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await openAsStaff(page, '/admin/customers');
      // Found by name: the companies other tests add sort among the seeded ones.
      await searchTableUntilOnly(page, 'Stitch & Thread');
      await expect(page.getByRole('row').filter({ hasText: 'Stitch & Thread Co.' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await cellsOffScreen(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
