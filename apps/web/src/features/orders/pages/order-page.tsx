import { Stack, Text } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PrintButton } from '../../../shared/ui/print-button.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { orderQuery } from '../api/orders-api.ts';
import { FulfilmentCard } from '../components/fulfilment-card.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import '../orders-screens-i18n.ts';
import '../orders-i18n.ts';

/** The Order# page: the order's date and each of its fulfilments with progress. */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const orderNumber = useParams().id ?? '';
  const title = useDocumentTitle('orders-screens:order', { id: orderNumber });
  const { data: order, isPending, error, refetch } = useQuery(orderQuery(orderNumber));
  const fulfilments = order?.fulfillments?.data ?? [];

  return (
    <>
      <BackLink to="/orders" label={t('back.orders')} />
      <PageHeader title={title} actions={<PrintButton />} />
      {isPending && <DetailSkeleton />}
      {error && (
        <LoadFailure
          error={error}
          notFoundText={t('errors.orderNotFound')}
          loadText={t('errors.load')}
          onRetry={() => void refetch()}
        />
      )}
      {order && (
        <Stack gap="md">
          <Text c="dimmed">{t('order.placedOn', { date: formatOrderDate(order.date) })}</Text>
          {fulfilments.length === 0 && (
            <EmptyStateMessage icon={<IconPackageOff aria-hidden />} description={t('order.noFulfilments')} />
          )}
          {fulfilments.map((fulfillment) => (
            <FulfilmentCard key={fulfillment.id} orderNumber={order.order_number} fulfillment={fulfillment} />
          ))}
        </Stack>
      )}
    </>
  );
}
