import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client.ts';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import '../orders-i18n.ts';

/** Skeleton cards while a detail screen loads. */
export function DetailSkeleton({ cards = 2 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy aria-label={t('loading')}>
      {Array.from({ length: cards }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton h={18} w="40%" mb="md" />
          <Skeleton h={48} mb="sm" />
          <Skeleton h={14} w="70%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** Not found (404) or could not load: an icon and a sentence. */
export function LoadFailure({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  const { t } = useTranslation('orders');
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyStateMessage
        icon={missing ? <IconSearch aria-hidden /> : <IconAlertCircle aria-hidden />}
        description={missing ? notFoundText : t('errors.load')}
      />
    </Paper>
  );
}
