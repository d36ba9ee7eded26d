import { Button, Card, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { pretrainingListQuery } from '../api/training-api.ts';
import { TrainingProgress } from '../components/training-progress.tsx';
import { useEuropean } from '../components/use-european.ts';
import '../../shell/shell-i18n.ts';
import '../training-i18n.ts';

const COLS = { base: 1, xs: 2, lg: 3 };

/** /training: the owner's products with pre-training in their language, each with progress. */
export function TrainingListPage() {
  const { t, i18n } = useTranslation('training');
  const title = useDocumentTitle('shell:screens.preTraining');
  const european = useEuropean();
  const { data, isPending, isError } = useQuery({ ...pretrainingListQuery(i18n.language), enabled: !european });
  if (european) return <Navigate to="/" replace />;

  return (
    <>
      <PageHeader title={title} />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('list.intro')}
      </Text>
      {isPending && (
        <SimpleGrid cols={COLS} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {(isError || data?.length === 0) && (
        <Paper withBorder radius="md" p="lg">
          <EmptyStateMessage
            icon={<IconMovieOff aria-hidden />}
            description={isError ? t('list.load') : t('list.empty')}
          />
        </Paper>
      )}
      {data && data.length > 0 && (
        <SimpleGrid cols={COLS} spacing="md">
          {data.map((state) => {
            const action = t(state.acknowledged_at && !state.finished_at ? 'player.continue' : 'player.start');
            return (
              <Card key={state.product_id} withBorder radius="md" padding="md" component="article">
                <Card.Section bg="var(--mantine-color-gray-0)" p="sm">
                  <Image src={state.thumbnail ?? undefined} alt="" h={120} fit="contain" />
                </Card.Section>
                <Stack gap="sm" mt="sm">
                  <Text fw={650} component="h2" fz="md" m={0}>
                    {state.display_name}
                  </Text>
                  <TrainingProgress state={state} />
                  <Group>
                    <Button
                      component={Link}
                      to={`/training/${state.product_id}`}
                      aria-label={t('list.open', { action, name: state.display_name })}
                    >
                      {action}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
