import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to the translated screen title. */
export function useDocumentTitle(key: string, options?: Record<string, string>): string {
  const { t } = useTranslation();
  const title = t(key, options);
  const suffix = t('common:appName');
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
  return title;
}
