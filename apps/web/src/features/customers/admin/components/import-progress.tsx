import { Alert, Button, Flex, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileTypeCsv } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CustomerImport } from '@owner-portal/contract/customers/customer-imports';
import { failureText } from '../../../../shared/i18n/server-text.ts';
import { notifyError } from '../../../../shared/notifications/notify.ts';
import { useDownloadReport } from '../api/customer-imports-api.ts';

/** "about 40 seconds left", in minutes from 90 s on. */
function timeLeft(t: TFunction, seconds: number | null) {
  if (seconds === null) return null;
  return seconds < 90 ? t('secondsLeft', { count: seconds }) : t('minutesLeft', { count: Math.round(seconds / 60) });
}

/** Step three: the running import's bar (rows done, errors so far, time left), then what it did and the report. */
export function ImportProgress({ imp, onAnother }: { imp: CustomerImport; onAnother: () => void }) {
  const { t, i18n } = useTranslation('admin-customer-import');
  const report = useDownloadReport();
  const finished = imp.status === 'done' || imp.status === 'failed';
  const total = imp.rows_total;
  const percent = finished ? 100 : total ? Math.round((imp.rows_done / Math.max(total, 1)) * 100) : 0;
  const left = timeLeft(t, imp.seconds_left);
  const counts = (['created', 'updated', 'unchanged', 'rejected', 'invites'] as const).filter(
    (k) => imp[k] > 0 || k === 'created' || k === 'rejected',
  );
  const download = () =>
    report.mutate(
      { id: imp.id, lang: i18n.language },
      { onError: (error) => notifyError(t('failures.report'), failureText(error)) },
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} size="h4">
          {imp.status === 'done'
            ? t('doneTitle', { file: imp.file_name })
            : imp.status === 'failed'
              ? t('failedTitle', { file: imp.file_name })
              : t('importing', { file: imp.file_name })}
        </Title>
        <Progress
          value={percent}
          size="xl"
          animated={!finished}
          color={imp.status === 'failed' ? 'red' : undefined}
          aria-label={t('progressLabel')}
        />
        <Text aria-live="polite" size="sm">
          {imp.status === 'queued'
            ? t('waiting')
            : total === null
              ? t('counting')
              : [
                  t('rowsDone', { done: imp.rows_done, count: total }),
                  t('errorsSoFar', { count: imp.rejected }),
                  ...(left && !finished ? [left] : []),
                ].join(' · ')}
        </Text>
        {imp.status === 'failed' && <Alert color="red">{t('failedText')}</Alert>}
        {finished && (
          <List spacing={4} icon={<IconCircleCheck size={18} aria-hidden />}>
            {counts.map((k) => (
              <List.Item key={k}>{t(k, { count: imp[k] })}</List.Item>
            ))}
          </List>
        )}
        {finished && (
          <Flex direction={{ base: 'column', sm: 'row' }} justify="flex-end" gap="sm">
            {imp.rejected > 0 && (
              <Button
                variant="light"
                leftSection={<IconFileTypeCsv size={18} aria-hidden />}
                loading={report.isPending}
                onClick={download}
              >
                {t('report')}
              </Button>
            )}
            <Button onClick={onAnother}>{t('another')}</Button>
          </Flex>
        )}
      </Stack>
    </Paper>
  );
}
