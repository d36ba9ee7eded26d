import { queryOptions } from '@tanstack/react-query';
import type { AdminOrder, AdminUnit } from '@owner-portal/contract/orders/admin-orders';
import { api } from '../../../../shared/api/api-client.ts';

const keys = { order: (id: string) => ['admin-order', id] as const, unit: (id: string) => ['admin-unit', id] as const };

/** GET admin/orders/{id}: the order with its company, fulfilments, items, serials and status history. */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: keys.order(id),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminOrder }>(`/admin/orders/${id}`, { signal })).data,
  });

/** GET admin/units/{id}: the unit with its company, order, product and the owner's training. */
export const adminUnitQuery = (id: string) =>
  queryOptions({
    queryKey: keys.unit(id),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminUnit }>(`/admin/units/${id}`, { signal })).data,
  });
