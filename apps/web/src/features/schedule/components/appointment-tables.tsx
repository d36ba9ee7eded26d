import { Anchor, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@owner-portal/contract/schedule/schedule';
import { formatEasternDate, formatEasternTime } from '../../../shared/format/eastern-time.ts';
import { DataTable, type DataTableColumn } from '../../../shared/table/data-table.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import '../schedule-i18n.ts';

const machineOf = (a: Appointment) => a.product?.display_name ?? a.product_group.name;
const dateOf = (a: Appointment) => formatEasternDate(a.time_slot.time);
const timeOf = (a: Appointment) => formatEasternTime(a.time_slot.time);

/** When and what a class was: the columns both tables start with. */
const classColumns = (t: TFunction): DataTableColumn<Appointment>[] => [
    { key: 'date', label: t('columns.date'), render: dateOf },
    { key: 'time', label: t('columns.time'), render: timeOf },
    { key: 'machine', label: t('columns.machine'), render: machineOf },
    { key: 'topic', label: t('columns.topic'), render: (a) => a.time_slot.training_topic },
];

/** Upcoming trainings: note, date, time, machine, topic, type, link, edit, and a cancel button on each row. */
export function UpcomingTrainings({
  rows,
  loading,
  failed,
  onRetry,
  onChange,
  onCancel,
}: {
  rows: Appointment[];
  loading: boolean;
  /** The trainings could not be loaded: said so, with Try again (never "no trainings"). */
  failed: boolean;
  onRetry: () => void;
  onChange: (a: Appointment) => void;
  onCancel: (a: Appointment) => void;
}) {
  const { t } = useTranslation('schedule');
  const columns: DataTableColumn<Appointment>[] = [
    { key: 'note', label: t('columns.note'), render: (a) => a.time_slot.class_note ?? '' },
    ...classColumns(t),
    {
      key: 'type',
      label: t('columns.type'),
      render: (a) => (
        <Stack gap={4} align="flex-start">
          <span>{t(`types.${a.time_slot.type_name}`, { defaultValue: a.time_slot.type_name })}</span>
          {a.status !== 'booked' && (
            <Badge variant="light" color={a.status === 'pending' ? 'yellow' : 'gray'}>
              {t(`status.${a.status}`)}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'link',
      label: t('columns.link'),
      render: (a) =>
        a.time_slot.class_link && a.status === 'booked' ? (
          <Anchor href={a.time_slot.class_link} target="_blank" rel="noopener noreferrer">
            {t('actions.join')} <IconExternalLink size={12} aria-hidden />
          </Anchor>
        ) : (
          ''
        ),
    },
    {
      key: 'edit',
      label: t('columns.edit'),
      render: (a) =>
        a.status === 'waitlisted' ? (
          ''
        ) : (
          <Button size="xs" variant="subtle" onClick={() => onChange(a)} aria-label={t('actions.changeLabel', { date: dateOf(a) })}>
            {t('actions.change')}
          </Button>
        ),
    },
    {
      key: 'cancel',
      label: t('columns.cancel'),
      render: (a) => (
        <Button size="xs" variant="light" color="red" onClick={() => onCancel(a)} aria-label={t('actions.cancelLabel', { date: dateOf(a) })}>
          {t('actions.cancel')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('upcoming.title')}
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      totalPages={1}
      loading={loading}
      searchable={false}
      error={failed}
      errorMessage={t('upcoming.loadFailed')}
      onRetry={onRetry}
      emptyMessage={t('upcoming.empty')}
    />
  );
}

/** Past recordings with a 'Watch' link; 'Nothing to show.' when empty, and a failure with Try again when they could not load. */
export function PastRecordings({
  rows,
  loading,
  failed,
  onRetry,
}: {
  rows: Appointment[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('schedule');
  const columns: DataTableColumn<Appointment>[] = [
    ...classColumns(t),
    {
      key: 'link',
      label: t('columns.link'),
      render: (a) => (
        <Anchor href={a.time_slot.video_record_url!} target="_blank" rel="noopener noreferrer">
          <IconPlayerPlay size={12} aria-hidden /> {t('actions.watch')}
        </Anchor>
      ),
    },
  ];
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} size="h3">
        {t('past.title')}
      </Title>
      {failed ? (
        <LoadFailed message={t('upcoming.loadFailed')} onRetry={onRetry} />
      ) : rows.length === 0 && !loading ? (
        <Text c="dimmed" size="sm">
          {t('past.empty')}
        </Text>
      ) : (
        <DataTable
          caption={t('past.title')}
          columns={columns}
          rows={rows}
          rowKey={(a) => a.id}
          totalPages={1}
          loading={loading}
          searchable={false}
          emptyMessage={t('past.empty')}
        />
      )}
    </Stack>
  );
}
