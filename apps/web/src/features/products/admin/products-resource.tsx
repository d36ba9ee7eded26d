import { Badge, Group, Image, Text } from '@mantine/core';
import type { AdminProduct, ProductBody } from '@owner-portal/contract/products/admin-catalog';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { contentKeys } from '../../../shared/admin/catalog-options.ts';
import './admin-products-i18n.ts';

/** /admin/products (admin only): thumbnails, series, machine type, accessories and resources. */
export const productsResource = defineResource({
  namespace: 'admin-products',
  area: 'products',
  api: resourceApi<AdminProduct, ProductBody>({
    key: contentKeys.products,
    path: '/admin/products',
    update: 'post',
    updatePath: (id) => `/admin/products/${id}/save`,
  }),
  name: (p) => p.display_name,
  searchable: true,
  columns: [
    {
      key: 'thumbnail',
      render: (p, t) =>
        p.thumbnail ? (
          <Image src={p.thumbnail} alt={t('thumbnailOf', { name: p.display_name })} h={40} w={56} fit="contain" />
        ) : null,
    },
    {
      key: 'display_name',
      sortable: true,
      render: (p) => (
        <div>
          <Text size="sm" fw={600}>
            {p.display_name}
          </Text>
          <Text size="xs" c="dimmed">
            {p.netsuite_name}
          </Text>
        </div>
      ),
    },
    { key: 'group', render: (p) => p.group?.name ?? '' },
    { key: 'machine_type', render: (p) => p.machine_type?.name ?? '' },
    {
      key: 'accessories',
      render: (p) => (
        <Group gap={4}>
          {p.accessories.map((a) => (
            <Badge key={a.id} variant="light" size="sm">
              {a.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'resources', align: 'right', render: (p) => p.resources.length },
  ],
  form: lazyForm(() => import('./product-form.ts').then((m) => m.productForm)),
  // A refused delete shows the server's reason (an owned product).
  closeDeleteOnError: true,
});
