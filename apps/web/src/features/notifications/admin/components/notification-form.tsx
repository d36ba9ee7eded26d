import { Checkbox, Fieldset, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AUDIENCES } from '@owner-portal/contract/constants';
import type { NotificationAudience } from '@owner-portal/contract/constants';
import type { AdminNotification } from '@owner-portal/contract/notifications/notifications';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import { textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { useSubmit } from '../../../../shared/forms/use-submit.ts';
import type { NotificationInput } from '../api/notifications-api.ts';
import '../admin-notifications-i18n.ts';

type NotificationFormValues = {
  title: string;
  content: string;
  link_url: string;
  link_text: string;
  is_external: boolean;
  title_es: string;
  content_es: string;
  link_text_es: string;
  audience: NotificationAudience;
};

const initialValues = (n: AdminNotification | null): NotificationFormValues => ({
  title: n?.title ?? '',
  content: n?.content ?? '',
  link_url: n?.link_url ?? '',
  link_text: n?.link_text ?? '',
  is_external: n?.is_external ?? false,
  title_es: n?.title_es ?? '',
  content_es: n?.content_es ?? '',
  link_text_es: n?.link_text_es ?? '',
  audience: n?.audience ?? 'all',
});

/** A Spanish version is whole: once one of its two texts is typed, the other is required too. */
const spanishStarted = (values: NotificationFormValues) => Boolean(values.title_es.trim() || values.content_es.trim());

const isAudience = (value: string | null): value is NotificationAudience =>
  (NOTIFICATION_AUDIENCES as readonly (string | null)[]).includes(value);

interface NotificationFormProps {
  notification: AdminNotification | null;
  onSave: (input: { id: number | null; body: NotificationInput }) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Title, content (plain text) and link text in English and, optionally, Spanish; the link and
 * whether it leaves the portal; and who sees it (all, US or European customers).
 */
export function NotificationForm({ notification, onSave, onCancel }: NotificationFormProps) {
  const { t } = useTranslation('admin-notifications');
  const form = useFormValidation<NotificationFormValues>(initialValues(notification), {
    rules: (values) => ({
      title: ['required'],
      content: ['required'],
      ...(spanishStarted(values) ? { title_es: ['required'], content_es: ['required'] } : {}),
    }),
  });
  const submission = useSubmit(form, async (values) => {
    await onSave({
      id: notification?.id ?? null,
      body: {
        title: values.title.trim(),
        content: values.content.trim(),
        link_url: values.link_url.trim() || null,
        link_text: values.link_text.trim() || null,
        is_external: values.is_external,
        title_es: values.title_es.trim() || null,
        content_es: values.content_es.trim() || null,
        link_text_es: values.link_text_es.trim() || null,
        audience: values.audience,
      },
    });
  });

  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      <Fieldset legend={t('languages.en')} variant="unstyled">
        <TextInput label={t('fields.title')} {...textField(form, 'title')} withAsterisk data-autofocus />
        <Textarea
          label={t('fields.content')}
          {...textField(form, 'content')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          mt="sm"
        />
        <TextInput label={t('fields.link_text')} {...textField(form, 'link_text')} mt="sm" />
      </Fieldset>
      <Fieldset legend={t('languages.es')} variant="unstyled">
        <Text fz="xs" c="dimmed" mb="xs">
          {t('languages.esHint')}
        </Text>
        <TextInput
          label={t('fields.title_es')}
          {...textField(form, 'title_es')}
          withAsterisk={spanishStarted(form.values)}
        />
        <Textarea
          label={t('fields.content_es')}
          {...textField(form, 'content_es')}
          withAsterisk={spanishStarted(form.values)}
          autosize
          minRows={3}
          maxRows={10}
          mt="sm"
        />
        <TextInput label={t('fields.link_text_es')} {...textField(form, 'link_text_es')} mt="sm" />
      </Fieldset>
      <TextInput label={t('fields.link_url')} {...textField(form, 'link_url')} placeholder={t('linkPlaceholder')} />
      <Checkbox
        label={t('fields.is_external')}
        checked={form.values.is_external}
        onChange={(event) => form.setValue('is_external', event.currentTarget.checked)}
      />
      <Select
        label={t('fields.audience')}
        data={NOTIFICATION_AUDIENCES.map((audience) => ({ value: audience, label: t(`audiences.${audience}`) }))}
        value={form.values.audience}
        onChange={(value) => isAudience(value) && form.setValue('audience', value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </EditForm>
  );
}
