import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@owner-portal/contract/orders/orders';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { readTableParams, toListQuery } from '../../../shared/table/use-table-params.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ordersListQuery } from '../api/orders-api.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import '../orders-screens-i18n.ts';
import '../orders-i18n.ts';

/** My Orders: the company's orders, newest first, each linking to its Order# page. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const title = useDocumentTitle('orders-screens:list');
  const [searchParams] = useSearchParams();
  const params = readTableParams(searchParams);
  const query = {
    ...toListQuery(params),
    order_by: params.orderBy ?? 'created_at',
    order_dir: params.orderBy ? params.orderDir : 'desc',
  };
  const orders = useQuery(ordersListQuery(query));

  const columns: DataTableColumn<Order>[] = [
    {
      key: 'order_number',
      label: t('fields.orderNumber'),
      sortable: true,
      render: (order) => (
        <Anchor component={Link} to={`/orders/${encodeURIComponent(order.order_number)}`} fw={600}>
          {order.order_number}
        </Anchor>
      ),
    },
    { key: 'date', label: t('fields.date'), sortable: true, render: (order) => formatOrderDate(order.date) },
    {
      key: 'shipments',
      label: t('fields.shipments'),
      render: (order) => String(order.fulfillments?.data.length ?? 0),
    },
    { key: 'status', label: t('fields.status'), render: (order) => <OrderStatusBadge order={order} /> },
  ];

  return <ListScreen title={title} list={orders} columns={columns} emptyMessage={t('list.empty')} dateFilter />;
}
