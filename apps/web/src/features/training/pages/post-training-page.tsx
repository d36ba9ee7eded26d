import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconMovieOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ProductDetail } from '@owner-portal/contract/products/catalog';
import { COMPLETE_SHARE } from '@owner-portal/contract/training/training-rules';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { postTrainingContentQuery, postTrainingStateQuery } from '../api/post-training-api.ts';
import { useReportProgress } from '../api/training-api.ts';
import { ResourceList } from '../components/resource-list.tsx';
import { VideoPlayer } from '../components/video-player.tsx';
import { WarrantyGate } from '../components/warranty-gate.tsx';
import '../training-screens-i18n.ts';
import '../training-i18n.ts';

/**
 * /post-training/{id}: videos and resources. The Ri 1000/2000 shows its warranty list first; its
 * videos and resources (and their files' signed URLs) are asked for once it is confirmed.
 */
export function PostTrainingPage() {
  const { t, i18n } = useTranslation('training');
  const title = useDocumentTitle('training-screens:postTraining');
  const productId = useParams().id ?? '';
  const lang = i18n.language;
  const state = useQuery(postTrainingStateQuery(productId, lang));
  const open = state.data ? !state.data.warranty_required || state.data.warranty_confirmed_at !== null : false;
  const content = useQuery({ ...postTrainingContentQuery(productId, lang), enabled: open });
  const back = <BackLink to="/post-training" label={t('post.back')} />;

  if (state.isPending)
    return (
      <>
        {back}
        <PageHeader title={title} />
        <Skeleton h={320} radius="md" />
      </>
    );
  if (!state.data)
    return (
      <>
        {back}
        <PageHeader title={title} />
        <LoadFailure
          error={state.error}
          notFoundText={t('post.notFound')}
          loadText={t('post.load')}
          onRetry={() => void state.refetch()}
        />
      </>
    );

  return (
    <>
      {back}
      <PageHeader title={state.data.display_name} />
      {state.data.warranty_required && (
        <WarrantyGate productId={productId} lang={lang} confirmedAt={state.data.warranty_confirmed_at} />
      )}
      {open &&
        (content.data ? (
          <PostTrainingContent productId={productId} lang={lang} content={content.data} />
        ) : content.isPending ? (
          <Skeleton h={320} radius="md" />
        ) : (
          <LoadFailure
            error={content.error}
            notFoundText={t('post.notFound')}
            loadText={t('post.load')}
            onRetry={() => void content.refetch()}
          />
        ))}
    </>
  );
}

function PostTrainingContent({
  productId,
  lang,
  content,
}: {
  productId: string;
  lang: string;
  content: ProductDetail;
}) {
  const { t } = useTranslation('training');
  const report = useReportProgress(productId, lang);
  const videos = content.post_training_videos ?? [];
  const resources = content.post_training_resources ?? [];
  return (
    <>
      <Title order={2} size="h3" mb="sm">
        {t('post.videosTitle')}
      </Title>
      {videos.length === 0 ? (
        <Paper withBorder radius="md" p="md" mb="lg">
          <EmptyStateMessage icon={<IconMovieOff aria-hidden />} description={t('post.videosEmpty')} />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="lg">
          {videos.map((video) => (
            <Paper key={video.id} withBorder radius="md" p="md" component="article">
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {video.title}
                </Title>
                <VideoPlayer
                  video={video}
                  onReport={(time, ended) =>
                    report.mutate({
                      videoId: video.id,
                      time,
                      complete: ended || time >= COMPLETE_SHARE * video.duration,
                    })
                  }
                />
                {video.description && (
                  <Text fz="sm" c="dimmed">
                    {video.description}
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Title order={2} size="h3" mb="sm">
        {t('post.resourcesTitle')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {resources.length === 0 ? (
          <EmptyStateMessage icon={<IconBooks aria-hidden />} description={t('post.resourcesEmpty')} />
        ) : (
          <ResourceList resources={resources} newTabLabel={t('post.opensNewTab')} />
        )}
      </Paper>
    </>
  );
}
