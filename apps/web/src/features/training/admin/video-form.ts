import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { VideoDetail, VideoItem } from '@owner-portal/contract/training/admin-videos';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import { VIDEO_KINDS, type VideoKind } from '@owner-portal/contract/content/video-kinds';
import { useGroupChoices } from '../../../shared/admin/catalog-options.ts';
import { defineForm } from '../../../shared/admin/define-form.ts';
import type { FormContext, FormSpec } from '../../../shared/admin/form-spec.ts';
import { videoQuery } from './api/videos-api.ts';
import './admin-videos-i18n.ts';

/** A new video starts in the list filter's series and language. */
type VideoDefaults = { group_id?: string; lang_code?: string };
type Ctx = FormContext<VideoItem, VideoDefaults>;

/** An edit reads the whole video (checklist and quiz), not the list's row. */
function useVideoData(kind: VideoKind, item: VideoItem | null) {
  const detail = useQuery({ ...videoQuery(kind, item?.id ?? 0), enabled: item !== null });
  const [params] = useSearchParams();
  const data: VideoDefaults = {
    group_id: params.get('group_id') ?? undefined,
    lang_code: params.get('lang_code') ?? undefined,
  };
  return { pending: item !== null && !detail.data, record: detail.data?.data ?? null, data };
}

export const blankQuestion = () => ({
  text: '',
  multiple: false,
  answers: [
    { text: '', is_correct: true },
    { text: '', is_correct: false },
  ],
});

const whole = (value: unknown) => (/^\d+$/.test(String(value ?? '').trim()) ? Number(value) : 0);
const full = (video: VideoItem) => video as VideoDetail;
const fromFile = ({ values }: Ctx) => values.source === 'file';
const fromUrl = ({ values }: Ctx) => values.source === 'url';
const quizzed = ({ values }: Ctx) => values.has_quiz === true;

/** A captions file's id as the body takes it, from a file field's value. */
const fileId = (value: unknown) => (value as { id: number | null } | null)?.id ?? null;

/**
 * One WebVTT upload per language (WCAG 1.2.2). Both are sent together as the body's `captions` list,
 * by the last field; a refusal of the list shows under it.
 */
function captionFields(): FormSpec<VideoItem>['fields'] {
  const [last] = LANGUAGE_CODES.slice(-1);
  return Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      `captions_${lang}`,
      {
        type: 'file',
        file: 'captions',
        upload: 'captions',
        sends: 'id',
        half: true,
        label: `form.captions_${lang}`,
        description: lang === LANGUAGE_CODES[0] ? 'form.captionsHint' : undefined,
        from: (video: VideoItem) => full(video).captions.find((c) => c.lang_code === lang)?.file ?? null,
        ...(lang === last
          ? {
              to: 'captions',
              send: (_: unknown, { values }: Ctx) =>
                LANGUAGE_CODES.flatMap((code) => {
                  const id = fileId(values[`captions_${code}`]);
                  return id === null ? [] : [{ lang_code: code, file_id: id }];
                }),
            }
          : { send: () => undefined }),
      },
    ]),
  ) as FormSpec<VideoItem>['fields'];
}

