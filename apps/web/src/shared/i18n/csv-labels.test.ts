import { describe, expect, it } from 'vitest';
import { CSV_VALUES_EN, CSV_VALUES_ES } from '@owner-portal/contract/csv-labels';
import referralsEn from '../../locales/en/referrals.json';
import transactionsEn from '../../locales/en/transactions.json';
import referralsEs from '../../locales/es/referrals.json';
import transactionsEs from '../../locales/es/transactions.json';

/** A CSV says what the screens say, in either language: the server's words are the web's (decisions 042, 119). */
describe.each([
  ['English', CSV_VALUES_EN, transactionsEn, referralsEn],
  ['Spanish', CSV_VALUES_ES, transactionsEs, referralsEs],
])('%s CSV values', (_language, values, transactions, referrals) => {
  it('names transaction types and statuses as the transactions screen does', () => {
    for (const [type, label] of Object.entries(transactions.types)) expect(values.type?.[type]).toBe(label);
    expect(values.status).toEqual(transactions.statuses);
  });

  it('names referral types as the referral history does', () => {
    expect(values.type?.sale).toBe(referrals.types.sale);
    expect(values.type?.redemption).toBe(referrals.types.redemption);
  });
});
