import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesRep, SalesRepBody } from '@owner-portal/contract/sales-reps';
import { formatPhone } from '@owner-portal/contract/validation';
import { EditForm } from '../../../shared/admin/edit-form.tsx';
import { PhoneInput } from '../../../shared/forms/phone-input.tsx';
import { textField } from '../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../shared/forms/use-submit.ts';
import '../admin-sales-reps-i18n.ts';

type SalesRepFormValues = { name: string; email: string; phone: string };

interface SalesRepFormProps {
  rep: SalesRep | null;
  onSave: (input: { id: number | null; body: SalesRepBody }) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, email and an optional phone. */
export function SalesRepForm({ rep, onSave, onCancel }: SalesRepFormProps) {
  const { t } = useTranslation('admin-sales-reps');
  const form = useFormValidation<SalesRepFormValues>(
    { name: rep?.name ?? '', email: rep?.email ?? '', phone: rep?.phone ? formatPhone(rep.phone) : '' },
    { rules: { name: ['required'], email: ['required', 'email'], phone: ['phone'] } },
  );
  const { submit, saving } = useSubmit(form, async (values) => {
    await onSave({
      id: rep?.id ?? null,
      body: { name: values.name.trim(), email: values.email.trim(), phone: values.phone || null },
    });
  });

  return (
    <EditForm
      onSubmit={submit}
      onCancel={onCancel}
      saving={saving}
      invalid={form.hasErrors}
      cancelLabel={t('actions.cancel')}
      saveLabel={t('actions.save')}
    >
      <TextInput label={t('fields.name')} {...textField(form, 'name')} withAsterisk data-autofocus />
      <TextInput label={t('fields.email')} type="email" {...textField(form, 'email')} withAsterisk />
      <PhoneInput
        label={t('fields.phone')}
        value={form.values.phone}
        error={form.errors.phone}
        onChange={(value) => form.setValue('phone', value)}
      />
    </EditForm>
  );
}
