import { useState } from 'react';
import { ActionIcon, Button, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SalesRep, SalesRepBody } from '@owner-portal/contract/sales-reps';
import { formatPhone } from '@owner-portal/contract/validation';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.ts';
import { DataTable } from '../../../shared/table/data-table.tsx';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { toListQuery, useTableParams } from '../../../shared/table/use-table-params.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useDeleteSalesRep, useSalesReps, useSaveSalesRep } from '../api/sales-reps-api.ts';
import { SalesRepForm } from '../components/sales-rep-form.tsx';
import '../admin-sales-reps-i18n.ts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /admin/sales-reps (admin only): list, add, edit and delete sales reps. */
export function SalesRepsPage() {
  const { t } = useTranslation('admin-sales-reps');
  const title = useDocumentTitle('admin-sales-reps:title');
  const { params } = useTableParams();
  const list = useSalesReps(toListQuery(params));
  const save = useSaveSalesRep();
  const remove = useDeleteSalesRep();
  const [form, setForm] = useState<{ opened: boolean; item: SalesRep | null }>({ opened: false, item: null });
  const [deleting, setDeleting] = useState<SalesRep | null>(null);
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

  const columns: DataTableColumn<SalesRep>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      sortable: true,
      render: (r) => (
        <Text size="sm" fw={600}>
          {r.name}
        </Text>
      ),
    },
    { key: 'email', label: t('columns.email'), sortable: true },
    {
      key: 'phone',
      label: t('columns.phone'),
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.phone ? formatPhone(r.phone) : ''}</span>,
    },
    { key: 'customers_count', label: t('columns.customers'), align: 'right' },
    {
      key: 'actions',
      label: t('columns.actions'),
      align: 'right',
      render: (r) => (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: r.name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setForm({ opened: true, item: r })}
            >
              {t('actions.edit')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(r)}>
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const onSave = async (input: { id: number | null; body: SalesRepBody }) => {
    await save.mutateAsync(input);
    notifySuccess(t('saved'));
    closeForm();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('deleted'));
    } catch (error) {
      // SPEC point 8: the delete rethrows; the server's message (e.g. still assigned) is shown.
      notifyError(t('errors.delete'), errorText(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={title}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
        totalPages={list.data?.meta.pagination.total_pages ?? 0}
        loading={list.isPending}
        emptyMessage={list.isError ? t('errors.load') : t('empty')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ opened: true, item: null })}
          >
            {t('actions.add')}
          </Button>
        }
      />
      <Modal
        opened={form.opened}
        onClose={closeForm}
        title={form.item ? t('editTitle') : t('addTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <SalesRepForm key={form.item?.id ?? 'new'} rep={form.item} onSave={onSave} onCancel={closeForm} />
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
