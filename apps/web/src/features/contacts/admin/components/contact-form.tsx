import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@owner-portal/contract/contacts/contacts';
import { PASSWORD_MASK } from '@owner-portal/contract/constants';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import { PhoneInput } from '../../../../shared/forms/phone-input.tsx';
import { SearchableSelect } from '../../../../shared/forms/searchable-select.tsx';
import { textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import { findCustomerOptions } from '../api/contacts-api.ts';
import type { SaveContactInput } from '../api/contacts-api.ts';
import {
  contactValidation,
  initialContactValues,
  toCreateBody,
  toUpdateBody,
  withFormFieldNames,
} from './contact-form-values.ts';
import type { ContactFormValues } from './contact-form-values.ts';
import '../admin-contacts-i18n.ts';

export interface ContactFormProps {
  /** The contact being edited, or null to add one. */
  contact: Contact | null;
  onSave: (input: SaveContactInput) => Promise<unknown>;
  onCancel: () => void;
  loadCustomers?: (search: string) => ReturnType<typeof findCustomerOptions>;
}

/** The add/edit contact form with the rules of SPEC point 5. */
export function ContactForm({ contact, onSave, onCancel, loadCustomers = findCustomerOptions }: ContactFormProps) {
  const { t } = useTranslation('admin-contacts');
  const mode = contact ? 'edit' : 'add';
  const form = useFormValidation<ContactFormValues>(initialContactValues(contact), contactValidation(mode));
  const submission = useSubmit(
    form,
    async (values) => {
      await onSave(contact ? { id: contact.id, body: toUpdateBody(values) } : { id: null, body: toCreateBody(values) });
    },
    { mapError: withFormFieldNames },
  );

  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('fields.first_name')}
          {...textField(form, 'first_name')}
          withAsterisk
          autoComplete="off"
          data-autofocus
        />
        <TextInput label={t('fields.last_name')} {...textField(form, 'last_name')} withAsterisk autoComplete="off" />
      </SimpleGrid>
      <TextInput label={t('fields.email')} {...textField(form, 'email')} type="email" withAsterisk autoComplete="off" />
      <PhoneInput
        label={t('fields.phone')}
        value={form.values.phone}
        error={form.errors.phone}
        onChange={(value) => form.setValue('phone', value)}
        withAsterisk
      />
      <SearchableSelect
        label={t('fields.customer')}
        placeholder={t('customerPlaceholder')}
        loadOptions={loadCustomers}
        selectedOption={
          contact?.customer ? { value: String(contact.customer.id), label: contact.customer.company_name } : null
        }
        value={form.values.customer || null}
        onChange={(value) => form.setValue('customer', value ?? '')}
        error={form.errors.customer}
        withAsterisk={mode === 'edit'}
        clearable={mode === 'add'}
        comboboxProps={{ withinPortal: true }}
      />
      <PasswordInput
        label={t('fields.password')}
        description={mode === 'edit' ? t('passwordKeep') : t('passwordInvite')}
        // Mantine's dimmed description fails the 4.5:1 contrast ratio; use the text colour.
        styles={{ description: { color: 'var(--mantine-color-text)' } }}
        {...textField(form, 'password')}
        autoComplete="new-password"
        onFocus={(event) => {
          if (event.currentTarget.value === PASSWORD_MASK) event.currentTarget.select();
        }}
        visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
      />
      {mode === 'edit' && (
        <TextInput
          label={t('fields.internal_id')}
          {...textField(form, 'internal_id')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </EditForm>
  );
}
