import { Badge, Text } from '@mantine/core';
import type { PayoutTag, PayoutTagBody } from '@owner-portal/contract/referrals/referrals';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { payoutTagKeys, useSavePayoutTag } from './api/payout-tags-api.ts';
import './admin-payout-tags-i18n.ts';

// GET admin/referral-payout-tag and DELETE admin/referral-payout-tag/{id}; saving is
// POST admin/machine-type-referral-payout-tag/{tagId} for add and update alike.
const api = {
  ...resourceApi<PayoutTag, PayoutTagBody>({ key: payoutTagKeys.all, path: '/admin/referral-payout-tag' }),
  useSave: useSavePayoutTag,
};

/** /admin/payout-tags (admin only): list, add, edit and delete payout tags with their value per machine type. */
export const payoutTagsResource = defineResource({
  namespace: 'admin-payout-tags',
  area: 'payoutTags',
  api,
  name: (tag) => tag.name,
  columns: [
    {
      key: 'name',
      sortable: true,
      render: (tag, t) => (
        <Text size="sm" fw={600}>
          {tag.name}{' '}
          {tag.is_influencer && (
            <Badge variant="light" color="grape" ml={4}>
              {t('influencer')}
            </Badge>
          )}
        </Text>
      ),
    },
    { key: 'minimum_referrals', label: 'columns.minimumReferrals', sortable: true, align: 'right' },
    {
      key: 'shop_products_reward',
      label: 'columns.shopProductsReward',
      align: 'right',
      render: (tag) => `${tag.shop_products_reward}%`,
    },
    {
      key: 'values',
      render: (tag) =>
        tag.machine_type_referral_tag
          .filter((v) => v.value > 0)
          .map((v) => `${v.machine_type_name} ${formatMoney(v.value)}`)
          .join(' · ') || '—',
    },
    { key: 'customers_count', label: 'columns.customers', align: 'right' },
  ],
  form: lazyForm(() => import('./payout-tag-form.ts').then((m) => m.payoutTagForm)),
  modalSize: 'lg',
  // A refused delete shows the server's reason (a tag still in use).
  closeDeleteOnError: true,
});
