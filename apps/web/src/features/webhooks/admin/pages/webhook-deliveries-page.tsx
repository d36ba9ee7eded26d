import { Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../../shared/ui/load-failure.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { webhookQuery } from '../api/webhooks-api.ts';
import { DeliveryList } from '../components/delivery-list.tsx';
import { EndpointState } from '../components/endpoint-state.tsx';
import '../admin-webhooks-i18n.ts';

/** `/admin/webhooks/view/{id}`: one endpoint, its events and state, and its deliveries with their attempts. */
export function WebhookDeliveriesPage({ id }: { id: string }) {
  const { t } = useTranslation('admin-webhooks');
  const endpoint = useQuery(webhookQuery(id));
  useDocumentTitle('admin-webhooks:deliveries.pageTitle');
  if (endpoint.isError) {
    return (
      <LoadFailure
        error={endpoint.error}
        notFoundText={t('errors.notFound')}
        loadText={t('errors.load')}
        onRetry={() => void endpoint.refetch()}
      />
    );
  }
  const e = endpoint.data;
  return (
    <>
      <Title order={1} size="h2" mb="xs" style={{ wordBreak: 'break-all' }}>
        {e ? e.url : <Skeleton h="1lh" w={320} />}
      </Title>
      {e && (
        <Group gap="md" mb="lg" align="flex-start" wrap="wrap">
          <EndpointState endpoint={e} t={t} />
          <Text size="xs" ff="monospace">
            {e.events.join(', ')}
          </Text>
        </Group>
      )}
      {e && <DeliveryList endpoint={e} />}
    </>
  );
}
