import { Suspense } from 'react';
import { ActionIcon, Center, Indicator, Modal, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NotificationList, pendingNotificationsQuery } from '../../features/notifications/notifications.feature.tsx';
import './shell-i18n.ts';
import { usePainted } from '../../shared/ui/after-first-paint.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** The notification bell: an unread count badge, and a dialog with the pending notifications. */
export function NotificationBell() {
  const { t, i18n } = useTranslation('shell');
  const [opened, { open, close }] = useDisclosure(false);
  const { data } = useQuery({ ...pendingNotificationsQuery(i18n.language), enabled: usePainted() });
  const count = data?.length ?? 0;
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={6} color="red">
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={open}
          aria-label={t('notifications.open')}
          aria-describedby={count > 0 ? 'notification-bell-count' : undefined}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      {count > 0 && (
        <VisuallyHidden id="notification-bell-count">{t('notifications:unread', { number: count })}</VisuallyHidden>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('notifications.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Suspense
          fallback={
            <Center mih={120}>
              <Spinner />
            </Center>
          }
        >
          <NotificationList onNavigate={close} />
        </Suspense>
      </Modal>
    </>
  );
}
