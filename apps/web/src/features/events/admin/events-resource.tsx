import { Badge, Text } from '@mantine/core';
import type { AdminEventCode, EventCodeBody } from '@owner-portal/contract/events/event-codes';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import './admin-events-i18n.ts';

/** /admin/events (admin, service, europe; decision 042): companies' event codes, described in en and es. */
export const eventsResource = defineResource({
  namespace: 'admin-events',
  area: 'events',
  api: resourceApi<AdminEventCode, EventCodeBody>({ key: ['admin', 'events'], path: '/admin/events' }),
  name: (code) => code.discount_code,
  columns: [
    {
      key: 'discount_code',
      sortable: true,
      render: (code) => (
        <Text size="sm" fw={600} ff="monospace">
          {code.discount_code}
        </Text>
      ),
    },
    { key: 'company_name', sortable: true, render: (code) => code.customer.company_name },
    {
      key: 'description',
      sortable: true,
      render: (code) => (
        <Text size="sm" lineClamp={2} maw={320}>
          {code.description}
        </Text>
      ),
    },
    {
      key: 'description_es',
      render: (code, t) =>
        code.description_es ? (
          <Text size="sm" lineClamp={2} maw={320} lang="es">
            {code.description_es}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noSpanish')}
          </Text>
        ),
    },
    {
      key: 'redeemed',
      sortable: true,
      render: (code, t) =>
        code.redeemed ? (
          <Badge color="gray" variant="filled" miw="max-content">
            {t('redeemed')}
          </Badge>
        ) : (
          <Badge color="teal.9" variant="filled" miw="max-content">
            {t('open')}
          </Badge>
        ),
    },
  ],
  dates: true,
  form: lazyForm(() => import('./event-code-form.ts').then((m) => m.eventCodeForm)),
  modalSize: 'lg',
});
