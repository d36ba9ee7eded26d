import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Fulfillment } from '@owner-portal/contract/orders/orders';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client.ts';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { TitledTable } from '../../../shared/ui/titled-table.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { orderQuery } from '../api/orders-api.ts';
import { DeliveryEstimate } from '../components/delivery-estimate.tsx';
import { FulfilmentProgress } from '../components/fulfilment-progress.tsx';
import { trackingUrl } from '../components/fulfilment-text.ts';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import '../orders-screens-i18n.ts';
import '../orders-i18n.ts';

type Item = NonNullable<Fulfillment['items']>['data'][number];

/** The shipped items: name and description, serial number, quantity. */
const itemColumns = (t: TFunction): DataTableColumn<Item>[] => [
  {
    key: 'name',
    label: t('items.name'),
    render: (item) => (
      <>
        <Text fz="sm" fw={600}>
          {item.item_name}
        </Text>
        {item.description && (
          <Text fz="xs" c="dimmed">
            {item.description}
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'serial_number',
    label: t('items.serialNumber'),
    render: (item) => (
      <Text span fz="sm" ff="monospace">
        {item.serial_number ?? t('items.noSerial')}
      </Text>
    ),
  },
  { key: 'qty', label: t('items.qty'), align: 'right', render: (item) => item.qty },
];

/** The Fulfillment# page: progress, carrier, tracking link, shipping date and the items with serial numbers. */
export function FulfillmentPage() {
  const { t } = useTranslation('orders');
  const params = useParams();
  const orderNumber = params.id ?? '';
  const { data: order, isPending, error, refetch } = useQuery(orderQuery(orderNumber));
  const fulfillment = order?.fulfillments?.data.find((f) => String(f.id) === params.fulfillmentId);
  const title = useDocumentTitle('orders-screens:fulfillment', {
    fulfillmentId: fulfillment?.transaction_id ?? params.fulfillmentId ?? '',
  });
  const tracking = fulfillment ? trackingUrl(fulfillment.shipping_carrier, fulfillment.shipping_tracking) : null;
  const items = fulfillment?.items?.data ?? [];
  const backTo = `/orders/${encodeURIComponent(orderNumber)}`;

  return (
    <>
      <BackLink to={backTo} label={t('back.order', { id: orderNumber })} />
      <PageHeader title={title} />
      {isPending && <DetailSkeleton />}
      {error && (
        <LoadFailure
          error={error}
          notFoundText={t('errors.orderNotFound')}
          loadText={t('errors.load')}
          onRetry={() => void refetch()}
        />
      )}
      {order && !fulfillment && (
        <LoadFailure
          error={new ApiError(404, null)}
          notFoundText={t('errors.fulfillmentNotFound')}
          loadText={t('errors.load')}
          onRetry={() => void refetch()}
        />
      )}
      {fulfillment && (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <FulfilmentProgress currentStatus={fulfillment.current_status} />
              <DeliveryEstimate fulfillment={fulfillment} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              <Fact label={t('fields.orderNumber')}>{order?.order_number}</Fact>
              <Fact label={t('fields.carrier')}>{fulfillment.shipping_carrier ?? t('fulfillment.noCarrierShort')}</Fact>
              <Fact label={t('fields.tracking')}>
                {tracking ? (
                  <Anchor href={tracking} target="_blank" rel="noopener noreferrer">
                    <Group gap={4} wrap="nowrap" component="span">
                      {fulfillment.shipping_tracking}
                      <IconExternalLink size={14} aria-label={t('fulfillment.opensNewTab')} />
                    </Group>
                  </Anchor>
                ) : (
                  (fulfillment.shipping_tracking ?? t('fulfillment.noTracking'))
                )}
              </Fact>
              <Fact label={t('fields.shippingDate')}>
                {fulfillment.shipping_date ? formatOrderDate(fulfillment.shipping_date) : t('fulfillment.noDate')}
              </Fact>
            </SimpleGrid>
          </Paper>
          <TitledTable
            title={t('items.title')}
            minWidth={340}
            verticalSpacing="sm"
            columns={itemColumns(t)}
            rows={items}
            rowKey={(item) => item.id}
          />
        </Stack>
      )}
    </>
  );
}
