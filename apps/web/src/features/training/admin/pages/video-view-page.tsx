import { Alert, Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VIDEO_KIND_PATHS, type VideoKind } from '@owner-portal/contract/content/content';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { videoQuery } from '../api/videos-api.ts';
import { videoNamespace } from '../admin-videos-i18n.ts';
import { VideoPlayer } from '../components/video-player.tsx';
import { Spinner } from '../../../../shared/ui/spinner.tsx';

/** view/{id}: plays the video and shows its checklist and quiz (correct answers marked in text, not only colour). */
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
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t('form.checklist')}
          </Title>
          {video.checklist.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('form.checklistEmpty')}
            </Text>
          ) : (
            <List type="ordered" spacing={4}>
              {video.checklist.map((item) => (
                <List.Item key={item.id}>{item.text}</List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t('quiz')}
          </Title>
          {!video.quiz ? (
            <Text c="dimmed" size="sm">
              {t('noQuiz')}
            </Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm">{t('passMarkN', { n: video.quiz.pass_mark_percent })}</Text>
              {video.quiz.questions.map((q, i) => (
                <div key={q.id}>
                  <Text fw={600}>
                    {i + 1}. {q.text}{' '}
                    <Text span size="xs" c="dimmed">
                      ({q.multiple ? t('form.multiple') : t('single')})
                    </Text>
                  </Text>
                  <List spacing={2} mt={4}>
                    {q.answers.map((a) => (
                      <List.Item
                        key={a.id}
                        icon={
                          a.is_correct ? (
                            <ThemeIcon size={18} radius="xl" color="teal">
                              <IconCheck size={12} aria-hidden />
                            </ThemeIcon>
                          ) : undefined
                        }
                      >
                        {a.text}{' '}
                        {a.is_correct && (
                          <Text span size="xs" fw={600}>
                            ({t('correctAnswer')})
                          </Text>
                        )}
                      </List.Item>
                    ))}
                  </List>
                </div>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    );
  };
}
