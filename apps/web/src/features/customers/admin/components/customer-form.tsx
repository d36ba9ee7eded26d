import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerBody } from '@owner-portal/contract/customers/customers';
import { isEuropeanSubsidiary, EUROPE_SUBSIDIARY_ID, US_SUBSIDIARY_ID } from '@owner-portal/contract/roles';
import type { ResourceFormProps } from '../../../../shared/admin/define-resource.ts';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import type { SaveInput } from '../../../../shared/admin/resource-api.ts';
import { textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import { salesRepOptionsQueryOptions } from '../api/customers-api.ts';
import '../admin-customers-i18n.ts';

type CustomerFormValues = { company_name: string; subsidiary_id: string; sales_rep_id: string };

/** Company name, subsidiary (US or Europe, as a select) and the assigned sales rep. */
export function CustomerForm({
  item: customer,
  onSave,
  onCancel,
}: ResourceFormProps<Customer, SaveInput<CustomerBody>>) {
  const { t } = useTranslation('admin-customers');
  // US (1) or Europe (3); a customer saved with another US number keeps it as an option (decision 050).
  const subsidiaries = [US_SUBSIDIARY_ID, EUROPE_SUBSIDIARY_ID];
  if (customer && !subsidiaries.includes(customer.subsidiary_id)) subsidiaries.push(customer.subsidiary_id);
  const subsidiaryOptions = subsidiaries.map((id) => ({
    value: String(id),
    label: `${id} · ${isEuropeanSubsidiary(id) ? t('europe') : t('us')}`,
  }));
  const form = useFormValidation<CustomerFormValues>(
    {
      company_name: customer?.company_name ?? '',
      subsidiary_id: customer ? String(customer.subsidiary_id) : '',
      sales_rep_id: customer?.sales_rep_id ? String(customer.sales_rep_id) : '',
    },
    { rules: { company_name: ['required'], subsidiary_id: ['required'] } },
  );
  const reps = useQuery(salesRepOptionsQueryOptions());
  const current =
    customer?.sales_rep_id && customer.sales_rep_name
      ? [{ value: String(customer.sales_rep_id), label: customer.sales_rep_name }]
      : [];
  const repOptions = reps.data ? reps.data.map((rep) => ({ value: String(rep.id), label: rep.name })) : current;

  const submission = useSubmit(form, async (values) => {
    await onSave({
      id: customer?.id ?? null,
      body: {
        company_name: values.company_name.trim(),
        subsidiary_id: Number(values.subsidiary_id),
        sales_rep_id: values.sales_rep_id ? Number(values.sales_rep_id) : null,
        referral_payout_tag_id: customer?.referral_payout_tag_id ?? null,
      },
    });
  });

  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      <TextInput label={t('fields.company_name')} {...textField(form, 'company_name')} withAsterisk data-autofocus />
      <Select
        label={t('fields.subsidiary_id')}
        data={subsidiaryOptions}
        value={form.values.subsidiary_id || null}
        onChange={(value) => form.setValue('subsidiary_id', value ?? '')}
        error={form.errors.subsidiary_id}
        allowDeselect={false}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('fields.sales_rep_id')}
        placeholder={t('noRep')}
        data={repOptions}
        value={form.values.sales_rep_id || null}
        onChange={(value) => form.setValue('sales_rep_id', value ?? '')}
        error={form.errors.sales_rep_id}
        description={reps.isError ? t('errors.reps') : undefined}
        styles={{ description: { color: 'var(--mantine-color-text)' } }}
        disabled={reps.isError}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </EditForm>
  );
}
