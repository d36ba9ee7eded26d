import { Anchor, Badge, Menu, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { AdminNotification } from '@owner-portal/contract/notifications/notifications';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import type { ResourceContext } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { formatInviteDate } from '../../../shared/format/dates.ts';
import { notifyFailure, notifySuccess } from '../../../shared/notifications/notify.ts';
import { notificationKeys, usePublishNotification } from './api/notifications-api.ts';
import type { NotificationInput } from './api/notifications-api.ts';
import './admin-notifications-i18n.ts';

/** Publish, until published, for those who may update. */
function usePublishAction() {
  const publish = usePublishNotification();
  return {
    busy: (n: AdminNotification) => publish.isPending && publish.variables === n.id,
    items: (n: AdminNotification, { t, can }: ResourceContext<AdminNotification>) =>
      can('update') && !n.published_at ? (
        <Menu.Item
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() =>
            publish.mutate(n.id, {
              onSuccess: () => notifySuccess(t('publishedNotice')),
              onError: (error) => notifyFailure(t('errors.publish'), error),
            })
          }
        >
          {t('actions.publish')}
        </Menu.Item>
      ) : null,
  };
}

/** /admin/notifications: write, edit, publish and delete what customers' bells show. */
export const notificationsResource = defineResource({
  namespace: 'admin-notifications',
  area: 'notifications',
  routeName: 'admin-notifications',
  api: resourceApi<AdminNotification, NotificationInput>({ key: notificationKeys.all, path: '/admin/notifications' }),
  name: (n) => n.title,
  columns: [
    {
      key: 'title',
      sortable: true,
      render: (n) => (
        <Text size="sm" fw={600}>
          {n.title}
        </Text>
      ),
    },
    // Plain text, never HTML: React escapes it.
    {
      key: 'content',
      render: (n) => (
        <Text size="sm" lineClamp={2} maw={360}>
          {n.content}
        </Text>
      ),
    },
    {
      key: 'link',
      render: (n) =>
        n.link_url ? (
          <Anchor href={n.link_url} target="_blank" rel="noopener noreferrer" size="sm">
            {n.link_text ?? n.link_url}
          </Anchor>
        ) : (
          ''
        ),
    },
    {
      key: 'published_at',
      label: 'columns.state',
      sortable: true,
      render: (n, t) =>
        n.published_at ? (
          <Badge color="teal.9" variant="filled" miw="max-content" title={formatInviteDate(n.published_at)}>
            {t('published')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" miw="max-content">
            {t('draft')}
          </Badge>
        ),
    },
  ],
  dates: true,
  form: lazyForm(() => import('./notification-form.ts').then((m) => m.notificationForm)),
  modalSize: 'lg',
  useRowActions: usePublishAction,
});
