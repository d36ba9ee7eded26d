import { i18n } from '../i18n/i18n.ts';
import { failureText, translateServerText } from '../i18n/server-text.ts';
import { notifyError } from './notify.ts';

function errorText(reason: unknown): string {
  if (reason instanceof Error) return failureText(reason);
  if (typeof reason === 'string') return translateServerText(reason);
  return i18n.t('common:errors.generic');
}

/** An uncaught error or rejection: an error notification titled Error with the error text. */
export function showGlobalError(reason: unknown): void {
  notifyError(i18n.t('common:errors.title'), errorText(reason));
}

export function installGlobalErrorHandler(): () => void {
  const onError = (event: ErrorEvent) => showGlobalError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => showGlobalError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
