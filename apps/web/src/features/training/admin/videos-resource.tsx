import { Badge, Group, Image, Text } from '@mantine/core';
import type { VideoBody, VideoItem } from '@owner-portal/contract/training/admin-videos';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type { VideoKind } from '@owner-portal/contract/content/content';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { useGroupOptions } from '../../../shared/admin/catalog-options.ts';
import { videoKeys, videoPath } from './api/videos-api.ts';
import { videoNamespace } from './admin-videos-i18n.ts';
import { VideoEditPage } from './pages/video-edit-page.tsx';
import { VIDEO_FORM } from './video-forms.ts';
import { VideoViewPage } from './pages/video-view-page.tsx';

const AREA: Record<VideoKind, AdminAreaKey> = {
  pre_training: 'preTraining',
  training: 'trainingVideos',
  post_training: 'postTrainingVideos',
};
const duration = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** /admin/pre-training, /admin/training-videos, /admin/post-training-videos: one declaration, three kinds. */
export function videosResource(kind: VideoKind) {
  return defineResource({
    namespace: videoNamespace(kind),
    area: AREA[kind],
    api: resourceApi<VideoItem, VideoBody>({ key: videoKeys(kind), path: videoPath(kind) }),
    name: (v) => v.title,
    searchable: true,
    filters: [
      { name: 'group_id', options: [], useOptions: useGroupOptions },
      { name: 'lang_code', options: LANGUAGE_CODES },
    ],
    columns: [
      { key: 'position', sortable: true, align: 'right' },
      {
        key: 'title',
        sortable: true,
        render: (v, t) => (
          <Group gap="sm" wrap="nowrap">
            {v.poster && (
              <Image src={v.poster.url} alt={t('posterOf', { title: v.title })} h={36} w={64} fit="cover" radius="sm" />
            )}
            <Text size="sm" fw={600}>
              {v.title}
            </Text>
          </Group>
        ),
      },
      { key: 'group_name' },
      { key: 'lang_code', render: (v, t) => t(`filters.lang_code.${v.lang_code}`) },
      { key: 'duration_seconds', align: 'right', render: (v) => duration(v.duration_seconds) },
      {
        key: 'content',
        render: (v, t) => (
          <Group gap={4}>
            <Text size="xs">{t('checklistCount', { count: v.checklist_count })}</Text>
            {v.has_quiz && (
              <Badge variant="light" color="grape" size="sm">
                {t('quiz')}
              </Badge>
            )}
            {v.source_url && (
              <Badge variant="outline" size="sm">
                {t('external')}
              </Badge>
            )}
          </Group>
        ),
      },
    ],
    form: VIDEO_FORM[kind],
    viewPage: VideoViewPage(kind),
    editPage: VideoEditPage(kind),
  });
}
