import { Badge, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '@owner-portal/contract/webhooks/webhooks';
import { formatInviteDate } from '../../../../shared/format/dates.ts';
import { notifyFailure, notifySuccess } from '../../../../shared/notifications/notify.ts';
import { DataTable } from '../../../../shared/table/data-table.tsx';
import { useListQuery } from '../../../../shared/table/use-table-params.ts';
import { ActionButton } from '../../../../shared/ui/action-button.tsx';
import { useDeliveries, useRetryDelivery } from '../api/webhooks-api.ts';
import { DeliveryAttempts } from './delivery-attempts.tsx';
import '../admin-webhooks-i18n.ts';

const STATUS_COLOR = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

/** An endpoint's deliveries, newest first, with their attempts and a retry each (while the endpoint is enabled). */
export function DeliveryList({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('admin-webhooks');
  const id = String(endpoint.id);
  const deliveries = useDeliveries(id, useListQuery());
  const retry = useRetryDelivery(id);
  const retryOne = (delivery: WebhookDelivery) =>
    retry.mutateAsync(delivery.id).then(
      () => notifySuccess(t('deliveries.retried')),
      (error: unknown) => notifyFailure(t('errors.retry'), error),
    );
  const columns = [
    {
      key: 'event_type',
      label: t('deliveries.event'),
      render: (d: WebhookDelivery) => (
        <Stack gap={2}>
          <Text size="sm" ff="monospace">
            {d.event_type}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {d.message_id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      label: t('deliveries.status'),
      render: (d: WebhookDelivery) => (
        <Stack gap={2} align="flex-start">
          <Badge color={STATUS_COLOR[d.status]} variant="dot" tt="none" miw="max-content">
            {t(`deliveries.statuses.${d.status}`)}
          </Badge>
          {d.next_attempt_at && (
            <Text size="xs">{t('deliveries.next', { date: formatInviteDate(d.next_attempt_at) })}</Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'created_at',
      label: t('deliveries.created'),
      render: (d: WebhookDelivery) => <span style={{ whiteSpace: 'nowrap' }}>{formatInviteDate(d.created_at)}</span>,
    },
    {
      key: 'attempts',
      label: t('deliveries.attempts'),
      render: (d: WebhookDelivery) => <DeliveryAttempts delivery={d} />,
    },
    {
      key: 'retry',
      label: t('deliveries.retry'),
      unlabelledOnCards: true,
      align: 'right' as const,
      render: (d: WebhookDelivery) => (
        <ActionButton
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          disabled={!endpoint.enabled}
          loading={retry.isPending && retry.variables === d.id}
          onClick={() => retryOne(d)}
          aria-label={t('deliveries.retryOne', { event: d.event_type, date: formatInviteDate(d.created_at) })}
        >
          {t('deliveries.retry')}
        </ActionButton>
      ),
    },
  ];
  return (
    <>
      <Title order={2} size="h4" mb="sm">
        {t('deliveries.title')}
      </Title>
      {!endpoint.enabled && (
        <Text size="sm" mb="sm">
          {t('deliveries.enableToRetry')}
        </Text>
      )}
      <DataTable
        caption={t('deliveries.title')}
        columns={columns}
        rows={deliveries.data?.data ?? []}
        rowKey={(row) => row.id}
        totalPages={deliveries.data?.meta.pagination.total_pages ?? 0}
        total={deliveries.data?.meta.pagination.total}
        perPage={deliveries.data?.meta.pagination.per_page}
        loading={deliveries.isPending}
        error={deliveries.isError}
        onRetry={() => void deliveries.refetch()}
        searchable={false}
        emptyMessage={t('deliveries.empty')}
      />
    </>
  );
}
