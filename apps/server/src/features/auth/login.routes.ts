import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenReply, loginBody } from '@owner-portal/contract/auth/auth';
import { messageReply, WRONG_CREDENTIALS_MESSAGE } from '@owner-portal/contract/errors';
import type { AppContext } from '../../shared/app-context.ts';
import { nowIso } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access.ts';
import { TOKEN_TTL_SECONDS } from '../../plugins/tokens.ts';
import { HttpError } from '../../plugins/http-errors.ts';
import { loadCustomerClaims, STAFF_COLUMNS, staffClaims } from './claims.repository.ts';
import { recordSuccess, reserveAttempt, signInKeys, throttleAccount, tooManyAttempts } from './login-throttle.ts';

const signInSchema = (summary: string) => ({
  tags: ['auth'],
  summary,
  security: [],
  body: loginBody,
  response: {
    200: accessTokenReply,
    401: messageReply.meta({
      description: 'Wrong email or password (the same for an unknown email)',
      examples: [{ message: WRONG_CREDENTIALS_MESSAGE }],
    }),
    429: messageReply,
    503: messageReply,
  },
});

export function loginRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, hasher, tokens, metrics } = ctx;

  /** One path for both kinds of account, so a wrong password and an unknown email cost the same. */
  async function signIn(
    kind: 'customer' | 'staff',
    body: { email: string; password: string; remember: boolean },
    address: string,
  ): Promise<string> {
    // Reserved before the (slow) password check, so parallel attempts cannot all slip past the limit.
    const attempt = await reserveAttempt(db, signInKeys(throttleAccount(kind, body.email), address));
    if (attempt.retryAfter !== undefined) {
      metrics.signInThrottled(kind);
      throw tooManyAttempts(attempt.retryAfter);
    }

    const staff =
      kind === 'staff'
        ? await db
            .selectFrom('staff_users')
            .select([...STAFF_COLUMNS, 'password_hash'])
            .where('email', '=', body.email)
            .executeTakeFirst()
        : undefined;
    const customer =
      kind === 'customer'
        ? await db
            .selectFrom('customer_users')
            .select(['id', 'password_hash'])
            .where('email', '=', body.email)
            .executeTakeFirst()
        : undefined;
    const ok = await hasher.verify((staff ?? customer)?.password_hash ?? null, body.password);
    const claims = !ok
      ? null
      : staff
        ? staffClaims(staff)
        : customer
          ? await loadCustomerClaims(db, customer.id)
          : null;
    // A failure keeps its reservation: it is the count.
    if (!claims) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
    await recordSuccess(db, attempt.reserved);
    const ttl = body.remember ? TOKEN_TTL_SECONDS.remembered : TOKEN_TTL_SECONDS.session;
    return tokens.sign(claims, ttl);
  }

  return async (app) => {
    app.post(
      '/login',
      { config: { access: { kind: 'public' } }, schema: signInSchema('Customer sign-in') },
      async (request) => ({ access_token: await signIn('customer', request.body, request.ip) }),
    );
    app.post(
      '/admin/login',
      { config: { access: { kind: 'public' } }, schema: signInSchema('Staff sign-in') },
      async (request) => ({ access_token: await signIn('staff', request.body, request.ip) }),
    );
    app.post(
      '/logout',
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags: ['auth'],
          summary: 'Make this token stop working',
          response: { 204: z.null().describe('No content') },
        },
      },
      async (request, reply) => {
        const { claims } = requireAuth(request);
        await db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso()).execute();
        await db
          .insertInto('revoked_tokens')
          .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000).toISOString() })
          .onConflict((oc) => oc.column('jti').doNothing())
          .execute();
        return reply.code(204).send(null);
      },
    );
  };
}
