import { Badge, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { postTrainingListQuery } from '../api/post-training-api.ts';
import { ProductTrainingList } from '../components/product-training-list.tsx';
import '../training-screens-i18n.ts';
import '../training-i18n.ts';

/** /post-training: the owner's products with post-training videos or resources in their language. */
export function PostTrainingListPage() {
  const { t, i18n } = useTranslation('training');
  const title = useDocumentTitle('training-screens:postTraining');
  const { data, isError } = useQuery(postTrainingListQuery(i18n.language));
  return (
    <ProductTrainingList
      title={title}
      intro={t('post.intro')}
      data={data}
      isError={isError}
      emptyText={t('post.empty')}
      loadText={t('post.load')}
      basePath="/post-training"
      action={() => t('post.videosTitle')}
      openLabel={(action, name) => t('post.open', { action, name })}
      details={(state) => (
        <>
          <Text fz="sm">
            {t('post.videos', { count: state.videos_total })} · {t('post.resources', { count: state.resources_total })}
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
        </>
      )}
    />
  );
}
