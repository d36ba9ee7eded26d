import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postTrainingStateQuery } from '../api/post-training-api.ts';
import { pretrainingStateQuery } from '../api/training-api.ts';
import { TrainingProgress } from './training-progress.tsx';
import { useEuropean } from '../../../shared/session/use-european.ts';
import '../training-i18n.ts';

/** The product page's training box: pre-training progress (not for subsidiary 3) and post-training, with links. */
export function ProductTrainingPanel({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('training');
  const lang = i18n.language;
  const european = useEuropean();
  const pre = useQuery({ ...pretrainingStateQuery(productId, lang), enabled: !european });
  const post = useQuery(postTrainingStateQuery(productId, lang));
  const hasPost = post.data ? post.data.videos_total + post.data.resources_total > 0 : false;
  // Subsidiary 3 has no pre-training: without post-training there is nothing to show.
  if (european && !hasPost) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="product-training">
      <Title order={2} size="h5" mb="sm" id="product-training">
        {t('state.title')}
      </Title>
      <Stack gap="md">
        {!european &&
          (pre.isPending ? (
            <Skeleton h={60} />
          ) : pre.data && pre.data.videos_total > 0 ? (
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div style={{ minWidth: 200, flex: 1 }}>
                <Text fw={600} mb={4}>
                  {t('state.pre')}
                </Text>
                <TrainingProgress state={pre.data} />
              </div>
              <Button
                component={Link}
                to={`/training/${productId}`}
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
              >
                {t(
                  pre.data.finished_at
                    ? 'state.reviewPre'
                    : pre.data.acknowledged_at
                      ? 'state.continuePre'
                      : 'state.startPre',
                )}
              </Button>
            </Group>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('state.noneInLanguage')}
            </Text>
          ))}
        {hasPost && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text fw={600}>{t('state.post')}</Text>
              <Text fz="sm" c="dimmed">
                {t('post.videos', { count: post.data!.videos_total })} ·{' '}
                {t('post.resources', { count: post.data!.resources_total })}
              </Text>
            </div>
            <Button
              variant="default"
              component={Link}
              to={`/post-training/${productId}`}
              leftSection={<IconCertificate size={16} aria-hidden />}
            >
              {t('state.openPost')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
