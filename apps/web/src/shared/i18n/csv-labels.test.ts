import { describe, expect, it } from 'vitest';
import { CSV_VALUES_ES } from '@owner-portal/contract/csv-labels';
import referrals from '../../locales/es/referrals.json';
import transactions from '../../locales/es/transactions.json';

/** A Spanish CSV says what the Spanish screens say: the server's words are the web's (decision 042). */
describe('Spanish CSV values', () => {
  it('names transaction types and statuses as the transactions screen does', () => {
    for (const [type, label] of Object.entries(transactions.types)) expect(CSV_VALUES_ES.type?.[type]).toBe(label);
    expect(CSV_VALUES_ES.status).toEqual(transactions.statuses);
  });

  it('names referral types as the referral history does', () => {
    expect(CSV_VALUES_ES.type?.sale).toBe(referrals.types.sale);
    expect(CSV_VALUES_ES.type?.redemption).toBe(referrals.types.redemption);
  });
});
