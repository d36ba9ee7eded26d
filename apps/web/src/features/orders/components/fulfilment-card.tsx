import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Fulfillment } from '@owner-portal/contract/orders/orders';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { FulfilmentProgress } from './fulfilment-progress.tsx';
import '../orders-i18n.ts';

/** One shipment of an order: its number (linking to the Fulfillment# page), progress and estimate. */
export function FulfilmentCard({ orderNumber, fulfillment }: { orderNumber: string; fulfillment: Fulfillment }) {
  const { t } = useTranslation('orders');
  const items = fulfillment.items?.data ?? [];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('fulfillment.label', { id: fulfillment.transaction_id })}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconPackage size={20} aria-hidden />
            <Anchor
              component={Link}
              to={`/orders/${encodeURIComponent(orderNumber)}/fulfillments/${fulfillment.id}`}
              fw={650}
            >
              {t('fulfillment.title', { id: fulfillment.transaction_id })}
            </Anchor>
          </Group>
          <Text fz="sm" c="dimmed">
            {fulfillment.shipping_carrier
              ? t('fulfillment.carrierLine', { carrier: fulfillment.shipping_carrier })
              : t('fulfillment.noCarrier')}
          </Text>
        </Group>
        <FulfilmentProgress currentStatus={fulfillment.current_status} />
        <DeliveryEstimate fulfillment={fulfillment} />
        {items.length > 0 && (
          <Text fz="sm" c="dimmed">
            {items.map((item) => `${item.qty} × ${item.item_name}`).join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
