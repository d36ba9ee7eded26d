import type { NotificationData } from '@mantine/notifications';
import { ERROR_NOTIFICATION_MS } from '@owner-portal/contract/constants';
import { i18n } from '../i18n/i18n.ts';
import { failureText, translateServerText } from '../i18n/server-text.ts';
import { requestNotificationHost } from './notification-host.ts';

/**
 * Notifications are loaded on first use, with the list that shows them (see providers.tsx), so no
 * page downloads them before it has something to say.
 */
function show(data: NotificationData): void {
  requestNotificationHost();
  const closeButtonProps = { 'aria-label': i18n.t('common:close') };
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ closeButtonProps, ...data }));
}

/** An error notification; error notifications last 5 seconds. */
export function notifyError(title: string, message: string): void {
  show({ title, message, color: 'red', autoClose: ERROR_NOTIFICATION_MS, withBorder: true });
}

export function notifySuccess(title: string, message?: string): void {
  show({ title, message: message ?? '', color: 'teal', withBorder: true });
}

/**
 * Server validation errors: one error notification per text, titled with the server message, both
 * in the reader's language when the contract's catalogue knows them.
 */
export function notifyValidationErrors(message: string, errors: Record<string, string[]>): void {
  for (const texts of Object.values(errors)) {
    for (const text of texts) notifyError(translateServerText(message), translateServerText(text));
  }
}

/** An error notification that carries the failure's own message, e.g. the server's reason. */
export function notifyFailure(title: string, error: unknown): void {
  notifyError(title, failureText(error));
}
