import { z } from 'zod';
import { idNumber, idQueryNumber } from '../params.ts';
import { LANGUAGE_CODES, SERIES_PAGE_SIZE } from '../constants.ts';
import { VIDEO_KINDS, VIDEO_URL_PATTERN } from '../content/content.ts';
import { listQueryOfSize, paged } from '../paging.ts';
import { languageCode } from '../user.ts';
import { blankToNull, fieldLabel, optionalId, requiredMessage, requiredText } from '../validation.ts';

/** GET /admin/{pre-training|training-videos|post-training-videos}: a series in one language. */
export const videoListQuery = listQueryOfSize(['position', 'title', 'id'], SERIES_PAGE_SIZE).extend({
  group_id: idQueryNumber({ error: 'The group id must be an id.' }).optional(),
  lang_code: languageCode.default('en'),
});
export const videoByIdQuery = z.object({ lang_code: languageCode.optional() });

const fileRef = z.object({ id: z.number().int(), url: z.string(), content_type: z.string() });

export const videoItem = z.object({
  id: z.number().int(),
  kind: z.enum(VIDEO_KINDS),
  group_id: z.number().int(),
  group_name: z.string(),
  lang_code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  duration_seconds: z.number().int(),
  poster: fileRef.nullable(),
  /** An uploaded file, or null when the source is an external player URL. */
  source_file: fileRef.nullable(),
  source_url: z.string().nullable(),
  checklist_count: z.number().int(),
  has_quiz: z.boolean(),
  updated_at: z.string(),
});
export type VideoItem = z.infer<typeof videoItem>;
export const videoList = paged(videoItem);

export const quizAnswer = z.object({ id: z.number().int(), text: z.string(), is_correct: z.boolean() });
export const quizQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  multiple: z.boolean(),
  answers: z.array(quizAnswer),
});
export const adminQuiz = z.object({ pass_mark_percent: z.number().int(), questions: z.array(quizQuestion) });
export type AdminQuiz = z.infer<typeof adminQuiz>;
/** A video's captions file in one language. */
export const adminCaption = z.object({ lang_code: z.string(), file: fileRef });
export type AdminCaption = z.infer<typeof adminCaption>;
export const videoDetail = videoItem.extend({
  checklist: z.array(z.object({ id: z.number().int(), text: z.string() })),
  captions: z.array(adminCaption),
  quiz: adminQuiz.nullable(),
});
export type VideoDetail = z.infer<typeof videoDetail>;
export const videoDetailReply = z.object({ data: videoDetail });

export const INVALID_VIDEO_URL = 'The source url must be a YouTube or Vimeo address.';
export const VIDEO_NEEDS_ONE_SOURCE = 'Give either an uploaded video or a YouTube/Vimeo URL, not both.';
export const QUIZ_SINGLE_NEEDS_ONE = 'A single-choice question needs exactly one correct answer.';
export const QUIZ_NEEDS_CORRECT = 'Mark at least one correct answer.';
export const CAPTIONS_ONCE_PER_LANGUAGE = 'Give at most one captions file per language.';
export const INVALID_CAPTIONS_FILE = 'The captions must be an uploaded WebVTT captions file.';

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: () => requiredMessage(field) })
    .int({ error: `${fieldLabel(field)} must be a whole number.` })
    .min(min, { error: `${fieldLabel(field)} must be at least ${min}.` })
    .max(max, { error: `${fieldLabel(field)} may not be greater than ${max}.` });

const quizBody = z.object({
  pass_mark_percent: wholeNumber('pass_mark_percent', 1, 100),
  questions: z
    .array(
      z
        .object({
          text: requiredText('question', 500),
          multiple: z.boolean().default(false),
          answers: z
            .array(z.object({ text: requiredText('answer', 500), is_correct: z.boolean().default(false) }))
            .min(2, { error: 'A question needs at least two answers.' })
            .max(10),
        })
        .superRefine((q, ctx) => {
          const correct = q.answers.filter((a) => a.is_correct).length;
          if (correct === 0) ctx.addIssue({ code: 'custom', path: ['answers'], message: QUIZ_NEEDS_CORRECT });
          else if (!q.multiple && correct !== 1)
            ctx.addIssue({ code: 'custom', path: ['answers'], message: QUIZ_SINGLE_NEEDS_ONE });
        }),
    )
    .min(1, { error: 'A quiz needs at least one question.' })
    .max(50),
});
export type QuizBody = z.infer<typeof quizBody>;

/** Create and update of a video, with its whole checklist and quiz (null: none). */
export const videoBody = z
  .object({
    group_id: idNumber({ error: requiredMessage('group_id') }),
    lang_code: languageCode,
    title: requiredText('title'),
    description: z.preprocess(blankToNull, z.string().trim().max(5000).nullable().optional()),
    position: wholeNumber('position', 1, 10_000),
    duration_seconds: wholeNumber('duration_seconds', 0, 24 * 3600).default(0),
    poster_file_id: optionalId('poster_file_id'),
    source_file_id: optionalId('source_file_id'),
    source_url: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(1024)
        .regex(VIDEO_URL_PATTERN, { error: INVALID_VIDEO_URL })
        .meta({ examples: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'] })
        .nullable()
        .optional(),
    ),
    checklist: z.array(requiredText('checklist_item', 500)).max(100).default([]),
    quiz: quizBody.nullable().default(null),
    /** WebVTT captions, at most one per language (uploaded as kind `captions`); the list replaces the video's. */
    captions: z
      .array(
        z
          .object({
            lang_code: languageCode,
            file_id: idNumber({ error: requiredMessage('captions') }),
          })
          .strict(),
      )
      .max(LANGUAGE_CODES.length, { error: CAPTIONS_ONCE_PER_LANGUAGE })
      .default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (new Set(v.captions.map((c) => c.lang_code)).size !== v.captions.length) {
      ctx.addIssue({ code: 'custom', path: ['captions'], message: CAPTIONS_ONCE_PER_LANGUAGE });
    }
    if ((v.source_file_id ? 1 : 0) + (v.source_url ? 1 : 0) !== 1) {
      ctx.addIssue({ code: 'custom', path: ['source_url'], message: VIDEO_NEEDS_ONE_SOURCE });
    }
  });
export type VideoBody = z.infer<typeof videoBody>;
