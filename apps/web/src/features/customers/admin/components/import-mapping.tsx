import { Button, Checkbox, Flex, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  type CustomerImport,
  type ImportMapping,
} from '@owner-portal/contract/customers/customer-imports';
import { ApiError } from '../../../../shared/api/api-client.ts';
import { failureText, translateServerText } from '../../../../shared/i18n/server-text.ts';
import { notifyError } from '../../../../shared/notifications/notify.ts';
import { useImportPreview, useStartImport } from '../api/customer-imports-api.ts';
import { ImportPreview } from './import-preview.tsx';

interface ImportMappingProps {
  imp: CustomerImport;
  onStarted: (imp: CustomerImport) => void;
  onOtherFile: () => void;
}

/** Step two: which column each field is read from, the first rows as that reads them, then Import. */
export function ImportMappingStep({ imp, onStarted, onOtherFile }: ImportMappingProps) {
  const { t } = useTranslation('admin-customer-import');
  const [mapping, setMapping] = useState<ImportMapping>(imp.mapping);
  const [invite, setInvite] = useState(false);
  const preview = useImportPreview(imp.id, mapping);
  const start = useStartImport();
  const failed = start.error ?? preview.error;
  const errors = failed instanceof ApiError ? failed.fieldErrors : {};
  const options = imp.columns.filter((c) => c !== '').map((c) => ({ value: c, label: c }));
  const begin = () =>
    start.mutate(
      { id: imp.id, mapping, invite },
      {
        onSuccess: onStarted,
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 422))
            notifyError(t('failures.start'), failureText(error));
        },
      },
    );
  return (
    <Stack>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb={4}>
          {t('mapTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('mapHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {IMPORT_FIELDS.map((field) => {
            const error = errors[`mapping.${field}`]?.[0];
            return (
              <Select
                key={field}
                label={t(`fields.${field}`)}
                required={REQUIRED_IMPORT_FIELDS.includes(field)}
                data={options}
                value={mapping[field] ?? null}
                placeholder={t('notImported')}
                onChange={(value) => setMapping((m) => ({ ...m, [field]: value }))}
                clearable
                searchable
                error={error ? translateServerText(error) : undefined}
              />
            );
          })}
        </SimpleGrid>
      </Paper>
      <ImportPreview mapping={mapping} preview={preview} />
      <Paper withBorder radius="md" p="lg">
        <Checkbox
          label={t('invite')}
          description={t('inviteHint')}
          checked={invite}
          onChange={(e) => setInvite(e.currentTarget.checked)}
        />
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onOtherFile}>
            {t('otherFile')}
          </Button>
          <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={start.isPending} onClick={begin}>
            {t('start')}
          </Button>
        </Flex>
      </Paper>
    </Stack>
  );
}
