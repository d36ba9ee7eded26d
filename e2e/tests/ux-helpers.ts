import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { openAsCustomer, PASSWORD, skipFirstTimeModal } from './helpers.ts';

export type Lang = 'en' | 'es';

/** Demo companies as seeded: Stitch & Thread Co. (US) and Stickerei Müller GmbH (subsidiary 3, EU). */
const COMPANY_SEARCH = { us: 'Stitch & Thread', eu: 'Stickerei' } as const;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { email: 'admin@demo.test', password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

/**
 * A new contact of a demo company in the given language, made through the back-office API, so a
 * test can read the portal in Spanish (or change per-user state) without touching the demo accounts
 * that tests running beside it use.
 */
export async function createContact(
  request: APIRequestContext,
  { lang, region = 'us', tag }: { lang: Lang; region?: 'us' | 'eu'; tag: string },
): Promise<string> {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const found = await request.get(`/api/admin/customers/find?search=${encodeURIComponent(COMPANY_SEARCH[region])}`, {
    headers,
  });
  const companies = (await found.json()) as { data: { id: number }[] };
  const email = `e2e.ux.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@demo.test`;
  const created = await request.post('/api/admin/customer_users', {
    headers,
    data: {
      first_name: lang === 'es' ? 'Lucía' : 'Casey',
      last_name: 'Tester',
      email,
      phone: '4075550199',
      lang_code: lang,
      customer_id: companies.data[0]!.id,
      password: PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

/**
 * Opens `path` (the dashboard unless given) signed in as a fresh contact, in its language, with the
 * language question already answered unless `askLanguage`.
 */
export async function openAsFreshContact(
  page: Page,
  options: { lang: Lang; region?: 'us' | 'eu'; tag: string; askLanguage?: boolean; path?: string },
): Promise<string> {
  const email = await createContact(page.request, options);
  if (!options.askLanguage) await skipFirstTimeModal(page);
  await openAsCustomer(page, options.path ?? '/', email);
  await expect(page.locator('html')).toHaveAttribute('lang', options.lang);
  return email;
}

export const WIDTHS = [1280, 375] as const;
export const LANGS = ['en', 'es'] as const;
