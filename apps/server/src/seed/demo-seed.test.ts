import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from '@owner-portal/contract/validation';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('holds only phone numbers and emails that the edit forms accept', async () => {
    const contacts = await t.db.selectFrom('customer_users').select(['email', 'phone']).execute();
    const reps = await t.db.selectFrom('sales_reps').select(['email', 'phone']).execute();
    for (const row of [...contacts, ...reps]) {
      expect(isValidEmail(row.email), row.email).toBe(true);
      if (row.phone !== null) expect(isValidPhone(row.phone), `${row.email}: ${row.phone}`).toBe(true);
    }
  });
});
