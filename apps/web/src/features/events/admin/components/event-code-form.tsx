import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminEventCode, EventCodeBody } from '@owner-portal/contract/events/event-codes';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import type { ResourceFormProps } from '../../../../shared/admin/define-resource.ts';
import type { SaveInput } from '../../../../shared/admin/resource-api.ts';
import { SearchableSelect } from '../../../../shared/forms/searchable-select.tsx';
import { textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
// The company select and its field-name mapping are the contact form's: one company search for both.
import { findCustomerOptions } from '../../../contacts/contacts.feature.tsx';
import { withFormFieldNames } from '../../../contacts/contacts.feature.tsx';
import '../admin-events-i18n.ts';

type EventCodeFormValues = {
  customer: string;
  description: string;
  description_es: string;
  discount_code: string;
  claim_url: string;
  redeemed: boolean;
};

const initial = (code: AdminEventCode | null): EventCodeFormValues => ({
  customer: code ? String(code.customer.id) : '',
  description: code?.description ?? '',
  description_es: code?.description_es ?? '',
  discount_code: code?.discount_code ?? '',
  claim_url: code?.claim_url ?? '',
  redeemed: code?.redeemed ?? false,
});

const toBody = (values: EventCodeFormValues): EventCodeBody => ({
  customer_id: Number(values.customer),
  description: values.description.trim(),
  description_es: values.description_es.trim() || null,
  discount_code: values.discount_code.trim(),
  claim_url: values.claim_url.trim() || null,
  redeemed: values.redeemed,
});

/** Add or edit an event code: the company, the English and optional Spanish description, the code and its state. */
export function EventCodeForm({
  item,
  onSave,
  onCancel,
  loadCustomers = findCustomerOptions,
}: ResourceFormProps<AdminEventCode, SaveInput<EventCodeBody>> & { loadCustomers?: typeof findCustomerOptions }) {
  const { t } = useTranslation('admin-events');
  const form = useFormValidation<EventCodeFormValues>(initial(item), {
    rules: { customer: ['required'], description: ['required'], discount_code: ['required'] },
  });
  const submission = useSubmit(
    form,
    async (values) => {
      await onSave({ id: item?.id ?? null, body: toBody(values) });
    },
    { mapError: withFormFieldNames },
  );

  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      <SearchableSelect
        label={t('fields.customer')}
        placeholder={t('customerPlaceholder')}
        loadOptions={loadCustomers}
        selectedOption={item ? { value: String(item.customer.id), label: item.customer.company_name } : null}
        value={form.values.customer || null}
        onChange={(value) => form.setValue('customer', value ?? '')}
        error={form.errors.customer}
        withAsterisk
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea label={t('fields.description')} {...textField(form, 'description')} withAsterisk rows={2} />
      <Textarea
        label={t('fields.description_es')}
        description={t('spanishHint')}
        styles={{ description: { color: 'var(--mantine-color-text)' } }}
        {...textField(form, 'description_es')}
        lang="es"

        rows={2}
      />
      <TextInput
        label={t('fields.discount_code')}
        {...textField(form, 'discount_code')}
        withAsterisk
        autoComplete="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <TextInput label={t('fields.claim_url')} {...textField(form, 'claim_url')} type="url" autoComplete="off" />
      <Checkbox
        label={t('fields.redeemed')}
        checked={form.values.redeemed}
        onChange={(event) => form.setValue('redeemed', event.currentTarget.checked)}
      />
    </EditForm>
  );
}
