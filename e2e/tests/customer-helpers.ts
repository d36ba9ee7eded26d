import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD } from './helpers.ts';
import { axeFindings } from './a11y-helpers.ts';

export const CUSTOMER_SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(CUSTOMER_SHOTS, { recursive: true });

/** The demo owner's company (Stitch & Thread Co.), as seeded. */
export const OWNER_COMPANY_ID = 1;

/**
 * A new contact of the demo owner's company, made through the back-office API. Tests that change
 * per-user state (language, read notifications) use one, so tests running beside them as
 * owner@demo.test see nothing change.
 */
export async function createOwnerColleague(request: APIRequestContext, tag: string): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { email: 'admin@demo.test', password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { access_token: token } = (await login.json()) as { access_token: string };
  const email = `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@demo.test`;
  const created = await request.post('/api/admin/customer_users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: 'Casey',
      last_name: 'Colleague',
      email,
      phone: '4075550199',
      lang_code: 'en',
      customer_id: OWNER_COMPANY_ID,
      password: PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

/** No serious or critical axe violations on the page's main content. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await axeFindings(page, { worst: 'serious', rules: 'wcag' })).toEqual([]);
}
