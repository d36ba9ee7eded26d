import { lazy, Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n.ts';
import { useNotificationHostWanted } from '../shared/notifications/notification-host.ts';
import { cssVariablesResolver, localisedTheme } from './theme.ts';

// The notification list is mounted with the first notification (notify.ts); its store keeps what
// is shown until the chunk arrives.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** App-wide providers. TanStack Query is provided by the signed-in shells, which are the only users of it. */
export function AppProviders({ children }: { children: ReactNode }) {
  const notificationsWanted = useNotificationHostWanted();
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedApp notificationsWanted={notificationsWanted}>{children}</ThemedApp>
    </I18nextProvider>
  );
}

/** The theme carries Mantine's built-in screen-reader labels, so it follows the language. */
function ThemedApp({ notificationsWanted, children }: { notificationsWanted: boolean; children: ReactNode }) {
  const { t } = useTranslation('forms');
  const togglePassword = t('togglePassword');
  const theme = useMemo(() => localisedTheme({ togglePassword }), [togglePassword]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {notificationsWanted && (
        <Suspense fallback={null}>
          <Notifications position="top-right" limit={5} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
