import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  checkedItemsReply,
  checklistItemParams,
  checklistsReply,
  customerQuizReply,
  idParams,
  langQuery,
  quizAnswerBody,
  quizResultReply,
  quizWaitMessage,
  savedVideoReply,
  videoProgressBody,
} from '@owner-portal/contract/training/training';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { fieldError, HttpError, notFound, unprocessable } from '../../plugins/http-errors.ts';
import { checkedItemIds, checkItem, checklistItems, isItemOfVideo, uncheckItem } from './checklists.repository.ts';
import { acceptedReport } from './progress.rules.ts';
import { answerErrors, gradeQuiz, withoutAnswers } from './quiz.rules.ts';
import { lastAttempt, quizById, quizOfVideo, recordAttempt, retryAfter } from './quiz.repository.ts';
import { reachVideo } from './video-access.ts';
import { loadProgress, saveProgress } from './videos.repository.ts';

const CUSTOMER = { kind: 'customer' } as const;
const errors = { 403: messageReply, 404: messageReply, 422: validationErrorReply };

/** The owner's side of a video: progress, checklist and quiz. */
export function videosRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/videos/:id',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: 'Report where the player is; replies the saved video (complete only from 90 % of its duration)',
          params: idParams,
          body: videoProgressBody,
          response: { 200: savedVideoReply, ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const video = await reachVideo(db, auth, request.params.id, 'write');
        const report = acceptedReport(request.body, video.duration_seconds);
        const saved = report
          ? await saveProgress(db, auth.accountId, video, report)
          : await loadProgress(db, auth.accountId, video);
        return { data: saved };
      },
    );

    app.get(
      '/videos/:id/checklists',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: "The video's checklist items in lang_code (empty when the video is in another language)",
          params: idParams,
          querystring: langQuery,
          response: { 200: checklistsReply, ...errors },
        },
      },
      async (request) => {
        const video = await reachVideo(db, requireAuth(request), request.params.id, 'read');
        return { data: video.lang_code === request.query.lang_code ? await checklistItems(db, video.id) : [] };
      },
    );

    app.get(
      '/videos/:id/checklists-customer',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: "The ids of the video's checklist items the caller has checked",
          params: idParams,
          response: { 200: checkedItemsReply, ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const video = await reachVideo(db, auth, request.params.id, 'read');
        return { data: await checkedItemIds(db, auth.accountId, video.id) };
      },
    );

    for (const method of ['put', 'delete'] as const) {
      app[method](
        '/videos/:id/checklists-customer/:itemId',
        {
          config: { access: CUSTOMER },
          schema: {
            tags: ['training'],
            summary: method === 'put' ? 'Check a checklist item' : 'Uncheck a checklist item',
            params: checklistItemParams,
            response: { 200: checkedItemsReply, ...errors },
          },
        },
        async (request) => {
          const auth = requireAuth(request);
          const video = await reachVideo(db, auth, request.params.id, 'write');
          const { itemId } = request.params;
          if (!(await isItemOfVideo(db, video.id, itemId)))
            throw fieldError('item', 'The selected checklist item is not on this video.');
          await (method === 'put' ? checkItem : uncheckItem)(db, auth.accountId, itemId);
          return { data: await checkedItemIds(db, auth.accountId, video.id) };
        },
      );
    }

    app.get(
      '/videos/:id/quiz',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: "The video's quiz in lang_code, without which answers are correct",
          params: idParams,
          querystring: langQuery,
          response: { 200: customerQuizReply, ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const video = await reachVideo(db, auth, request.params.id, 'read');
        const quiz = video.lang_code === request.query.lang_code ? await quizOfVideo(db, video.id) : undefined;
        if (!quiz) throw notFound();
        const [last, wait] = await Promise.all([
          lastAttempt(db, auth.accountId, quiz.id),
          retryAfter(db, auth.accountId, quiz.id),
        ]);
        return { data: withoutAnswers(quiz, last, wait) };
      },
    );

    app.post(
      '/quiz/:id/answer',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary:
            'Answer a quiz: the score, whether it passed and how many questions were wrong (attempts are kept); 429 while the wait after a failed attempt runs',
          params: idParams,
          body: quizAnswerBody,
          response: { 200: quizResultReply, ...errors, 429: messageReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const quiz = await quizById(db, request.params.id);
        if (!quiz) throw fieldError('quiz', 'The selected quiz is invalid.');
        await reachVideo(db, auth, quiz.video_id, 'write');
        const invalid = answerErrors(quiz, request.body);
        if (invalid) throw unprocessable(invalid);
        const grade = gradeQuiz(quiz, request.body);
        const outcome = await recordAttempt(db, {
          userId: auth.accountId,
          quizId: quiz.id,
          answers: request.body.answers,
          ...grade,
        });
        if (!outcome.recorded)
          throw new HttpError(429, quizWaitMessage(outcome.retryAfter), undefined, {
            'retry-after': String(outcome.retryAfter),
          });
        const { attempts, retryAfter: retry_after } = outcome;
        return { data: { ...grade, pass_mark: quiz.pass_mark, attempts, retry_after } };
      },
    );
  };
}
