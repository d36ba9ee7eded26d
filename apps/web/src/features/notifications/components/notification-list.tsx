import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks, IconMoodSmile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { pendingNotificationsQuery, useMarkNotificationsRead } from '../api/notifications-api.ts';
import { NotificationItem } from './notification-item.tsx';
import '../notifications-i18n.ts';

/** The bell dialog's body: pending notifications, mark one or all read, 'Nothing pending :)' when empty. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const { data, isPending, isError } = useQuery(pendingNotificationsQuery(i18n.language));
  const markRead = useMarkNotificationsRead();
  const items = data ?? [];

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconChecks size={14} aria-hidden />}
          disabled={items.length === 0 || markRead.isPending}
          onClick={() => markRead.mutate(items.map((item) => item.id))}
        >
          {t('notifications:markAllRead')}
        </Button>
      </Group>
      {isPending && (
        <Stack gap="sm" aria-busy aria-label={t('common:loading')}>
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      )}
      {isError && (
        <Text c="red.8" fz="sm" role="alert">
          {t('errors.load')}
        </Text>
      )}
      {markRead.isError && (
        <Text c="red.8" fz="sm" role="alert">
          {t('errors.markRead')}
        </Text>
      )}
      {!isPending && !isError && items.length === 0 && (
        <EmptyStateMessage icon={<IconMoodSmile aria-hidden />} description={t('notifications:empty')} />
      )}
      {items.length > 0 && (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              busy={markRead.isPending}
              onRead={() => markRead.mutate([item.id])}
              onNavigate={onNavigate}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
