import { Menu, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@owner-portal/contract/customers';
import { canPerform } from '@owner-portal/contract/permissions';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { AddButton } from '../../../shared/admin/add-button.tsx';
import { EditModal } from '../../../shared/admin/edit-modal.tsx';
import { EditMenuItem, RowActionsMenu } from '../../../shared/admin/row-actions-menu.tsx';
import { useEditModal } from '../../../shared/admin/use-edit-modal.ts';
import { formatPickerDate } from '../../../shared/format/dates.ts';
import { notifyFailure } from '../../../shared/notifications/notify.ts';
import { useSession } from '../../../shared/session/session.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useCustomers, useSaveCustomer } from '../api/customers-api.ts';
import { useImpersonate } from '../api/impersonate-api.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import '../admin-customers-i18n.ts';

export function customerPermissions(role: string | null | undefined) {
  return {
    create: canPerform(role, 'create', 'admin-customers'),
    update: canPerform(role, 'update', 'admin-customers'),
  };
}

/** /admin/customers: customer companies, their sales rep, and a way into their portal. */
export function CustomersPage() {
  const { t } = useTranslation('admin-customers');
  const title = useDocumentTitle('admin-customers:title');
  const can = customerPermissions(useSession().user?.role);
  const list = useCustomers(useListQuery());
  const save = useSaveCustomer();
  const impersonate = useImpersonate();
  const editor = useEditModal<Customer>();

  const columns: DataTableColumn<Customer>[] = [
    {
      key: 'company_name',
      label: t('columns.company'),
      sortable: true,
      render: (c) => (
        <Text size="sm" fw={600}>
          {c.company_name}
        </Text>
      ),
    },
    {
      key: 'subsidiary_id',
      label: t('columns.subsidiary'),
      sortable: true,
      render: (c) => `${c.subsidiary_id} · ${isEuropeanSubsidiary(c.subsidiary_id) ? t('europe') : t('us')}`,
    },
    { key: 'sales_rep_name', label: t('columns.salesRep'), render: (c) => c.sales_rep_name ?? t('noRep') },
    { key: 'contacts_count', label: t('columns.contacts'), align: 'right' },
    { key: 'created_at', label: t('columns.createdAt'), sortable: true, render: (c) => formatPickerDate(c.created_at) },
    {
      key: 'actions',
      label: t('columns.actions'),
      align: 'right',
      render: (c) => (
        <RowActionsMenu
          label={t('actions.menu', { name: c.company_name })}
          loading={impersonate.isPending && impersonate.variables.customerId === c.id}
        >
          <Menu.Item
            leftSection={<IconUserShare size={16} aria-hidden />}
            disabled={c.contacts_count === 0}
            onClick={() =>
              impersonate.mutate(
                { customerId: c.id },
                { onError: (error) => notifyFailure(t('errors.impersonate'), error) },
              )
            }
          >
            {t('actions.impersonate')}
          </Menu.Item>
          {can.update && <EditMenuItem label={t('actions.edit')} onClick={() => editor.openEdit(c)} />}
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
        dateFilter
        actions={can.create && <AddButton label={t('actions.add')} onClick={editor.openAdd} />}
      />
      <EditModal
        editor={editor}
        addTitle={t('addTitle')}
        editTitle={t('editTitle')}
        closeLabel={t('actions.close')}
        save={save.mutateAsync}
        savedText={t('saved')}
      >
        {(form) => <CustomerForm customer={form.item} onSave={form.onSave} onCancel={form.onCancel} />}
      </EditModal>
    </>
  );
}
