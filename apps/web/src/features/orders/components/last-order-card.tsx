import { Anchor, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShoppingBagX, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredQueryState } from '../../../shared/api/deferred-query-state.ts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { latestOrderQuery } from '../api/orders-api.ts';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { FulfilmentProgress } from './fulfilment-progress.tsx';
import { DashboardCard } from '../../../shared/ui/dashboard-card.tsx';
import '../orders-i18n.ts';

/** The latest order with the progress of each of its shipments. */
export function LastOrderCard() {
  const { t } = useTranslation('orders');
  const { data: order, isPending, isError, refetch } = useDeferredQueryState(useQuery(latestOrderQuery()));
  const fulfilments = order?.fulfillments?.data ?? [];
  return (
    <DashboardCard title={t('lastOrder.title')} icon={<IconTruckDelivery size={20} />} labelId="dashboard-last-order">
      {isPending && (
        <Stack gap="sm">
          <Skeleton h={16} w="40%" />
          <Skeleton h={56} />
        </Stack>
      )}
      {isError && <LoadFailed message={t('errors.load')} onRetry={() => void refetch?.()} />}
      {!isError && order === null && (
        <EmptyStateMessage icon={<IconShoppingBagX aria-hidden />} description={t('lastOrder.empty')} />
      )}
      {order && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor
              component={Link}
              to={`/orders/${encodeURIComponent(order.order_number)}`}
              fw={650}
              aria-label={t('lastOrder.viewOrder', { id: order.order_number })}
            >
              {order.order_number}
            </Anchor>
            <Text fz="sm" c="dimmed">
              {t('order.placedOn', { date: formatOrderDate(order.date) })}
            </Text>
          </Group>
          {fulfilments.length === 0 && <FulfilmentProgress currentStatus={null} />}
          {fulfilments.map((fulfillment, index) => (
            <Fragment key={fulfillment.id}>
              {index > 0 && <Divider />}
              {fulfilments.length > 1 && (
                <Anchor
                  component={Link}
                  to={`/orders/${encodeURIComponent(order.order_number)}/fulfillments/${fulfillment.id}`}
                  fz="sm"
                >
                  {t('fulfillment.title', { id: fulfillment.transaction_id })}
                </Anchor>
              )}
              <FulfilmentProgress currentStatus={fulfillment.current_status} />
              <DeliveryEstimate fulfillment={fulfillment} />
            </Fragment>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
