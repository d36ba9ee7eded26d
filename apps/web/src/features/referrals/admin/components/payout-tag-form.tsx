import { Fieldset, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { PayoutTag, PayoutTagBody } from '@owner-portal/contract/referrals/referrals';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import { useMachineTypes } from '../api/payout-tags-api.ts';
import '../admin-payout-tags-i18n.ts';

interface PayoutTagFormProps {
  item: PayoutTag | null;
  onSave: (input: { id: number | null; body: PayoutTagBody }) => Promise<void>;
  onCancel: () => void;
}

type Values = Record<string, string | number> & {
  name: string;
  minimum_referrals: number | string;
  shop_products_reward: number | string;
};
const valueField = (machineTypeId: number) => `value_${machineTypeId}`;

/** Name, minimum referrals, the shop-products percentage and a value per machine type. */
export function PayoutTagForm({ item, onSave, onCancel }: PayoutTagFormProps) {
  const { t } = useTranslation('admin-payout-tags');
  const types = useMachineTypes();
  const initial: Values = {
    name: item?.name ?? '',
    minimum_referrals: item?.minimum_referrals ?? 0,
    shop_products_reward: item?.shop_products_reward ?? 0,
    ...Object.fromEntries((item?.machine_type_referral_tag ?? []).map((v) => [valueField(v.machine_type_id), v.value])),
  };
  const form = useFormValidation<Values>(initial, {
    rules: { name: ['required'], minimum_referrals: ['required'], shop_products_reward: ['required'] },
  });
  const submission = useSubmit(form, async (values) => {
    await onSave({
      id: item?.id ?? null,
      body: {
        name: values.name.trim(),
        minimum_referrals: Number(values.minimum_referrals),
        shop_products_reward: Number(values.shop_products_reward),
        machine_type_referral_tag: (types.data ?? []).map((type) => ({
          machine_type_id: type.id,
          value: Number(values[valueField(type.id)] ?? 0) || 0,
        })),
      },
    });
  });

  const number = (field: string) => ({
    value: form.values[field] ?? '',
    error: form.errors[field],
    onChange: (value: number | string) => form.setValue(field, value),
  });

  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      <TextInput
        label={t('fields.name')}
        description={t('fields.nameHint')}
        value={form.values.name}
        error={form.errors.name}
        onChange={(event) => form.setValue('name', event.currentTarget.value)}
        withAsterisk
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={t('fields.minimumReferrals')}
          min={0}
          allowDecimal={false}
          withAsterisk
          {...number('minimum_referrals')}
        />
        <NumberInput
          label={t('fields.shopProductsReward')}
          suffix="%"
          min={0}
          max={100}
          decimalScale={2}
          withAsterisk
          {...number('shop_products_reward')}
        />
      </SimpleGrid>
      <Fieldset legend={t('fields.machineTypeValues')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(types.data ?? []).map((type) => (
            <NumberInput
              key={type.id}
              label={type.name}
              prefix="$"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              {...number(valueField(type.id))}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </EditForm>
  );
}
