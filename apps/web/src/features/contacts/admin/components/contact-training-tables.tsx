import { Badge, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactTraining } from '@owner-portal/contract/training/training';
import type { DataTableColumn } from '../../../../shared/table/data-table.tsx';
import { ContactSection } from './contact-section.tsx';
import { formatReaderDateTime } from '../../../../shared/format/date-times.ts';
import '../admin-contacts-i18n.ts';

type Warranty = ContactTraining['warranty_confirmations'][number];
type PreTraining = ContactTraining['pretraining'][number];

/** The contact's training: the Ri warranty confirmations and the pre-training progress, with their times. */
export function ContactTrainingTables({ training }: { training: UseQueryResult<ContactTraining> }) {
  const { t } = useTranslation('admin-contacts');
  const warrantyColumns: DataTableColumn<Warranty>[] = [
    { key: 'product', label: t('page.product'), render: (w) => w.display_name },
    {
      key: 'confirmed',
      label: t('page.warrantyConfirmed'),
      render: (w) => (
        <Stack gap={2} align="flex-start">
          <Badge color="green" variant="dot" tt="none" w="max-content">
            {t('page.confirmed')}
          </Badge>
          <span>{formatReaderDateTime(w.confirmed_at)}</span>
        </Stack>
      ),
    },
  ];
  const preColumns: DataTableColumn<PreTraining>[] = [
    { key: 'product', label: t('page.product'), render: (p) => p.display_name },
    {
      key: 'progress',
      label: t('page.progress'),
      render: (p) => (
        <Stack gap={2}>
          <span>{t('page.videos', { done: p.videos_complete, count: p.videos_total })}</span>
          {p.quizzes_total > 0 && <span>{t('page.quizzes', { done: p.quizzes_passed, count: p.quizzes_total })}</span>}
        </Stack>
      ),
    },
    { key: 'acknowledged', label: t('page.acknowledged'), render: (p) => formatReaderDateTime(p.acknowledged_at) },
    {
      key: 'finished',
      label: t('page.finished'),
      render: (p) => (p.finished_at ? formatReaderDateTime(p.finished_at) : t('page.notFinished')),
    },
  ];
  return (
    <>
      <ContactSection
        title={t('page.warrantyTitle')}
        empty={t('page.warrantyEmpty')}
        rows={training.data?.warranty_confirmations ?? []}
        failed={training.isError}
        columns={warrantyColumns}
        rowKey={(w) => w.product_id}
      />
      <ContactSection
        title={t('page.preTrainingTitle')}
        empty={t('page.preTrainingEmpty')}
        rows={training.data?.pretraining ?? []}
        failed={training.isError}
        columns={preColumns}
        rowKey={(p) => p.product_id}
      />
    </>
  );
}
