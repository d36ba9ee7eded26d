import { NOTIFICATION_AUDIENCES } from '@owner-portal/contract/constants';
import type { AdminNotification } from '@owner-portal/contract/notifications/notifications';
import { defineForm } from '../../../shared/admin/define-form.ts';
import type { SchemaFormValues } from '../../../shared/admin/form-spec.ts';
import './admin-notifications-i18n.ts';

/** A Spanish version is whole: once one of its two texts is typed, the other is required too. */
const spanishStarted = ({ values }: { values: SchemaFormValues }) =>
  Boolean(String(values.title_es ?? '').trim() || String(values.content_es ?? '').trim());

/**
 * Title, content (plain text) and link text in English and, optionally, Spanish; the link and
 * whether it leaves the portal; and who sees it (all, US or European customers).
 */
export const notificationForm = defineForm<AdminNotification>({
  sections: {
    en: { legend: 'languages.en' },
    es: { legend: 'languages.es', hint: 'languages.esHint' },
  },
  fields: {
    title: { section: 'en', required: true },
    content: { section: 'en', type: 'textarea', required: true, props: { maxRows: 10 } },
    link_text: { section: 'en' },
    title_es: { section: 'es', required: spanishStarted },
    content_es: { section: 'es', type: 'textarea', required: spanishStarted, props: { maxRows: 10 } },
    link_text_es: { section: 'es' },
    link_url: { placeholder: 'linkPlaceholder' },
    is_external: { type: 'checkbox' },
    audience: {
      type: 'select',
      options: NOTIFICATION_AUDIENCES,
      optionLabel: 'audiences',
      clearable: false,
      initial: () => 'all',
    },
  },
});
