import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
