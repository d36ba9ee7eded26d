import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from '@owner-portal/contract/notifications';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import type { NotificationInput } from '../api/notifications-api.ts';
import '../admin-notifications-i18n.ts';

type NotificationFormValues = {
  title: string;
  content: string;
  link_url: string;
  link_text: string;
  is_external: boolean;
};

const initialValues = (n: AdminNotification | null): NotificationFormValues => ({
  title: n?.title ?? '',
  content: n?.content ?? '',
  link_url: n?.link_url ?? '',
  link_text: n?.link_text ?? '',
  is_external: n?.is_external ?? false,
});

interface NotificationFormProps {
  notification: AdminNotification | null;
  onSave: (input: { id: number | null; body: NotificationInput }) => Promise<unknown>;
  onCancel: () => void;
}

/** Title, content (plain text), optional link with its text, and whether the link leaves the portal. */
export function NotificationForm({ notification, onSave, onCancel }: NotificationFormProps) {
  const { t } = useTranslation('admin-notifications');
  const form = useFormValidation<NotificationFormValues>(initialValues(notification), {
    rules: { title: ['required'], content: ['required'] },
  });
  const [saving, setSaving] = useState(false);
  const text = (field: 'title' | 'content' | 'link_url' | 'link_text') => ({
    label: t(`fields.${field}`),
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(field, event.currentTarget.value),
  });

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave({
        id: notification?.id ?? null,
        body: {
          title: values.title.trim(),
          content: values.content.trim(),
          link_url: values.link_url.trim() || null,
          link_text: values.link_text.trim() || null,
          is_external: values.is_external,
        },
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
        <TextInput {...text('title')} withAsterisk data-autofocus />
        <Textarea {...text('content')} withAsterisk autosize minRows={3} maxRows={10} />
        <TextInput {...text('link_url')} placeholder={t('linkPlaceholder')} />
        <TextInput {...text('link_text')} />
        <Checkbox
          label={t('fields.is_external')}
          checked={form.values.is_external}
          onChange={(event) => form.setValue('is_external', event.currentTarget.checked)}
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
