import { expect, test } from './test.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { expectNoSeriousA11yViolations, searchTableUntilOnly, switchStaffToSpanish } from './admin-e2e-helpers.ts';
import { createContact, createCustomer, unique } from './factories.ts';
import { cellsOffScreen, expectNoSidewaysScroll } from './phone-helpers.ts';

test.describe('audit log', { tag: '@audit' }, () => {
  test.beforeEach(async ({ page }) => skipFirstTimeModal(page));

  test('the audit log shows an impersonation with its reason, at 1280 and 375 px, in English and Spanish', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const portal = await createCustomer(page.request, { name: `Audited ${unique()} Inc` });
    const contact = await createContact(page.request, { customerId: portal.id, firstName: 'Ada', tag: 'audited' });
    const owner = `${contact.first_name} ${contact.last_name}`;
    const reason = `Owner asked about the dashboard ${unique()}`;

    // Impersonation asks why before it opens the portal.
    await openAsStaff(page, '/admin/customers');
    await searchTableUntilOnly(page, portal.company_name);
    await page.getByRole('button', { name: `Actions for ${portal.company_name}` }).click();
    await page.getByRole('menuitem', { name: 'View the portal as this customer' }).click();
    const why = page.getByRole('dialog', { name: `View the portal as ${portal.company_name}` });
    await why.getByLabel('Reason').fill('no');
    await why.getByRole('button', { name: 'Open the portal' }).click();
    await expect(why.getByText('Reason must be at least 3 characters.')).toBeVisible();
    await why.getByLabel('Reason').fill(reason);
    await why.getByRole('button', { name: 'Open the portal' }).click();
    await expect(page.getByText(`You are viewing the portal as ${owner} (${portal.company_name}).`)).toBeVisible();
    await page.getByRole('button', { name: 'Back to back office' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');

    // The log: its start with the reason, and its end, both as the impersonated owner.
    await page.goto(`/admin/audit-log?search=${encodeURIComponent(reason)}`);
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible({ timeout: 20_000 });
    const started = page.getByRole('row').filter({ hasText: 'Started viewing a portal as its owner' });
    const ended = page.getByRole('row').filter({ hasText: 'Stopped viewing a portal as its owner' });
    await expect(started).toContainText(`Reason: ${reason}`);
    await expect(started).toContainText(`as ${owner}`);
    await expect(started).toContainText('admin@demo.test');
    await expect(ended).toContainText(`as ${owner}`);
    await expectNoSeriousA11yViolations(page);

    // "as …" shows that impersonation's rows alone; Details tells when it started and ended, and why.
    await started.getByRole('link', { name: `as ${owner}` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('impersonation_id'));
    await expect(page.getByRole('row').filter({ hasText: owner })).toHaveCount(2);
    await started.getByRole('button', { name: /^Actions for entry #\d+$/ }).click();
    await page.getByRole('menuitem', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: /^#\d+$/ });
    await expect(detail.getByText(reason).first()).toBeVisible();
    await expect(detail.getByText('Started', { exact: true })).toBeVisible();
    await expect(detail.getByText('Ended', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();

    // In Spanish.
    await switchStaffToSpanish(page);
    await expect(page.getByRole('heading', { name: 'Registro de auditoría', level: 1 })).toBeVisible();
    const empezo = page.getByRole('row').filter({ hasText: 'Empezó a ver un portal como su propietario' });
    await expect(empezo).toContainText(`Motivo: ${reason}`);
    await expect(page.getByRole('row').filter({ hasText: 'Dejó de ver un portal como su propietario' })).toContainText(
      `como ${owner}`,
    );

    // On a phone: each row a card, nothing sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page);
    expect(await cellsOffScreen(page)).toEqual([]);
    await expect(empezo).toContainText(`Motivo: ${reason}`);
    await expect(empezo.getByRole('link', { name: `como ${owner}` })).toBeVisible();
  });
});
