import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { pretrainingListQuery } from '../api/training-api.ts';
import { ProductTrainingList } from '../components/product-training-list.tsx';
import { TrainingProgress } from '../components/training-progress.tsx';
import { useEuropean } from '../../../shared/session/use-european.ts';
import '../training-screens-i18n.ts';
import '../training-i18n.ts';

/** /training: the owner's products with pre-training in their language, each with progress. */
export function TrainingListPage() {
  const { t, i18n } = useTranslation('training');
  const title = useDocumentTitle('training-screens:preTraining');
  const european = useEuropean();
  const { data, isError } = useQuery({ ...pretrainingListQuery(i18n.language), enabled: !european });
  if (european) return <Navigate to="/" replace />;
  return (
    <ProductTrainingList
      title={title}
      intro={t('list.intro')}
      data={data}
      isError={isError}
      emptyText={t('list.empty')}
      loadText={t('list.load')}
      basePath="/training"
      action={(state) => t(state.acknowledged_at && !state.finished_at ? 'player.continue' : 'player.start')}
      openLabel={(action, name) => t('list.open', { action, name })}
      details={(state) => <TrainingProgress state={state} />}
    />
  );
}
