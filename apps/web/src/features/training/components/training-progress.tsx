import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PretrainingState } from '@owner-portal/contract/training/training';
import '../training-i18n.ts';

export type TrainingStatus = 'notStarted' | 'inProgress' | 'finished';

export function trainingStatus(state: PretrainingState): TrainingStatus {
  if (state.finished_at) return 'finished';
  return state.acknowledged_at || state.videos_complete > 0 ? 'inProgress' : 'notStarted';
}

export const STATUS_COLORS: Record<TrainingStatus, string> = {
  notStarted: 'gray',
  inProgress: 'blue',
  finished: 'green',
};

/** A product's pre-training at a glance: its status, videos complete of total, quizzes passed. */
export function TrainingProgress({ state }: { state: PretrainingState }) {
  const { t } = useTranslation('training');
  const status = trainingStatus(state);
  const percent = state.videos_total === 0 ? 0 : Math.round((state.videos_complete * 100) / state.videos_total);
  return (
    <Stack gap={6}>
      <Badge color={STATUS_COLORS[status]} variant="light">
        {t(`status.${status}`)}
      </Badge>
      {/* The line below says the same in words; a label on the bar's outer element is not allowed. */}
      <Progress value={percent} size="sm" aria-hidden />
      <Text fz="sm">{t('list.progress', { complete: state.videos_complete, total: state.videos_total })}</Text>
      {state.quizzes_total > 0 && (
        <Text fz="sm" c="dimmed">
          {t('list.quizzes', { passed: state.quizzes_passed, total: state.quizzes_total })}
        </Text>
      )}
    </Stack>
  );
}
