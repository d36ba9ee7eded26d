import { useState } from 'react';
import { Anchor, Badge, Button, Modal, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from '@owner-portal/contract/notifications';
import { canPerform } from '@owner-portal/contract/permissions';
import { formatInviteDate } from '../../../shared/format/dates.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.ts';
import { useSession } from '../../../shared/session/session.ts';
import { DataTable } from '../../../shared/table/data-table.tsx';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { toListQuery, useTableParams } from '../../../shared/table/use-table-params.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import {
  useDeleteNotification,
  useNotifications,
  usePublishNotification,
  useSaveNotification,
} from '../api/notifications-api.ts';
import type { NotificationInput } from '../api/notifications-api.ts';
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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /admin/notifications: write, edit, publish and delete what customers' bells show (SPEC point 4). */
export function NotificationsPage() {
  const { t } = useTranslation('admin-notifications');
  const title = useDocumentTitle('admin-notifications:title');
  const can = notificationPermissions(useSession().user?.role);
  const { params } = useTableParams();
  const list = useNotifications(toListQuery(params));
  const save = useSaveNotification();
  const publish = usePublishNotification();
  const remove = useDeleteNotification();
  const [form, setForm] = useState<{ opened: boolean; item: AdminNotification | null }>({ opened: false, item: null });
  const [deleting, setDeleting] = useState<AdminNotification | null>(null);
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

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
              onError: (error) => notifyError(t('errors.publish'), errorText(error)),
            })
          }
          onEdit={() => setForm({ opened: true, item: n })}
          onDelete={() => setDeleting(n)}
        />
      ),
    },
  ];

  const onSave = async (input: { id: number | null; body: NotificationInput }) => {
    await save.mutateAsync(input);
    notifySuccess(t('saved'));
    closeForm();
  };

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={title}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(n) => n.id}
        totalPages={list.data?.meta.pagination.total_pages ?? 0}
        loading={list.isPending}
        emptyMessage={list.isError ? t('errors.load') : t('empty')}
        dateFilter
        actions={
          can.create && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm({ opened: true, item: null })}
            >
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Modal
        opened={form.opened}
        onClose={closeForm}
        title={form.item ? t('editTitle') : t('addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <NotificationForm key={form.item?.id ?? 'new'} notification={form.item} onSave={onSave} onCancel={closeForm} />
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('deleted'));
              setDeleting(null);
            },
            onError: (error) => notifyError(t('errors.delete'), errorText(error)),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
