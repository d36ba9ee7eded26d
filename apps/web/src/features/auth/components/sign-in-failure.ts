import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-client.ts';
import { failureText } from '../../../shared/i18n/server-text.ts';
import { notifyError } from '../../../shared/notifications/notify.ts';

/** A failed sign-in: 401 → 'Unauthorized request'; anything else → 'Fail request' with the server's message. */
export function notifySignInFailure(error: unknown, t: TFunction): void {
  if (error instanceof ApiError && error.status === 401) {
    notifyError(t('auth:errors.unauthorizedTitle'), t('auth:errors.wrongCredentials'));
    return;
  }
  // A 5xx without a message of ours (a proxy's page) is "The service is unavailable", never its HTML.
  const message =
    error instanceof ApiError && (error.serverMessage || error.status >= 500) ? failureText(error) : null;
  notifyError(t('auth:errors.failTitle'), message ?? t('auth:errors.generic'));
}
