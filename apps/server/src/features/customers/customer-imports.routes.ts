import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadMessages } from '@owner-portal/contract/content/content';
import {
  currentImportReply,
  customerImportReply,
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  IMPORT_REPORT_COLUMNS,
  importMessages,
  importPreviewBody,
  importPreviewReply,
  importStartBody,
  type CustomerImport,
  type ImportMapping,
} from '@owner-portal/contract/customers/customer-imports';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import { EUROPE_SUBSIDIARY_ID } from '@owner-portal/contract/roles';
import { languageCode } from '@owner-portal/contract/user';
import { toIso } from '../../db/database.ts';
import { requireAuth, type Access, type AuthContext } from '../../plugins/access.ts';
import { fieldError, notFound, unprocessable } from '../../plugins/http-errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { csvReaderOf, csvReply, csvStream, sendCsv } from '../../shared/csv.ts';
import { readHeader, sheetRows, sniffFormat, type ImportFormat } from './customer-import-file.ts';
import { registerImportJob } from './customer-import-job.ts';
import { checkRow, mappingErrors, rowValues, secondsLeft, suggestMapping } from './customer-import.rules.ts';
import {
  currentImport,
  findImport,
  insertImport,
  iterateRejections,
  markQueued,
  rememberedMapping,
  rememberMapping,
  type ImportRecord,
} from './customer-imports.repository.ts';
import { importReportRows } from './customer-import-report.ts';

/** Who may import: staff who may add customers (admin, service, europe; decision 123). */
const IMPORT_ACCESS: Access = { kind: 'staff', areas: ['customers'], action: ['create', 'admin-customers'] };

/** The subsidiary a role imports into only: Europe's staff, subsidiary 3. */
const scopeOf = (auth: AuthContext) => (auth.role === 'europe' ? EUROPE_SUBSIDIARY_ID : null);

class FileRejected extends Error {}

/** Checks the type from the first bytes and the size as the bytes go by (the file is never held in memory). */
async function* checkedUpload(source: AsyncIterable<Buffer>, found: (format: ImportFormat) => void) {
  let total = 0;
  let first = true;
  const chunks = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch {
      // The client's body broke off or is not multipart: its fault, not the server's.
      throw new FileRejected(uploadMessages.malformed);
    }
    if (next.done) break;
    const chunk = next.value;
    total += chunk.length;
    if (total > IMPORT_MAX_BYTES) throw new FileRejected(importMessages.fileTooLarge);
    if (first) {
      first = false;
      const format = sniffFormat(chunk);
      if (!format) throw new FileRejected(importMessages.fileType);
      found(format);
    }
    yield chunk;
  }
  if (first) throw new FileRejected(uploadMessages.missing('file'));
}

