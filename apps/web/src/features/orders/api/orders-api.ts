import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@owner-portal/contract/orders/orders';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { api } from '../../../shared/api/api-client.ts';

export interface PagedOrders {
  data: Order[];
  meta: PaginationMeta;
}

const WITH_FULFILMENTS = 'fulfillments,fulfillments.statuses,fulfillments.items';

export type OrdersListQuery = Record<string, string | number | undefined>;

export const ordersKeys = {
  all: ['orders'] as const,
  list: (query: OrdersListQuery) => ['orders', 'list', query] as const,
  latest: () => ['orders', 'latest'] as const,
  detail: (orderNumber: string) => ['orders', 'detail', orderNumber] as const,
};

/** GET /api/orders with fulfilments, their statuses and items. */
export function fetchOrders(query: OrdersListQuery, signal?: AbortSignal): Promise<PagedOrders> {
  return api.get<PagedOrders>('/orders', { query: { include: WITH_FULFILMENTS, ...query }, signal });
}

/** The latest order: limit=1, order_by=created_at, order_dir=desc. */
export async function fetchLatestOrder(signal?: AbortSignal): Promise<Order | null> {
  const reply = await fetchOrders({ limit: 1, order_by: 'created_at', order_dir: 'desc' }, signal);
  return reply.data[0] ?? null;
}

/** GET /api/orders/{order_number}. */
export async function fetchOrder(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  const reply = await api.get<{ data: Order }>(`/orders/${encodeURIComponent(orderNumber)}`, {
    query: { include: WITH_FULFILMENTS },
    signal,
  });
  return reply.data;
}

export const ordersListQuery = (query: OrdersListQuery) =>
  queryOptions({ queryKey: ordersKeys.list(query), queryFn: ({ signal }) => fetchOrders(query, signal) });

export const latestOrderQuery = () =>
  queryOptions({ queryKey: ordersKeys.latest(), queryFn: ({ signal }) => fetchLatestOrder(signal) });

export const orderQuery = (orderNumber: string) =>
  queryOptions({ queryKey: ordersKeys.detail(orderNumber), queryFn: ({ signal }) => fetchOrder(orderNumber, signal) });
