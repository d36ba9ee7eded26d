import { describe, expect, it } from 'vitest';
import {
  EMPTY_TOTALS,
  applyChange,
  approvalChange,
  availableCreditCents,
  buyerKey,
  isPayable,
  isSelfReferral,
  needsApproval,
  redemptionChange,
  redemptionEntry,
  redemptionRefusal,
  saleEntry,
  saleValue,
  settlesBalance,
} from './ledger.rules.ts';

const tag = { shopProductsRewardBp: 500 };

describe('saleValue', () => {
  it("earns the tag's value for the machine type, and records it", () => {
    expect(saleValue({ amountCents: 1_899_500, machineTypeId: 1, tag, tagMachineValueCents: 50_000 })).toEqual({
      valueCents: 50_000,
      machineTypeValueCents: 50_000,
    });
  });

  it('earns 0 for a machine type the tag sets no value for', () => {
    expect(saleValue({ amountCents: 100_000, machineTypeId: 1, tag })).toEqual({
      valueCents: 0,
      machineTypeValueCents: 0,
    });
  });

  it("earns the tag's shop-products share of a sale without a machine type, rounded to the cent", () => {
    // 5 % of $125.50 is $6.275: rounded to $6.28.
    expect(saleValue({ amountCents: 12_550, machineTypeId: null, tag })).toEqual({
      valueCents: 628,
      machineTypeValueCents: null,
    });
  });

  it('earns nothing for a referrer without a tag', () => {
    expect(saleValue({ amountCents: 45_000, machineTypeId: null, tag: null }).valueCents).toBe(0);
    expect(saleValue({ amountCents: 45_000, machineTypeId: 3, tag: null })).toEqual({
      valueCents: 0,
      machineTypeValueCents: null,
    });
  });
});

describe('isSelfReferral', () => {
  const base = {
    referrerId: 1,
    buyerCustomerId: null,
    buyerEmail: null,
    buyerContactEmails: [],
    referrerContactEmails: ['owner@stitch.example', 'ann@gmail.com'],
  };

  it("flags a sale to the referrer's own company", () => {
    expect(isSelfReferral({ ...base, buyerCustomerId: 1 })).toBe(true);
  });

  it("flags a buyer on a domain of one of the referrer's contacts, in any case", () => {
    expect(isSelfReferral({ ...base, buyerEmail: 'Bob@Stitch.Example' })).toBe(true);
    expect(isSelfReferral({ ...base, buyerCustomerId: 7, buyerContactEmails: ['x@stitch.example'] })).toBe(true);
  });

  it('never counts a shared web-mail domain, and passes a stranger', () => {
    expect(isSelfReferral({ ...base, buyerEmail: 'someone@gmail.com' })).toBe(false);
    expect(isSelfReferral({ ...base, buyerEmail: 'buyer@other.example' })).toBe(false);
    expect(isSelfReferral(base)).toBe(false);
  });
});

describe('buyerKey', () => {
  it('names the buyer by company, else email, else order number, else the idempotency key', () => {
    const none = { customerId: null, email: null, orderNumber: null, idempotencyKey: 'k1' };
    expect(buyerKey({ ...none, customerId: 4, email: 'a@b.example' })).toBe('c:4');
    expect(buyerKey({ ...none, email: 'a@b.example', orderNumber: 'SO-1' })).toBe('e:a@b.example');
    expect(buyerKey({ ...none, orderNumber: 'SO-1' })).toBe('o:SO-1');
    expect(buyerKey(none)).toBe('o:k1');
  });
});

describe('a sale, its approval and a redemption on the account', () => {
  it('adds an approved sale to earned, balance, sales and orders, and a new buyer once', () => {
    const first = saleEntry({ valueCents: 50_000, selfReferral: false, newBuyer: true });
    const again = saleEntry({ valueCents: 2_250, selfReferral: false, newBuyer: false });
    expect(first.approved).toBe(true);
    expect(applyChange(applyChange(EMPTY_TOTALS, first.change), again.change)).toEqual({
      ...EMPTY_TOTALS,
      earnedCents: 52_250,
      balanceCents: 52_250,
      salesCount: 2,
      ordersCount: 2,
      referredCustomersCount: 1,
    });
  });

  it('keeps a self-referral out of the balance and the minimum until it is approved', () => {
    const flagged = saleEntry({ valueCents: 50_000, selfReferral: true, newBuyer: true });
    expect(flagged.approved).toBe(false);
    const waiting = applyChange(EMPTY_TOTALS, flagged.change);
    expect(waiting).toEqual({ ...EMPTY_TOTALS, ordersCount: 1, referredCustomersCount: 1, pendingApprovalCount: 1 });
    expect(needsApproval({ approved: 0 })).toBe(true);
    expect(applyChange(waiting, approvalChange(50_000))).toEqual({
      ...EMPTY_TOTALS,
      earnedCents: 50_000,
      balanceCents: 50_000,
      salesCount: 1,
      ordersCount: 1,
      referredCustomersCount: 1,
    });
    expect(needsApproval({ approved: 1 })).toBe(false);
  });

  it('takes a redemption off the balance and adds it to what was redeemed', () => {
    const account = { ...EMPTY_TOTALS, earnedCents: 80_000, balanceCents: 80_000, salesCount: 2 };
    const after = applyChange(account, redemptionChange(60_000));
    expect(after).toMatchObject({ earnedCents: 80_000, redeemedCents: 60_000, balanceCents: 20_000 });
    expect(settlesBalance(after.balanceCents)).toBe(false);
    expect(settlesBalance(applyChange(after, redemptionChange(20_000)).balanceCents)).toBe(true);
  });
});

describe('payable and redemption checks', () => {
  const account = { balanceCents: 20_000, salesCount: 2, minimumReferrals: 3 };

  it('owes nothing before the minimum of approved sales, nor on an empty balance', () => {
    expect(isPayable(account)).toBe(false);
    expect(availableCreditCents(account)).toBe(0);
    expect(isPayable({ ...account, salesCount: 3, balanceCents: 0 })).toBe(false);
    expect(isPayable({ ...account, salesCount: 3 })).toBe(true);
    expect(availableCreditCents({ ...account, salesCount: 3 })).toBe(20_000);
  });

  it('refuses a redemption before the minimum first, then beyond the balance, with the balance in dollars', () => {
    expect(redemptionRefusal(account, 30_000)).toBe('Nothing is payable before the minimum of 3 referrals is reached.');
    expect(redemptionRefusal({ ...account, minimumReferrals: 1 }, 20_001)).toBe(
      'The amount may not be greater than the balance of $200.00.',
    );
    expect(redemptionRefusal({ ...account, minimumReferrals: 1 }, 20_000)).toBeUndefined();
    expect(redemptionRefusal({ ...account, minimumReferrals: 1, salesCount: 1 }, 1)).toBeUndefined();
  });
});

describe('redemptionEntry', () => {
  it('writes the amount as a negative value with the balance after it, approved at once', () => {
    expect(redemptionEntry(7, 20_000, 31_500)).toMatchObject({
      referrer_id: 7,
      type: 'redemption',
      amount_cents: 20_000,
      value_cents: -20_000,
      balance_cents: 31_500,
      approved: 1,
      customer_id: null,
    });
  });
});
