import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInviteDate } from '../../../../shared/format/dates.ts';
import { useEndpointsDisabledForFailures } from '../api/webhooks-api.ts';
import '../admin-webhooks-i18n.ts';

/** Tells staff which endpoints the portal disabled after a day of failed deliveries, until they are enabled again. */
export function DisabledNotice() {
  const { t } = useTranslation('admin-webhooks');
  const disabled = useEndpointsDisabledForFailures().data ?? [];
  if (disabled.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="lg"
      role="alert"
      title={t('notice.title', { count: disabled.length })}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      {t('notice.text')}
      <List size="sm" mt="xs">
        {disabled.map((endpoint) => (
          <List.Item key={endpoint.id} style={{ wordBreak: 'break-all' }}>
            {t('notice.item', { url: endpoint.url, date: formatInviteDate(endpoint.disabled_for_failures_at) })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
