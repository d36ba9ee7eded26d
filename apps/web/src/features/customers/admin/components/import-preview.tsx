import { Alert, Badge, List, Paper, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  type ImportMapping,
  type ImportPreviewRow,
} from '@owner-portal/contract/customers/customer-imports';
import { ApiError } from '../../../../shared/api/api-client.ts';
import { translateServerText } from '../../../../shared/i18n/server-text.ts';

interface ImportPreviewProps {
  mapping: ImportMapping;
  preview: UseQueryResult<ImportPreviewRow[]>;
}

/** The first rows as the mapping reads them, each row's errors beside it in the reader's language. */
export function ImportPreview({ mapping, preview }: ImportPreviewProps) {
  const { t } = useTranslation('admin-customer-import');
  const fields = IMPORT_FIELDS.filter((f) => mapping[f]);
  const rows = preview.data ?? [];
  const bad = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  const mappingRefused = preview.error instanceof ApiError && preview.error.status === 422;
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {t('previewTitle')}
      </Title>
      {preview.isError && !mappingRefused && <Alert color="red">{t('previewFailed')}</Alert>}
      {rows.length > 0 && !mappingRefused && (
        <>
          <Text size="sm" mb="sm" c={bad > 0 ? 'red.8' : 'dimmed'}>
            {bad > 0 ? t('previewBad', { count: bad }) : t('previewClean')}
          </Text>
          <Table.ScrollContainer minWidth={960}>
            <Table striped withTableBorder fz="sm" aria-label={t('previewTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('row')}</Table.Th>
                  <Table.Th miw={240}>{t('errors')}</Table.Th>
                  {fields.map((f) => (
                    <Table.Th key={f}>{t(`fields.${f}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => {
                  // The server's sentences name their field ("Phone is required."); the field's cell is red too.
                  const messages = Object.values(r.errors).flatMap((texts) => texts.map(translateServerText));
                  return (
                    <Table.Tr key={r.row}>
                      <Table.Td>{r.row}</Table.Td>
                      <Table.Td>
                        {messages.length === 0 ? (
                          <Badge color="green" variant="light">
                            {t('rowOk')}
                          </Badge>
                        ) : (
                          <List size="sm" c="red.8">
                            {messages.map((m) => (
                              <List.Item key={m}>{m}</List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                      {fields.map((f) => (
                        <Table.Td key={f} c={r.errors[f] ? 'red.8' : undefined}>
                          {r.values[f]}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}
