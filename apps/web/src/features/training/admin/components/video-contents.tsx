import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { VideoDetail } from '@owner-portal/contract/training/admin-videos';

/** A video's checklist, in order. */
export function VideoChecklist({ video, t }: { video: VideoDetail; t: TFunction }) {
  return (
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
  );
}

/** A video's quiz: its pass mark and questions, the correct answers marked in text, not only colour. */
export function VideoQuiz({ video, t }: { video: VideoDetail; t: TFunction }) {
  return (
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
  );
}
