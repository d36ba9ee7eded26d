import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { IDEMPOTENCY_KEY_REQUIRED } from '@owner-portal/contract/idempotency';
import { referralReply, referralSaleBody } from '@owner-portal/contract/referrals/referrals';
import { requireCaller } from '../../plugins/access.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { assertSameRequest, idempotencyKeyOf, requestHash, scopedIdempotencyKey } from '../../shared/idempotency.ts';
import { emitReferralEarned } from './referral-events.ts';
import { recordSale } from './referral-ledger.ts';
import {
  findByIdempotencyKey,
  isUniqueViolation,
  resolveReferrer,
  unknownSaleReferences,
} from './referral-ledger.repository.ts';
import { selectReferrals, toReferral } from './referral-rows.ts';

/** A referral sale from the web shop or the ERP, sent with a business system's API key (decision 114). */
export function referralSalesRoutes({ db, jobs }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/integration/referral-sales',
      {
        config: { access: { kind: 'integration', scope: 'referrals:write' } },
        schema: {
          tags: ['integration'],
          security: [{ apiKey: [] }],
          summary:
            'Record a referral sale from the web shop or ERP (scope referrals:write). Requires Idempotency-Key: per API key, the same key and body record one sale; the same key with another body is a 422',
          body: referralSaleBody,
          response: {
            200: referralReply,
            201: referralReply,
            401: messageReply,
            403: messageReply,
            404: messageReply,
            422: validationErrorReply,
            429: messageReply,
          },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const key = idempotencyKeyOf(request);
        if (key === null) throw fieldError('idempotency_key', IDEMPOTENCY_KEY_REQUIRED);
        const idempotency = { key: scopedIdempotencyKey('sale', caller, key), requestHash: requestHash(request.body) };
        const earlierSale = async () => {
          const stored = await findByIdempotencyKey(db, idempotency.key);
          if (stored) assertSameRequest(stored.idempotency_request_hash, idempotency.requestHash);
          return stored;
        };
        const referralOf = async (id: number) => {
          const row = await selectReferrals(db).where('r.id', '=', id).executeTakeFirstOrThrow();
          return { data: toReferral(row) };
        };
        const answerEarlier = async (id: number) => reply.code(200).send(await referralOf(id));
        const earlier = await earlierSale();
        if (earlier) return answerEarlier(earlier.id);
        const referrerId = await resolveReferrer(db, request.body);
        if (referrerId === undefined) throw fieldError('referral_code', 'The referral code is unknown.');
        const unknown = await unknownSaleReferences(db, request.body);
        if (unknown) throw fieldError(unknown, `The ${unknown.replace(/_/g, ' ')} is unknown.`);
        try {
          return await auditedWrite(db, request, reply, {
            // The key, not a staff member, recorded it: the audit row names the key.
            write: (_, trx) => recordSale(trx, referrerId, request.body, idempotency, null),
            audit: (id) => ({
              action: 'referral.sale',
              subjectType: 'customer',
              subjectId: referrerId,
              details: {
                referral_id: id,
                amount: request.body.amount,
                order_number: request.body.order_number ?? null,
              },
            }),
            after: (id, _, trx) => emitReferralEarned(jobs, trx, id),
            status: 201,
            reply: referralOf,
          });
        } catch (err) {
          // The same key sent twice at once: the one that lost answers with the winner's sale.
          const stored = isUniqueViolation(err) ? await earlierSale() : undefined;
          if (stored) return answerEarlier(stored.id);
          throw err;
        }
      },
    );
  };
}
