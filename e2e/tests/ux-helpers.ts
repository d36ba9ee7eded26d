import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createContact, type DemoCompany } from './factories.ts';
import { openAsCustomer, skipFirstTimeModal } from './helpers.ts';

export type Lang = 'en' | 'es';

/**
 * Opens `path` (the dashboard unless given) signed in as a new contact in `lang`, of the demo owner's
 * company unless `company` or `customerId` says otherwise, with the language question already
 * answered unless `askLanguage`: a test reads the portal in Spanish, or changes per-user state,
 * without touching the demo accounts that tests running beside it use.
 */
export async function openAsFreshContact(
  page: Page,
  options: {
    lang: Lang;
    company?: DemoCompany;
    customerId?: number;
    tag: string;
    askLanguage?: boolean;
    path?: string;
  },
): Promise<string> {
  const { lang, tag, customerId, company = 'owner' } = options;
  const { email } = await createContact(page.request, customerId ? { lang, tag, customerId } : { lang, tag, company });
  if (!options.askLanguage) await skipFirstTimeModal(page);
  await openAsCustomer(page, options.path ?? '/', email);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return email;
}

export const WIDTHS = [1280, 375] as const;
export const LANGS = ['en', 'es'] as const;
