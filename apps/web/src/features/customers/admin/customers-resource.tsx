import { Menu, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import type { Customer, CustomerBody } from '@owner-portal/contract/customers/customers';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import type { ResourceContext } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { noDelete, resourceApi } from '../../../shared/admin/resource-api.ts';
import { formatPickerDate } from '../../../shared/format/dates.ts';
import { notifyFailure } from '../../../shared/notifications/notify.ts';
import { customerKeys } from './api/customers-api.ts';
import { useImpersonate } from './api/impersonate-api.ts';
import { ImportButton } from './components/import-button.tsx';
import './admin-customers-i18n.ts';

/** Opening a company's portal, from its row (every role that may list customers may do it). */
function useCustomerRowActions() {
  const impersonate = useImpersonate();
  return {
    busy: (c: Customer) => impersonate.isPending && impersonate.variables?.customerId === c.id,
    dialogs: impersonate.dialog,
    items: (c: Customer, { t }: ResourceContext<Customer>) => (
      <Menu.Item
        leftSection={<IconUserShare size={16} aria-hidden />}
        disabled={c.contacts_count === 0}
        onClick={() =>
          impersonate.ask(
            { customerId: c.id, name: c.company_name },
            { onError: (error) => notifyFailure(t('errors.impersonate'), error) },
          )
        }
      >
        {t('actions.impersonate')}
      </Menu.Item>
    ),
  };
}

/** /admin/customers: customer companies, their sales rep, and a way into their portal (no delete). */
export const customersResource = defineResource({
  namespace: 'admin-customers',
  area: 'customers',
  routeName: 'admin-customers',
  api: {
    ...resourceApi<Customer, CustomerBody>({
      key: customerKeys.all,
      path: '/admin/customers',
      exportPath: '/admin/customers/export',
    }),
    useDelete: noDelete,
  },
  name: (c) => c.company_name,
  columns: [
    {
      key: 'company_name',
      label: 'columns.company',
      sortable: true,
      render: (c) => (
        <Text size="sm" fw={600}>
          {c.company_name}
        </Text>
      ),
    },
    {
      key: 'subsidiary_id',
      label: 'columns.subsidiary',
      sortable: true,
      render: (c, t) => `${c.subsidiary_id} · ${isEuropeanSubsidiary(c.subsidiary_id) ? t('europe') : t('us')}`,
    },
    { key: 'sales_rep_name', label: 'columns.salesRep', render: (c, t) => c.sales_rep_name ?? t('noRep') },
    { key: 'contacts_count', label: 'columns.contacts', align: 'right' },
    { key: 'created_at', label: 'columns.createdAt', sortable: true, render: (c) => formatPickerDate(c.created_at) },
  ],
  dates: true,
  csvName: 'customers',
  form: lazyForm(() => import('./customer-form.ts').then((m) => m.customerForm)),
  canDelete: false,
  useRowActions: useCustomerRowActions,
  toolbar: ImportButton,
});
