import { NumberInput, Text } from '@mantine/core';
import type { RedeemBody, Referrer } from '@owner-portal/contract/referrals';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/admin/edit-form.tsx';
import { formatMoney } from '../../../shared/format/money.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../shared/forms/use-submit.ts';
import '../admin-referrals-i18n.ts';

interface RedeemFormProps {
  item: Referrer | null;
  onSave: (input: { id: number | null; body: RedeemBody }) => Promise<void>;
  onCancel: () => void;
}

/**
 * The amount to redeem, the whole balance by default. No max on the input: it would silently clamp a
 * larger amount; the server refuses more than the balance with a 422 that shows under the field.
 */
export function RedeemForm({ item, onSave, onCancel }: RedeemFormProps) {
  const { t } = useTranslation('admin-referrals');
  const form = useFormValidation<{ amount: number | string }>(
    { amount: item?.balance ?? '' },
    { rules: { amount: ['required'] } },
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
        min={0.01}
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
