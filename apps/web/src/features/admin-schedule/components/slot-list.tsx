import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSlot } from '@owner-portal/contract/schedule';
import { formatEasternDate, formatEasternTime } from '../../../shared/format/eastern-time.ts';
import { DataTable, type DataTableColumn } from '../../../shared/table/data-table.tsx';
import { SlotBadges } from './slot-summary.tsx';
import '../admin-schedule-i18n.ts';

/** The list view: the weeks' classes in date order, each opening its attendees. */
export function SlotList({
  title,
  slots,
  loading,
  failed,
  onOpen,
}: {
  title: string;
  slots: AdminSlot[];
  loading: boolean;
  failed: boolean;
  onOpen: (slot: AdminSlot) => void;
}) {
  const { t } = useTranslation('admin-schedule');
  const columns: DataTableColumn<AdminSlot>[] = [
    { key: 'date', label: t('columns.date'), render: (s) => formatEasternDate(s.time) },
    { key: 'time', label: t('columns.time'), render: (s) => formatEasternTime(s.time) },
    { key: 'topic', label: t('columns.topic'), render: (s) => s.training_topic },
    { key: 'series', label: t('columns.series'), render: (s) => s.group_name ?? '' },
    { key: 'language', label: t('columns.language'), render: (s) => t(`languages.${s.lang_code}`, { defaultValue: s.lang_code }) },
    { key: 'seats', label: t('columns.seats'), render: (s) => <SlotBadges slot={s} /> },
    {
      key: 'actions',
      label: t('columns.actions'),
      align: 'right',
      render: (s) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(s)}
          aria-label={t('actions.open', { topic: s.training_topic, date: `${formatEasternDate(s.time)} ${formatEasternTime(s.time)}` })}
        >
          {t('detail.attendees')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={title}
      columns={columns}
      rows={slots}
      rowKey={(s) => s.id}
      totalPages={1}
      loading={loading}
      searchable={false}
      emptyMessage={failed ? t('list.loadFailed') : t('list.empty')}
    />
  );
}
