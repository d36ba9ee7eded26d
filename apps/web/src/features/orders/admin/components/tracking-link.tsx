import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trackingUrl } from '@owner-portal/contract/orders/tracking';
import '../../orders-i18n.ts';

/** The tracking number, linked to the carrier's page when the carrier is one we know. */
export function TrackingLink({ carrier, tracking }: { carrier: string | null; tracking: string | null }) {
  const { t } = useTranslation('orders');
  if (!tracking) return <Text span>{t('fulfillment.noTracking')}</Text>;
  const url = trackingUrl(carrier, tracking);
  if (!url) return <Text span>{tracking}</Text>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      {tracking}{' '}
      <Text span size="xs">
        {t('fulfillment.opensNewTab')}
      </Text>
    </Anchor>
  );
}
