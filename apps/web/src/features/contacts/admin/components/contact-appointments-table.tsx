import { Badge, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatus, ContactAppointment } from '@owner-portal/contract/schedule/schedule';
import type { DataTableColumn } from '../../../../shared/table/data-table.tsx';
import { slotTimeLabel } from '../../../schedule/schedule.feature.tsx';
import { ContactSection } from './contact-section.tsx';
import '../admin-contacts-i18n.ts';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'yellow',
  booked: 'blue',
  waitlisted: 'gray',
  cancelled: 'gray',
  attended: 'green',
  no_show: 'orange',
};

// Dot badges: the status reads in the text colour (light badges fail the 4.5:1 contrast), the dot tells them apart.
/** Every class the contact booked, in Eastern Time as the schedule shows it, with attendance. */
export function ContactAppointmentsTable({ appointments }: { appointments: UseQueryResult<ContactAppointment[]> }) {
  const { t } = useTranslation('admin-contacts');
  const columns: DataTableColumn<ContactAppointment>[] = [
    {
      key: 'when',
      label: t('page.when'),
      render: (a) => {
        const { eastern, local } = slotTimeLabel(a.time_slot.time);
        return (
          <Stack gap={0}>
            <span>{eastern}</span>
            {local && (
              <Text size="xs" component="span">
                {t('page.readerTime', { time: local })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    { key: 'topic', label: t('page.topic'), render: (a) => a.time_slot.training_topic },
    {
      key: 'machine',
      label: t('page.machine'),
      render: (a) =>
        [a.product?.display_name ?? a.product_group.name, a.product?.serial_number].filter(Boolean).join(' · '),
    },
    {
      key: 'where',
      label: t('page.where'),
      render: (a) => `${a.time_slot.location.name} (${t(`page.regions.${a.region}`)})`,
    },
    {
      key: 'status',
      label: t('page.status'),
      render: (a) => (
        <Badge color={STATUS_COLORS[a.status]} variant="dot" tt="none" w="max-content">
          {t(`page.statuses.${a.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <ContactSection
      title={t('page.liveTitle')}
      empty={t('page.liveEmpty')}
      rows={appointments.data ?? []}
      failed={appointments.isError}
      columns={columns}
      rowKey={(a) => a.id}
    />
  );
}
