import { Button } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/notifications/notify.ts';
import { exportTransactions } from '../api/transactions-api.ts';
import type { TransactionFilters } from '../api/transactions-api.ts';
import { saveBlob } from '../../../shared/api/save-blob.ts';
import '../transactions-i18n.ts';

/** Downloads the CSV of exactly what the list's filters show; shows a loader while the file is made. */
export function ExportCsvButton({ filters }: { filters: TransactionFilters }) {
  const { t } = useTranslation('transactions');
  const exporting = useMutation({
    mutationFn: () => exportTransactions(filters),
    onSuccess: ({ blob, filename }) =>
      saveBlob(blob, filename ?? `transactions-${new Date().toISOString().slice(0, 10)}.csv`),
    onError: (error) =>
      notifyError(t('export.failedTitle'), error instanceof Error ? error.message : t('export.failed')),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconFileTypeCsv size={18} aria-hidden />}
      onClick={() => exporting.mutate()}
      loading={exporting.isPending}
      loaderProps={{ 'aria-label': t('export.inProgress') } as Record<string, string>}
    >
      {t('export.button')}
    </Button>
  );
}
