import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while products load. */
export function ProductGridSkeleton({ count, cols }: { count: number; cols: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing="md" role="status" aria-busy aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Skeleton h={96} mb="sm" />
          <Skeleton h={16} w="80%" mb={6} />
          <Skeleton h={12} w="60%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
