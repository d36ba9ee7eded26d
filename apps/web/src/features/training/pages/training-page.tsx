import { Alert, Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconMovieOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { notifyFailure } from '../../../shared/notifications/notify.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import {
  pretrainingStateQuery,
  pretrainingVideosQuery,
  useAcknowledge,
  useFinishPretraining,
} from '../api/training-api.ts';
import { AcknowledgeWarning } from '../components/acknowledge-warning.tsx';
import { scheduleLink } from '../components/schedule-link.ts';
import { isDone, SeriesNav } from '../components/series-nav.tsx';
import { ThankYouModal } from '../components/thank-you-modal.tsx';
import { useEuropean } from '../../../shared/session/use-european.ts';
import { VideoStep } from '../components/video-step.tsx';
import '../training-screens-i18n.ts';
import '../training-i18n.ts';

/** /training/{id}: one product's pre-training, from the warning to the thank-you dialog. */
export function TrainingPage() {
  const { t, i18n } = useTranslation('training');
  const title = useDocumentTitle('training-screens:preTraining');
  const productId = useParams().id ?? '';
  const lang = i18n.language;
  const european = useEuropean();
  const state = useQuery({ ...pretrainingStateQuery(productId, lang), enabled: !european });
  const videos = useQuery({ ...pretrainingVideosQuery(productId, lang), enabled: !european });
  const acknowledge = useAcknowledge(productId, lang);
  const finish = useFinishPretraining(productId, lang);
  const [thanks, setThanks] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenId = Number(searchParams.get('video'));
  const firstOpen = videos.data?.find((v) => !isDone(v)) ?? videos.data?.[0];
  // The open video is kept in the address, so finishing a quiz does not move the page on by itself.
  useEffect(() => {
    if (!firstOpen || videos.data?.some((v) => v.id === chosenId)) return;
    setSearchParams({ video: String(firstOpen.id) }, { replace: true });
  }, [videos.data, firstOpen, chosenId, setSearchParams]);

  if (european) return <Navigate to="/" replace />;
  const back = <BackLink to="/training" label={t('back')} />;
  if (state.isPending || videos.isPending)
    return (
      <>
        {back}
        <PageHeader title={title} />
        <Skeleton h={320} radius="md" />
      </>
    );
  if (!state.data || !videos.data)
    return (
      <>
        {back}
        <PageHeader title={title} />
        <LoadFailure
          error={state.error ?? videos.error}
          notFoundText={t('notFound')}
          loadText={t('list.load')}
          onRetry={() => {
            if (state.isError) void state.refetch();
            if (videos.isError) void videos.refetch();
          }}
        />
      </>
    );

  const product = state.data;
  const list = videos.data;
  const header = (
    <>
      {back}
      <PageHeader title={product.display_name} />
    </>
  );
  if (list.length === 0)
    return (
      <>
        {header}
        <EmptyStateMessage icon={<IconMovieOff aria-hidden />} description={t('list.empty')} />
      </>
    );
  if (!product.acknowledged_at)
    return (
      <>
        {header}
        <AcknowledgeWarning
          vision={product.vision_warning}
          saving={acknowledge.isPending}
          onAcknowledge={(body) => acknowledge.mutate(body)}
        />
      </>
    );

  const currentIndex = Math.max(
    0,
    list.findIndex((v) => v.id === (list.some((l) => l.id === chosenId) ? chosenId : firstOpen?.id)),
  );
  const current = list[currentIndex]!;
  const select = (id: number) => setSearchParams({ video: String(id) }, { replace: true });
  const onNext = () => {
    const following = list[currentIndex + 1];
    if (following) return select(following.id);
    finish.mutate(undefined, {
      onSuccess: () => setThanks(true),
      onError: (error) => notifyFailure(t('finish.failed'), error),
    });
  };

  return (
    <>
      {header}
      {product.finished_at && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} mb="md" title={t('finish.title')}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{t('finish.text')}</Text>
            <Button
              component={Link}
              to={scheduleLink(product.product_id)}
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
            >
              {t('finish.schedule')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SeriesNav videos={list} currentId={current.id} onSelect={select} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <VideoStep
            key={current.id}
            video={current}
            index={currentIndex}
            total={list.length}
            productId={productId}
            lang={lang}
            onNext={onNext}
            nextPending={finish.isPending}
          />
        </Grid.Col>
      </Grid>
      <ThankYouModal
        opened={thanks}
        productId={product.product_id}
        productName={product.display_name}
        onClose={() => setThanks(false)}
      />
    </>
  );
}
