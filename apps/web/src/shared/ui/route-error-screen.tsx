import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-text.ts';
import { ErrorScreen } from './error-screen.tsx';

/** Shown when a screen fails to load or render. */
export function RouteErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  return <ErrorScreen text={error.message ? failureText(error) : t('errors.generic')} />;
}
