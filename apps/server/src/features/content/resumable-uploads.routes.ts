import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Server, type ServerOptions } from '@tus/server';
import { z } from 'zod';
import {
  RESUMABLE_ID_PATTERN,
  RESUMABLE_VIDEO_PATH,
  UPLOAD_LIMITS,
  uploadMessages,
  uploadedFileReply,
} from '@owner-portal/contract/content/content';
import { VALIDATION_MESSAGE, messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { hasControlCharacter } from '@owner-portal/contract/validation';
import type { AppContext } from '../../shared/app-context.ts';
import { auditedChange } from '../../shared/audited-write.ts';
import { requireCaller } from '../../plugins/access.ts';
import { CONTENT_AREAS } from './content-areas.ts';
import { resumableStore, type ResumableStore } from './resumable-store.ts';
import { recordUpload, storeUpload, UploadRejected } from './store-upload.ts';
import { resumableRefusal, type TusRefusal } from './resumable.rules.ts';

/** The form field a resumable video arrives for: a 422 names it, as the single-request upload's does. */
const FIELD = 'source';
const ENDPOINT = `/api${RESUMABLE_VIDEO_PATH}`;
/** How often finished-or-abandoned partial uploads past their expiry are swept (on the next creation). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const tusHeaders = z.object({
  'tus-resumable': z.string().optional().describe('1.0.0 (the tus protocol version)'),
});
const refusal = messageReply;
const documented = {
  400: refusal.meta({ description: 'A tus header is malformed' }),
  409: refusal.meta({ description: 'Upload-Offset is not where the upload stands: ask (HEAD) and resume from there' }),
  410: refusal.meta({ description: 'The upload expired or was cancelled' }),
  412: refusal.meta({ description: 'Tus-Resumable: 1.0.0 is missing' }),
  413: refusal.meta({ description: 'The declared Upload-Length (or the bytes sent) is over 2 GiB' }),
  422: validationErrorReply,
};
const idParams = z.object({
  id: z
    .string()
    .regex(RESUMABLE_ID_PATTERN, { error: 'The id must be an upload id.' })
    .meta({ examples: ['0f1e2d3c4b5a69788796a5b4c3d2e1f0'] }),
});

/**
 * The request's bytes as a web stream that ends, rather than fails, when the client goes away: the
 * tus store then keeps what arrived, and the client resumes from there (HEAD tells it where).
 */
function bodyStream(raw: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        controller.close();
      };
      raw.on('data', (chunk: Buffer) => {
        if (ended) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        if ((controller.desiredSize ?? 0) <= 0) raw.pause();
      });
      for (const event of ['end', 'aborted', 'error', 'close']) raw.once(event, end);
    },
    pull() {
      raw.resume();
    },
    cancel() {
      raw.destroy();
    },
  });
}

/** A web Request of the Fastify request, for the tus server; the body streams through untouched. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) {
      try {
        headers.append(name, one);
      } catch {
        // A header value the Fetch API refuses is one tus would refuse as well: left out.
      }
    }
  }
  const streamed = request.headers['content-type'] === 'application/offset+octet-stream';
  return new Request(`http://portal.invalid${request.url}`, {
    method: request.method,
    headers,
    body: streamed && ['PATCH', 'POST'].includes(request.method) ? bodyStream(request.raw) : null,
    // Node's fetch needs it for a streamed body.
    duplex: 'half',
  });
}

/**
 * The tus endpoint of video uploads (decision 127): a dropped connection resumes where the server's
 * bytes end instead of starting over. Staff of the content areas only, like the single-request upload;
 * on the last byte the upload becomes a video file exactly as that route stores one (sniffed type,
 * size, hash, random key, audited row, signed URL in the reply), and the partial upload is removed.
 */
