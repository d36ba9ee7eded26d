import type { PayoutTag } from '@owner-portal/contract/referrals/referrals';
import { defineForm } from '../../../shared/admin/define-form.ts';
import { moneyInputProps } from '../../../shared/format/money.ts';
import { useMachineTypes } from './api/payout-tags-api.ts';
import './admin-payout-tags-i18n.ts';

type MachineType = { id: number; name: string };
type ValueRow = { machine_type_id: number; name: string; value: number | string };

/** Every machine type, so a tag gives each a value; without them the form has no such rows. */
function useMachineTypeData() {
  const types = useMachineTypes();
  return { pending: types.isPending, data: types.data ?? [] };
}

const rowsOf = (types: MachineType[], tag: PayoutTag | null): ValueRow[] =>
  types.map((type) => ({
    machine_type_id: type.id,
    name: type.name,
    value: tag?.machine_type_referral_tag.find((v) => v.machine_type_id === type.id)?.value ?? '',
  }));

/** Name, minimum referrals, the shop-products percentage and a value per machine type. */
export const payoutTagForm = defineForm<PayoutTag, MachineType[]>({
  useData: useMachineTypeData,
  fields: {
    name: { required: true, description: 'fields.nameHint' },
    minimum_referrals: {
      type: 'number',
      label: 'fields.minimumReferrals',
      required: true,
      half: true,
      initial: () => 0,
      props: { min: 0, allowDecimal: false },
    },
    shop_products_reward: {
      type: 'number',
      label: 'fields.shopProductsReward',
      required: true,
      half: true,
      initial: () => 0,
      props: { suffix: '%', min: 0, max: 100, decimalScale: 2 },
    },
    machine_type_referral_tag: {
      type: 'rows',
      look: 'grid',
      label: 'fields.machineTypeValues',
      fields: { value: { type: 'number', props: { ...moneyInputProps(), min: 0, decimalScale: 2 } } },
      rowLabel: (row) => String(row.name),
      from: (tag, types) => rowsOf(types, tag),
      initial: (types) => rowsOf(types, null),
      send: (rows: ValueRow[]) =>
        rows.map((row) => ({ machine_type_id: row.machine_type_id, value: Number(row.value ?? 0) || 0 })),
    },
  },
});
