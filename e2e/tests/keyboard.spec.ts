import { expect, test } from './test.ts';
import { searchTableUntilOnly } from './admin-e2e-helpers.ts';
import { createContact } from './factories.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { LANGS, openAsFreshContact, WIDTHS } from './ux-helpers.ts';

test.describe.configure({ timeout: 90_000 });

const TEXT = {
  en: { skip: 'Skip to main content', open: 'Open navigation', orders: 'My Orders' },
  es: { skip: 'Saltar al contenido principal', open: 'Abrir la navegación', orders: 'Mis pedidos' },
};

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(
      `the skip link leads to the content, Escape closes the drawer (${lang}, ${width} px)`,
      { tag: '@orders' },
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        // A fresh page load: the first Tab from the top of the page.
        await openAsFreshContact(page, { lang, tag: `skip-${lang}-${width}`, path: '/orders' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: TEXT[lang].skip });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();

        if (width === 375) {
          const burger = page.getByRole('button', { name: TEXT[lang].open });
          await burger.click();
          const link = page.getByRole('link', { name: TEXT[lang].orders });
          await expect(link).toBeVisible();
          await link.focus();
          await page.keyboard.press('Escape');
          await expect(link).toBeHidden();
          await expect(burger).toBeFocused();
        }
      },
    );
  }
}

for (const width of WIDTHS) {
  test(
    `a modal opened from a row menu gives focus back to that menu button (${width} px)`,
    { tag: '@contacts' },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // A contact of this test's own: the rows around it come and go as other tests add and delete theirs.
      const contact = await createContact(page.request, { tag: 'focus' });
      await skipFirstTimeModal(page);
      await openAsStaff(page);
      await searchTableUntilOnly(page, contact.email);
      const menu = page
        .getByRole('row')
        .filter({ hasText: contact.email })
        .getByRole('button', { name: `Actions for ${contact.first_name} ${contact.last_name}` });

      // By mouse: Delete, then Cancel.
      await menu.click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete contact' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(menu).toBeFocused();

      // By keyboard: Edit with Enter, then Escape.
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Edit' }).press('Enter');
      const edit = page.getByRole('dialog', { name: 'Edit contact' });
      await expect(edit).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();
      await expect(menu).toBeFocused();
    },
  );

  test(`a filled-in form asks before Escape discards it (${width} px)`, { tag: '@contacts' }, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await skipFirstTimeModal(page);
    await openAsStaff(page);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const form = page.getByRole('dialog', { name: 'Add contact' });
    await form.getByLabel('First name').fill('Half-typed');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard your changes?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(form.getByLabel('First name')).toHaveValue('Half-typed');

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(form).toBeHidden();
  });
}

test(
  'a failed language save says so and keeps the interface language',
  { tag: ['@languages', '@account'] },
  async ({ page }) => {
    await page.route('**/api/customer', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'Down' } }) : route.continue(),
    );
    await openAsFreshContact(page, { lang: 'en', tag: 'langfail', askLanguage: true });
    const dialog = page.getByRole('dialog', { name: 'Choose your preferred language' });
    await dialog.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByText('Your language choice could not be saved. Please try again.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'My Orders' }).first()).toBeAttached();
  },
);
