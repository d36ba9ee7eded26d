import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { blankQuestion, type QuestionDraft } from './video-form-state.ts';

interface QuizEditorProps {
  enabled: boolean;
  passMark: string;
  questions: QuestionDraft[];
  onChange: (next: { enabled?: boolean; passMark?: string; questions?: QuestionDraft[] }) => void;
  errors: Record<string, string>;
  t: TFunction;
}

/** Questions with single- or multiple-choice answers, the correct ones marked, and a pass mark. */
export function QuizEditor({ enabled, passMark, questions, onChange, errors, t }: QuizEditorProps) {
  const setQuestion = (i: number, q: QuestionDraft) =>
    onChange({ questions: questions.map((x, j) => (j === i ? q : x)) });
  return (
    <Stack gap="xs">
      <Switch
        label={t('form.hasQuiz')}
        checked={enabled}
        onChange={(e) =>
          onChange({ enabled: e.currentTarget.checked, questions: questions.length ? questions : [blankQuestion()] })
        }
      />
      {enabled && (
        <>
          <NumberInput
            label={t('form.passMark')}
            min={1}
            max={100}
            suffix=" %"
            value={passMark}
            onChange={(v) => onChange({ passMark: String(v) })}
            error={errors['quiz.pass_mark_percent']}
            w={160}
          />
          {errors['quiz.questions'] && (
            <Text c="red" size="sm">
              {errors['quiz.questions']}
            </Text>
          )}
          {questions.map((q, i) => (
            <Paper key={i} withBorder p="sm">
              <Stack gap={6}>
                <Group gap={4} wrap="nowrap" align="flex-end">
                  <TextInput
                    label={t('form.question', { n: i + 1 })}
                    value={q.text}
                    onChange={(e) => setQuestion(i, { ...q, text: e.currentTarget.value })}
                    error={errors[`quiz.questions.${i}.text`]}
                    style={{ flex: 1 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    aria-label={t('form.removeQuestion', { n: i + 1 })}
                    onClick={() => onChange({ questions: questions.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
                <Checkbox
                  label={t('form.multiple')}
                  checked={q.multiple}
                  onChange={(e) => setQuestion(i, { ...q, multiple: e.currentTarget.checked })}
                />
                {q.answers.map((a, k) => (
                  <Group key={k} gap={4} wrap="nowrap">
                    <Checkbox
                      aria-label={t('form.correct', { n: k + 1, q: i + 1 })}
                      checked={a.is_correct}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setQuestion(i, {
                          ...q,
                          // A single-choice question has one correct answer: marking one unmarks the others.
                          answers: q.answers.map((x, m) =>
                            m === k
                              ? { ...x, is_correct: checked }
                              : q.multiple || !checked
                                ? x
                                : { ...x, is_correct: false },
                          ),
                        });
                      }}
                    />
                    <TextInput
                      aria-label={t('form.answer', { n: k + 1, q: i + 1 })}
                      value={a.text}
                      onChange={(e) =>
                        setQuestion(i, {
                          ...q,
                          answers: q.answers.map((x, m) => (m === k ? { ...x, text: e.currentTarget.value } : x)),
                        })
                      }
                      error={errors[`quiz.questions.${i}.answers.${k}.text`]}
                      style={{ flex: 1 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('form.removeAnswer', { n: k + 1, q: i + 1 })}
                      onClick={() => setQuestion(i, { ...q, answers: q.answers.filter((_, m) => m !== k) })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                {errors[`quiz.questions.${i}.answers`] && (
                  <Text c="red" size="sm">
                    {errors[`quiz.questions.${i}.answers`]}
                  </Text>
                )}
                <Group>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setQuestion(i, { ...q, answers: [...q.answers, { text: '', is_correct: false }] })}
                  >
                    {t('form.addAnswer')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange({ questions: [...questions, blankQuestion()] })}
            >
              {t('form.addQuestion')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
