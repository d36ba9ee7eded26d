import { Button } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../api/api-client.ts';
import { failureText } from '../i18n/server-text.ts';
import { notifyError } from '../notifications/notify.ts';
import type { ListQuery } from './use-table-params.ts';
import { saveBlob } from './save-blob.ts';
import './table-i18n.ts';

interface ExportCsvButtonProps {
  /** The export's GET path under /api, e.g. '/transaction/export'. */
  path: string;
  /** The list's query: the file holds exactly its rows, every page of them. */
  filters: ListQuery;
  /** The file name when the server suggests none: `${filename}-yyyy-MM-dd.csv`. */
  filename: string;
}

/** Downloads the CSV of exactly what the list's filters show; shows a loader while the file is made. */
export function ExportCsvButton({ path, filters, filename }: ExportCsvButtonProps) {
  const { t, i18n } = useTranslation('table');
  const exporting = useMutation({
    mutationFn: () => {
      const { page: _page, per_page: _perPage, ...query } = filters;
      // The file's header and readable values in the reader's language (decisions 042, 129); `lang_code` may be
      // the list's own filter (contacts by their language), so the file's language has a name of its own.
      return apiDownload(path, { query: { ...query, csv_lang: i18n.language } });
    },
    onSuccess: (file) =>
      saveBlob(file.blob, file.filename ?? `${filename}-${new Date().toISOString().slice(0, 10)}.csv`),
    onError: (error) =>
      notifyError(t('export.failedTitle'), error instanceof Error ? failureText(error) : t('export.failed')),
  });
  return (
    // Outlined like every secondary action: the light tint read as a disabled button.
    <Button
      variant="default"
      leftSection={<IconFileTypeCsv size={18} aria-hidden />}
      onClick={() => exporting.mutate()}
      loading={exporting.isPending}
      loaderProps={{ 'aria-label': t('export.inProgress') } as Record<string, string>}
    >
      {t('export.button')}
    </Button>
  );
}
