import { Checkbox, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessoryBody } from '@owner-portal/contract/products/admin-catalog';
import type { ResourceFormProps } from '../../../../shared/admin/define-resource.ts';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import type { SaveInput } from '../../../../shared/admin/resource-api.ts';
import { textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import { ThumbnailField } from '../../../../shared/admin/thumbnail-field.tsx';
import type { AdminAccessory } from '../accessories-resource.tsx';
import '../admin-accessories-i18n.ts';

type Values = { name: string; description: string; thumbnail_path: string; shop_link: string; is_dashboard: boolean };

/** Name, description, thumbnail upload, https shop link and whether the dashboard shows it. */
export function AccessoryForm({ item, onSave, onCancel }: ResourceFormProps<AdminAccessory, SaveInput<AccessoryBody>>) {
  const { t } = useTranslation('admin-accessories');
  const form = useFormValidation<Values>(
    {
      name: item?.name ?? '',
      description: item?.description ?? '',
      thumbnail_path: item?.thumbnail_path ?? '',
      shop_link: item?.shop_link ?? '',
      is_dashboard: item?.is_dashboard ?? false,
    },
    { rules: { name: ['required'] } },
  );
  const submission = useSubmit(form, async (v) => {
    await onSave({
      id: item?.id ?? null,
      body: {
        name: v.name.trim(),
        description: v.description.trim() || null,
        thumbnail_path: v.thumbnail_path || null,
        shop_link: v.shop_link.trim() || null,
        is_dashboard: v.is_dashboard,
      },
    });
  });
  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      <TextInput label={t('fields.name')} {...textField(form, 'name')} withAsterisk data-autofocus />
      <Textarea label={t('fields.description')} {...textField(form, 'description')} autosize minRows={2} />
      <TextInput label={t('fields.shop_link')} placeholder="https://" {...textField(form, 'shop_link')} />
      <ThumbnailField form={form} name="thumbnail_path" label={t('fields.thumbnail_path')} />
      <Checkbox
        label={t('fields.is_dashboard')}
        checked={form.values.is_dashboard}
        onChange={(e) => form.setValue('is_dashboard', e.currentTarget.checked)}
      />
    </EditForm>
  );
}
