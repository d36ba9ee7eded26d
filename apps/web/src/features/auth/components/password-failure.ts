import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-client.ts';
import { failureText } from '../../../shared/i18n/server-text.ts';
import { notifyError } from '../../../shared/notifications/notify.ts';

/**
 * A failed password request shows 'Fail request' with the server's message. Kept apart from
 * notifySignInFailure, which says the same, so the sign-in bundle gains no chunk shared with the
 * password pages.
 */
export function notifyPasswordFailure(error: unknown, t: TFunction): void {
  // A 5xx without a message of ours (a proxy's page) is "The service is unavailable", never its HTML.
  const message =
    error instanceof ApiError && (error.serverMessage || error.status >= 500) ? failureText(error) : null;
  notifyError(t('auth:errors.failTitle'), message ?? t('auth:errors.generic'));
}
