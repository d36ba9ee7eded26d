import { NumberInput, Text } from '@mantine/core';
import type { RedeemBody, Referrer } from '@owner-portal/contract/referrals/referrals';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import type { Translate } from '../../../../shared/forms/validate-values.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import '../admin-referrals-i18n.ts';

interface RedeemFormProps {
  item: Referrer | null;
  onSave: (input: { id: number | null; body: RedeemBody }) => Promise<void>;
  onCancel: () => void;
}

type RedeemValues = { amount: number | string };

/** Only an amount above $0.00 and at most the balance may be redeemed; the reason shows under the field. */
export function redeemAmountError(amount: number | string, balance: number, t: Translate): string | undefined {
  const value = Number(amount);
  if (!Number.isFinite(value) || value <= 0) return t('admin-referrals:redeem.notPositive', { zero: formatMoney(0) });
  if (value > balance) return t('admin-referrals:redeem.tooMuch', { balance: formatMoney(balance) });
  return undefined;
}

/**
 * The amount to redeem, the whole balance by default. The input neither clamps nor rounds what is
 * typed (a typed 0 or -5 must be refused, not turned into $0.01): the form's own check refuses it.
 */
export function RedeemForm({ item, onSave, onCancel }: RedeemFormProps) {
  const { t } = useTranslation('admin-referrals');
  const balance = item?.balance ?? 0;
  const form = useFormValidation<RedeemValues>(
    { amount: item?.balance ?? '' },
    {
      rules: { amount: ['required'] },
      check: (values, translate) => ({ amount: redeemAmountError(values.amount, balance, translate) }),
    },
  );
  const submission = useSubmit(form, async (values) => {
    if (!item) return;
    await onSave({ id: item.id, body: { customer_id: item.id, amount: Number(values.amount) } });
  });
  if (!item) return null;
  return (
    <EditForm
      form={form}
      submission={submission}
      onCancel={onCancel}
      saveLabel={t('admin-pending-payouts:actions.save')}
    >
      <Text fz="sm">{t('redeem.intro', { name: item.company_name, balance: formatMoney(item.balance) })}</Text>
      <NumberInput
        label={t('redeem.amount')}
        prefix="$"
        decimalScale={2}
        fixedDecimalScale
        clampBehavior="none"
        thousandSeparator=","
        value={form.values.amount}
        error={form.errors.amount}
        onChange={(value) => form.setValue('amount', value)}
        withAsterisk
        data-autofocus
      />
    </EditForm>
  );
}
