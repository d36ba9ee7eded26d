import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PretrainingState } from '@owner-portal/contract/training/training';
import { STATUS_COLORS, trainingStatus } from './training-progress.tsx';
import '../training-i18n.ts';

/** One line on a product card: the pre-training status and a link to it. */
export function TrainingStatusLink({ state }: { state: PretrainingState }) {
  const { t } = useTranslation('training');
  const status = trainingStatus(state);
  return (
    <Group gap="xs" mt={4} wrap="wrap">
      <Anchor component={Link} to={`/training/${state.product_id}`} fz="sm">
        {t('state.openPre')}
      </Anchor>
      <Badge size="sm" variant="light" color={STATUS_COLORS[status]}>
        {t(`status.${status}`)} · {state.videos_complete}/{state.videos_total}
      </Badge>
    </Group>
  );
}
