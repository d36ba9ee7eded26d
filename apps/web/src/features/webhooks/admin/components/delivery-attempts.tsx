import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@owner-portal/contract/webhooks/webhooks';
import { formatInviteDate } from '../../../../shared/format/dates.ts';
import '../admin-webhooks-i18n.ts';

/** A delivery's attempts, oldest first: when, the receiver's status (or why none came), how long, and who asked. */
export function DeliveryAttempts({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('admin-webhooks');
  if (delivery.attempts.length === 0) return <Text size="sm">{t('deliveries.noAttempt')}</Text>;
  return (
    <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
      {delivery.attempts.map((attempt, i) => (
        <List.Item key={i}>
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatInviteDate(attempt.attempted_at)}
          </Text>{' '}
          <Text
            span
            size="sm"
            fw={600}
            c={attempt.status_code !== null && attempt.status_code < 300 ? 'teal.9' : 'red.9'}
          >
            {attempt.status_code ?? t('deliveries.noAnswer')}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            {t('deliveries.duration', { ms: attempt.duration_ms })}
            {attempt.manual ? ` · ${t('deliveries.manual')}` : ''}
          </Text>
          {attempt.error && (
            <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }}>
              {attempt.error}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
