import { Text } from '@mantine/core';
import type { SalesRep, SalesRepBody } from '@owner-portal/contract/sales-reps/sales-reps';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { salesRepKeys } from './api/sales-reps-api.ts';
import './admin-sales-reps-i18n.ts';

/** /admin/sales-reps (admin only): list, add, edit and delete sales reps. */
export const salesRepsResource = defineResource({
  namespace: 'admin-sales-reps',
  area: 'salesReps',
  routeName: 'admin-sales-reps',
  // POST /api/admin/sales-rep to add, POST /api/admin/sales-rep/{id} to edit.
  api: resourceApi<SalesRep, SalesRepBody>({ key: salesRepKeys.all, path: '/admin/sales-rep', update: 'post' }),
  name: (rep) => rep.name,
  columns: [
    {
      key: 'name',
      sortable: true,
      render: (rep) => (
        <Text size="sm" fw={600}>
          {rep.name}
        </Text>
      ),
    },
    { key: 'email', sortable: true },
    {
      key: 'phone',
      render: (rep) => <span style={{ whiteSpace: 'nowrap' }}>{rep.phone ? formatPhone(rep.phone) : ''}</span>,
    },
    { key: 'customers_count', label: 'columns.customers', align: 'right' },
  ],
  form: lazyForm(() => import('./sales-rep-form.ts').then((m) => m.salesRepForm)),
  // A refused delete shows the server's reason (a rep still assigned).
  closeDeleteOnError: true,
});
