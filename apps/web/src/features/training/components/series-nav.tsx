import { NavLink, Paper, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrainingVideo } from '@owner-portal/contract/training/training';
import '../training-i18n.ts';

/** A video is done when it is complete and its quiz, if any, is passed. */
export const isDone = (v: TrainingVideo) => v.progress.complete && (v.quiz_id === null || v.quiz_passed);

/** The series in order, each with its state; choosing one opens it. */
export function SeriesNav({
  videos,
  currentId,
  onSelect,
}: {
  videos: TrainingVideo[];
  currentId: number;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('training');
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-labelledby="series-title">
      <Title order={2} size="h5" px="sm" py={6} id="series-title">
        {t('series.title')}
      </Title>
      {videos.map((video, i) => {
        const done = isDone(video);
        const status = done
          ? video.quiz_id === null
            ? t('series.complete')
            : t('series.quizPassed')
          : video.progress.complete
            ? t('series.quizPending')
            : video.progress.time > 0
              ? t('status.inProgress')
              : t('status.notStarted');
        return (
          <NavLink
            key={video.id}
            component="button"
            type="button"
            active={video.id === currentId}
            aria-current={video.id === currentId ? 'step' : undefined}
            onClick={() => onSelect(video.id)}
            label={<Text fz="sm" fw={600}>{`${i + 1}. ${video.title}`}</Text>}
            description={status}
            leftSection={
              done ? (
                <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-hidden />
              ) : video.progress.time > 0 ? (
                <IconPlayerPlay size={18} aria-hidden />
              ) : (
                <IconCircleDashed size={18} aria-hidden />
              )
            }
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </Paper>
  );
}
