import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from '@owner-portal/contract/notifications';
import '../admin-notifications-i18n.ts';

export interface NotificationPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

interface Props {
  notification: AdminNotification;
  can: NotificationPermissions;
  busy: boolean;
  onPublish: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Publish (until published), edit and delete, as far as the role may (SPEC point 6). */
export function NotificationRowActions({ notification, can, busy, onPublish, onEdit, onDelete }: Props) {
  const { t } = useTranslation('admin-notifications');
  if (!can.update && !can.delete) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { title: notification.title })} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {can.update && !notification.published_at && (
          <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={onPublish}>
            {t('actions.publish')}
          </Menu.Item>
        )}
        {can.update && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {can.delete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
