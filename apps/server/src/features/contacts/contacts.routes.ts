import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactCreateBody,
  contactItem,
  contactListQuery,
  contactReply,
  contactUpdateBody,
  EMAIL_TAKEN,
  INVALID_CUSTOMER,
} from '@owner-portal/contract/contacts/contacts';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import type { AppContext } from '../../shared/app-context.ts';
import { passwordProblem } from '../../plugins/passwords.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { notFound, unprocessable, type FieldErrors } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import { emitEvent } from '../webhooks/webhooks.feature.ts';
import { queueInvite, registerInviteJob } from './contact-invites.ts';
import {
  customerExists,
  deleteContact,
  emailTaken,
  findContact,
  insertContact,
  listContacts,
  updateContact,
} from './contacts.repository.ts';

const AREAS = ['contacts'] as const;

export function contactsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, hasher, jobs } = ctx;
  registerInviteJob(ctx);

  /** The checks the schema cannot make: a unique email, an existing company, a password neither common nor about the contact. */
  async function checkContact(
    body: {
      email: string;
      first_name: string;
      last_name: string;
      customer_id?: number | null;
      password?: string | null;
    },
    id?: number,
  ) {
    const errors: FieldErrors = {};
    if (await emailTaken(db, body.email, id)) errors.email = [EMAIL_TAKEN];
    if (body.customer_id && !(await customerExists(db, body.customer_id))) errors.customer_id = [INVALID_CUSTOMER];
    const weakness = body.password ? passwordProblem(body.password, body) : null;
    if (weakness) errors.password = [weakness];
    if (Object.keys(errors).length) throw unprocessable(errors);
    return body.password ? hasher.hash(body.password) : null;
  }

  return async (app) => {
    // The page and count are contacts' own (an index-backed search, decision 004); the route is the shared one.
    listRoute(app, {
      url: '/admin/customer_users',
      access: { kind: 'staff', areas: [...AREAS] },
      tags: ['contacts'],
      summary: 'Contacts: search, filter, sort and page',
      query: contactListQuery,
      item: contactItem,
      list: (q) => listContacts(db, q),
    });

    app.get(
      '/admin/customer_users/:id',
      {
        config: { access: { kind: 'staff', areas: [...AREAS] } },
        schema: {
          tags: ['contacts'],
          summary: 'One contact, for its page',
          params: idParams,
          response: { 200: contactReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const contact = await findContact(db, request.params.id);
        if (!contact) throw notFound();
        return { data: contact };
      },
    );

    app.post(
      '/admin/customer_users',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['create', 'admin-contacts'] } },
        schema: {
          tags: ['contacts'],
          summary: 'Add a contact; the contact is mailed an invite to choose a password',
          body: contactCreateBody,
          response: { 201: contactReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { password: _password, customer_id, internal_id, lang_code, ...fields } = request.body;
        const hash = await checkContact(request.body);
        return auditedWrite(db, request, reply, {
          write: (_, trx) =>
            insertContact(
              trx,
              {
                ...fields,
                customer_id: customer_id ?? null,
                internal_id: internal_id ?? null,
                lang_code: lang_code ?? 'en',
              },
              hash,
            ),
          audit: (id) => [
            {
              action: 'contact.create',
              subjectType: 'customer_user',
              subjectId: id,
              details: { customer_id: customer_id ?? null, password_set: hash !== null },
            },
            { action: 'contact.invite', subjectType: 'customer_user', subjectId: id },
          ],
          after: async (id, _, trx) => {
            await queueInvite(jobs, trx, id);
            await emitEvent(jobs, trx, 'contact.created', (await findContact(trx, id))!);
          },
          status: 201,
          reply: async (id) => ({ data: (await findContact(db, id))! }),
        });
      },
    );

    app.put(
      '/admin/customer_users/:id',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['update', 'admin-contacts'] } },
        schema: {
          tags: ['contacts'],
          summary: 'Edit a contact; a password equal to the 19-bullet mask leaves the password unchanged',
          params: idParams,
          body: contactUpdateBody,
          response: { 200: contactReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const before = await findContact(db, id);
        if (!before) throw notFound();
        const { password, lang_code, ...fields } = request.body;
        const hash = await checkContact(request.body, id);
        const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((k) =>
          k === 'customer_id' ? before.customer?.id !== fields.customer_id : before[k] !== fields[k],
        );
        return auditedWrite(db, request, reply, {
          // The contact as it was: the audit log's before values (never the password).
          find: async () => before,
          write: (_, trx) => updateContact(trx, id, { ...fields, ...(lang_code ? { lang_code } : {}) }, hash),
          audit: () => ({
            action: 'contact.update',
            subjectType: 'customer_user',
            subjectId: id,
            details: { changed, password_changed: password !== undefined && password !== null },
          }),
          reply: async () => ({ data: (await findContact(db, id))! }),
        });
      },
    );

    app.delete(
      '/admin/customer_users/:id',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['delete', 'admin-contacts'] } },
        schema: {
          tags: ['contacts'],
          summary: 'Delete a contact',
          params: idParams,
          response: { 204: z.null(), 404: messageReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          // The delete finds and removes the contact in one step: of parallel deletes, one gets it, the rest a 404.
          write: async (_, trx) => {
            const contact = await deleteContact(trx, request.params.id);
            if (!contact) throw notFound();
            return contact;
          },
          audit: (contact) => ({
            action: 'contact.delete',
            subjectType: 'customer_user',
            subjectId: contact.id,
            details: { email: contact.email, customer_id: contact.customer_id },
          }),
          status: 204,
          reply: () => null,
        }),
    );

    app.post(
      '/admin/customer_users/:id/reinvite',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['update', 'admin-contacts'] } },
        schema: {
          tags: ['contacts'],
          summary: 'Mail the contact a new set-password link and stamp invite_sent_at',
          params: idParams,
          response: { 200: contactReply, 404: messageReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findContact(db, request.params.id),
          write: (contact, trx) => queueInvite(jobs, trx, contact.id),
          audit: (_, contact) => ({ action: 'contact.invite', subjectType: 'customer_user', subjectId: contact.id }),
          reply: async (_, contact) => ({ data: (await findContact(db, contact.id))! }),
        }),
    );
  };
}
