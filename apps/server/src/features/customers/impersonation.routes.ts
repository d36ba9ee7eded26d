import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenReply } from '@owner-portal/contract/auth/auth';
import { impersonateBody } from '@owner-portal/contract/customers/customers';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import { isReadOnlyStaffRole } from '@owner-portal/contract/roles';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { TOKEN_TTL_SECONDS } from '../../plugins/tokens.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { fieldError, notFound } from '../../plugins/http-errors.ts';
import { loadCustomerClaims } from '../auth/auth.feature.ts';
import { limitOf } from '../../db/limit.ts';
import { nowIso } from '../../db/database.ts';
import { z } from 'zod';
import { endImpersonation, insertImpersonation, revokeToken } from './impersonations.repository.ts';

export const NO_CONTACT_TO_ACT_AS = 'This customer has no contact to act as.';

export function impersonationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, tokens } = ctx;
  return async (app) => {
    app.post(
      '/admin/customers/:id/impersonate',
      {
        config: { access: { kind: 'staff', areas: ['contacts', 'customers'] } },
        schema: {
          tags: ['admin'],
          summary: "Open a customer's portal as one of its contacts (default: the company's first contact)",
          params: idParams,
          body: impersonateBody,
          response: { 200: accessTokenReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const customerId = request.params.id;
        const wanted = request.body.customer_user_id;
        const customer = await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
        if (!customer) throw notFound();
        let query = db.selectFrom('customer_users').select('id').where('customer_id', '=', customerId);
        query = wanted ? query.where('id', '=', wanted) : query.orderBy('id').limit(limitOf(1));
        const contact = await query.executeTakeFirst();
        if (!contact) throw wanted ? notFound() : fieldError('customer_user_id', NO_CONTACT_TO_ACT_AS);
        const claims = await loadCustomerClaims(db, contact.id, 'impersonation');
        if (!claims) throw notFound();
        const readOnly = isReadOnlyStaffRole(auth.role);
        // Never outlives the staff session: its sign-out is only remembered until it would have expired.
        const now = Date.now();
        const ttl = Math.min(TOKEN_TTL_SECONDS.impersonation, auth.claims.exp - Math.floor(now / 1000));
        const reason = request.body.reason;
        // The impersonation's row and its audit entry are the record of it: the token is signed once they are stored.
        return auditedWrite(db, request, reply, {
          write: (_, trx) =>
            insertImpersonation(trx, {
              staffUserId: auth.accountId,
              customerUserId: contact.id,
              customerId,
              reason,
              startedAt: new Date(now).toISOString(),
              expiresAt: new Date(now + ttl * 1000).toISOString(),
            }),
          audit: (imp) => ({
            action: 'impersonation.start',
            subjectType: 'customer_user',
            subjectId: contact.id,
            impersonationId: imp,
            details: { customer_id: customerId, reason, ...(readOnly ? { read_only: true } : {}) },
          }),
          reply: (imp) => {
            const act = {
              id: auth.accountId,
              email: auth.claims.user.email,
              ver: auth.claims.ver,
              sid: auth.claims.jti,
              ...(readOnly ? { read_only: true } : {}),
              imp,
            };
            return { access_token: tokens.sign({ ...claims, act }, ttl) };
          },
        });
      },
    );

    app.post(
      '/impersonation/end',
      {
        config: { access: { kind: 'impersonation' } },
        schema: {
          tags: ['admin'],
          summary: 'Stop acting as an owner: this impersonation token stops working and the audit log records the end',
          response: { 204: z.null().describe('No content') },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const imp = auth.actor?.imp;
        return auditedWrite(db, request, reply, {
          write: async (_, trx) => {
            await revokeToken(trx, auth.claims.jti, new Date(auth.claims.exp * 1000).toISOString());
            if (imp) await endImpersonation(trx, imp, nowIso());
          },
          audit: () => ({
            action: 'impersonation.end',
            subjectType: 'customer_user',
            subjectId: auth.accountId,
            ...(imp ? { impersonationId: imp } : {}),
          }),
          status: 204,
          reply: () => null,
        });
      },
    );
  };
}
