import { Anchor, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { formatOrderDate } from '../../../../shared/format/dates.ts';
import { Fact } from '../../../../shared/ui/fact.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { FulfilmentProgress } from '../../components/fulfilment-progress.tsx';
import { adminUnitQuery } from '../api/admin-orders-api.ts';
import { companyPath } from '../components/company-path.ts';
import { RecordPageFrame } from '../components/record-page-frame.tsx';
import { TrackingLink } from '../components/tracking-link.tsx';
import { UnitTraining } from '../components/unit-training.tsx';
import '../admin-orders-i18n.ts';

/**
 * /admin/customers/units/{id}: a shipped unit by its serial number, with its owner company, order,
 * product and the owner's training with it; read-only, what a service agent needs on the phone.
 */
export function AdminUnitPage() {
  const { t } = useTranslation('admin-orders');
  const id = useParams().id ?? '';
  const query = useQuery(adminUnitQuery(id));
  const title = useDocumentTitle('admin-orders:unit.title', { serial: query.data?.serial_number ?? '' });
  return (
    <RecordPageFrame title={title} query={query} notFoundText={t('unit.notFound')}>
      {(unit) => (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('unit.facts')}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <Fact label={t('unit.product')}>{unit.product?.display_name ?? unit.item_name}</Fact>
                <Fact label={t('company')}>
                  <Anchor component={Link} to={companyPath(unit.customer.company_name)}>
                    {unit.customer.company_name}
                  </Anchor>
                </Fact>
                <Fact label={t('unit.order')}>
                  <Anchor component={Link} to={`${ADMIN_AREAS.customers.path}/orders/${unit.order.id}`}>
                    {unit.order.order_number}
                  </Anchor>
                  {` · ${formatOrderDate(unit.order.date)}`}
                </Fact>
                <Fact label={t('unit.tier')}>{unit.tier ?? '—'}</Fact>
                <Fact label={t('unit.series')}>{unit.product?.series ?? '—'}</Fact>
                <Fact label={t('unit.fulfilment')}>{unit.fulfillment.transaction_id}</Fact>
                <Fact label={t('unit.shipped')}>
                  {unit.fulfillment.shipping_date ? formatOrderDate(unit.fulfillment.shipping_date) : '—'}
                </Fact>
                <Fact label={t('unit.tracking')}>
                  <TrackingLink
                    carrier={unit.fulfillment.shipping_carrier}
                    tracking={unit.fulfillment.shipping_tracking}
                  />
                </Fact>
              </SimpleGrid>
              <FulfilmentProgress currentStatus={unit.fulfillment.current_status} />
            </Stack>
          </Paper>
          <UnitTraining training={unit.training} />
        </Stack>
      )}
    </RecordPageFrame>
  );
}
