import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { WebhookEndpoint } from '@owner-portal/contract/webhooks/webhooks';
import { formatInviteDate } from '../../../../shared/format/dates.ts';

/** Enabled, disabled by staff, or disabled after a day of failures; and since when it fails, if it does. */
export function EndpointState({ endpoint, t }: { endpoint: WebhookEndpoint; t: TFunction }) {
  const badge = endpoint.enabled ? (
    <Badge color="teal.9" variant="filled" miw="max-content">
      {t('state.enabled')}
    </Badge>
  ) : (
    <Badge
      color={endpoint.disabled_for_failures_at ? 'red.9' : 'gray'}
      variant={endpoint.disabled_for_failures_at ? 'filled' : 'light'}
      miw="max-content"
    >
      {endpoint.disabled_for_failures_at ? t('state.disabledForFailures') : t('state.disabled')}
    </Badge>
  );
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      {endpoint.failing_since && (
        <Text size="xs" c="red.9">
          {t('state.failingSince', { date: formatInviteDate(endpoint.failing_since) })}
        </Text>
      )}
    </Stack>
  );
}
