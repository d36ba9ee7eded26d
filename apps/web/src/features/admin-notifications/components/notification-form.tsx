import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from '@owner-portal/contract/notifications';
import { EditForm } from '../../../shared/admin/edit-form.tsx';
import { textField } from '../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../shared/forms/use-submit.ts';
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
  const { submit, saving } = useSubmit(form, async (values) => {
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
      <TextInput label={t('fields.title')} {...textField(form, 'title')} withAsterisk data-autofocus />
      <Textarea
        label={t('fields.content')}
        {...textField(form, 'content')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
      />
      <TextInput label={t('fields.link_url')} {...textField(form, 'link_url')} placeholder={t('linkPlaceholder')} />
      <TextInput label={t('fields.link_text')} {...textField(form, 'link_text')} />
      <Checkbox
        label={t('fields.is_external')}
        checked={form.values.is_external}
        onChange={(event) => form.setValue('is_external', event.currentTarget.checked)}
      />
    </EditForm>
  );
}
