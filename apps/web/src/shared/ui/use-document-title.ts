import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's name: the screen's title, then the app's ("Orders · Owner Portal"). */
export const documentTitle = (title: string, appName: string) => `${title} · ${appName}`;

/** Sets the browser tab's title to the translated screen title. */
export function useDocumentTitle(key: string, options?: Record<string, string>): string {
  const { t } = useTranslation();
  const title = t(key, options);
  const suffix = t('common:appName');
  useEffect(() => {
    document.title = documentTitle(title, suffix);
  }, [title, suffix]);
  return title;
}
