import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@owner-portal/contract/params';
import { z } from 'zod';
import type { DeleteResult } from 'kysely';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import type { Db } from '../db/database.ts';
import type { Access } from '../plugins/access.ts';
import { auditedWrite, deletedOne } from './audited-write.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface WriteRoutes<Row extends { id: number; name: string }, Body extends z.ZodObject> {
  /** The collection: POST here, PUT and DELETE at `${url}/:id`. */
  url: string;
  access: Access;
  tags: string[];
  summaries: { create: string; update: string; delete: string };
  body: Body;
  /** `{ data: record }`, the reply of a create and an edit. */
  reply: z.ZodType;
  /** The audit log's names: `${action}.create` and so on, on a `subject`. */
  audit: { action: string; subject: string };
  find: (db: Db, id: number) => Promise<Row | null | undefined>;
  /** Writes through `trx` only (see auditedWrite); refusals throw their 422, and nothing is written. */
  create: (trx: Db, body: z.output<Body>) => Promise<number>;
  update: (trx: Db, row: Row, body: z.output<Body>) => Promise<void>;
  /** Deletes the record by its id and answers the DeleteResult: 0 rows deleted answers 404 (see deletedOne). */
  remove: (trx: Db, row: Row) => Promise<DeleteResult>;
  /** Whether a delete can be refused with a 422 (a record still in use). */
  deleteCanBeRefused: boolean;
}

/**
 * Add, edit and delete of a staff-managed record, declared once: each is an audited write
 * (auditedWrite: 404 for an unknown id, one transaction with its audit entry); a create answers 201
 * with the record, an edit 200 with the record, a delete 204.
 */
export function writeRoutes<Row extends { id: number; name: string }, Body extends z.ZodObject>(
  app: App,
  db: Db,
  route: WriteRoutes<Row, Body>,
) {
  const { access, tags, audit } = route;
  const record = async (id: number) => ({ data: (await route.find(db, id))! });
  app.post(
    route.url,
    {
      config: { access },
      schema: {
        tags,
        summary: route.summaries.create,
        body: route.body,
        response: { 201: route.reply, 422: validationErrorReply },
      },
    },
    (request, reply) => {
      const body = request.body as z.output<Body>;
      return auditedWrite(db, request, reply, {
        write: (_, trx) => route.create(trx, body),
        audit: (id) => ({
          action: `${audit.action}.create`,
          subjectType: audit.subject,
          subjectId: id,
          details: { ...body },
        }),
        status: 201,
        reply: (id) => record(id),
      });
    },
  );
  app.put(
    `${route.url}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: route.summaries.update,
        params: idParams,
        body: route.body,
        response: { 200: route.reply, 404: messageReply, 422: validationErrorReply },
      },
    },
    (request, reply) => {
      const body = request.body as z.output<Body>;
      return auditedWrite(db, request, reply, {
        find: () => route.find(db, request.params.id),
        write: (row, trx) => route.update(trx, row, body),
        audit: (_, row) => ({
          action: `${audit.action}.update`,
          subjectType: audit.subject,
          subjectId: row.id,
          details: { ...body },
        }),
        reply: (_, row) => record(row.id),
      });
    },
  );
  app.delete(
    `${route.url}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: route.summaries.delete,
        params: idParams,
        response: {
          204: z.null(),
          404: messageReply,
          ...(route.deleteCanBeRefused ? { 422: validationErrorReply } : {}),
        },
      },
    },
    (request, reply) =>
      auditedWrite(db, request, reply, {
        find: () => route.find(db, request.params.id),
        write: async (row, trx) => deletedOne(await route.remove(trx, row)),
        audit: (_, row) => ({
          action: `${audit.action}.delete`,
          subjectType: audit.subject,
          subjectId: row.id,
          details: { name: row.name },
        }),
        status: 204,
        reply: () => null,
      }),
  );
}
