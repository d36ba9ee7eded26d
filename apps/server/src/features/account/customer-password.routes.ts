import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPasswordBody } from '@owner-portal/contract/account/account';
import { tokenReply } from '@owner-portal/contract/auth/auth';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { unauthenticated } from '../../plugins/http-errors.ts';
import { loadCustomerClaims } from '../auth/auth.feature.ts';
import { remainingSeconds } from './account.routes.ts';
import { newPasswordHash, storePassword } from './password-change.ts';

export function customerPasswordRoutes({ db, hasher, tokens }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/customer/password',
      {
        // Only the contact themself: staff acting as the customer neither know nor change its password.
        config: { access: { kind: 'customer', impersonation: false } },
        schema: {
          tags: ['account'],
          summary: "Change the signed-in contact's password; other sessions are signed out, this one gets a new token",
          body: customerPasswordBody,
          response: { 200: tokenReply, 403: messageReply, 422: validationErrorReply, 429: messageReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { current_password, password } = request.body;
        const account = { table: 'customer_users', id: auth.accountId } as const;
        const hash = await newPasswordHash(db, hasher, account, request.ip, current_password, password);
        return auditedWrite(db, request, reply, {
          write: (_, trx) => storePassword(trx, account, hash),
          audit: () => ({ action: 'password.change', subjectType: 'customer_user', subjectId: auth.accountId }),
          reply: async () => {
            const claims = await loadCustomerClaims(db, auth.accountId);
            if (!claims) throw unauthenticated();
            return { token: tokens.sign(claims, remainingSeconds(auth)) };
          },
        });
      },
    );
  };
}
