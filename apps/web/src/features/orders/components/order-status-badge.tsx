import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@owner-portal/contract/orders/orders';
import { summariseOrderStatus } from './order-status.ts';
import '../orders-i18n.ts';

const STEP_COLOURS = { ordered: 'gray', picked: 'yellow', packed: 'orange', shipped: 'teal' } as const;

export function OrderStatusBadge({ order }: { order: Pick<Order, 'fulfillments'> }) {
  const { t } = useTranslation('orders');
  const summary = summariseOrderStatus(order);
  if (summary.kind === 'none')
    return (
      <Badge variant="dot" tt="none" miw="max-content" color="gray">
        {t('steps.ordered')}
      </Badge>
    );
  if (summary.kind === 'single')
    return (
      <Badge variant="dot" tt="none" miw="max-content" color={STEP_COLOURS[summary.step]}>
        {t(`steps.${summary.step}`)}
      </Badge>
    );
  return (
    <Badge variant="dot" tt="none" miw="max-content" color="blue">
      {t('list.split', { shipped: summary.shipped, total: summary.total })}
    </Badge>
  );
}
