import { Group, Text } from '@mantine/core';
import { IconCalendarTime, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Fulfillment } from '@owner-portal/contract/orders/orders';
import { formatLongDate } from '../../../shared/format/dates.ts';
import { deliveryEstimateKey } from './fulfilment-text.ts';
import '../orders-i18n.ts';

/** The delivery estimate sentence: shipped or expected to ship, one item or several, and the date. */
export function DeliveryEstimate({
  fulfillment,
}: {
  fulfillment: Pick<Fulfillment, 'is_shipped' | 'shipping_date' | 'items'>;
}) {
  const { t } = useTranslation('orders');
  const key = deliveryEstimateKey(fulfillment);
  const date = fulfillment.shipping_date ? formatLongDate(fulfillment.shipping_date) : '';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {fulfillment.is_shipped ? <IconTruck size={18} aria-hidden /> : <IconCalendarTime size={18} aria-hidden />}
      <Text fz="sm" data-testid="delivery-estimate">
        {t(key, { date })}
      </Text>
    </Group>
  );
}
