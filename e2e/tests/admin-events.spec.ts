import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { chooseSearchResult, expectNoSeriousA11yViolations, switchStaffToSpanish } from './admin-e2e-helpers.ts';
import { createCustomer, SUBSIDIARY, unique } from './factories.ts';
import { openAsStaff, skipFirstTimeModal } from './helpers.ts';
import { LANGS, openAsFreshContact, WIDTHS, type Lang } from './ux-helpers.ts';

test.describe('event codes', { tag: '@events' }, () => {
  test.describe.configure({ timeout: 120_000 });

  const TEXT = {
    en: {
      heading: 'Event Codes',
      add: 'Add event code',
      company: 'Company',
      description: 'Description',
      spanish: 'Description in Spanish (optional)',
      code: 'Discount code',
      save: 'Save',
      taken: 'The discount code has already been taken.',
    },
    es: {
      heading: 'Códigos de eventos',
      add: 'Añadir código de evento',
      company: 'Empresa',
      description: 'Descripción',
      spanish: 'Descripción en español (opcional)',
      code: 'Código de descuento',
      save: 'Guardar',
      taken: 'El código de descuento ya está en uso.',
    },
  } as const;

  async function addCode(page: Page, lang: Lang, company: string, code: string, description: string, spanish: string) {
    const text = TEXT[lang];
    await page.getByRole('button', { name: text.add }).click();
    const form = page.getByRole('dialog', { name: text.add });
    await chooseSearchResult(page, form.getByRole('combobox', { name: text.company }), company, company);
    await form.getByRole('textbox', { name: text.description, exact: true }).fill(description);
    await form.getByRole('textbox', { name: text.spanish }).fill(spanish);
    await form.getByRole('textbox', { name: text.code }).fill(code);
    await form.getByRole('button', { name: text.save }).click();
    return form;
  }

  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      test(`staff write an event code's Spanish description, a Spanish-speaking owner reads it (${lang}, ${width} px)`, async ({
        page,
        browser,
      }) => {
        const text = TEXT[lang];
        const code = `E2E-${lang}-${width}-${unique()}`.toUpperCase();
        const spanish = `Feria de Colonia — entrada gratuita ${code}`;
        // A European company of this test's own: its owner's dashboard shows only this test's codes.
        const company = await createCustomer(page.request, {
          name: `Messe ${unique()} GmbH`,
          subsidiary: SUBSIDIARY.europe,
        });
        await skipFirstTimeModal(page);
        await page.setViewportSize({ width, height: 900 });
        await openAsStaff(page, '/admin/events');
        if (lang === 'es') await switchStaffToSpanish(page);
        await expect(page.getByRole('heading', { name: text.heading })).toBeVisible({ timeout: 20_000 });

        const form = await addCode(
          page,
          lang,
          company.company_name,
          code,
          `Cologne fair — free ticket ${code}`,
          spanish,
        );
        await expect(form).toBeHidden();
        const row = page.getByRole('row').filter({ hasText: code });
        await expect(row).toContainText(spanish);
        await expectNoSeriousA11yViolations(page);

        // The same code again: the server's 422, in the interface's language, under the field.
        const again = await addCode(page, lang, company.company_name, code.toLowerCase(), 'Twice', 'Dos veces');
        await expect(again.getByText(text.taken)).toBeVisible();
        if (lang === 'es') await expect(again.getByText(TEXT.en.taken)).toHaveCount(0);

        const owner = await browser.newPage({ viewport: { width, height: 900 } });
        await openAsFreshContact(owner, { lang: 'es', customerId: company.id, tag: `events-${lang}-${width}` });
        const card = owner.getByTestId(`event-${code}`);
        await expect(card).toContainText(spanish, { timeout: 20_000 });
        await expect(card.getByText(spanish)).toHaveAttribute('lang', 'es');
        await owner.close();
      });
    }
  }
});
