import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { FILE_KINDS, UPLOAD_LIMITS, uploadMessages, uploadedFileReply } from '@owner-portal/contract/content/content';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { hasControlCharacter } from '@owner-portal/contract/validation';
import type { AppContext } from '../../shared/app-context.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { CONTENT_AREAS } from './content-areas.ts';
import { serveFile } from './serve-file.ts';
import { recordUpload, storeUpload, UploadRejected } from './store-upload.ts';

/** The form field names a file may arrive under (the 422 names it): thumbnail, poster, source, file. */
const FIELD_NAME = /^[a-z_]{1,40}$/;

/**
 * A body the multipart parser cannot read (no boundary, broken part headers) is the client's error;
 * the plugin's own limits (too many files or parts) keep their 4xx statuses.
 */
function malformedBody(err: unknown) {
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return fieldError('file', uploadMessages.malformed);
}

export function uploadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, storage } = ctx;
  return async (app) => {
    // Encapsulated here: only the upload route parses multipart bodies. One file per request.
    await app.register(multipart, {
      limits: { files: 1, fields: 5, fileSize: UPLOAD_LIMITS.video + 1, parts: 6, headerPairs: 100 },
    });

    app.post(
      '/admin/uploads/:kind',
      {
        config: { access: { kind: 'staff', areas: [...CONTENT_AREAS] } },
        schema: {
          tags: ['uploads'],
          summary: 'Upload one image (made a WebP thumbnail), PDF, video or WebVTT captions file, streamed to storage',
          description:
            'multipart/form-data with one file part; its field name (thumbnail, poster, source, file, captions) is the key of a 422. The type is read from the bytes. Videos may also come resumably (tus) at /api/admin/uploads/video/resumable.',
          params: z.object({ kind: z.enum(FILE_KINDS, { error: 'The kind must be image, pdf, video or captions.' }) }),
          response: { 201: uploadedFileReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { kind } = request.params;
        if (!request.isMultipart()) throw fieldError('file', uploadMessages.missing('file'));
        const part = await request.file().catch((err: unknown) => {
          throw malformedBody(err);
        });
        if (!part) throw fieldError('file', uploadMessages.missing('file'));
        const field = FIELD_NAME.test(part.fieldname) ? part.fieldname : 'file';
        if (hasControlCharacter(part.filename)) {
          // Refused before a byte is stored; the rest of the body is not read.
          reply.header('connection', 'close');
          throw fieldError(field, uploadMessages.fileName(field));
        }
        try {
          const stored = await storeUpload(storage, kind, { field, filename: part.filename, stream: part.file });
          // The bytes are stored first, outside the transaction (an upload may take minutes); its row
          // and audit entry then commit together, or the object is removed.
          return await auditedWrite(db, request, reply, {
            write: (_, trx) => recordUpload(trx, stored, ctx.fileUrls),
            audit: (saved) => ({
              action: 'file.upload',
              subjectType: 'uploaded_file',
              subjectId: saved.id,
              details: { kind, content_type: saved.content_type, size_bytes: saved.size_bytes, sha256: saved.sha256 },
            }),
            status: 201,
            reply: (saved) => ({ data: saved }),
          }).catch(async (err: unknown) => {
            await storage.remove(stored.key).catch(() => {});
            throw err;
          });
        } catch (err) {
          if (err instanceof UploadRejected) {
            // The rest of a refused body is not read: close the connection instead of draining gigabytes.
            reply.header('connection', 'close');
            throw err.toHttp();
          }
          throw err;
        }
      },
    );

    app.route({
      // HEAD is answered by serveFile (Fastify's own HEAD twin would reply content-length 0).
      method: ['GET', 'HEAD'],
      url: '/files/*',
      // Not the bearer token: <img>/<video> cannot send it. Public images by key; the rest by a
      // signed URL that the API hands out after the record's own access checks (decision 112).
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['uploads'],
        summary: 'A stored file, with caching headers and HTTP Range (video seeking)',
        description:
          'Public images by their key alone; videos, PDFs and posters only with the signature the API replies in their URL (exp, sig), else 404.',
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          exp: z.string().optional().describe('When the signed URL expires (Unix seconds)'),
          sig: z.string().optional().describe("The server's signature of the key and exp"),
        }),
        // The bytes in the file's own type (an image, video or PDF); the refusals are JSON.
        produces: ['*/*'],
        response: {
          200: z.string().describe("The file's bytes (HEAD: none), in its own content type"),
          206: z.string().describe('The requested byte range of the file (Range: bytes=a-b)'),
          304: z.null().describe('Not modified: the ETag matches If-None-Match'),
          404: messageReply,
          416: messageReply.meta({
            description: 'The Range starts beyond the file; Content-Range tells its length',
            examples: [{ message: 'Range Not Satisfiable' }],
          }),
        },
      },
      handler: async (request, reply) => serveFile(ctx, request, reply),
    });
  };
}
