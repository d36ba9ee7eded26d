import type { TFunction } from 'i18next';
import type { Referrer } from '@owner-portal/contract/referrals/referrals';
import { defineForm } from '../../../shared/admin/define-form.ts';
import { formatMoney, moneyInputProps } from '../../../shared/format/money.ts';
import './admin-referrals-i18n.ts';

/** Only an amount above $0.00 and at most the balance may be redeemed; the reason shows under the field. */
export function redeemAmountError(amount: unknown, balance: number, t: TFunction): string | undefined {
  const value = Number(amount);
  if (!Number.isFinite(value) || value <= 0) return t('admin-referrals:redeem.notPositive', { zero: formatMoney(0) });
  if (value > balance) return t('admin-referrals:redeem.tooMuch', { balance: formatMoney(balance) });
  return undefined;
}

/**
 * The amount to redeem, the whole balance by default. The input neither clamps nor rounds what is
 * typed (a typed 0 or -5 must be refused, not turned into $0.01): the form's own check refuses it.
 */
export const redeemForm = defineForm<Referrer>({
  namespace: 'admin-referrals',
  saveLabel: 'admin-pending-payouts:actions.save',
  fields: {
    intro: {
      type: 'note',
      look: 'text',
      text: (t, { item }) => t('redeem.intro', { name: item?.company_name, balance: formatMoney(item?.balance ?? 0) }),
    },
    amount: {
      type: 'number',
      label: 'redeem.amount',
      required: true,
      from: (referrer) => referrer.balance,
      props: { ...moneyInputProps(), decimalScale: 2, fixedDecimalScale: true, clampBehavior: 'none' },
    },
  },
  keep: (referrer) => ({ customer_id: referrer?.id }),
  check: (values, t, { item }) => ({ amount: redeemAmountError(values.amount, item?.balance ?? 0, t) }),
});
