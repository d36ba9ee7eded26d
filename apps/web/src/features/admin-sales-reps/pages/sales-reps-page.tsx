import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesRep } from '@owner-portal/contract/sales-reps';
import { formatPhone } from '@owner-portal/contract/validation';
import { AddButton } from '../../../shared/admin/add-button.tsx';
import { EditModal } from '../../../shared/admin/edit-modal.tsx';
import { DeleteMenuItem, EditMenuItem, RowActionsMenu } from '../../../shared/admin/row-actions-menu.tsx';
import { useConfirmDelete } from '../../../shared/admin/use-confirm-delete.ts';
import { useEditModal } from '../../../shared/admin/use-edit-modal.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useDeleteSalesRep, useSalesReps, useSaveSalesRep } from '../api/sales-reps-api.ts';
import { SalesRepForm } from '../components/sales-rep-form.tsx';
import '../admin-sales-reps-i18n.ts';

/** /admin/sales-reps (admin only): list, add, edit and delete sales reps. */
export function SalesRepsPage() {
  const { t } = useTranslation('admin-sales-reps');
  const title = useDocumentTitle('admin-sales-reps:title');
  const list = useSalesReps(useListQuery());
  const save = useSaveSalesRep();
  const remove = useDeleteSalesRep();
  const editor = useEditModal<SalesRep>();
  const deletion = useConfirmDelete({
    remove: (rep: SalesRep) => remove.mutateAsync(rep.id),
    pending: remove.isPending,
    deletedText: t('deleted'),
    failedTitle: t('errors.delete'),
    // SPEC point 8: the delete rethrows; the server's message (e.g. still assigned) is shown.
    closeOnError: true,
  });

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
        <RowActionsMenu label={t('actions.menu', { name: r.name })}>
          <EditMenuItem label={t('actions.edit')} onClick={() => editor.openEdit(r)} />
          <DeleteMenuItem label={t('actions.delete')} onClick={() => deletion.ask(r)} />
        </RowActionsMenu>
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
        actions={<AddButton label={t('actions.add')} onClick={editor.openAdd} />}
      />
      <EditModal
        editor={editor}
        addTitle={t('addTitle')}
        editTitle={t('editTitle')}
        closeLabel={t('actions.close')}
        save={save.mutateAsync}
        savedText={t('saved')}
      >
        {(form) => <SalesRepForm rep={form.item} onSave={form.onSave} onCancel={form.onCancel} />}
      </EditModal>
      <ConfirmModal
        {...deletion.modal}
        title={t('deleteTitle')}
        message={t('deleteText', { name: deletion.target?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
      />
    </>
  );
}
