import { Menu } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from '@owner-portal/contract/notifications';
import { DeleteMenuItem, EditMenuItem, RowActionsMenu } from '../../../shared/admin/row-actions-menu.tsx';
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
    <RowActionsMenu label={t('actions.menu', { title: notification.title })} loading={busy}>
      {can.update && !notification.published_at && (
        <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={onPublish}>
          {t('actions.publish')}
        </Menu.Item>
      )}
      {can.update && <EditMenuItem label={t('actions.edit')} onClick={onEdit} />}
      {can.delete && <DeleteMenuItem label={t('actions.delete')} onClick={onDelete} />}
    </RowActionsMenu>
  );
}
