import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from '@owner-portal/contract/notifications';
import { canPerform } from '@owner-portal/contract/permissions';
import { AddButton } from '../../../shared/admin/add-button.tsx';
import { EditModal } from '../../../shared/admin/edit-modal.tsx';
import { useConfirmDelete } from '../../../shared/admin/use-confirm-delete.ts';
import { useEditModal } from '../../../shared/admin/use-edit-modal.ts';
import { formatInviteDate } from '../../../shared/format/dates.ts';
import { notifyFailure, notifySuccess } from '../../../shared/notifications/notify.ts';
import { useSession } from '../../../shared/session/session.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import {
  useDeleteNotification,
  useNotifications,
  usePublishNotification,
  useSaveNotification,
} from '../api/notifications-api.ts';
import { NotificationForm } from '../components/notification-form.tsx';
import { NotificationRowActions } from '../components/notification-row-actions.tsx';
import type { NotificationPermissions } from '../components/notification-row-actions.tsx';
import '../admin-notifications-i18n.ts';

export function notificationPermissions(role: string | null | undefined): NotificationPermissions {
  return {
    create: canPerform(role, 'create', 'admin-notifications'),
    update: canPerform(role, 'update', 'admin-notifications'),
    delete: canPerform(role, 'delete', 'admin-notifications'),
  };
}

/** /admin/notifications: write, edit, publish and delete what customers' bells show (SPEC point 4). */
export function NotificationsPage() {
  const { t } = useTranslation('admin-notifications');
  const title = useDocumentTitle('admin-notifications:title');
  const can = notificationPermissions(useSession().user?.role);
  const list = useNotifications(useListQuery());
  const save = useSaveNotification();
  const publish = usePublishNotification();
  const remove = useDeleteNotification();
  const editor = useEditModal<AdminNotification>();
  const deletion = useConfirmDelete({
    remove: (n: AdminNotification) => remove.mutateAsync(n.id),
    pending: remove.isPending,
    deletedText: t('deleted'),
    failedTitle: t('errors.delete'),
  });

  const columns: DataTableColumn<AdminNotification>[] = [
    {
      key: 'title',
      label: t('columns.title'),
      sortable: true,
      render: (n) => (
        <Text size="sm" fw={600}>
          {n.title}
        </Text>
      ),
    },
    {
      key: 'content',
      label: t('columns.content'),
      // Plain text, never HTML: React escapes it.
      render: (n) => (
        <Text size="sm" lineClamp={2} maw={360}>
          {n.content}
        </Text>
      ),
    },
    {
      key: 'link',
      label: t('columns.link'),
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
      label: t('columns.state'),
      sortable: true,
      render: (n) =>
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
    {
      key: 'actions',
      label: t('columns.actions'),
      align: 'right',
      render: (n) => (
        <NotificationRowActions
          notification={n}
          can={can}
          busy={publish.isPending && publish.variables === n.id}
          onPublish={() =>
            publish.mutate(n.id, {
              onSuccess: () => notifySuccess(t('publishedNotice')),
              onError: (error) => notifyFailure(t('errors.publish'), error),
            })
          }
          onEdit={() => editor.openEdit(n)}
          onDelete={() => deletion.ask(n)}
        />
      ),
    },
  ];

  return (
    <>
      <ListScreen
        title={title}
        list={list}
        columns={columns}
        emptyMessage={list.isError ? t('errors.load') : t('empty')}
        dateFilter
        actions={can.create && <AddButton label={t('actions.add')} onClick={editor.openAdd} />}
      />
      <EditModal
        editor={editor}
        addTitle={t('addTitle')}
        editTitle={t('editTitle')}
        closeLabel={t('actions.close')}
        size="lg"
        save={save.mutateAsync}
        savedText={t('saved')}
      >
        {(form) => <NotificationForm notification={form.item} onSave={form.onSave} onCancel={form.onCancel} />}
      </EditModal>
      <ConfirmModal
        {...deletion.modal}
        title={t('deleteTitle')}
        message={t('deleteText', { title: deletion.target?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
      />
    </>
  );
}
