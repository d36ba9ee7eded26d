import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlayerTrackNext, IconRefresh, IconListCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingVideo } from '@owner-portal/contract/training/training';
import { COMPLETE_SHARE } from '@owner-portal/contract/training/training-rules';
import { useReportProgress } from '../api/training-api.ts';
import { ChecklistPanel } from './checklist-panel.tsx';
import { clock } from './embed-url.ts';
import { QuizPanel } from './quiz-panel.tsx';
import { VideoPlayer, type PlayerHandle } from './video-player.tsx';
import '../training-i18n.ts';

/**
 * One video of the series: the player with Start, Continue or Replay Video, its checklist, then
 * Take Quiz (or Next when there is no quiz). `onNext` moves on, or finishes after the last video.
 */
export function VideoStep({
  video,
  index,
  total,
  productId,
  lang,
  onNext,
  nextPending,
}: {
  video: TrainingVideo;
  index: number;
  total: number;
  productId: string;
  lang: string;
  onNext: () => void;
  nextPending: boolean;
}) {
  const { t } = useTranslation('training');
  const player = useRef<PlayerHandle>(null);
  const report = useReportProgress(productId, lang);
  const [quizOpen, setQuizOpen] = useState(false);
  const { time, complete } = video.progress;
  // The server keeps progress to the pace the video can really have played at: a jump ahead is saved short.
  const heldBack =
    !complete &&
    report.data !== undefined &&
    report.variables !== undefined &&
    report.variables.time > report.data.data.time + 1;

  const onReport = (at: number, ended: boolean) =>
    report.mutate({ videoId: video.id, time: at, complete: ended || at >= COMPLETE_SHARE * video.duration });

  const next = (
    <Button onClick={onNext} loading={nextPending} rightSection={<IconPlayerTrackNext size={16} aria-hidden />}>
      {t('quiz.next')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`video-${video.id}`}>
        <Text fz="sm" c="dimmed">
          {t('series.video', { n: index + 1, total })}
        </Text>
        <Title order={2} size="h3" id={`video-${video.id}`} mb={4}>
          {video.title}
        </Title>
        {video.description && (
          <Text fz="sm" c="dimmed" mb="sm">
            {video.description}
          </Text>
        )}
        <VideoPlayer key={video.id} video={video} onReport={onReport} ref={player} />
        <Group gap="sm" mt="md" wrap="wrap">
          {complete ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => player.current?.playFrom(0)}
            >
              {t('player.replay')}
            </Button>
          ) : time > 0 ? (
            <>
              <Button
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => player.current?.playFrom(time)}
              >
                {t('player.continue')}
              </Button>
              <Text fz="sm" c="dimmed">
                {t('player.resumeAt', { time: clock(time) })}
              </Text>
            </>
          ) : (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => player.current?.playFrom(0)}>
              {t('player.start')}
            </Button>
          )}
        </Group>
        {heldBack && (
          <Text fz="sm" c="dimmed" mt="xs">
            {t('player.paced')}
          </Text>
        )}
      </Paper>

      {video.has_checklist && <ChecklistPanel videoId={video.id} lang={lang} />}

      {!complete ? (
        <Text c="dimmed" fz="sm">
          {t('player.watchToContinue')}
        </Text>
      ) : video.quiz_id !== null && (quizOpen || !video.quiz_passed) ? (
        quizOpen ? (
          <QuizPanel videoId={video.id} productId={productId} lang={lang} next={next} />
        ) : (
          <div>
            <Button leftSection={<IconListCheck size={16} aria-hidden />} onClick={() => setQuizOpen(true)}>
              {t('quiz.take')}
            </Button>
          </div>
        )
      ) : (
        <div>{next}</div>
      )}
    </Stack>
  );
}
