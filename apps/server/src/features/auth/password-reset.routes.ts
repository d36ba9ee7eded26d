import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordRequestBody, passwordResetBody } from '@owner-portal/contract/auth/auth';
import { messageReply, TOO_MANY_RESET_REQUESTS_MESSAGE, validationErrorReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../shared/app-context.ts';
import { nowIso } from '../../db/database.ts';
import { passwordProblem } from '../../plugins/passwords.ts';
import { fieldError, HttpError } from '../../plugins/http-errors.ts';
import { countRequest } from '../../shared/request-limits.ts';
import { clearAccountThrottle, throttleAccount } from './login-throttle.ts';
import { registerPasswordResetJob } from './password-reset.jobs.ts';
import { consumePasswordToken } from './password-tokens.repository.ts';

export const REQUEST_SENT_MESSAGE =
  'If that address belongs to an account, a link to reset the password is on its way.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can sign in now.';
export const INVALID_RESET_TOKEN = 'This password link is invalid or has expired.';

/** Reset requests allowed per window, per email and per client address (decision 020). */
export const RESET_REQUEST_LIMITS = { perEmail: 3, perAddress: 10, windowMinutes: 15 } as const;

export function passwordResetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, hasher, jobs } = ctx;
  registerPasswordResetJob(ctx);

  return async (app) => {
    app.post(
      '/password/request',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['auth'],
          summary: 'Mail a password reset link',
          security: [],
          body: passwordRequestBody,
          response: {
            200: messageReply.meta({ examples: [{ message: REQUEST_SENT_MESSAGE }] }),
            422: validationErrorReply,
            429: messageReply.meta({
              description: 'Too many requests for this email or address; try again after Retry-After seconds',
              examples: [{ message: TOO_MANY_RESET_REQUESTS_MESSAGE }],
            }),
            503: messageReply,
          },
        },
      },
      // The same work for every email, known or not: count the request, queue the job, reply.
      async (request) => {
        const { email } = request.body;
        const wait = await countRequest(
          db,
          [
            { key: `reset-email:${email}`, max: RESET_REQUEST_LIMITS.perEmail },
            { key: `reset-address:${request.ip}`, max: RESET_REQUEST_LIMITS.perAddress },
          ],
          RESET_REQUEST_LIMITS.windowMinutes * 60_000,
        );
        if (wait > 0) {
          throw new HttpError(429, TOO_MANY_RESET_REQUESTS_MESSAGE, undefined, { 'retry-after': String(wait) });
        }
        await jobs.send('auth.password-reset', { email });
        return { message: REQUEST_SENT_MESSAGE };
      },
    );

    app.post(
      '/password/reset',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset or invite link',
          security: [],
          body: passwordResetBody,
          response: {
            200: messageReply.meta({ examples: [{ message: RESET_DONE_MESSAGE }] }),
            422: validationErrorReply,
            503: messageReply,
          },
        },
      },
      async (request) => {
        const { token, password } = request.body;
        const hash = await hasher.hash(password);
        const reset = await db.transaction().execute(async (trx) => {
          const account = await consumePasswordToken(trx, token);
          if (!account) throw fieldError('token', INVALID_RESET_TOKEN);
          const table = account.kind === 'staff' ? 'staff_users' : 'customer_users';
          const person = await trx
            .selectFrom(table)
            .select(['email', 'first_name', 'last_name'])
            .where('id', '=', account.id)
            .executeTakeFirstOrThrow();
          // Refused here, the token is not used up (the transaction rolls back): the person tries another.
          const weakness = passwordProblem(password, person);
          if (weakness) throw fieldError('password', weakness);
          await trx
            .updateTable(table)
            .set((eb) => ({ password_hash: hash, token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
            .where('id', '=', account.id)
            .execute();
          return { kind: account.kind === 'staff' ? 'staff' : 'customer', email: person.email } as const;
        });
        // A locked-out account can always get back in through its mailbox.
        await clearAccountThrottle(db, throttleAccount(reset.kind, reset.email));
        return { message: RESET_DONE_MESSAGE };
      },
    );
  };
}
