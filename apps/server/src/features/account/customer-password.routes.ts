import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPasswordBody } from '@owner-portal/contract/account/account';
import { tokenReply } from '@owner-portal/contract/auth/auth';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { recordAudit } from '../../shared/audit.ts';
import { unauthenticated } from '../../plugins/http-errors.ts';
import { loadCustomerClaims } from '../auth/auth.feature.ts';
import { remainingSeconds } from './account.routes.ts';
import { changePassword } from './password-change.ts';

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
          response: { 200: tokenReply, 403: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { current_password, password } = request.body;
        await changePassword(db, hasher, { table: 'customer_users', id: auth.accountId }, current_password, password);
        await recordAudit(db, auth, {
          action: 'password.change',
          subjectType: 'customer_user',
          subjectId: auth.accountId,
        });
        const claims = await loadCustomerClaims(db, auth.accountId);
        if (!claims) throw unauthenticated();
        return { token: tokens.sign(claims, remainingSeconds(auth)) };
      },
    );
  };
}
