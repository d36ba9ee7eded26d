import { Checkbox, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminProduct, ProductBody } from '@owner-portal/contract/products/admin-catalog';
import type { ResourceFormProps } from '../../../../shared/admin/define-resource.ts';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import type { SaveInput } from '../../../../shared/admin/resource-api.ts';
import { textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import { accessoryOptions, groupOptions, machineTypeOptions } from '../../../../shared/admin/catalog-options.ts';
import { ThumbnailField } from '../../../../shared/admin/thumbnail-field.tsx';
import '../admin-products-i18n.ts';
import { ProductResources } from './product-resources.tsx';

type Values = {
  display_name: string;
  name: string;
  netsuite_name: string;
  thumbnail: string;
  is_translation: boolean;
  group_id: string;
  machine_type_id: string;
  accessory_ids: string;
};

/** Add/edit a product: names, thumbnail upload, series, machine type, accessories; resources once it exists. */
export function ProductForm({ item, onSave, onCancel }: ResourceFormProps<AdminProduct, SaveInput<ProductBody>>) {
  const { t } = useTranslation('admin-products');
  const form = useFormValidation<Values>(
    {
      display_name: item?.display_name ?? '',
      name: item?.name ?? '',
      netsuite_name: item?.netsuite_name ?? '',
      thumbnail: item?.thumbnail ?? '',
      is_translation: item?.is_translation ?? false,
      group_id: item?.group ? String(item.group.id) : '',
      machine_type_id: item?.machine_type ? String(item.machine_type.id) : '',
      accessory_ids: (item?.accessories ?? []).map((a) => a.id).join(','),
    },
    { rules: { display_name: ['required'], name: ['required'] } },
  );
  const groups = useQuery(groupOptions());
  const machines = useQuery(machineTypeOptions());
  const accessories = useQuery(accessoryOptions());
  const idOrNull = (v: string) => (v ? Number(v) : null);

  const submission = useSubmit(form, async (v) => {
    await onSave({
      id: item?.id ?? null,
      body: {
        display_name: v.display_name.trim(),
        name: v.name.trim(),
        netsuite_name: v.netsuite_name.trim() || null,
        thumbnail: v.thumbnail || null,
        is_translation: v.is_translation,
        group_id: idOrNull(v.group_id),
        machine_type_id: idOrNull(v.machine_type_id),
        accessory_ids: v.accessory_ids ? v.accessory_ids.split(',').map(Number) : [],
      },
    });
  });

  return (
    <>
      <EditForm form={form} submission={submission} onCancel={onCancel}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.display_name')}
            {...textField(form, 'display_name')}
            withAsterisk
            data-autofocus
          />
          <TextInput label={t('fields.name')} {...textField(form, 'name')} withAsterisk />
          <TextInput label={t('fields.netsuite_name')} {...textField(form, 'netsuite_name')} />
          <Select
            label={t('fields.group_id')}
            data={groups.data ?? []}
            value={form.values.group_id || null}
            onChange={(v) => form.setValue('group_id', v ?? '')}
            error={form.errors.group_id}
            searchable
            clearable
          />
          <Select
            label={t('fields.machine_type_id')}
            data={machines.data ?? []}
            value={form.values.machine_type_id || null}
            onChange={(v) => form.setValue('machine_type_id', v ?? '')}
            error={form.errors.machine_type_id}
            searchable
            clearable
          />
          <MultiSelect
            label={t('fields.accessory_ids')}
            data={accessories.data ?? []}
            value={form.values.accessory_ids ? form.values.accessory_ids.split(',') : []}
            onChange={(v) => form.setValue('accessory_ids', v.join(','))}
            error={form.errors.accessory_ids}
            searchable
          />
        </SimpleGrid>
        <ThumbnailField form={form} name="thumbnail" label={t('fields.thumbnail')} />
        <Checkbox
          label={t('fields.is_translation')}
          checked={form.values.is_translation}
          onChange={(e) => form.setValue('is_translation', e.currentTarget.checked)}
        />
      </EditForm>
      {item && <ProductResources product={item} />}
    </>
  );
}
