import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerImport } from '@owner-portal/contract/customers/customer-imports';
import { ApiError } from '../../../../shared/api/api-client.ts';
import { failureText, translateServerText } from '../../../../shared/i18n/server-text.ts';
import { notifyError } from '../../../../shared/notifications/notify.ts';
import { useUploadSheet } from '../api/customer-imports-api.ts';

/** Step one: choose the spreadsheet and upload it; the server answers its columns and the mapping to offer. */
export function ImportUpload({ onUploaded }: { onUploaded: (imp: CustomerImport) => void }) {
  const { t } = useTranslation('admin-customer-import');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadSheet();
  const fieldError = upload.error instanceof ApiError ? upload.error.fieldErrors.file?.[0] : undefined;
  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => {
        if (!(error instanceof ApiError && error.fieldErrors.file))
          notifyError(t('failures.upload'), failureText(error));
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Text>{t('intro')}</Text>
        <FileInput
          label={t('file')}
          placeholder={t('filePlaceholder')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
          error={fieldError ? translateServerText(fieldError) : undefined}
          clearable
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconUpload size={18} aria-hidden />}
            disabled={!file}
            loading={upload.isPending}
            onClick={send}
          >
            {t('upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
