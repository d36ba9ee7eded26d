import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordRequestBody, passwordResetBody } from '@owner-portal/contract/auth';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { passwordProblem } from '../../plugins/passwords.ts';
import { clearAccountThrottle, throttleAccount } from './login-throttle.ts';
import { fieldError } from '../../shared/http-errors.ts';
import {
  consumePasswordToken,
  issuePasswordToken,
  recentResetCount,
  RESET_MAILS_PER_WINDOW,
  RESET_TOKEN_TTL_MINUTES,
} from './password-tokens.repository.ts';

export const REQUEST_SENT_MESSAGE =
  'If that address belongs to an account, a link to reset the password is on its way.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can sign in now.';
export const INVALID_RESET_TOKEN = 'This password link is invalid or has expired.';

export function passwordResetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, hasher, mailer, config } = ctx;

  async function mailResetLink(email: string, log: FastifyBaseLogger) {
    const user = await db
      .selectFrom('customer_users')
      .select(['id', 'first_name'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return;
    if ((await recentResetCount(db, user.id)) >= RESET_MAILS_PER_WINDOW) {
      log.warn({ customer_user_id: user.id }, 'reset mail skipped: too many requests');
      return;
    }
    const token = await issuePasswordToken(
      db,
      { kind: 'customer_user', id: user.id },
      'reset',
      RESET_TOKEN_TTL_MINUTES,
    );
    const link = `${config.publicUrl}/auth/password/reset?token=${token}`;
    await mailer
      .send({
        to: email,
        subject: 'Reset your Owner Portal password',
        text: `Hello ${user.first_name},\n\nUse this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message.`,
      })
      .catch((err: unknown) => log.error({ err }, 'reset mail failed'));
  }

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
          response: { 200: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        await mailResetLink(request.body.email, request.log);
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
          response: { 200: messageReply, 422: validationErrorReply },
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
