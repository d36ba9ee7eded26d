import { Badge, Button, Card, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMovieOff, IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { postTrainingListQuery } from '../api/post-training-api.ts';
import '../../shell/shell-i18n.ts';
import '../training-i18n.ts';

const COLS = { base: 1, xs: 2, lg: 3 };

/** /post-training: the owner's products with post-training videos or resources in their language. */
export function PostTrainingListPage() {
  const { t, i18n } = useTranslation('training');
  const title = useDocumentTitle('shell:screens.postTraining');
  const { data, isPending, isError } = useQuery(postTrainingListQuery(i18n.language));

  return (
    <>
      <PageHeader title={title} />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('post.intro')}
      </Text>
      {isPending && (
        <SimpleGrid cols={COLS} spacing="md">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {(isError || data?.length === 0) && (
        <Paper withBorder radius="md" p="lg">
          <EmptyStateMessage
            icon={<IconMovieOff aria-hidden />}
            description={isError ? t('post.load') : t('post.empty')}
          />
        </Paper>
      )}
      {data && data.length > 0 && (
        <SimpleGrid cols={COLS} spacing="md">
          {data.map((state) => {
            const action = t('post.videosTitle');
            return (
              <Card key={state.product_id} withBorder radius="md" padding="md" component="article">
                <Card.Section bg="var(--mantine-color-gray-0)" p="sm">
                  <Image src={state.thumbnail ?? undefined} alt="" h={120} fit="contain" />
                </Card.Section>
                <Stack gap="xs" mt="sm">
                  <Text fw={650} component="h2" fz="md" m={0}>
                    {state.display_name}
                  </Text>
                  <Text fz="sm">
                    {t('post.videos', { count: state.videos_total })} ·{' '}
                    {t('post.resources', { count: state.resources_total })}
                  </Text>
                  {state.warranty_required && (
                    <Badge
                      variant="light"
                      color={state.warranty_confirmed_at ? 'green' : 'yellow'}
                      leftSection={
                        state.warranty_confirmed_at ? (
                          <IconShieldCheck size={14} aria-hidden />
                        ) : (
                          <IconShieldExclamation size={14} aria-hidden />
                        )
                      }
                    >
                      {t('warranty.title')}
                    </Badge>
                  )}
                  <Group>
                    <Button
                      component={Link}
                      to={`/post-training/${state.product_id}`}
                      aria-label={t('post.open', { action, name: state.display_name })}
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
