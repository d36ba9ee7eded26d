import { useState } from 'react';
import { ActionIcon, Button, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerBody } from '@owner-portal/contract/customers';
import { canPerform } from '@owner-portal/contract/permissions';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { formatPickerDate } from '../../../shared/format/dates.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.ts';
import { useSession } from '../../../shared/session/session.ts';
import { DataTable } from '../../../shared/table/data-table.tsx';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { toListQuery, useTableParams } from '../../../shared/table/use-table-params.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /admin/customers: customer companies, their sales rep, and a way into their portal. */
export function CustomersPage() {
  const { t } = useTranslation('admin-customers');
  const title = useDocumentTitle('admin-customers:title');
  const can = customerPermissions(useSession().user?.role);
  const { params } = useTableParams();
  const list = useCustomers(toListQuery(params));
  const save = useSaveCustomer();
  const impersonate = useImpersonate();
  const [form, setForm] = useState<{ opened: boolean; item: Customer | null }>({ opened: false, item: null });
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

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
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t('actions.menu', { name: c.company_name })}
              loading={impersonate.isPending && impersonate.variables.customerId === c.id}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconUserShare size={16} aria-hidden />}
              disabled={c.contacts_count === 0}
              onClick={() =>
                impersonate.mutate(
                  { customerId: c.id },
                  { onError: (error) => notifyError(t('errors.impersonate'), errorText(error)) },
                )
              }
            >
              {t('actions.impersonate')}
            </Menu.Item>
            {can.update && (
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setForm({ opened: true, item: c })}
              >
                {t('actions.edit')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const onSave = async (input: { id: number | null; body: CustomerBody }) => {
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
        rowKey={(c) => c.id}
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
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <CustomerForm key={form.item?.id ?? 'new'} customer={form.item} onSave={onSave} onCancel={closeForm} />
      </Modal>
    </>
  );
}
