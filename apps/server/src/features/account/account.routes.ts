import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUpdateBody, customerUpdateBody } from '@owner-portal/contract/account/account';
import { tokenReply } from '@owner-portal/contract/auth/auth';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { UNLOCK_NEEDS_PRETRAINING_MESSAGE } from '@owner-portal/contract/training/training';
import type { AppContext } from '../../shared/app-context.ts';
import { nowIso } from '../../db/database.ts';
import { prepareQuery } from '../../db/prepared.ts';
import { requireAuth, type AuthContext } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { fieldError, unauthenticated } from '../../plugins/http-errors.ts';
import { loadCustomerClaims, STAFF_COLUMNS, staffClaims } from '../auth/auth.feature.ts';
import { hasFinishedPretraining } from '../training/training.feature.ts';
import { newPasswordHash, storePassword } from './password-change.ts';

const profileReply = z.object({
  data: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    lang_code: z.string(),
    unlocked_trainings: z.number(),
    customer: z.object({ id: z.number(), company_name: z.string(), subsidiary_id: z.number() }).nullable(),
  }),
});

/** A reissued token keeps the lifetime the caller signed in with. */
export const remainingSeconds = (auth: AuthContext) => Math.max(60, auth.claims.exp - Math.floor(Date.now() / 1000));

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, tokens, hasher } = ctx;
  const loadProfile = prepareQuery(
    db,
    (id: number) =>
      db
        .selectFrom('customer_users as cu')
        .leftJoin('customers as c', 'c.id', 'cu.customer_id')
        .select([
          'cu.id',
          'cu.first_name',
          'cu.last_name',
          'cu.email',
          'cu.phone',
          'cu.lang_code',
          'cu.unlocked_trainings',
          'c.id as customer_id',
          'c.company_name',
          'c.subsidiary_id',
        ])
        .where('cu.id', '=', id),
    [-101],
  );
  return async (app) => {
    app.get(
      '/customer',
      {
        config: { access: { kind: 'customer' } },
        schema: { tags: ['account'], summary: "The caller's own contact record", response: { 200: profileReply } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const row = await loadProfile(auth.accountId);
        if (!row) throw unauthenticated();
        const { customer_id, company_name, subsidiary_id, ...user } = row;
        const customer =
          customer_id === null
            ? null
            : { id: customer_id, company_name: company_name ?? '', subsidiary_id: subsidiary_id ?? 0 };
        return { data: { ...user, customer } };
      },
    );

    app.put(
      '/customer',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['account'],
          summary: "Update the caller's language or unlock trainings; replies a token with the new claims",
          body: customerUpdateBody,
          response: { 200: tokenReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { lang_code, unlocked_trainings } = request.body;
        // Trainings unlock when a pre-training is finished, on the server's record, not the client's word;
        // subsidiary 3 has no pre-training, so nothing holds it back.
        if (
          unlocked_trainings &&
          !isEuropeanSubsidiary(auth.subsidiaryId) &&
          !(await hasFinishedPretraining(db, auth.accountId))
        )
          throw fieldError('unlocked_trainings', UNLOCK_NEEDS_PRETRAINING_MESSAGE);
        await db
          .updateTable('customer_users')
          .set({
            ...(lang_code ? { lang_code } : {}),
            ...(unlocked_trainings ? { unlocked_trainings } : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', auth.accountId)
          .execute();
        const typ = auth.type === 'impersonation' ? 'impersonation' : 'customer';
        const claims = await loadCustomerClaims(db, auth.accountId, typ);
        if (!claims) throw unauthenticated();
        return {
          token: tokens.sign({ ...claims, ...(auth.actor ? { act: auth.actor } : {}) }, remainingSeconds(auth)),
        };
      },
    );

    app.put(
      '/admin/update',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags: ['account'],
          summary: "Update the signed-in staff member's names, language or password; replies a new token",
          body: adminUpdateBody,
          response: { 200: tokenReply, 401: messageReply, 422: validationErrorReply, 429: messageReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { first_name, last_name, lang_code, current_password, password } = request.body;
        const account = { table: 'staff_users', id: auth.accountId } as const;
        const hash = password
          ? await newPasswordHash(db, hasher, account, request.ip, current_password ?? '', password)
          : null;
        const changes = {
          ...(first_name ? { first_name } : {}),
          ...(last_name ? { last_name } : {}),
          ...(lang_code ? { lang_code } : {}),
        };
        return auditedWrite(db, request, reply, {
          write: async (_, trx) => {
            if (hash) await storePassword(trx, account, hash);
            await trx
              .updateTable('staff_users')
              .set({ ...changes, updated_at: nowIso() })
              .where('id', '=', auth.accountId)
              .execute();
          },
          // Names and language are not audited; a password change is.
          audit: () =>
            hash ? { action: 'password.change', subjectType: 'staff_user', subjectId: auth.accountId } : null,
          reply: async () => {
            const staff = await db
              .selectFrom('staff_users')
              .select(STAFF_COLUMNS)
              .where('id', '=', auth.accountId)
              .executeTakeFirstOrThrow();
            return { token: tokens.sign(staffClaims(staff), remainingSeconds(auth)) };
          },
        });
      },
    );
  };
}
