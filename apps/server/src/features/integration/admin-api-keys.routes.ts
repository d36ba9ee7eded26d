import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  apiKey,
  apiKeyCreateBody,
  apiKeyCreated,
  apiKeyListQuery,
  EXPIRY_IN_PAST,
} from '@owner-portal/contract/integration/api-keys';
import { idParams } from '@owner-portal/contract/params';
import { requireAuth, type Access } from '../../plugins/access.ts';
import { fieldError, notFound } from '../../plugins/http-errors.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { listRoute } from '../../shared/list-route.ts';
import { newApiKey } from './api-key-auth.ts';
import { findApiKey, insertApiKey, listApiKeys, revokeApiKey } from './api-keys.repository.ts';

const ACCESS: Access = { kind: 'staff', areas: ['apiKeys'] };
const TAGS = ['integration'];

/** Staff's API keys screen (admin only): the business systems' credentials, shown once, revoked at once. */
export function adminApiKeysRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, {
      url: '/admin/api-keys',
      access: ACCESS,
      tags: TAGS,
      summary: 'The API keys not revoked, newest first, without the keys themselves',
      query: apiKeyListQuery,
      item: apiKey,
      list: (q) => listApiKeys(db, q),
    });

    app.post(
      '/admin/api-keys',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary:
            'Create an API key with its scopes; the reply carries the key (op_…) this once, only its hash is kept',
          body: apiKeyCreateBody,
          response: { 201: apiKeyCreated, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { name, scopes, expires_at } = request.body;
        const expiresAt = expires_at ? new Date(expires_at).toISOString() : null;
        if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) throw fieldError('expires_at', EXPIRY_IN_PAST);
        const staffId = requireAuth(request).accountId;
        const { key, prefix, hash } = newApiKey();
        return auditedWrite(db, request, reply, {
          write: (_, trx) => insertApiKey(trx, { name, prefix, keyHash: hash, scopes, expiresAt, staffId }),
          audit: (id) => ({
            action: 'api_key.create',
            subjectType: 'api_key',
            subjectId: id,
            details: { name, scopes, prefix, expires_at: expiresAt },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findApiKey(db, id))!, key }),
        });
      },
    );

    app.delete(
      '/admin/api-keys/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: 'Revoke an API key: refused from its next request on, in every process',
          params: idParams,
          response: { 204: z.null(), 404: messageReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: async (_, trx) => {
            const revoked = await revokeApiKey(trx, request.params.id);
            if (!revoked) throw notFound();
            return revoked;
          },
          audit: (revoked) => ({
            action: 'api_key.revoke',
            subjectType: 'api_key',
            subjectId: revoked.id,
            details: { name: revoked.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );
  };
}
