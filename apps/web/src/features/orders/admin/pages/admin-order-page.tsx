import { Anchor, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatOrderDate } from '../../../../shared/format/dates.ts';
import { EmptyStateMessage } from '../../../../shared/ui/empty-state-message.tsx';
import { Fact } from '../../../../shared/ui/fact.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { adminOrderQuery } from '../api/admin-orders-api.ts';
import { AdminFulfilmentCard } from '../components/admin-fulfilment-card.tsx';
import { companyPath } from '../components/company-path.ts';
import { RecordPageFrame } from '../components/record-page-frame.tsx';
import '../admin-orders-i18n.ts';

/** /admin/customers/orders/{id}: an order as a service agent reads it on the phone; read-only. */
export function AdminOrderPage() {
  const { t } = useTranslation('admin-orders');
  const id = useParams().id ?? '';
  const query = useQuery(adminOrderQuery(id));
  const title = useDocumentTitle('admin-orders:order.title', { number: query.data?.order_number ?? '' });
  return (
    <RecordPageFrame title={title} query={query} notFoundText={t('order.notFound')}>
      {(order) => (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Fact label={t('company')}>
                <Anchor component={Link} to={companyPath(order.customer.company_name)}>
                  {order.customer.company_name}
                </Anchor>
              </Fact>
              <Fact label={t('order.date')}>{formatOrderDate(order.date)}</Fact>
              <Fact label={t('order.shipments')}>{t('order.shipmentCount', { count: order.fulfillments.length })}</Fact>
            </SimpleGrid>
          </Paper>
          {order.fulfillments.length === 0 && <EmptyStateMessage description={t('order.noFulfilments')} />}
          {order.fulfillments.map((f) => (
            <AdminFulfilmentCard key={f.id} fulfillment={f} />
          ))}
        </Stack>
      )}
    </RecordPageFrame>
  );
}
