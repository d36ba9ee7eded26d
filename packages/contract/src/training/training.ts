import { z } from 'zod';
import { idParam, idNumber } from '../params.ts';
import { languageCode } from '../user.ts';

/**
 * The owner's training journey: pre-training videos with their progress, checklists and quizzes,
 * and the post-training warranty gate of the Ri 1000/2000.
 */

export {
  COMPLETE_SHARE,
  WARRANTY_LINE_KEYS,
  WARRANTY_TEXT,
  isRiWarrantyProduct,
  isVisionDtgProduct,
  type WarrantyLineKey,
} from './training-rules.ts';

export { idParams } from '../params.ts';
export const langQuery = z.object({ lang_code: languageCode.default('en') });

/** The caller's saved place in a video: the time reached and whether the video counts as complete. */
export const videoProgress = z.object({ time: z.number(), complete: z.boolean() });
export type VideoProgress = z.infer<typeof videoProgress>;

export const videoSource = z.object({
  kind: z.enum(['file', 'youtube', 'vimeo']),
  /** For a file, the URL it is served at; for YouTube/Vimeo, the player page. */
  url: z.string(),
});
export type VideoSource = z.infer<typeof videoSource>;

/** A video's captions in one language: a WebVTT file served by a signed URL, for a <track>. */
export const videoCaption = z.object({ lang_code: z.string(), url: z.string() });
export type VideoCaption = z.infer<typeof videoCaption>;

/** One video as the owner sees it, with their own progress. */
export const trainingVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  /** Seconds. */
  duration: z.number(),
  poster: z.string().nullable(),
  source: videoSource.nullable(),
  /** Captions per language (WCAG 1.2.2), for an uploaded file; none for YouTube or Vimeo. */
  captions: z.array(videoCaption),
  has_checklist: z.boolean(),
  quiz_id: z.number().int().nullable(),
  quiz_passed: z.boolean(),
  progress: videoProgress,
});
export type TrainingVideo = z.infer<typeof trainingVideo>;

export const trainingResource = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type TrainingResource = z.infer<typeof trainingResource>;

/** POST videos/{id}: the player reports where it is. */
export const videoProgressBody = z
  .object({
    time: z
      .number({ error: 'The time must be a number of seconds.' })
      .min(0, { error: 'The time may not be negative.' })
      .max(1e7, { error: 'The time is too large.' }),
    complete: z.boolean({ error: 'The complete flag must be true or false.' }).optional().default(false),
  })
  .strict();
export const savedVideoReply = z.object({ data: z.object({ id: z.number().int(), ...videoProgress.shape }) });
export type SavedVideo = z.infer<typeof savedVideoReply>['data'];

export const checklistItem = z.object({ id: z.number().int(), text: z.string(), position: z.number().int() });
export const checklistsReply = z.object({ data: z.array(checklistItem) });
export type ChecklistItem = z.infer<typeof checklistItem>;
/** GET videos/{id}/checklists-customer: the ids of the items the caller has checked. */
export const checkedItemsReply = z.object({ data: z.array(z.number().int()) });
export const checklistItemParams = z.object({ id: idParam, itemId: idParam });

/** A quiz as the owner sees it: never which answers are correct. */
export const customerQuiz = z.object({
  id: z.number().int(),
  pass_mark: z.number().int(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      multiple: z.boolean(),
      answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
    }),
  ),
  last_attempt: z.object({ score: z.number().int(), passed: z.boolean() }).nullable(),
  /** Seconds until the caller may answer again after a failed attempt; 0 when they may now. */
  retry_after: z.number().int(),
});
export type CustomerQuiz = z.infer<typeof customerQuiz>;
export const customerQuizReply = z.object({ data: customerQuiz });

export const quizAnswerBody = z
  .object({
    answers: z
      .array(
        z
          .object({
            question_id: idNumber({ error: 'Each answer needs a question id.' }),
            answer_ids: z.array(idNumber()).max(50),
          })
          .strict(),
        { error: 'The answers must be a list.' },
      )
      .max(200),
  })
  .strict();
