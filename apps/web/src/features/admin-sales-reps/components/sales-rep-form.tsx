import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesRep, SalesRepBody } from '@owner-portal/contract/sales-reps';
import { formatPhone } from '@owner-portal/contract/validation';
import { PhoneInput } from '../../../shared/forms/phone-input.tsx';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
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
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave({
        id: rep?.id ?? null,
        body: { name: values.name.trim(), email: values.email.trim(), phone: values.phone || null },
      });
    } catch (error) {
      if (!form.applyServerErrors(error)) throw error;
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.name')}
          value={form.values.name}
          error={form.errors.name}
          onChange={(event) => form.setValue('name', event.currentTarget.value)}
          withAsterisk
          data-autofocus
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          value={form.values.email}
          error={form.errors.email}
          onChange={(event) => form.setValue('email', event.currentTarget.value)}
          withAsterisk
        />
        <PhoneInput
          label={t('fields.phone')}
          value={form.values.phone}
          error={form.errors.phone}
          onChange={(value) => form.setValue('phone', value)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={form.hasErrors}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
