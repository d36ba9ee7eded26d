import { idParams } from '@owner-portal/contract/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { paged } from '@owner-portal/contract/paging';
import {
  redeemBody,
  redeemReply,
  referral,
  referralHistoryQuery,
  referralReply,
  referrer,
  referrerReply,
  referrersQuery,
} from '@owner-portal/contract/referrals/referrals';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth, type Access } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { assertSameRequest, idempotencyKeyOf, requestHash, scopedIdempotencyKey } from '../../shared/idempotency.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { centsToAmount } from '../../shared/money.ts';
import { listRoute } from '../../shared/list-route.ts';
import { pageMeta } from '../../shared/paging.ts';
import { findAccount, listHistory, listPendingReferrals } from './customer-referrals.repository.ts';
import { approveReferral, redeem } from './referral-ledger.ts';
import { findByIdempotencyKey } from './referral-ledger.repository.ts';
import { amountToCents, selectReferrals, toReferral } from './referral-rows.ts';
import { emitReferralEarned, emitReferralRedeemed } from './referral-events.ts';
import { findReferrer, listReferrers, type ReferrerList } from './referrers.repository.ts';

/** Referral History and both pending-payout pages: admin and accounting only. */
const ACCESS: Access = { kind: 'staff', areas: ['referralHistory', 'pendingPayouts', 'generalPendingPayouts'] };
const pageQuery = referralHistoryQuery.pick({ page: true, per_page: true });

export function adminReferralsRoutes({ db, jobs }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const referrersList = (url: string, list: ReferrerList, summary: string) =>
      listRoute(app, {
        url,
        access: ACCESS,
        tags: ['referrals'],
        summary,
        query: referrersQuery,
        item: referrer,
        list: async (q) => {
          const { data, total } = await listReferrers(db, list, q);
          return { rows: data, total };
        },
      });
    referrersList('/admin/referrers', 'all', 'Referrers with balance, sales rep and payout tag (15 a page)');
    referrersList(
      '/admin/referrers/pending',
      'pending',
      'Referrers owed a payout: balance above 0 and the minimum reached',
    );
    referrersList(
      '/admin/referrers/general_pending',
      'general',
      'Every referrer with a balance above 0, minimum reached or not',
    );

    app.get(
      '/admin/referrers/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['referrals'],
          summary: 'One referrer',
          params: idParams,
          response: { 200: referrerReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const found = await findReferrer(db, request.params.id);
        if (!found) throw notFound();
        return { data: found };
      },
    );

    app.get(
      '/admin/referrers/:id/referrals',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['referrals'],
          summary: "A referrer's referrals and redemptions, newest first",
          params: idParams,
          querystring: referralHistoryQuery,
          response: { 200: paged(referral), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        if (!(await findReferrer(db, request.params.id))) throw notFound();
        const { page, per_page, ...filter } = request.query;
        const { data, total } = await listHistory(db, request.params.id, filter, page, per_page);
        return { data, meta: pageMeta(total, data.length, page, per_page) };
      },
    );

    app.get(
      '/admin/referrers/:id/referrals/pending',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['referrals'],
          summary: 'The rows behind the current balance, from the last payout that settled it (that payout first)',
          params: idParams,
          querystring: pageQuery,
          response: { 200: paged(referral), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        if (!(await findReferrer(db, request.params.id))) throw notFound();
        const account = (await findAccount(db, request.params.id))!;
        const { page, per_page } = request.query;
        const { data, total } = await listPendingReferrals(db, account, page, per_page);
        return { data, meta: pageMeta(total, data.length, page, per_page) };
      },
    );

    app.post(
      '/admin/referrals/redeem',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['referrals'],
          summary:
            "Redeem an amount of a referrer's balance; never more than the balance. Honours Idempotency-Key (per credential; another body is a 422)",
          body: redeemBody,
          response: { 200: redeemReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const key = idempotencyKeyOf(request);
        const idempotency =
          key === null
            ? null
            : { key: scopedIdempotencyKey('redeem', auth, key), requestHash: requestHash(request.body) };
        const { customer_id, amount } = request.body;
        const replay = async () => {
          const stored = idempotency === null ? undefined : await findByIdempotencyKey(db, idempotency.key);
          if (stored) assertSameRequest(stored.idempotency_request_hash, idempotency!.requestHash);
          return (
            stored && {
              customer_id: stored.referrer_id,
              balance: centsToAmount(stored.balance_cents),
              referral_value: centsToAmount(stored.value_cents),
            }
          );
        };
        const earlier = await replay();
        if (earlier) return earlier;
        if (!(await findReferrer(db, customer_id))) throw notFound();
        try {
          return await auditedWrite(db, request, reply, {
            write: (_, trx) => redeem(trx, customer_id, amountToCents(amount), idempotency, auth.accountId),
            audit: ({ referralId, balance }) => ({
              action: 'referral.redeem',
              subjectType: 'customer',
              subjectId: customer_id,
              details: { referral_id: referralId, amount, balance_after: balance },
            }),
            after: ({ referralId }, _, trx) => emitReferralRedeemed(jobs, trx, referralId),
            reply: ({ referralId: _, ...result }) => result,
          });
        } catch (err) {
          // The same key sent twice at once: the one that lost answers with the winner's reply.
          const stored = await replay();
          if (stored) return stored;
          throw err;
        }
      },
    );

    app.post(
      '/admin/referrals/:id/approve',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['referrals'],
          summary: 'Approve a flagged self-referral: its value joins the balance',
          params: idParams,
          response: { 200: referralReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          // Approving finds and changes the referral in one step: no such (flagged) referral is a 404.
          write: async (_, trx) => {
            const approved = await approveReferral(trx, request.params.id);
            if (!approved) throw notFound();
            return approved;
          },
          audit: (approved) => ({
            action: 'referral.approve',
            subjectType: 'customer',
            subjectId: approved.referrerId,
            details: {
              referral_id: request.params.id,
              amount: centsToAmount(approved.valueCents),
              balance_after: centsToAmount(approved.balanceCents),
            },
          }),
          after: (_, __, trx) => emitReferralEarned(jobs, trx, request.params.id),
          reply: async () => {
            const row = await selectReferrals(db).where('r.id', '=', request.params.id).executeTakeFirstOrThrow();
            return { data: toReferral(row) };
          },
        }),
    );
  };
}
