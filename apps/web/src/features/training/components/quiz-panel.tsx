import { Alert, Button, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '@owner-portal/contract/training/training';
import { quizQuery, useAnswerQuiz } from '../api/training-api.ts';
import { clock } from './embed-url.ts';
import { FieldError } from './field-error.tsx';
import { useCountdown } from './use-countdown.ts';
import '../training-i18n.ts';

/**
 * The video's quiz: Submit Quiz shows the score; a failed attempt says how many questions were wrong
 * (the server never says which, nor which answers are right) and offers a retry, which the server
 * takes once its wait after the failure has run: the time left shows beside Submit. `next` is shown
 * once passed.
 */
export function QuizPanel({
  videoId,
  productId,
  lang,
  next,
}: {
  videoId: number;
  productId: string;
  lang: string;
  next: ReactNode;
}) {
  const { t } = useTranslation('training');
  const quiz = useQuery(quizQuery(videoId, lang));
  const answer = useAnswerQuiz(productId, lang);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const wait = useCountdown(quiz.data?.retry_after ?? 0, quiz.dataUpdatedAt);

  if (quiz.isPending) return <Skeleton h={160} radius="md" />;
  if (!quiz.data) return <FieldError>{t('quiz.load')}</FieldError>;
  const { questions, pass_mark } = quiz.data;
  const headingId = `quiz-${videoId}`;

  const submit = () => {
    if (questions.some((q) => (chosen[q.id] ?? []).length === 0)) return setIncomplete(true);
    setIncomplete(false);
    answer.mutate(
      {
        videoId,
        quizId: quiz.data.id,
        answers: questions.map((q) => ({ question_id: q.id, answer_ids: chosen[q.id] ?? [] })),
      },
      { onSuccess: ({ data }) => setResult(data) },
    );
  };
  const retry = () => {
    setResult(null);
    setChosen({});
    // The wait is the server's: ask it again rather than trust this page's count.
    void quiz.refetch();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('quiz.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('quiz.passMark', { mark: pass_mark })}
      </Text>
      <Stack gap="lg">
        {questions.map((question, i) => {
          const label = `${i + 1}. ${question.text}`;
          const disabled = result !== null;
          const group = question.multiple ? (
            <Checkbox.Group
              key={question.id}
              label={label}
              value={(chosen[question.id] ?? []).map(String)}
              onChange={(values) => setChosen((c) => ({ ...c, [question.id]: values.map(Number) }))}
            >
              <Stack gap={6} mt={6}>
                {question.answers.map((a) => (
                  <Checkbox key={a.id} value={String(a.id)} label={a.text} disabled={disabled} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Radio.Group
              key={question.id}
              label={label}
              value={chosen[question.id]?.[0] !== undefined ? String(chosen[question.id]![0]) : null}
              onChange={(value) => setChosen((c) => ({ ...c, [question.id]: [Number(value)] }))}
            >
              <Stack gap={6} mt={6}>
                {question.answers.map((a) => (
                  <Radio key={a.id} value={String(a.id)} label={a.text} disabled={disabled} />
                ))}
              </Stack>
            </Radio.Group>
          );
          return group;
        })}
        {incomplete && <FieldError>{t('quiz.answerAll')}</FieldError>}
        {result && (
          <Alert
            role="status"
            color={result.passed ? 'green' : 'red'}
            variant="light"
            icon={result.passed ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
          >
            {result.passed
              ? t('quiz.passed', { score: result.score })
              : `${t('quiz.failed', { score: result.score, mark: result.pass_mark })} ${t('quiz.wrongCount', {
                  count: result.wrong_count,
                  total: result.question_count,
                })}`}
          </Alert>
        )}
        <Group gap="sm">
          {!result && (
            <Button onClick={submit} loading={answer.isPending} disabled={wait > 0}>
              {t('quiz.submit')}
            </Button>
          )}
          {result && !result.passed && (
            <Button variant="default" onClick={retry}>
              {t('quiz.retry')}
            </Button>
          )}
          {result?.passed && next}
          {wait > 0 && !result?.passed && (
            <Text fz="sm" c="dimmed">
              {t('quiz.wait', { time: clock(wait) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
