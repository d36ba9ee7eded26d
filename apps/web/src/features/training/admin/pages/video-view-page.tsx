import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VIDEO_KIND_PATHS, type VideoKind } from '@owner-portal/contract/content/video-kinds';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { videoQuery } from '../api/videos-api.ts';
import { videoNamespace } from '../admin-videos-i18n.ts';
import { VideoChecklist, VideoQuiz } from '../components/video-contents.tsx';
import { VideoPlayer } from '../components/video-player.tsx';
import { Spinner } from '../../../../shared/ui/spinner.tsx';

/** view/{id}: plays the video and shows its checklist and quiz. */
export function VideoViewPage(kind: VideoKind) {
  return function VideoView({ id }: { id: string }) {
    const { t } = useTranslation(videoNamespace(kind));
    const query = useQuery(videoQuery(kind, Number(id)));
    const video = query.data?.data;
    useDocumentTitle(video ? video.title : `${videoNamespace(kind)}:title`);
    const base = `/admin/${VIDEO_KIND_PATHS[kind]}`;
    if (query.isPending) return <Spinner />;
    if (!video) return <Alert color="red">{t('errors.loadOne')}</Alert>;
    return (
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {video.title}
            </Title>
            <Group gap="xs" mt={4}>
              <Badge variant="light">{video.group_name}</Badge>
              <Badge variant="outline">{t(`filters.lang_code.${video.lang_code}`)}</Badge>
              <Text size="sm" c="dimmed">
                {t('positionN', { n: video.position })}
              </Text>
            </Group>
          </div>
          <Group>
            <Button
              variant="default"
              component={Link}
              to={`${base}?group_id=${video.group_id}&lang_code=${video.lang_code}`}
            >
              {t('backToList')}
            </Button>
            <Button component={Link} to={`${base}/edit/${video.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
              {t('actions.edit')}
            </Button>
          </Group>
        </Group>
        <VideoPlayer video={video} />
        {video.description && <Text>{video.description}</Text>}
        <VideoChecklist video={video} t={t} />
        <VideoQuiz video={video} t={t} />
      </Stack>
    );
  };
}
