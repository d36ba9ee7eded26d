import type { AdminProduct } from '@owner-portal/contract/products/admin-catalog';
import { useAccessoryChoices, useGroupChoices, useMachineTypeChoices } from '../../../shared/admin/catalog-options.ts';
import { defineForm } from '../../../shared/admin/define-form.ts';
import { ProductResources } from './components/product-resources.tsx';
import './admin-products-i18n.ts';

const named = (x: { id: number; name: string } | null) => (x ? { value: String(x.id), label: x.name } : null);

/** A product: names, series, machine type, accessories, thumbnail upload; its resources once it exists. */
export const productForm = defineForm<AdminProduct>({
  columnsFrom: 'sm',
  fields: {
    display_name: { required: true, half: true },
    name: { required: true, half: true },
    netsuite_name: { half: true },
    group_id: {
      type: 'choice',
      half: true,
      useOptions: useGroupChoices,
      from: (p) => p.group?.id,
      current: (p) => named(p.group),
    },
    machine_type_id: {
      type: 'choice',
      half: true,
      useOptions: useMachineTypeChoices,
      from: (p) => p.machine_type?.id,
      current: (p) => named(p.machine_type),
    },
    accessory_ids: {
      type: 'choice',
      multiple: true,
      half: true,
      useOptions: useAccessoryChoices,
      from: (p) => p.accessories.map((a) => a.id),
    },
    thumbnail: { type: 'file', file: 'image', sends: 'url' },
    is_translation: { type: 'checkbox' },
  },
  after: ProductResources,
});
