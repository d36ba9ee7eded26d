import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@owner-portal/contract/params';
import { z } from 'zod';
import {
  videoBody,
  videoByIdQuery,
  videoDetailReply,
  videoItem,
  videoListQuery,
} from '@owner-portal/contract/training/admin-videos';
import { VIDEO_KINDS, VIDEO_KIND_PATHS, type VideoKind } from '@owner-portal/contract/content/content';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import type { AppContext } from '../../shared/app-context.ts';
import type { Access } from '../../plugins/access.ts';
import { auditedWrite, deletedOne } from '../../shared/audited-write.ts';
import { notFound, unprocessable } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import { badReferences, deleteVideo, findVideo, listVideos, saveVideo } from './admin-videos.repository.ts';

const AREA: Record<VideoKind, AdminAreaKey> = {
  pre_training: 'preTraining',
  training: 'trainingVideos',
  post_training: 'postTrainingVideos',
};
const tags = ['admin videos'];

/** The same five routes for each of the three video lists. */
export function adminVideosRoutes({ db, fileUrls }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of VIDEO_KINDS) {
      const path = `/admin/${VIDEO_KIND_PATHS[kind]}`;
      const access: Access = { kind: 'staff', areas: [AREA[kind]] };
      const label = kind.replace('_', '-');

      listRoute(app, {
        url: path,
        access,
        tags,
        summary: `The ${label} videos of a series (group_id) in one language (lang_code)`,
        query: videoListQuery,
        item: videoItem,
        list: (q) => listVideos(db, fileUrls, kind, q),
      });

      app.get(
        `${path}/:id`,
        {
          config: { access },
          schema: {
            tags,
            summary: `One ${label} video with its checklist and quiz; a lang_code other than the video's answers 404`,
            params: idParams,
            querystring: videoByIdQuery,
            response: { 200: videoDetailReply, 404: messageReply, 422: validationErrorReply },
          },
        },
        async (request) => {
          const video = await findVideo(db, fileUrls, kind, request.params.id);
          const lang = request.query.lang_code;
          if (!video || (lang && lang !== video.lang_code)) throw notFound();
          return { data: video };
        },
      );

      app.post(
        path,
        {
          config: { access },
          schema: {
            tags,
            summary: `Add a ${label} video with its checklist and quiz`,
            body: videoBody,
            response: { 201: videoDetailReply, 422: validationErrorReply },
          },
        },
        async (request, reply) => {
          const errors = await badReferences(db, request.body);
          if (Object.keys(errors).length > 0) throw unprocessable(errors);
          return auditedWrite(db, request, reply, {
            write: (_, trx) => saveVideo(trx, kind, null, request.body),
            audit: (id) => ({
              action: 'video.create',
              subjectType: 'video',
              subjectId: id,
              details: { kind, ...request.body },
            }),
            status: 201,
            reply: async (id) => ({ data: (await findVideo(db, fileUrls, kind, id))! }),
          });
        },
      );

      app.put(
        `${path}/:id`,
        {
          config: { access },
          schema: {
            tags,
            summary: `Edit a ${label} video; the checklist and quiz are replaced as sent`,
            params: idParams,
            body: videoBody,
            response: { 200: videoDetailReply, 404: messageReply, 422: validationErrorReply },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const before = await findVideo(db, fileUrls, kind, id);
          if (!before) throw notFound();
          const errors = await badReferences(db, request.body);
          if (Object.keys(errors).length > 0) throw unprocessable(errors);
          return auditedWrite(db, request, reply, {
            // The video as it was: the audit log's before values.
            find: async () => before,
            write: (_, trx) => saveVideo(trx, kind, id, request.body),
            audit: () => ({
              action: 'video.update',
              subjectType: 'video',
              subjectId: id,
              details: { kind, ...request.body },
            }),
            reply: async () => ({ data: (await findVideo(db, fileUrls, kind, id))! }),
          });
        },
      );

      app.delete(
        `${path}/:id`,
        {
          config: { access },
          schema: {
            tags,
            summary: `Delete a ${label} video with its checklist and quiz`,
            params: idParams,
            response: { 204: z.null(), 404: messageReply },
          },
        },
        (request, reply) =>
          auditedWrite(db, request, reply, {
            find: () => findVideo(db, fileUrls, kind, request.params.id),
            write: async (video, trx) => deletedOne(await deleteVideo(trx, video.id, video.group_id)),
            audit: (_, video) => ({
              action: 'video.delete',
              subjectType: 'video',
              subjectId: video.id,
              details: { kind, title: video.title },
            }),
            status: 204,
            reply: () => null,
          }),
      );
    }
  };
}
