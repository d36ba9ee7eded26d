import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import type { AdminFulfillment } from '@owner-portal/contract/orders/admin-orders';
import { formatOrderDate } from '../../../../shared/format/dates.ts';
import { formatReaderDateTime } from '../../../../shared/format/date-times.ts';
import { Fact } from '../../../../shared/ui/fact.tsx';
import { SmallTable } from '../../../../shared/table/small-table.tsx';
import { FulfilmentProgress } from '../../components/fulfilment-progress.tsx';
import { TrackingLink } from './tracking-link.tsx';
import '../admin-orders-i18n.ts';
import '../../orders-i18n.ts';

type Item = AdminFulfillment['items'][number];
type Status = AdminFulfillment['statuses'][number];

/** One fulfilment as staff read it: progress, carrier and tracking, items with serials (each unit a link), status history. */
export function AdminFulfilmentCard({ fulfillment: f }: { fulfillment: AdminFulfillment }) {
  const { t } = useTranslation('admin-orders');
  const { t: to } = useTranslation('orders');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`fulfilment-${f.id}`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`fulfilment-${f.id}`}>
          {to('fulfillment.title', { id: f.transaction_id })}
        </Title>
        <FulfilmentProgress currentStatus={f.current_status} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Fact label={to('fields.carrier')}>{f.shipping_carrier ?? to('fulfillment.noCarrierShort')}</Fact>
          <Fact label={to('fields.tracking')}>
            <TrackingLink carrier={f.shipping_carrier} tracking={f.shipping_tracking} />
          </Fact>
          <Fact label={to('fields.shippingDate')}>
            {f.shipping_date ? formatOrderDate(f.shipping_date) : to('fulfillment.noDate')}
          </Fact>
        </SimpleGrid>
        <Text fw={650}>{to('items.title')}</Text>
        <SmallTable<Item>
          label={to('items.title')}
          minWidth={480}
          verticalSpacing="xs"
          rows={f.items}
          rowKey={(i) => i.id}
          columns={[
            { key: 'name', label: to('items.name'), render: (i) => i.item_name },
            {
              key: 'serial',
              label: to('items.serialNumber'),
              render: (i) =>
                i.serial_number ? (
                  <Anchor component={Link} to={`${ADMIN_AREAS.customers.path}/units/${i.id}`}>
                    {i.serial_number}
                  </Anchor>
                ) : (
                  to('items.noSerial')
                ),
            },
            { key: 'tier', label: t('tier'), render: (i) => i.tier ?? '—' },
            { key: 'qty', label: to('items.qty'), align: 'right', render: (i) => i.qty },
          ]}
        />
        {f.statuses.length > 0 && <Text fw={650}>{t('statusHistory')}</Text>}
        {f.statuses.length > 0 && (
          <SmallTable<Status>
            label={t('statusHistory')}
            minWidth={320}
            verticalSpacing="xs"
            rows={f.statuses}
            rowKey={(s) => `${s.status}-${s.created_at}`}
            columns={[
              { key: 'status', label: to('fields.status'), render: (s) => <StatusText status={s.status} /> },
              { key: 'when', label: t('when'), render: (s) => formatReaderDateTime(s.created_at) },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}

const STEPS = ['ordered', 'picked', 'packed', 'shipped'];

/** A known step in the reader's language; another status as the business system wrote it. */
function StatusText({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const step = status.toLowerCase();
  return <>{STEPS.includes(step) ? t(`steps.${step}`) : status}</>;
}