async function storeFile(storage: Storage, stream: AsyncIterable<Buffer>) {
  let format: ImportFormat = 'csv';
  const key = `imports/${randomUUID()}`;
  try {
    await storage.put(key, Readable.from(checkedUpload(stream, (f) => (format = f))), 'application/octet-stream');
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return { key, format };
}

function toReply(record: ImportRecord, mapping: ImportMapping): CustomerImport {
  const startedMs = record.started_at ? Date.parse(toIso(record.started_at)!) : null;
  return {
    id: record.id,
    file_name: record.file_name,
    status: record.status,
    columns: JSON.parse(record.columns) as string[],
    mapping,
    invite: record.invite === 1,
    rows_total: record.rows_total,
    rows_done: record.rows_done,
    created: record.created_count,
    updated: record.updated_count,
    unchanged: record.unchanged_count,
    rejected: record.rejected_count,
    invites: record.invite_count,
    seconds_left:
      record.status === 'running' ? secondsLeft(startedMs, Date.now(), record.rows_done, record.rows_total) : null,
    started_at: toIso(record.started_at),
    finished_at: toIso(record.finished_at),
    created_at: toIso(record.created_at)!,
  };
}

export function customerImportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, storage } = ctx;
  registerImportJob(ctx);

  /** The reply of an import: its own mapping once started, else the one to offer. */
  async function replyOf(record: ImportRecord) {
    const mapping = record.mapping
      ? (JSON.parse(record.mapping) as ImportMapping)
      : suggestMapping(JSON.parse(record.columns) as string[], await rememberedMapping(db, record.staff_user_id));
    return toReply(record, mapping);
  }

  /** The caller's own import; another staff member's is a 404. */
  async function ownImport(auth: AuthContext, id: number) {
    const record = await findImport(db, id);
    if (!record || record.staff_user_id !== auth.accountId) throw notFound();
    return record;
  }

  function checkMapping(record: ImportRecord, mapping: ImportMapping) {
    const errors = mappingErrors(mapping, JSON.parse(record.columns) as string[]);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
  }

  return async (app) => {
    // Encapsulated here: only the import's upload parses multipart bodies. One file per request.
    await app.register(multipart, {
      limits: { files: 1, fields: 2, fileSize: IMPORT_MAX_BYTES + 1, parts: 3, headerPairs: 100 },
    });

    app.post(
      '/admin/customer-imports',
      {
        config: { access: IMPORT_ACCESS },
        schema: {
          tags: ['customers'],
          summary: 'Upload a CSV or XLSX of companies and contacts; answers its columns and the mapping to offer',
          description:
            'multipart/form-data with one file part named file (CSV in UTF-8, or an Excel workbook; at most 50 MB). The type is read from the bytes; the first row is the header.',
          response: { 201: customerImportReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        if (!request.isMultipart()) throw fieldError('file', uploadMessages.missing('file'));
        const part = await request.file().catch((err: unknown) => {
          const status = (err as { statusCode?: unknown }).statusCode;
          if (typeof status === 'number' && status >= 400 && status < 500) throw err;
          throw fieldError('file', uploadMessages.malformed);
        });
        if (!part) throw fieldError('file', uploadMessages.missing('file'));
        let stored: { key: string; format: ImportFormat };
        try {
          stored = await storeFile(storage, part.file);
        } catch (err) {
          if (!(err instanceof FileRejected)) throw err;
          reply.header('connection', 'close');
          throw fieldError('file', err.message);
        }
        const columns = await readHeader(await storage.read(stored.key), stored.format).catch(() => null);
        if (!columns) {
          await storage.remove(stored.key).catch(() => {});
          throw fieldError('file', importMessages.noHeader);
        }
        const fileName = (part.filename || 'import').replace(/[\p{Cc}]/gu, '').slice(0, 255);
        return auditedWrite(db, request, reply, {
          write: (_, trx) =>
            insertImport(trx, {
              staff_user_id: auth.accountId,
              file_key: stored.key,
              file_name: fileName,
              format: stored.format,
              columns: JSON.stringify(columns),
              subsidiary_id: scopeOf(auth),
            }),
          audit: (id) => ({
            action: 'customer_import.upload',
            subjectType: 'customer_import',
            subjectId: id,
            details: { file_name: fileName, format: stored.format },
          }),
          status: 201,
          reply: async (id) => ({ data: await replyOf((await findImport(db, id))!) }),
        }).catch(async (err: unknown) => {
          await storage.remove(stored.key).catch(() => {});
          throw err;
        });
      },
    );

    app.get(
      '/admin/customer-imports/current',
      {
        config: { access: IMPORT_ACCESS },
        schema: {
          tags: ['customers'],
          summary: "The caller's running import, else their latest started one (null: none), for the page after a reload",
          response: { 200: currentImportReply },
        },
      },
      async (request) => {
        const record = await currentImport(db, requireAuth(request).accountId);
        return { data: record ? await replyOf(record) : null };
      },
    );

    app.get(
      '/admin/customer-imports/:id',
      {
        config: { access: IMPORT_ACCESS },
        schema: {
          tags: ['customers'],
          summary: "An import's progress: rows done, created, updated, unchanged, rejected, time left",
          params: idParams,
          response: { 200: customerImportReply, 404: messageReply },
        },
      },
      async (request) => ({ data: await replyOf(await ownImport(requireAuth(request), request.params.id)) }),
    );

    app.post(
      '/admin/customer-imports/:id/preview',
      {
        config: { access: IMPORT_ACCESS },
        schema: {
          tags: ['customers'],
          summary: `The first ${IMPORT_PREVIEW_ROWS} rows as a mapping reads them, each with its errors (the forms' rules)`,
          params: idParams,
          body: importPreviewBody,
          response: { 200: importPreviewReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const record = await ownImport(auth, request.params.id);
        const { mapping } = request.body;
        checkMapping(record, mapping);
        const columns = JSON.parse(record.columns) as string[];
        const rows = [];
        let header = true;
        for await (const r of sheetRows(await storage.read(record.file_key), record.format)) {
          if (header) {
            header = false;
            continue;
          }
          const values = rowValues(r.cells, columns, mapping);
          rows.push({ row: r.row, values, errors: checkRow(values, record.subsidiary_id).errors ?? {} });
          if (rows.length >= IMPORT_PREVIEW_ROWS) break;
        }
        return { data: rows };
      },
    );

    app.post(
      '/admin/customer-imports/:id/start',
      {
        config: { access: IMPORT_ACCESS },
        schema: {
          tags: ['customers'],
          summary: 'Start an uploaded import with a mapping (remembered for the next one); invite: true invites its contacts, paced',
          params: idParams,
          body: importStartBody,
          response: { 202: customerImportReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const record = await ownImport(auth, request.params.id);
        const { mapping, invite = false } = request.body;
        checkMapping(record, mapping);
        return auditedWrite(db, request, reply, {
          write: async (_, trx) => {
            // Decided in the database: of two starts at once, one changes the row; the other is refused.
            if (!(await markQueued(trx, record.id, mapping, invite)))
              throw fieldError('import', importMessages.alreadyStarted);
            await rememberMapping(trx, auth.accountId, mapping);
          },
          audit: () => ({
            action: 'customer_import.start',
            subjectType: 'customer_import',
            subjectId: record.id,
            details: { file_name: record.file_name, invite },
          }),
          after: (_, __, trx) =>
            ctx.jobs.send('customers.import', { import_id: record.id }, { transaction: trx, retryLimit: 3 }),
          status: 202,
          reply: async () => ({ data: await replyOf((await findImport(db, record.id))!) }),
        });
      },
    );

    app.get(
      '/admin/customer-imports/:id/rejections',
      {
        config: { access: IMPORT_ACCESS },
        schema: {
          tags: ['customers'],
          summary: "The rejected rows of an import as CSV, each with its reason, in the reader's language",
          params: idParams,
          querystring: z.object({ lang_code: languageCode.optional() }),
          produces: ['text/csv'],
          response: { 200: csvReply(IMPORT_REPORT_COLUMNS), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const record = await ownImport(requireAuth(request), request.params.id);
        const reader = csvReaderOf(request, request.query.lang_code);
        const rows = importReportRows(iterateRejections(db, record.id), reader.lang);
        return sendCsv(reply, 'rejected-rows', csvStream(IMPORT_REPORT_COLUMNS, rows, { reader }));
      },
    );
  };
}