export function resumableUploadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, storage, fileUrls } = ctx;
  const store: ResumableStore = resumableStore(ctx.config);
  /** The Fastify request behind each tus request: whose upload it is, for the audit entry. */
  const origin = new WeakMap<Request, FastifyRequest>();
  const refuse = (status: number, body: object): TusRefusal => ({ status_code: status, body: JSON.stringify(body) });

  const onUploadCreate: ServerOptions['onUploadCreate'] = async (_req, upload) => {
    const name = upload.metadata?.filename ?? '';
    if (hasControlCharacter(name)) {
      throw refuse(422, { message: VALIDATION_MESSAGE, errors: { [FIELD]: [uploadMessages.fileName(FIELD)] } });
    }
    return {};
  };

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (req, upload) => {
    const request = origin.get(req);
    if (!request) throw new Error('a tus request without its Fastify request');
    try {
      const stored = await storeUpload(storage, 'video', {
        field: FIELD,
        filename: upload.metadata?.filename ?? undefined,
        stream: await store.read(upload.id),
      });
      const saved = await auditedChange(db, requireCaller(request), undefined, {
        write: (_, trx) => recordUpload(trx, stored, fileUrls),
        audit: (file) => ({
          action: 'file.upload',
          subjectType: 'uploaded_file',
          subjectId: file.id,
          details: { kind: 'video', content_type: file.content_type, size_bytes: file.size_bytes, sha256: file.sha256 },
        }),
      }).catch(async (err: unknown) => {
        await storage.remove(stored.key).catch(() => {});
        throw err;
      });
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ data: saved }),
      };
    } catch (err) {
      if (err instanceof UploadRejected) {
        throw refuse(422, { message: VALIDATION_MESSAGE, errors: { [err.field]: [err.text] } });
      }
      throw err;
    } finally {
      // Stored as a video or refused: either way the partial upload has served its purpose.
      await store.datastore.remove(upload.id).catch(() => {});
    }
  };

  const tus = new Server({
    path: ENDPOINT,
    datastore: store.datastore,
    maxSize: UPLOAD_LIMITS.video,
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    onUploadCreate,
    onUploadFinish,
    // The protocol's refusals in the API's own shape and words (the catalogue's, translated by the web app).
    onResponseError: (_req, err) => resumableRefusal(err),
  });

  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    tus.cleanUpExpiredUploads().catch(() => {});
  };

  return async (app) => {
    // The bytes of a PATCH stream to the tus store as they arrive: not parsed, not held in memory.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'POST') sweep();
      const req = webRequest(request);
      origin.set(req, request);
      const res = await tus.handleWeb(req);
      reply.code(res.status);
      res.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
      });
      const text = await res.text();
      if (res.status < 300 && text === '') return reply.send();
      // The bodies of the hooks and of resumableRefusal are the API's JSON; a refusal the tus server
      // writes itself before any hook (a missing Tus-Resumable, a malformed header) is made so here.
      const refused = res.status < 300 ? null : resumableRefusal({ status_code: res.status, body: text });
      if (refused) reply.code(refused.status_code);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(JSON.parse(refused?.body ?? text) as unknown);
    };

    const access = { kind: 'staff' as const, areas: [...CONTENT_AREAS] };
    app.post(
      RESUMABLE_VIDEO_PATH,
      {
        config: { access },
        schema: {
          tags: ['uploads'],
          summary: 'Start a resumable video upload (tus 1.0.0 creation)',
          description:
            "Upload-Length (at most 2 GiB) and Upload-Metadata (filename, base64). Answers 201 with Location, the upload's URL: send its bytes there with PATCH, ask its offset with HEAD, cancel it with DELETE.",
          headers: tusHeaders,
          response: { 201: z.null().describe('Created: Location names the upload'), ...documented },
        },
      },
      handle,
    );
    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${RESUMABLE_VIDEO_PATH}/:id`,
      config: { access },
      schema: {
        tags: ['uploads'],
        summary: 'A resumable video upload: its offset (HEAD), more bytes (PATCH), or cancel it (DELETE)',
        description:
          'PATCH takes application/offset+octet-stream from Upload-Offset on and answers 204 with the new offset, or, on the last byte, 200 with the stored video file. DELETE removes the partial upload.',
        headers: tusHeaders,
        params: idParams,
        response: {
          200: uploadedFileReply.describe('The last byte arrived: the stored video (HEAD: the offset, no body)'),
          204: z.null().describe('Bytes received (Upload-Offset) or the upload cancelled'),
          404: messageReply,
          ...documented,
        },
      },
      handler: handle,
    });
  };
}
