import { expect, test } from './test.ts';
import { searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { createContact } from './factories.ts';
import { expectFullyVisible } from './phone-helpers.ts';
import { openAsCustomer, openAsStaff, skipFirstTimeModal } from './helpers.ts';

test.describe.configure({ timeout: 90_000 });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 800 }));

    test(
      'the first-time language modal and the notification bell dialog fit the screen',
      { tag: ['@languages', '@notifications'] },
      async ({ page }) => {
        await openAsCustomer(page);
        const language = page.getByRole('dialog', { name: 'Choose your preferred language' });
        await expectFullyVisible(page, language);
        await language.getByRole('button', { name: 'Close' }).click();
        await expect(language).toBeHidden();

        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expectFullyVisible(page, page.getByRole('dialog', { name: 'Notifications' }));
      },
    );

    test('the contact form and the delete question fit the screen', { tag: '@contacts' }, async ({ page }) => {
      const contact = await createContact(page.request, { tag: 'dialog' });
      await skipFirstTimeModal(page);
      await openAsStaff(page);
      await page.getByRole('button', { name: 'Add contact' }).click();
      const form = page.getByRole('dialog', { name: 'Add contact' });
      await expectFullyVisible(page, form);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();

      await searchTableUntilOnly(page, contact.email);
      await page
        .getByRole('row')
        .filter({ hasText: contact.email })
        .getByRole('button', { name: `Actions for ${contact.first_name} ${contact.last_name}` })
        .click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete contact' });
      await expectFullyVisible(page, confirm);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
    });
  });
}
