import { Anchor, Image, Text } from '@mantine/core';
import type { AccessoryBody } from '@owner-portal/contract/products/admin-catalog';
import type { Accessory } from '@owner-portal/contract/products/catalog';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { contentKeys } from '../../../shared/admin/catalog-options.ts';
import './admin-accessories-i18n.ts';

export type AdminAccessory = Accessory & { products_count: number; created_at: string };

/** /admin/accessories (admin only): thumbnail, shop link (https), dashboard flag. */
export const accessoriesResource = defineResource({
  namespace: 'admin-accessories',
  area: 'accessories',
  api: resourceApi<AdminAccessory, AccessoryBody>({
    key: contentKeys.accessories,
    path: '/admin/accessories',
    update: 'post',
  }),
  name: (a) => a.name,
  searchable: true,
  columns: [
    {
      key: 'thumbnail_path',
      render: (a, t) =>
        a.thumbnail_path ? (
          <Image src={a.thumbnail_path} alt={t('thumbnailOf', { name: a.name })} h={40} w={56} fit="contain" />
        ) : null,
    },
    {
      key: 'name',
      sortable: true,
      render: (a) => (
        <Text size="sm" fw={600}>
          {a.name}
        </Text>
      ),
    },
    {
      key: 'shop_link',
      render: (a) =>
        a.shop_link ? (
          <Anchor href={a.shop_link} target="_blank" rel="noreferrer" size="sm">
            {new URL(a.shop_link).hostname}
          </Anchor>
        ) : null,
    },
    { key: 'is_dashboard', render: (a, t) => (a.is_dashboard ? t('yes') : t('no')) },
    { key: 'products_count', align: 'right' },
  ],
  form: lazyForm(() => import('./accessory-form.ts').then((m) => m.accessoryForm)),
});