/** Title, description, series, language, position, source (upload or URL), poster, captions, checklist and quiz. */
function videoForm(kind: VideoKind): FormSpec<VideoItem> {
  return defineForm<VideoItem, VideoDefaults>({
    useData: (item) => useVideoData(kind, item),
    columnsFrom: 'sm',
    // The quiz is one part of the body; its texts go under its pass mark and questions.
    errorField: (field) => field.replace(/^quiz\./, '').replace(/^captions\..*/, 'captions'),
    fields: {
      title: { label: 'form.title', required: true },
      description: { type: 'textarea', label: 'form.description', props: { minRows: 2 } },
      group_id: {
        type: 'choice',
        label: 'form.group_id',
        required: true,
        half: true,
        useOptions: useGroupChoices,
        initial: (defaults) => defaults.group_id,
        send: whole,
      },
      lang_code: {
        type: 'select',
        label: 'form.lang_code',
        required: true,
        half: true,
        options: LANGUAGE_CODES,
        optionLabel: 'filters.lang_code',
        initial: (defaults) => defaults.lang_code ?? 'en',
      },
      position: {
        label: 'form.position',
        required: true,
        half: true,
        initial: () => '1',
        send: whole,
        props: { inputMode: 'numeric' },
      },
      duration_seconds: {
        label: 'form.duration_seconds',
        half: true,
        initial: () => '0',
        send: whole,
        props: { inputMode: 'numeric' },
      },
      source: {
        type: 'segmented',
        label: 'form.source',
        options: (_, t) => [
          { value: 'file', label: t('form.sourceFile') },
          { value: 'url', label: t('form.sourceUrl') },
        ],
        from: (video) => (video.source_url ? 'url' : 'file'),
        initial: () => 'file',
        // Switching the source clears the error of the one left.
        also: (_, { values }) => ({ source_url: values.source_url }),
        send: () => undefined,
      },
      source_file_id: {
        type: 'file',
        file: 'video',
        upload: 'source',
        sends: 'id',
        label: 'form.sourceFile',
        when: fromFile,
        from: (video) => video.source_file,
        // "Give one source" is said of the URL; with an upload chosen it shows here.
        showErrorsOf: ['source_url'],
        also: () => ({ source_url: '' }),
        send: (file: { id: number } | null, ctx) => (fromFile(ctx) ? (file?.id ?? null) : null),
      },
      source_url: {
        label: 'form.sourceUrl',
        when: fromUrl,
        props: { placeholder: 'https://www.youtube.com/watch?v=… / https://vimeo.com/…' },
        send: (url: string, ctx) => (fromUrl(ctx) ? url.trim() || null : null),
      },
      poster_file_id: {
        type: 'file',
        file: 'image',
        upload: 'poster',
        sends: 'id',
        label: 'form.poster',
        from: (video) => video.poster,
      },
      ...captionFields(),
      checklist: {
        type: 'rows',
        label: 'form.checklist',
        divider: true,
        item: { label: 'form.checklistItem', hideLabel: true },
        blank: () => '',
        add: 'form.addItem',
        remove: 'form.removeItem',
        move: { up: 'form.moveUp', down: 'form.moveDown' },
        empty: 'form.checklistEmpty',
        from: (video) => full(video).checklist.map((item) => item.text),
      },
      has_quiz: {
        type: 'switch',
        label: 'form.hasQuiz',
        to: 'quiz',
        divider: true,
        from: (video) => Boolean(full(video).quiz),
        // A quiz starts with one question to fill in.
        also: (on: boolean, { values }) =>
          on && !(values.questions as unknown[]).length ? { questions: [blankQuestion()] } : {},
        send: (on: boolean, { values }) =>
          on ? { pass_mark_percent: whole(values.pass_mark_percent), questions: values.questions } : null,
      },
      pass_mark_percent: {
        type: 'number',
        label: 'form.passMark',
        when: quizzed,
        from: (video) => full(video).quiz?.pass_mark_percent ?? 80,
        initial: () => 80,
        send: () => undefined,
        props: { min: 1, max: 100, suffix: ' %', w: 160 },
      },
      questions: {
        type: 'rows',
        look: 'cards',
        when: quizzed,
        fields: {
          text: { label: 'form.question' },
          multiple: { type: 'checkbox', label: 'form.multiple' },
          answers: {
            type: 'rows',
            fields: {
              is_correct: {
                type: 'checkbox',
                label: 'form.correct',
                hideLabel: true,
                exclusive: (question) => !question.multiple,
              },
              text: { label: 'form.answer', hideLabel: true },
            },
            blank: () => ({ text: '', is_correct: false }),
            add: 'form.addAnswer',
            remove: 'form.removeAnswer',
          },
        },
        blank: blankQuestion,
        add: 'form.addQuestion',
        remove: 'form.removeQuestion',
        from: (video) =>
          full(video).quiz?.questions.map((q) => ({
            text: q.text,
            multiple: q.multiple,
            answers: q.answers.map((a) => ({ text: a.text, is_correct: a.is_correct })),
          })) ?? [],
        send: () => undefined,
      },
    },
  });
}

/** The form of each kind of video, declared once. */
export const VIDEO_FORMS = Object.fromEntries(VIDEO_KINDS.map((kind) => [kind, videoForm(kind)])) as Record<
  VideoKind,
  FormSpec<VideoItem>
>;