export type QuizAnswerBody = z.infer<typeof quizAnswerBody>;

/**
 * A graded attempt. It says how many questions were wrong, never which: naming them turned the quiz
 * into a guessing game solved in a few tries.
 */
export const quizResultReply = z.object({
  data: z.object({
    score: z.number().int(),
    pass_mark: z.number().int(),
    passed: z.boolean(),
    wrong_count: z.number().int(),
    question_count: z.number().int(),
    attempts: z.number().int(),
    /** Seconds until the next attempt is taken (0 after a pass). */
    retry_after: z.number().int(),
  }),
});
export type QuizResult = z.infer<typeof quizResultReply>['data'];

/**
 * How far a contact is with a series' pre-training: when they acknowledged its warning and finished
 * it (null: not yet), and its videos and quizzes in their language against those completed and passed.
 */
export const pretrainingProgress = z.object({
  acknowledged_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  videos_total: z.number().int(),
  videos_complete: z.number().int(),
  quizzes_total: z.number().int(),
  quizzes_passed: z.number().int(),
});

/** Where an owner stands with one product's pre-training. */
export const pretrainingState = z.object({
  product_id: z.number().int(),
  display_name: z.string(),
  thumbnail: z.string().nullable(),
  vision_warning: z.boolean(),
  ...pretrainingProgress.shape,
});
export type PretrainingState = z.infer<typeof pretrainingState>;
export const pretrainingListReply = z.object({ data: z.array(pretrainingState) });
export const pretrainingStateReply = z.object({ data: pretrainingState });

export const acknowledgeBody = z
  .object({
    acknowledged: z.literal(true, { error: 'Please confirm you have read the warning.' }),
    /** Required for a vision DTG printer: the separate "do not power on" warning. */
    vision_acknowledged: z.boolean().optional(),
  })
  .strict();

export const finishBody = z.object({ lang_code: languageCode.optional() }).strict().optional();

/** Where an owner stands with one product's post-training. */
export const postTrainingState = z.object({
  product_id: z.number().int(),
  display_name: z.string(),
  thumbnail: z.string().nullable(),
  warranty_required: z.boolean(),
  warranty_confirmed_at: z.string().nullable(),
  videos_total: z.number().int(),
  resources_total: z.number().int(),
});
export type PostTrainingState = z.infer<typeof postTrainingState>;
export const postTrainingListReply = z.object({ data: z.array(postTrainingState) });
export const postTrainingStateReply = z.object({ data: postTrainingState });

export const warrantyConfirmBody = z
  .object({ confirmed: z.literal(true, { error: 'Please confirm you have read the warranty list.' }) })
  .strict();

/** What staff see on a contact: their pre-training and warranty confirmations. */
export const contactTrainingReply = z.object({
  data: z.object({
    pretraining: z.array(
      z.object({ product_id: z.number().int(), display_name: z.string(), ...pretrainingProgress.shape }),
    ),
    warranty_confirmations: z.array(
      z.object({ product_id: z.number().int(), display_name: z.string(), confirmed_at: z.string() }),
    ),
  }),
});
export type ContactTraining = z.infer<typeof contactTrainingReply>['data'];

export const WARRANTY_REQUIRED_MESSAGE =
  'Confirm the warranty list before opening the post-training videos and resources.';
export const ACKNOWLEDGE_FIRST_MESSAGE = 'Acknowledge the warning before starting the pre-training.';
export const NOT_FINISHED_MESSAGE = 'Every video must be complete and every quiz passed first.';
/** The 429 to a quiz answer sent while the wait after a failed attempt runs. */
export function quizWaitMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Please wait before answering this quiz again: you can try again in ${wait}.`;
}
export const UNLOCK_NEEDS_PRETRAINING_MESSAGE = 'Finish a pre-training before unlocking the trainings.';
